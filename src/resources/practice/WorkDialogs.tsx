/**
 * The team's two actions on a running project (issue 19): 写实践日志 — the entry and up to 9 photos
 * (the activities' AttachmentsField uploads them through /upload/image|file) → POST
 * /practice/journal/add; and 提交结项 — the report, the hours each member asks for and up to 9
 * attachments → POST /practice/finish. Each dialog shows the server's refusal in place.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UploadedFile } from '../../../common/activities';
import type { PracticeDataProvider } from '../../dataProvider/practice';
import { AttachmentsField } from '../activities/launch/MediaFields';
import { serverError } from '../shared/serverError';

interface WorkDialogProps {
  projectId: number;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Runs `send`; on success toasts `saved` and closes, else keeps the dialog open with the message. */
function useSend(onDone: () => void, saved: string) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (send: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await send();
      notify(saved, { type: 'success' });
      onDone();
    } catch (e) {
      setError(serverError(e).text);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

export function JournalDialog({ projectId, open, onClose, onDone }: WorkDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PracticeDataProvider>();
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const { busy, error, run } = useSend(() => { setContent(''); setPhotos([]); onDone(); }, 'practice.journal.saved');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('practice.journal.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={translate('practice.journal.content')} value={content} onChange={(e) => setContent(e.target.value)} multiline minRows={4} fullWidth required />
          <AttachmentsField value={photos} onChange={setPhotos} label={translate('practice.journal.photos')} />
          {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('practice.journal.cancel')}</Button>
        <Button variant="contained" disabled={busy || !content.trim()}
          onClick={() => run(() => dataProvider.addPracticeJournal({ projectId, content: content.trim(), fileIds: photos.map((p) => p.id) }))}>
          {translate('practice.journal.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function FinishDialog({ projectId, open, onClose, onDone }: WorkDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PracticeDataProvider>();
  const [report, setReport] = useState('');
  const [hours, setHours] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const { busy, error, run } = useSend(onDone, 'practice.finish.saved');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('practice.finish.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={translate('practice.finish.report')} value={report} onChange={(e) => setReport(e.target.value)} multiline minRows={5} fullWidth required />
          <TextField label={translate('practice.finish.hours')} value={hours} onChange={(e) => setHours(e.target.value)} inputMode="decimal" required
            helperText={translate('practice.finish.hours_hint')} slotProps={{ htmlInput: { 'data-testid': 'finish-hours' } }} />
          <AttachmentsField value={files} onChange={setFiles} label={translate('practice.finish.attachments')} />
          <Typography variant="caption" color="text.secondary">{translate('practice.show.cap_note')}</Typography>
          {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('practice.finish.cancel')}</Button>
        <Button variant="contained" disabled={busy || !report.trim() || !hours.trim()}
          onClick={() => run(() => dataProvider.finishPractice({ id: projectId, report: report.trim(), hours: hours.trim(), fileIds: files.map((f) => f.id) }))}>
          {translate('practice.finish.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
