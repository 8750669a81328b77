/**
 * The frame of the account notice pages (signed out, no permission, system moved): the sign-in
 * layout with a large icon, a heading and the page's own text and buttons below, centred.
 */
import type { ReactNode } from 'react';
import { Stack, Typography, type SvgIconProps } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import { AuthLayout } from './AuthLayout';

export interface NoticeFrameProps {
  icon: SvgIconComponent;
  iconColor: SvgIconProps['color'];
  /** Icon size, px. */
  iconSize?: number;
  /** i18n key of the heading. */
  title: string;
  /** Card width, px. */
  width?: number;
  children: ReactNode;
}

export function NoticeFrame({ icon: Icon, iconColor, iconSize = 64, title, width = 420, children }: NoticeFrameProps) {
  const translate = useTranslate();
  return (
    <AuthLayout width={width}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
        <Icon color={iconColor} sx={{ fontSize: iconSize }} />
        <Typography component="h2" variant="h5">
          {translate(title)}
        </Typography>
        {children}
      </Stack>
    </AuthLayout>
  );
}
