/**
 * 导出: starts POST /school/student/export with the list's current filters, shows the job's progress
 * and then a download button (the file also stays on /usermng/student/export).
 */
import { useEffect } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import type { ExportResult, JobStarted } from '../../../common/students';
import { api } from '../../dataProvider/apiClient';
import { downloadFile } from '../shared/download';
import { JobProgress } from '../shared/JobProgress';
import { useJob } from '../shared/useJob';

/** The filter values the server reads (empty ones dropped so that its defaults apply). */
export function exportFilter(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

export function ExportDialog({ open, filter, onClose }: { open: boolean; filter: Record<string, unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const { job, running, start, reset } = useJob<ExportResult>();
  useEffect(() => {
    if (open) void start(api.post<JobStarted>('/school/student/export', exportFilter(filter)));
    else reset();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Dialog open={open} onClose={running ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('students.export.title')}</DialogTitle>
      <DialogContent>
        <JobProgress job={job} running={running} label="students.export.running">
          {(j) => (
            <Alert
              severity="success"
              action={
                <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadFile('/jobs/download', { id: j.id }, j.fileName ?? 'students.xlsx').catch(() => undefined)}>
                  {translate('students.export.download')}
                </Button>
              }
            >
              {translate('students.export.done', { rows: j.result?.rows ?? 0 })}
            </Alert>
          )}
        </JobProgress>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {translate('students.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
