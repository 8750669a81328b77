/**
 * 提交结项 (issue 18 item 3; spec §4 "the administrator submits a completion report, which is
 * reviewed"): the summary (required, at least REPORT_SUMMARY_MIN characters, counted as typed),
 * 活动照片 and 结项附件 (spec §5 upload rules), and the participants who signed in — with their
 * sign-in and sign-out — whose hours may be lowered with a reason. The draft comes from GET
 * /activity/report/detail (after a rejection: what was last submitted); POST /activity/report/submit
 * sends it. Checks run here first; the server's refusal stays in the dialog.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { REPORT_SUMMARY_MAX, REPORT_SUMMARY_MIN, type UploadedFile } from '../../../../common/activities';
import { SILENT } from '../../../dataProvider';
import type { ActivityDataProvider } from '../../../dataProvider/activities';
import { serverError } from '../../shared/serverError';
import { useDialogAction } from '../../shared/useDialogAction';
import { formatHours } from '../format';
import { AttachmentsField } from '../launch/MediaFields';
import { PhotosField } from './PhotosField';
import { editedOf, participantsValid, ReportFigure as Figure, ReportParticipants, type ParticipantEdits } from './ReportParticipants';

export interface ReportDialogProps {
  open: boolean;
  activityId: number;
  onClose: () => void;
  onDone: () => void;
}

/** Characters as the server counts them (code points). */
const lengthOf = (s: string) => [...s.trim()].length;

export function ReportDialog({ open, activityId, onClose, onDone }: ReportDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [summary, setSummary] = useState('');
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [edits, setEdits] = useState<ParticipantEdits>({});
  const [tried, setTried] = useState(false);
  const { busy, refusal, setRefusal, run } = useDialogAction();
  // Loaded afresh at each opening: a stale draft is not shown while the new one is on its way.
  const draft = useQuery({
    ...SILENT,
    queryKey: ['activities', 'report', activityId],
    queryFn: () => dataProvider.getActivityReport(activityId),
    enabled: open,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const report = open && draft.isSuccess && !draft.isFetching ? draft.data : null;

  useEffect(() => {
    if (!report) return;
    setSummary(report.summary);
    setPhotos(report.photos);
    setFiles(report.attachments);
    setEdits({});
    setTried(false);
    setRefusal(undefined);
  }, [report]); // eslint-disable-line react-hooks/exhaustive-deps

  const max = Number(report?.activity.hours ?? 0);
  const participants = report?.participants ?? [];
  const total = participants.reduce((sum, p) => sum + Number(editedOf(p, edits).hours || 0), 0);
  const length = lengthOf(summary);
  const summaryProblem = length === 0 ? 'summary_missing' : length < REPORT_SUMMARY_MIN ? 'summary_short' : null;
  const shownError = refusal ?? (draft.isError ? serverError(draft.error).text : undefined);

  const submit = () => {
    setTried(true);
    if (!report || summaryProblem || !participantsValid(participants, edits, max)) return;
    return run(async () => {
      await dataProvider.submitActivityReport({
        id: activityId,
        summary: summary.trim(),
        photoIds: photos.map((f) => f.id),
        fileIds: files.map((f) => f.id),
        items: participants.map((p) => ({ userId: p.userId, ...editedOf(p, edits) })),
      });
      onDone();
    });
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="report-dialog-title">
      <DialogTitle id="report-dialog-title">{translate('activities.report.title')}</DialogTitle>
      <DialogContent dividers>
        {!report && !draft.isError ? <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress aria-label={translate('activities.report.counting')} /></Box> : null}
        {report ? (
          <Stack spacing={2.5}>
            <Box sx={{ display: 'flex', gap: 4 }}>
              <Figure label={translate('activities.report.participants')} value={String(participants.length)} testId="report-count" />
              <Figure label={translate('activities.report.totalHours')} value={formatHours(total)} testId="report-hours" />
            </Box>
            {participants.length === 0 ? <Alert severity="warning">{translate('activities.report.zero')}</Alert> : null}
            <TextField
              label={translate('activities.report.summary')}
              placeholder={translate('activities.report.summary_placeholder', { min: REPORT_SUMMARY_MIN })}
              value={summary}
              onChange={(e) => setSummary(e.target.value)}
              required
              multiline
              minRows={4}
              fullWidth
              error={tried && !!summaryProblem}
              helperText={tried && summaryProblem
                ? translate(`activities.report.${summaryProblem}`, { min: REPORT_SUMMARY_MIN })
                : translate('activities.report.summary_count', { count: length, min: REPORT_SUMMARY_MIN })}
              slotProps={{ htmlInput: { maxLength: REPORT_SUMMARY_MAX } }}
            />
            <PhotosField value={photos} onChange={setPhotos} />
            <AttachmentsField value={files} onChange={setFiles} label={translate('activities.report.attachments')} />
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('activities.report.participants_hint', { max: formatHours(max) })}
              </Typography>
              <ReportParticipants
                participants={participants} max={max} edits={edits} showErrors={tried}
                onEdit={(userId, change) => setEdits((e) => ({ ...e, [userId]: { ...e[userId], ...change } }))}
              />
            </Box>
            <Alert severity="info" role="note">{translate('activities.report.confirm')}</Alert>
          </Stack>
        ) : null}
        {shownError ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{shownError}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('auth.common.cancel')}</Button>
        <Button
          variant="contained" onClick={submit} disabled={busy || !report}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('activities.report.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
