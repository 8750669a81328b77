/**
 * The confirmation before a requirement set is saved (issue 13 "Saving a change first shows its
 * effect"): '将影响 N 名学生的认定结论（X 人由达标变为未达标，Y 人由未达标变为达标）' — or that nothing
 * changes — how many students the set governs, the first affected students (学号, 姓名, 学院, 年级,
 * 原结论 → 新结论, 原学分 → 新学分, 仍差), 下载全部名单 (an export job: progress, then the xlsx), and
 * 确认保存 / 取消. `onConfirm` saves; when it throws, the refusal stays in the dialog.
 */
import { useEffect, useState } from 'react';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert, Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell,
  TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PreviewRow, RulePreview } from '../../../common/schoolParams';
import type { RequirementSetInput } from '../../dataProvider/schoolParams';
import type { FileDataProvider } from '../../dataProvider/files';
import { JobProgress } from '../shared/JobProgress';
import { serverError } from '../shared/serverError';
import { useJob } from '../shared/useJob';
import { amountText } from './format';
import { useStartPreviewExport } from './queries';
import { notifyError } from '../../dataProvider/notify';

export interface PreviewDialogProps {
  open: boolean;
  preview: RulePreview | null;
  /** The set as it would be saved (the export job needs it). */
  sent: RequirementSetInput | null;
  /** Which cohorts the set applies to, translated. */
  scope: string;
  scoreUnit: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

function Verdict({ met }: { met: boolean }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={met ? 'success' : 'error'} label={translate(met ? 'schoolParams.preview.met' : 'schoolParams.preview.unmet')} />;
}

function VerdictChange({ row }: { row: PreviewRow }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Verdict met={row.before.met} />
      <ArrowForward sx={{ fontSize: 14, color: 'text.secondary' }} />
      <Verdict met={row.after.met} />
    </Stack>
  );
}

