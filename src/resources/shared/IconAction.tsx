/** A small icon button with a tooltip, named for screen readers by its title and the row's name ('编辑 计算机学院'). */
import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

export interface IconActionProps {
  title: string;
  /** The row or node the action is for, appended to the accessible name. */
  name: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'primary' | 'error';
}

export function IconAction({ title, name, icon, onClick, color }: IconActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" color={color} aria-label={`${title} ${name}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
