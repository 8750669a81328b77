/**
 * 提交结项 (submitActivityReport, POST /activity/report/submit {id, summary}): counts the
 * participants who will receive hours (enrolled and signed in by QR or back-fill;
 * getActivityReportPreview, GET /activity/report/preview) and their total hours, takes an optional
 * summary, and asks for confirmation. A refusal stays in the dialog.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { SILENT } from '../../../dataProvider';
import type { ActivityDataProvider } from '../../../dataProvider/activities';
import { serverError } from '../../shared/serverError';
import { useDialogAction } from '../../shared/useDialogAction';
import { formatHours } from '../format';

/** Participants who get hours (status 1 with a sign-in) and the sum of their hours (GET /activity/report/preview). */
export async function reportTotals(dataProvider: Pick<ActivityDataProvider, 'getActivityReportPreview'>, id: number): Promise<{ count: number; totalHours: number }> {
  const t = await dataProvider.getActivityReportPreview(id);
  return { count: Number(t?.participantCount ?? 0), totalHours: Number(t?.totalHours ?? 0) };
}

export interface ReportDialogProps {
  open: boolean;
  activityId: number;
  onClose: () => void;
  onDone: () => void;
}

export function ReportDialog({ open, activityId, onClose, onDone }: ReportDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [summary, setSummary] = useState('');
  const { busy, refusal: error, setRefusal: setError, run } = useDialogAction();
  // Counted afresh at each opening: stale totals are not shown while the count is on its way.
  const preview = useQuery({
    ...SILENT,
    queryKey: ['activities', 'reportPreview', activityId],
    queryFn: () => reportTotals(dataProvider, activityId),
    enabled: open,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const totals = open && preview.isSuccess && !preview.isFetching ? preview.data : null;
  const shownError = error ?? (preview.isError ? serverError(preview.error).text : undefined);

  useEffect(() => {
    if (!open) return;
    setSummary('');
    setError(undefined);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = () => run(async () => {
    await dataProvider.submitActivityReport(activityId, summary.trim());
    onDone();
  });

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="report-dialog-title">
      <DialogTitle id="report-dialog-title">{translate('activities.report.title')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 4, mb: 2 }}>
          <Figure label={translate('activities.report.participants')} value={totals ? String(totals.count) : null} testId="report-count" />
          <Figure label={translate('activities.report.totalHours')} value={totals ? formatHours(totals.totalHours) : null} testId="report-hours" />
        </Box>
        {totals && totals.count === 0 ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('activities.report.zero')}</Alert> : null}
        <TextField
          label={translate('activities.report.summary')}
          placeholder={translate('activities.report.summary_placeholder')}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Alert severity="info" role="note" sx={{ mt: 2 }}>{translate('activities.report.confirm')}</Alert>
        {shownError ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{shownError}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{translate('auth.common.cancel')}</Button>
        <Button
          variant="contained" onClick={submit} disabled={busy || !totals}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('activities.report.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="h5" data-testid={testId}>{value ?? <Typography component="span" variant="body2" color="text.secondary">{translate('activities.report.counting')}</Typography>}</Typography>
    </Box>
  );
}
