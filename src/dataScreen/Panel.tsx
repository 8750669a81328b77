/**
 * A panel of the wall display: a framed dark box with a title (and an optional figure on its
 * right), then its content — a dark skeleton while the first answer is awaited, the empty state
 * when the call failed or returned nothing (spec §8: failed dashboard calls are silent), the
 * content otherwise. The body fills the panel's height.
 */
import type { ReactNode } from 'react';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATAV_COLORS } from './theme';

export type PanelState = 'loading' | 'empty' | 'ready';

export interface PanelProps {
  /** Test id and DOM id of the panel, e.g. 'trend'. */
  id: string;
  title: string;
  /** A short figure or note on the title's right. */
  extra?: ReactNode;
  state: PanelState;
  /** The skeleton's shape while loading. */
  skeleton?: 'chart' | 'rows';
  children?: ReactNode;
  /** Grid placement and size of the panel box. */
  sx?: Record<string, unknown>;
}

/** The loading state of a panel: a block for charts, bars for lists. */
export function PanelSkeleton({ kind = 'chart' }: { kind?: 'chart' | 'rows' }) {
  if (kind === 'rows') {
    return (
      <Stack spacing={1.25} sx={{ pt: 0.5 }} data-testid="panel-skeleton">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={28} sx={{ opacity: 1 - i * 0.1 }} />
        ))}
      </Stack>
    );
  }
  return <Skeleton variant="rounded" data-testid="panel-skeleton" sx={{ height: '100%', minHeight: 120 }} />;
}

/** The empty state of a panel ('暂无数据'). */
export function PanelEmpty({ text }: { text?: string }) {
  const translate = useTranslate();
  return (
    <Box
      data-testid="panel-empty"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', color: DATAV_COLORS.textDim, gap: 1 }}
    >
      <InboxOutlined sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography sx={{ fontSize: 16 }}>{text ?? translate('dataScreen.empty')}</Typography>
    </Box>
  );
}

export function Panel({ id, title, extra, state, skeleton = 'chart', children, sx }: PanelProps) {
  return (
    <Box
      component="section"
      aria-labelledby={`datav-${id}-title`}
      data-testid={`panel-${id}`}
      data-state={state}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        minWidth: 0,
        p: '14px 18px 16px',
        bgcolor: DATAV_COLORS.panel,
        border: `1px solid ${DATAV_COLORS.panelBorder}`,
        borderRadius: 1.5,
        boxShadow: 'inset 0 0 32px rgba(56, 189, 248, 0.08)',
        // Corner accents.
        '&::before, &::after': {
          content: '""',
          position: 'absolute',
          width: 14,
          height: 14,
          borderColor: DATAV_COLORS.accent,
          borderStyle: 'solid',
        },
        '&::before': { top: -1, left: -1, borderWidth: '2px 0 0 2px', borderTopLeftRadius: 6 },
        '&::after': { bottom: -1, right: -1, borderWidth: '0 2px 2px 0', borderBottomRightRadius: 6 },
        ...sx,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 1.25, flex: 'none' }}>
        <Box sx={{ width: 4, height: 18, borderRadius: 2, bgcolor: DATAV_COLORS.accent, boxShadow: `0 0 8px ${DATAV_COLORS.accent}` }} />
        <Typography id={`datav-${id}-title`} component="h2" sx={{ fontSize: 19, fontWeight: 600, letterSpacing: 1, color: DATAV_COLORS.text }}>
          {title}
        </Typography>
        <Box sx={{ flex: 1, height: '1px', background: `linear-gradient(90deg, ${DATAV_COLORS.panelBorder}, transparent)` }} />
        {extra && state === 'ready' ? <Box sx={{ color: DATAV_COLORS.textDim, fontSize: 14, whiteSpace: 'nowrap' }}>{extra}</Box> : null}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, position: 'relative' }}>
        {state === 'loading' ? <PanelSkeleton kind={skeleton} /> : state === 'empty' ? <PanelEmpty /> : children}
      </Box>
    </Box>
  );
}

/** What a panel needs of its query (useDashboardQuery's result). */
export interface PanelQuery<T> {
  data: T | undefined;
  isPending: boolean;
}

/** The state of a panel from its query: loading until the first answer, empty without rows. */
export function panelState(query: PanelQuery<unknown>, hasRows: boolean): PanelState {
  if (query.isPending && query.data === undefined) return 'loading';
  return hasRows ? 'ready' : 'empty';
}
