/**
 * The staff list's actions (issue 3): per row 编辑 · 分配角色 · 更多 (重置密码, 启用/禁用, 删除), and for
 * selected rows 启用 · 禁用 · 重置密码. Every change that locks people out or cannot be undone goes
 * through a confirmation (ConfirmActionDialog) run by the list.
 */
import { useState } from 'react';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { Button, IconButton, Menu, MenuItem, Stack } from '@mui/material';
import { useListContext, useTranslate, type Identifier } from 'react-admin';
import type { EmployeeRow } from '../../../common/api';

export type StaffCommand = 'reset' | 'enable' | 'disable' | 'delete';

export interface PendingCommand {
  command: StaffCommand;
  ids: number[];
  name?: string;
}

export interface RowActionsProps {
  record: EmployeeRow;
  onEdit: (r: EmployeeRow) => void;
  onRoles: (r: EmployeeRow) => void;
  onCommand: (c: PendingCommand) => void;
}

export function RowActions({ record, onEdit, onRoles, onCommand }: RowActionsProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (command: StaffCommand) => {
    setAnchor(null);
    onCommand({ command, ids: [record.id], name: record.name });
  };
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" onClick={(e) => e.stopPropagation()}>
      <Button size="small" onClick={() => onEdit(record)}>{translate('staff.action.edit')}</Button>
      <Button size="small" onClick={() => onRoles(record)}>{translate('staff.action.roles')}</Button>
      <IconButton size="small" aria-label={`${translate('staff.action.more')} ${record.name}`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreHoriz fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('reset')}>{translate('staff.action.reset')}</MenuItem>
        {record.status === 1 ? (
          <MenuItem onClick={() => run('disable')}>{translate('staff.action.disable')}</MenuItem>
        ) : (
          <MenuItem onClick={() => run('enable')}>{translate('staff.action.enable')}</MenuItem>
        )}
        <MenuItem onClick={() => run('delete')} sx={{ color: 'error.main' }}>{translate('staff.action.delete')}</MenuItem>
      </Menu>
    </Stack>
  );
}

/** Buttons shown over the table while rows are selected. */
export function BulkActions({ onCommand }: { onCommand: (c: PendingCommand) => void }) {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const ids = (selectedIds as Identifier[]).map(Number);
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" onClick={() => onCommand({ command: 'enable', ids })}>{translate('staff.action.enable')}</Button>
      <Button size="small" onClick={() => onCommand({ command: 'disable', ids })}>{translate('staff.action.disable')}</Button>
      <Button size="small" onClick={() => onCommand({ command: 'reset', ids })}>{translate('staff.action.reset')}</Button>
    </Stack>
  );
}
