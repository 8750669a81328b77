/**
 * The frame of a page shown without the admin shell (src/layout/bareLayout.ts; spec §2
 * /activity/createLaunch, /communist-templates): no app bar carries the page's title there, so the
 * frame prints it as the page's heading and keeps the content at a readable width.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function BareFrame({ title, children }: { title?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 1.5, sm: 3 } }}>
      {title ? <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{translate(title)}</Typography> : null}
      {children}
    </Box>
  );
}
