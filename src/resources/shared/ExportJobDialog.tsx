/**
 * The export dialog of every list (students, activities, declarations, the warning list): it
 * starts the export job when opened, follows it with useJob / JobProgress, and offers the xlsx
 * (GET /jobs/download {id}) when done. A start that fails says so (useJob has shown its toast).
 */
import { useEffect } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JobStarted } from '../../../common/jobs';
import type { FileDataProvider } from '../../dataProvider/files';
import { JobProgress } from './JobProgress';
import { useJob } from './useJob';
import { notifyError } from '../../dataProvider/notify';

export interface ExportJobDialogProps {
  open: boolean;
  onClose: () => void;
  /** Starts the job; called each time the dialog opens. */
  startJob: () => Promise<JobStarted>;
  /** i18n keys: the title, the progress label, the download button, 'done' (with %{rows}) and close. */
  keys: { title: string; running: string; download: string; done: string; close: string };
  /** The file's name when the job gives none. */
  fallbackName: string;
}

export function ExportJobDialog({ open, onClose, startJob, keys, fallbackName }: ExportJobDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FileDataProvider>();
  const { job, running, failed, start, reset } = useJob<{ rows?: number }>();
  useEffect(() => {
    if (open) void start(startJob());
    else reset();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Dialog open={open} onClose={running ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate(keys.title)}</DialogTitle>
      <DialogContent>
        {failed && !job ? <Alert severity="error">{translate('jobs.failed')}</Alert> : null}
        <JobProgress job={job} running={running} label={keys.running}>
          {(j) => (
            <Alert
              severity="success"
              action={
                <Button size="small" startIcon={<DownloadIcon />} onClick={() => dataProvider.downloadFile('/jobs/download', { id: j.id }, j.fileName ?? fallbackName).catch(notifyError)}>
                  {translate(keys.download)}
                </Button>
              }
            >
              {translate(keys.done, { rows: j.result?.rows ?? j.total ?? 0 })}
            </Alert>
          )}
        </JobProgress>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {translate(keys.close)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The filter values the server reads (empty ones dropped so that its defaults apply). */
export function exportFilter(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}
