/** The result of a roster check or import: counts, the error table (row, column, reason) and the report download. */
import { Alert, Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import type { JobView } from '../../../common/jobs';
import type { ImportResult } from '../../../common/students';
import { downloadFile } from '../shared/download';

export function ImportReport({ job }: { job: JobView<ImportResult> }) {
  const translate = useTranslate();
  const r = job.result;
  if (!r) return null;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="import-summary">
        {translate('students.import.summary', { total: r.total, valid: r.valid, invalid: r.invalid })}
      </Typography>
      {r.written && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {translate('students.import.done', { created: r.created, updated: r.updated })}
          {r.created > 0 && (
            <>
              <br />
              {translate('students.import.rule', { rule: r.rule })}
            </>
          )}
        </Alert>
      )}
      {!r.written && r.mode !== 'dryRun' && r.invalid > 0 && <Alert severity="warning" sx={{ mb: 1 }}>{translate('students.import.refused')}</Alert>}
      {r.errorCount === 0 && !r.written && <Alert severity="success">{translate('students.import.no_errors')}</Alert>}
      {r.errorCount > 0 && (
        <>
          <TableContainer sx={{ maxHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader aria-label={translate('students.import.download_report')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 70 }}>{translate('students.import.error_row')}</TableCell>
                  <TableCell sx={{ width: 110 }}>{translate('students.import.error_column')}</TableCell>
                  <TableCell>{translate('students.import.error_reason')}</TableCell>
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
              <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadFile('/jobs/download', { id: job.id }, '学生导入错误报告.xlsx').catch(() => undefined)}>
                {translate('students.import.download_report')}
              </Button>
            )}
            {r.errorCount > r.errors.length && (
              <Typography variant="caption" color="text.secondary">
                {translate('students.import.more_errors', { shown: r.errors.length, count: r.errorCount })}
              </Typography>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