/** The first affected students. */
function SampleTable({ rows, scoreUnit }: { rows: PreviewRow[]; scoreUnit: string }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`schoolParams.preview.${k}`, { scoreUnit });
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label={t('sample_title')}>
        <TableHead>
          <TableRow>
            {['code', 'name', 'college', 'grade', 'verdict', 'credit', 'shortfalls'].map((k) => (
              <TableCell key={k} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{t(k)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.userId} data-testid={`preview-row-${r.code}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.code}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.name}</TableCell>
              <TableCell sx={{ minWidth: 96 }}>{r.collegeName || translate('schoolParams.none')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.grade || translate('schoolParams.none')}</TableCell>
              <TableCell><VerdictChange row={r} /></TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {translate('schoolParams.preview.from_to', { before: amountText(r.before.credit), after: amountText(r.after.credit) })}
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {r.shortfalls.length ? r.shortfalls.map((s) => <Box key={s}>{s}</Box>) : translate('schoolParams.none')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The first affected students on a phone: one block each, the verdict change in view without sideways scrolling. */
function SampleList({ rows, scoreUnit }: { rows: PreviewRow[]; scoreUnit: string }) {
  const translate = useTranslate();
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5 }}>
      {rows.map((r) => (
        <Box key={r.userId} sx={{ py: 1 }} data-testid={`preview-row-${r.code}`}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('schoolParams.preview.student', { name: r.name, code: r.code })}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('schoolParams.preview.student_place', { college: r.collegeName || translate('schoolParams.none'), grade: r.grade || translate('schoolParams.none') })}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
            <VerdictChange row={r} />
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {translate('schoolParams.preview.credit_change', { scoreUnit, before: amountText(r.before.credit), after: amountText(r.after.credit) })}
            </Typography>
          </Stack>
          {r.shortfalls.length ? (
            <Typography variant="caption" color="error" component="div" sx={{ mt: 0.5 }}>
              {r.shortfalls.join(translate('schoolParams.list_separator'))}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

/** 下载全部名单: starts the export job, shows its progress, then offers the file. */
function ExportAll({ sent, open }: { sent: RequirementSetInput | null; open: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FileDataProvider>();
  const startExport = useStartPreviewExport();
  const { job, running, failed, start, reset } = useJob<{ rows?: number }>();
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);
  const fallback = translate('schoolParams.preview.export_file');
  return (
    <Box>
      {!job && !running ? (
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={!sent} onClick={() => sent && void start(startExport(sent), { silent: true })}>
          {translate('schoolParams.preview.download_all')}
        </Button>
      ) : null}
      {failed && !job ? <Alert severity="error" sx={{ mt: 1 }}>{translate('schoolParams.preview.export_failed')}</Alert> : null}
      <JobProgress job={job} running={running} label="schoolParams.preview.exporting">
        {(j) => (
          <Alert
            severity="success"
            action={
              <Button size="small" startIcon={<DownloadIcon />} onClick={() => dataProvider.downloadFile('/jobs/download', { id: j.id }, j.fileName ?? fallback).catch(notifyError)}>
                {translate('schoolParams.preview.download')}
              </Button>
            }
          >
            {translate('schoolParams.preview.export_done', { rows: j.result?.rows ?? j.total ?? 0 })}
          </Alert>
        )}
      </JobProgress>
    </Box>
  );
}

/** The dialog; `data-testid="preview-dialog"`. */
export function PreviewDialog({ open, preview, sent, scope, scoreUnit, onCancel, onConfirm }: PreviewDialogProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    if (open) setRefusal(undefined);
  }, [open]);

  const confirm = async () => {
    setSaving(true);
    setRefusal(undefined);
    try {
      await onConfirm();
    } catch (e) {
      const { field, text } = serverError(e);
      setRefusal(field ? `${field} ${text}` : text);
    } finally {
      setSaving(false);
    }
  };

  const p = preview;
  const creditOnly = p ? p.changed - p.lost - p.gained : 0;
  return (
    <Dialog open={open && !!p} onClose={saving ? undefined : onCancel} maxWidth="lg" fullWidth fullScreen={narrow} aria-labelledby="preview-title" data-testid="preview-dialog">
      <DialogTitle id="preview-title">{translate('schoolParams.preview.title')}</DialogTitle>
      <DialogContent dividers>
        {p ? (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">{translate('schoolParams.preview.scope', { scope })}</Typography>
            {p.changed > 0 ? (
              <Alert severity={p.lost > 0 ? 'warning' : 'info'} data-testid="preview-summary">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {translate('schoolParams.preview.summary', { changed: p.changed, lost: p.lost, gained: p.gained })}
                </Typography>
                {creditOnly > 0 ? <Typography variant="body2">{translate('schoolParams.preview.credit_only', { count: creditOnly })}</Typography> : null}
                <Typography variant="body2">{translate('schoolParams.preview.governed', { governed: p.governed })}</Typography>
              </Alert>
            ) : (
              <Alert severity="success" data-testid="preview-summary">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate('schoolParams.preview.none')}</Typography>
                <Typography variant="body2">{translate('schoolParams.preview.governed', { governed: p.governed })}</Typography>
              </Alert>
            )}
            {p.sample.length > 0 ? (
              <Box>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                  <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>{translate('schoolParams.preview.sample_title')}</Typography>
                  <ExportAll sent={sent} open={open} />
                </Stack>
                {narrow ? <SampleList rows={p.sample} scoreUnit={scoreUnit} /> : <SampleTable rows={p.sample} scoreUnit={scoreUnit} />}
                {p.changed > p.sample.length ? (
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                    {translate('schoolParams.preview.sample_more', { shown: p.sample.length, total: p.changed })}
                  </Typography>
                ) : null}
              </Box>
            ) : null}
            {refusal ? <Alert severity="error" role="alert">{refusal}</Alert> : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onCancel} disabled={saving}>{translate('schoolParams.preview.cancel')}</Button>
        <Button variant="contained" color={p && p.lost > 0 ? 'warning' : 'primary'} onClick={() => void confirm()} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate('schoolParams.preview.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
