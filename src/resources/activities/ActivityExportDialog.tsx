/**
 * 导出 of the activity list: starts the export job (GET /activity/export with the list's filters →
 * {jobId}), follows it with useJob/JobProgress, then offers the xlsx (GET /jobs/download).
 */
import { useEffect } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import type { JobStarted } from '../../../common/jobs';
import type { ExportResult } from '../../../common/students';
import { api } from '../../dataProvider/apiClient';
import { downloadFile } from '../shared/download';
import { JobProgress } from '../shared/JobProgress';
import { useJob } from '../shared/useJob';
import { exportFilter } from '../students/ExportDialog';

/** Starts the export; the reply is {jobId} (or {id}, like the student export). */
export async function startActivityExport(filter: Record<string, unknown>): Promise<JobStarted> {
  const reply = await api.get<{ id?: string; jobId?: string }>('/activity/export', exportFilter(filter));
  return { id: String(reply?.jobId ?? reply?.id ?? '') };
}

export function ActivityExportDialog({ open, filter, onClose }: { open: boolean; filter: Record<string, unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const { job, running, start, reset } = useJob<ExportResult>();
  useEffect(() => {
    if (open) void start(startActivityExport(filter));
    else reset();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Dialog open={open} onClose={running ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('activities.export.title')}</DialogTitle>
      <DialogContent>
        <JobProgress job={job} running={running} label="activities.export.running">
          {(j) => (
            <Alert
              severity="success"
              action={
                <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadFile('/jobs/download', { id: j.id }, j.fileName ?? 'activities.xlsx').catch(() => undefined)}>
                  {translate('activities.export.download')}
                </Button>
              }
            >
              {translate('activities.export.done', { rows: j.result?.rows ?? 0 })}
            </Alert>
          )}
        </JobProgress>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {translate('activities.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
