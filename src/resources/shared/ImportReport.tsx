/**
 * The result of a spreadsheet check or import (shared by the roster and declaration imports): the
 * counts, what was written (renderDone), the error table (row, column, reason) and the error
 * report download (the job's xlsx, GET /jobs/download). Texts: the shared `shell.import` block.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JobView } from '../../../common/jobs';
import type { FileDataProvider } from '../../dataProvider/files';
import { notifyError } from '../../dataProvider/notify';

/** What every import job reports (common/students ImportResult, common/declarations DeclarationImportResult). */
export interface ImportResultBase {
  mode: 'dryRun' | 'importAll' | 'importValid';
  total: number;
  valid: number;
  invalid: number;
  errors: { row: number; column: string; reason: string }[];
  errorCount: number;
  /** False when nothing was written (dry run, or importAll with bad rows). */
  written: boolean;
}

/** The i18n block of the import texts both features share (the feature's own: title, hint, done). */
export const IMPORT_TEXTS = 'shell.import';

export interface ImportReportProps<R extends ImportResultBase> {
  job: JobView<R>;
  /** The error report's file name when the server sends none. */
  reportName: string;
  renderDone: (result: R) => ReactNode;
}

export function ImportReport<R extends ImportResultBase>({ job, reportName, renderDone }: ImportReportProps<R>) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FileDataProvider>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`${IMPORT_TEXTS}.${key}`, options);
  const r = job.result;
  if (!r) return null;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="import-summary">
        {t('summary', { total: r.total, valid: r.valid, invalid: r.invalid })}
      </Typography>
      {r.written && <Alert severity="success" sx={{ mb: 1 }}>{renderDone(r)}</Alert>}
      {!r.written && r.mode !== 'dryRun' && r.invalid > 0 && <Alert severity="warning" sx={{ mb: 1 }}>{t('refused')}</Alert>}
      {r.errorCount === 0 && !r.written && <Alert severity="success">{t('no_errors')}</Alert>}
      {r.errorCount > 0 && (
        <>
          <TableContainer sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader aria-label={t('download_report')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 70 }}>{t('error_row')}</TableCell>
                  <TableCell sx={{ width: 110 }}>{t('error_column')}</TableCell>
                  <TableCell>{t('error_reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.errors.map((e, i) => (
                  <TableRow key={`${e.row}-${e.column}-${i}`}>
                    <TableCell>{e.row}</TableCell>
                    <TableCell>{e.column}</TableCell>
                    <TableCell sx={{ color: 'error.main' }}>{e.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
            {job.hasFile && (
              <Button size="small" startIcon={<DownloadIcon />} onClick={() => dataProvider.downloadFile('/jobs/download', { id: job.id }, reportName).catch(notifyError)}>
                {t('download_report')}
              </Button>
            )}
            {r.errorCount > r.errors.length && (
              <Typography variant="caption" color="text.secondary">
                {t('more_errors', { shown: r.errors.length, count: r.errorCount })}
              </Typography>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
