/**
 * 审核记录 of the activity detail: the history (oldest first) as a timeline — what happened, the
 * step, who did it and when, the opinion, and the status it led to.
 */
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditHistoryItem } from '../../../../common/activities';
import { EmptyState } from '../../shared/EmptyState';
import { ActivityStatusChip, activityStatusColor } from '../ActivityStatusChip';

export function HistoryTimeline({ items }: { items: AuditHistoryItem[] }) {
  const translate = useTranslate();
  if (!items?.length) return <EmptyState message="activities.history.empty" />;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Box component="ol" aria-label={translate('activities.detail.tab_history')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((h, i) => (
          <Box component="li" key={h.id} sx={{ display: 'flex', gap: 2, pb: i === items.length - 1 ? 0 : 2.5, position: 'relative' }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
              <Box sx={(t) => ({ width: 12, height: 12, borderRadius: '50%', bgcolor: h.toStatus ? t.palette[paletteOf(h.toStatus)].main : t.palette.grey[400] })} />
              {i < items.length - 1 ? <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 0.5 }} /> : null}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2">{h.actionName}</Typography>
                {h.stepName ? <Typography variant="body2" color="text.secondary">{translate('activities.history.step', { step: h.stepName })}</Typography> : null}
                {h.toStatus ? <ActivityStatusChip status={h.toStatus} /> : null}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                {h.actorName || translate('activities.history.system')} · {h.time}
              </Typography>
              {h.opinion ? (
                <Typography variant="body2" sx={{ mt: 0.5, px: 1.5, py: 1, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap' }}>
                  {translate('activities.history.opinion', { opinion: h.opinion })}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

type PaletteKey = 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';
function paletteOf(status: number): PaletteKey {
  const c = activityStatusColor(status);
  return c === 'default' ? 'secondary' : c;
}
