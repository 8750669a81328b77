/**
 * 导入学生 (issue 3 roster import; spec §4 "Upload component: a single file is queued manually, then
 * submitted", §5 spreadsheet upload): download the template, pick one file (checked here by name
 * and size too), run a dry run with a progress bar, read the error report (and download it as xlsx),
 * then 导入全部 (disabled while rows are bad) or 仅导入正确行. Each step re-sends the file: the server
 * keeps no upload between steps.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import type { ImportResult, JobStarted } from '../../../common/students';
import { api } from '../../dataProvider/apiClient';
import { downloadFile } from '../shared/download';
import { JobProgress } from '../shared/JobProgress';
import { useJob } from '../shared/useJob';
import { ImportReport } from './ImportReport';

export const MAX_ROSTER_BYTES = 5 * 1024 * 1024;

/** The i18n key of a file's problem before upload (spec §5), or null. */
export function rosterFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(xlsx|xls)$/i.test(file.name)) return 'students.import.bad_type';
  if (file.size > MAX_ROSTER_BYTES) return 'students.import.too_large';
  return null;
}

type Mode = 'dryRun' | 'importAll' | 'importValid';

export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('dryRun');
  const { job, running, start, reset } = useJob<ImportResult>();

  const choose = (picked: File | undefined) => {
    reset();
    if (!picked) return;
    const p = rosterFileProblem(picked);
    setProblem(p);
    setFile(p ? null : picked);
  };
  const run = async (m: Mode) => {
    if (!file) return;
    setMode(m);
    const done = await start(api.upload<JobStarted>('/school/student/import', file, { mode: m }));
    if (m !== 'dryRun' && done?.result?.written) onImported();
  };
  const close = () => {
    reset();
    setFile(null);
    setProblem(null);
    onClose();
  };

  const checked = job?.status === 'done' && job.result?.mode === 'dryRun' ? job.result : null;
  const finished = job?.status === 'done' && job.result?.mode !== 'dryRun';
  return (
    <Dialog open={open} onClose={running ? undefined : close} maxWidth="md" fullWidth>
      <DialogTitle>{translate('students.import.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Link component="button" type="button" onClick={() => downloadFile('/school/student/import-template', {}, '学生导入模板.xlsx').catch(() => undefined)}>
            {translate('students.import.template')}
          </Link>
          <input ref={input} hidden type="file" accept=".xlsx,.xls" data-testid="roster-file" onChange={(e) => choose(e.target.files?.[0])} />
          <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={running} onClick={() => input.current?.click()}>
            {translate('students.import.choose')}
          </Button>
          {file && <Typography variant="body2">{translate('students.import.chosen', { name: file.name })}</Typography>}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {translate('students.import.hint')}
        </Typography>
        {problem && <Alert severity="error" sx={{ mb: 1 }}>{translate(problem)}</Alert>}
        <JobProgress job={job} running={running} label={mode === 'dryRun' ? 'students.import.checking' : 'students.import.importing'}>
          {(j) => <ImportReport job={j} />}
        </JobProgress>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={running}>
          {translate(finished ? 'students.action.close' : 'students.action.cancel')}
        </Button>
        {!finished && (
          <>
            <Button variant="outlined" disabled={!file || running} onClick={() => run('dryRun')}>
              {translate('students.import.dryRun')}
            </Button>
            <Button variant="outlined" disabled={!checked || running || checked.valid === 0} onClick={() => run('importValid')}>
              {translate('students.import.importValid')}
            </Button>
            <Button variant="contained" disabled={!checked || running || checked.invalid > 0} onClick={() => run('importAll')}>
              {translate('students.import.importAll')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
