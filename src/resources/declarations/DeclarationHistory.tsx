/**
 * 审核记录 of a declaration: the history (oldest first) as a timeline — what happened, the step,
 * who did it and when, the opinion, and the declaration status it led to.
 */
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditHistoryItem } from '../../../common/activities';
import { EmptyState } from '../shared/EmptyState';
import { DeclarationStatusChip } from './chips';

const dotColors: Record<number, string> = { 1: 'warning.main', 2: 'success.main', 3: 'error.main', 4: 'grey.500' };

export function DeclarationHistory({ items }: { items: AuditHistoryItem[] }) {
  const translate = useTranslate();
  if (!items?.length) return <EmptyState message="declarations.detail.no_history" />;
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Box component="ol" aria-label={translate('declarations.detail.section_history')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((h, i) => (
          <Box component="li" key={h.id} sx={{ display: 'flex', gap: 2, pb: i === items.length - 1 ? 0 : 2.5 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
              <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: h.toStatus ? dotColors[h.toStatus] ?? 'error.main' : 'grey.400' }} />
              {i < items.length - 1 ? <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 0.5 }} /> : null}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2">{h.actionName}</Typography>
                {h.stepName ? <Typography variant="body2" color="text.secondary">{translate('declarations.detail.history_step', { step: h.stepName })}</Typography> : null}
                {h.toStatus ? <DeclarationStatusChip status={h.toStatus} /> : null}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                {h.actorName || translate('declarations.detail.system')} · {h.time}
              </Typography>
              {h.opinion ? (
                <Typography variant="body2" sx={{ mt: 0.5, px: 1.5, py: 1, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap' }}>
                  {translate('declarations.detail.opinion', { opinion: h.opinion })}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
