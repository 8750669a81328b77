/**
 * 审核记录 as a timeline, oldest first: what happened, the step, who did it and when, the opinion,
 * and the status it led to (a coloured dot and the subject's own status chip). Activities and
 * declarations show their histories (AuditHistoryItem[]) with it; `keys` names their i18n messages.
 */
import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AuditHistoryItem } from '../../../common/activities';
import { EmptyState } from './EmptyState';

export interface AuditTimelineProps {
  items: AuditHistoryItem[];
  /** i18n keys: empty state, the list's accessible name, '（%{step}）', the system actor, '意见：%{opinion}'. */
  keys: { empty: string; label: string; step: string; system: string; opinion: string };
  /** The dot's colour for the status an entry led to. */
  dotColor: (status: number, theme: Theme) => string;
  /** The subject's status chip (none when omitted). */
  chip?: (status: number) => ReactNode;
  /** Without the outlined paper, for a page that already frames the list in a card. */
  bare?: boolean;
}

export function AuditTimeline({ items, keys, dotColor, chip, bare = false }: AuditTimelineProps) {
  const translate = useTranslate();
  // Chinese keeps each feature's own wording (提交日志, 提交申报…); other languages name the action.
  const [locale] = useLocaleState();
  if (!items?.length) return <EmptyState message={keys.empty} />;
  const list = (
    <Box component="ol" aria-label={translate(keys.label)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((h, i) => (
        <Box component="li" key={h.id} data-testid="history-item" sx={{ display: 'flex', gap: 2, pb: i === items.length - 1 ? 0 : 2.5 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.5 }}>
            <Box sx={(t) => ({ width: 12, height: 12, borderRadius: '50%', bgcolor: h.toStatus ? dotColor(h.toStatus, t) : t.palette.grey[400] })} />
            {i < items.length - 1 ? <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 0.5 }} /> : null}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2">{locale.startsWith('zh') ? h.actionName : translate(`builtIn.actions.${h.action}`, { _: h.actionName })}</Typography>
              {h.stepName ? <Typography variant="body2" color="text.secondary">{translate(keys.step, { step: h.stepName })}</Typography> : null}
              {h.toStatus && chip ? chip(h.toStatus) : null}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {h.actorName || translate(keys.system)} · {h.time}
            </Typography>
            {h.opinion ? (
              <Typography variant="body2" sx={{ mt: 0.5, px: 1.5, py: 1, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {translate(keys.opinion, { opinion: h.opinion })}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
  return bare ? list : <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>{list}</Paper>;
}
