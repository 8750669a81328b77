/**
 * A notice opened by a reader (issue 13): the title, when and for whom it was published, and the
 * full text with its line breaks. Opening it asks the server for the notice (GET /notice/my/detail),
 * which records the read; the card's list and unread count are then read again. Full screen on phones.
 */
import { useEffect } from 'react';
import Close from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Skeleton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MyNoticeRow } from '../../../common/notices';
import { AudienceChip, PinnedChip } from './chips';
import { useOpenNotice } from './queries';

export interface NoticeDialogProps {
  /** The row that was clicked; null when closed. Its title shows while the text loads. */
  notice: MyNoticeRow | null;
  onClose: () => void;
}

export function NoticeDialog({ notice, onClose }: NoticeDialogProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const open = useOpenNotice();
  const { mutate, reset } = open;
  const id = notice?.id;
  useEffect(() => {
    if (id === undefined) return;
    reset();
    mutate(id);
  }, [id, mutate, reset]);

  const shown = open.data && open.data.id === id ? open.data : null;
  const row = shown ?? notice;
  return (
    <Dialog open={notice !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="notice-dialog-title" data-testid="notice-dialog">
      <DialogTitle id="notice-dialog-title" sx={{ pr: 6, lineHeight: 1.5, wordBreak: 'break-word' }}>
        {row?.title}
        <IconButton aria-label={translate('notices.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {row ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            {row.pinned ? <PinnedChip /> : null}
            <AudienceChip audience={row.audience} collegeName={row.collegeName} />
            <Typography variant="body2" color="text.secondary">
              {translate('notices.meta.published_line', { time: row.publishedAt })}
            </Typography>
          </Stack>
        ) : null}
        {shown ? (
          <Box data-testid="notice-content" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: 1.9, fontSize: 15 }}>
            {shown.content}
          </Box>
        ) : open.isError ? (
          <Typography color="text.secondary">{translate('notices.not_found')}</Typography>
        ) : (
          <Box aria-label={translate('notices.card.loading')} role="progressbar">
            {[0, 1, 2, 3].map((i) => <Skeleton key={i} height={26} width={i === 3 ? '60%' : '100%'} />)}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
