/**
 * The spreadsheet import dialog shared by the roster import (导入学生, issue 3) and the declaration
 * import (导入申报, issue 5) — spec §4 "Upload component: a single file is queued manually, then
 * submitted", §5 spreadsheet upload (one xls/xlsx file under 5M): download the template, pick one
 * file (checked here by name and size too), run a dry run with a progress bar, read the error report
 * (and download it as xlsx), then 导入全部 (disabled while rows are bad) or 仅导入正确行. Each step
 * re-sends the file: the server keeps no upload between steps.
 *
 * Server side: POST `endpoint` multipart {file, params: {mode}} → {id} of a job whose result is an
 * ImportResultBase (GET /jobs/status); GET `templateEndpoint` → the xlsx template.
 * Texts: `messages` is the feature's i18n prefix holding title and hint (and what renderDone
 * says); the rest is the shared `shell.import` block (IMPORT_TEXTS).
 */
import { useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JobStarted } from '../../../common/jobs';
import type { FileDataProvider } from '../../dataProvider/files';
import { IMPORT_TEXTS, ImportReport, type ImportResultBase } from './ImportReport';
import { JobProgress } from './JobProgress';
import { useJob } from './useJob';
import { notifyError } from '../../dataProvider/notify';
import type { ImportMode } from '../../../common/schemas/imports';

export type { ImportResultBase } from './ImportReport';

/** Spec §5 / §9: a spreadsheet may not exceed 5 MB. */
export const MAX_SPREADSHEET_BYTES = 5 * 1024 * 1024;

/** The problem of a picked file before upload (spec §5): 'bad_type', 'too_large' or null. */
export function spreadsheetProblem(file: { name: string; size: number }): 'bad_type' | 'too_large' | null {
  if (!/\.(xlsx|xls)$/i.test(file.name)) return 'bad_type';
  if (file.size > MAX_SPREADSHEET_BYTES) return 'too_large';
  return null;
}

/** The import's mode (common/schemas/imports.ts). */
export type { ImportMode };

export interface SpreadsheetImportDialogProps<R extends ImportResultBase> {
  open: boolean;
  onClose: () => void;
  /** Called after an import that wrote rows. */
  onImported: () => void;
  /** POST multipart path that starts the job, e.g. '/school/student/import'. */
  endpoint: string;
  /** GET path of the template, e.g. '/school/student/import-template'. */
  templateEndpoint: string;
  /** File names used when the server sends none. */
  templateName: string;
  reportName: string;
  /** i18n prefix of the feature's texts (title, hint), e.g. 'students.import'. */
  messages: string;
  /** What a written import says (counts, rules), shown in a success alert. */
  renderDone: (result: R) => ReactNode;
  /** data-testid of the hidden file input. */
  inputTestId?: string;
  /** Further params sent with the mode (the timetable import's kind and term); also the template's query. */
  params?: Record<string, unknown>;
  /** Shown above the file picker (e.g. the term the file goes into). */
  note?: ReactNode;
}

export function SpreadsheetImportDialog<R extends ImportResultBase>(props: SpreadsheetImportDialogProps<R>) {
  const { open, onClose, onImported, endpoint, templateEndpoint, templateName, reportName, messages, renderDone, inputTestId = 'import-file', params, note } = props;
  const translate = useTranslate();
  const dataProvider = useDataProvider<FileDataProvider>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`${IMPORT_TEXTS}.${key}`, options);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<ImportMode>('dryRun');
  const { job, running, start, reset } = useJob<R>();

  const choose = (picked: File | undefined) => {
    reset();
    if (!picked) return;
    const p = spreadsheetProblem(picked);
    setProblem(p);
    setFile(p ? null : picked);
  };
  const run = async (m: ImportMode) => {
    if (!file) return;
    setMode(m);
    const done = await start(dataProvider.startImport(endpoint, file, { ...params, mode: m }));
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
      <DialogTitle>{translate(`${messages}.title`)}</DialogTitle>
      <DialogContent>
        {note}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Link component="button" type="button" onClick={() => dataProvider.downloadFile(templateEndpoint, params ?? {}, templateName).catch(notifyError)}>
            {t('template')}
          </Link>
          <input ref={input} hidden type="file" accept=".xlsx,.xls" data-testid={inputTestId} onChange={(e) => choose(e.target.files?.[0])} />
          <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={running} onClick={() => input.current?.click()}>
            {t('choose')}
          </Button>
          {file && <Typography variant="body2">{t('chosen', { name: file.name })}</Typography>}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {translate(`${messages}.hint`)}
        </Typography>
        {problem && <Alert severity="error" sx={{ mb: 1 }}>{t(problem)}</Alert>}
        <JobProgress job={job} running={running} label={`${IMPORT_TEXTS}.${mode === 'dryRun' ? 'checking' : 'importing'}`}>
          {(j) => <ImportReport job={j} reportName={reportName} renderDone={renderDone} />}
        </JobProgress>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={running}>
          {translate(finished ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {!finished && (
          <>
            <Button variant="outlined" disabled={!file || running} onClick={() => run('dryRun')}>
              {t('dryRun')}
            </Button>
            <Button variant="outlined" disabled={!checked || running || checked.valid === 0} onClick={() => run('importValid')}>
              {t('importValid')}
            </Button>
            <Button variant="contained" disabled={!checked || running || checked.invalid > 0} onClick={() => run('importAll')}>
              {t('importAll')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** What a feature's import dialog fixes: everything but open/onClose/onImported. */
export type SpreadsheetImportConfig<R extends ImportResultBase> = Omit<SpreadsheetImportDialogProps<R>, 'open' | 'onClose' | 'onImported'>;

/** A feature's import dialog: the shared one with the feature's endpoints, file names and texts. */
export function importDialogFor<R extends ImportResultBase>(config: SpreadsheetImportConfig<R>) {
  return function FeatureImportDialog(props: Pick<SpreadsheetImportDialogProps<R>, 'open' | 'onClose' | 'onImported'>) {
    return <SpreadsheetImportDialog<R> {...config} {...props} />;
  };
}
