/**
 * The frame of every dashboard widget (spec §2 admin dashboard): a card with a title bar (an
 * accent mark, the title, optional actions on the right) over its content, filling its grid cell.
 */
import type { ReactNode } from 'react';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Box, Card, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DashboardCardProps {
  title: string;
  /** Right side of the title bar (a selector, a 更多 link). */
  action?: ReactNode;
  children: ReactNode;
  /** Inner padding of the content; tables use 0 and draw their own. */
  padded?: boolean;
  testId?: string;
}

export function DashboardCard({ title, action, children, padded = true, testId }: DashboardCardProps) {
  return (
    <Card
      data-testid={testId}
      component="section"
      aria-label={title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 52,
          px: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ width: 4, height: 16, borderRadius: 1, bgcolor: 'primary.main', flexShrink: 0 }} />
        <Typography variant="h6" component="h2" noWrap sx={{ flex: 1, minWidth: 0, fontSize: 16 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, p: padded ? 2 : 0, display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Card>
  );
}

/** A widget's empty state: an inbox icon over '暂无数据' (or `message`, an i18n key). */
export function DashboardEmpty({ message = 'dashboard.empty', height }: { message?: string; height?: number }) {
  const translate = useTranslate();
  return (
    <Box
      data-testid="dashboard-empty"
      sx={{
        flex: 1,
        minHeight: height ?? 160,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.disabled',
        py: 3,
      }}
    >
      <InboxOutlined sx={{ fontSize: 44, mb: 0.5 }} />
      <Typography variant="body2" color="text.secondary">
        {translate(message)}
      </Typography>
    </Box>
  );
}
