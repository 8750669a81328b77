/**
 * 导出 of the declaration list: starts the export job (GET /project/apply/export with the list's
 * filters → {id}), follows it with useJob / JobProgress, then offers the xlsx (GET /jobs/download).
 */
import { useEffect } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { JobStarted } from '../../../common/jobs';
import { api } from '../../dataProvider/apiClient';
import { downloadFile } from '../shared/download';
import { JobProgress } from '../shared/JobProgress';
import { useJob } from '../shared/useJob';
import { exportFilter } from '../students/ExportDialog';

/** Starts the export with the non-empty filters; the reply is {id} (or {jobId}). */
export async function startDeclarationExport(filter: Record<string, unknown>): Promise<JobStarted> {
  const reply = await api.get<{ id?: string; jobId?: string }>('/project/apply/export', exportFilter(filter));
  return { id: String(reply?.id ?? reply?.jobId ?? '') };
}

export function DeclarationExportDialog({ open, filter, onClose }: { open: boolean; filter: Record<string, unknown>; onClose: () => void }) {
  const translate = useTranslate();
  const { job, running, start, reset } = useJob<{ rows?: number }>();
  useEffect(() => {
    if (open) void start(startDeclarationExport(filter));
    else reset();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Dialog open={open} onClose={running ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('declarations.export.title')}</DialogTitle>
      <DialogContent>
        <JobProgress job={job} running={running} label="declarations.export.running">
          {(j) => (
            <Alert
              severity="success"
              action={
                <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadFile('/jobs/download', { id: j.id }, j.fileName ?? '申报列表.xlsx').catch(() => undefined)}>
                  {translate('declarations.export.download')}
                </Button>
              }
            >
              {translate('declarations.export.done', { rows: j.result?.rows ?? j.total ?? 0 })}
            </Alert>
          )}
        </JobProgress>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
