/**
 * 意见反馈 for students (/student/feedback, module 1020; issue 21, spec §2), a phone-first page: the
 * student's feedback as cards (category, status, text, and the school's reply when there is one) and
 * 我要反馈 — a dialog with the category, the text (≤ 1000), up to 3 images (the existing image
 * uploads) and an optional contact. Data: getList('myFeedback') → GET /feedback/my-list;
 * create('myFeedback') → POST /feedback/add.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import type { UploadedFile } from '../../../common/activities';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, type FeedbackRow } from '../../../common/feedback';
import { EmptyState } from '../shared/EmptyState';
import { serverError } from '../shared/serverError';
import { FeedbackStatusChip, ImagesField, useChoices } from './cells';

function SendDialog({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const [category, setCategory] = useState('1');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const categories = useChoices('category', FEEDBACK_CATEGORIES);
  const send = async () => {
    setError(null);
    try {
      await create('myFeedback', { data: { category: Number(category), content: content.trim(), contact: contact.trim(), imageIds: images.map((i) => i.id) }, meta: { silent: true } }, { returnPromise: true });
      notify('feedback.my.sent', { type: 'success' });
      setContent('');
      setContact('');
      setImages([]);
      onSent();
    } catch (e) {
      setError(serverError(e).text || translate('feedback.my.failed'));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('feedback.my.send_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={translate('feedback.fields.category')} value={category} onChange={(e) => setCategory(e.target.value)} fullWidth
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'feedback-category' } as object } }}>
            {categories.map((c) => <MenuItem key={c.id} value={String(c.id)}>{c.name}</MenuItem>)}
          </TextField>
          <TextField label={translate('feedback.fields.content')} placeholder={translate('feedback.my.content_placeholder')} value={content} onChange={(e) => setContent(e.target.value)}
            required multiline minRows={4} fullWidth error={content.length > FEEDBACK_LIMITS.content} helperText={`${content.length}/${FEEDBACK_LIMITS.content}`}
            slotProps={{ htmlInput: { 'data-testid': 'feedback-content' } }} />
          <ImagesField value={images} onChange={setImages} />
          <TextField label={translate('feedback.my.contact')} value={contact} onChange={(e) => setContact(e.target.value)} fullWidth slotProps={{ htmlInput: { maxLength: FEEDBACK_LIMITS.contact } }} />
          {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('feedback.my.cancel')}</Button>
        <Button variant="contained" disabled={isPending || !content.trim() || content.length > FEEDBACK_LIMITS.content} onClick={() => void send()} data-testid="feedback-submit">
          {translate('feedback.my.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function MyFeedback() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { data, isPending, refetch } = useGetList<FeedbackRow>('myFeedback', { pagination: { page: 1, perPage: 40 } });
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{translate('feedback.title.mine')}</Typography>
        <Button variant="contained" size="small" onClick={() => setOpen(true)} data-testid="feedback-send">{translate('feedback.my.send')}</Button>
      </Stack>
      {isPending ? <Skeleton variant="rounded" height={200} /> : !data?.length ? <EmptyState message="feedback.my.empty" /> : (
        <Stack spacing={1}>
          {data.map((r) => (
            <Card key={r.id} variant="outlined" data-testid="feedback-card">
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
                  <Typography variant="subtitle2" color="primary">{translate(`feedback.category.${r.category}`)}</Typography>
                  <FeedbackStatusChip status={r.status} />
                </Stack>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.content}</Typography>
                <Typography variant="caption" color="text.secondary">{r.createTime}</Typography>
                {r.reply ? (
                  <Box sx={{ mt: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="feedback-reply">
                    <Typography variant="caption" color="text.secondary">{translate('feedback.my.reply')} · {r.replyTime}</Typography>
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.reply}</Typography>
                  </Box>
                ) : r.status === 1 ? <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>{translate('feedback.my.waiting')}</Typography> : null}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      <SendDialog open={open} onClose={() => setOpen(false)} onSent={() => { setOpen(false); void refetch(); }} />
    </Box>
  );
}
