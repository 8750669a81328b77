/**
 * 青年大学习 (/communist/youth/learn; issue 20): the weekly issues (期) with their participation
 * rate; 新增一期; for the chosen issue: 导入名单 (the official list, xlsx with 学号 / 姓名 / 班级 /
 * 学习时间 — the unmatched rows are listed back), the rates per college as a chart (a bar opens that
 * college's classes, 团支部), 提醒未学 (college notices to the non-participants, confirmed), 导出
 * (per class, 青年大学习参学率.xlsx) and 删除 (confirmed).
 * Data: getList / create / delete('youthIssues'), importYouthList, getYouthRates, remindYouth, startYouthExport.
 */
import { useRef, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, List, Title, useCreate, useDataProvider, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { YouthImportResult, YouthIssueRow } from '../../../common/quizzes';
import { BarChart } from '../../charts';
import type { QuizDataProvider } from '../../dataProvider/quizzes';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog } from '../shared/ExportJobDialog';
import { FitBox } from '../shared/FitTable';
import { ListPagination } from '../shared/ListPagination';
import { serverError } from '../shared/serverError';
import { DateField } from '../shared/dates';

const Col = DataTable.Col<YouthIssueRow>;
const exportKeys = { title: 'quizzes.youth.export', running: 'quizzes.export.running', download: 'quizzes.export.download', done: 'quizzes.export.done', close: 'ra.action.close' };

function IssueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [title, setTitle] = useState('');
  const [week, setWeek] = useState(new Date().toISOString().slice(0, 10));
  const [error, setError] = useState('');
  const submit = async () => {
    try {
      await create('youthIssues', { data: { title, week }, meta: { silent: true } }, { returnPromise: true });
      setTitle('');
      onClose();
      refresh();
    } catch (e) {
      setError(serverError(e).text);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('quizzes.youth.create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={translate('resources.youthIssues.fields.title')} placeholder="2026年第30期" value={title} onChange={(e) => setTitle(e.target.value)} required autoFocus size="small" error={!!error} helperText={error || undefined} />
          <DateField label={translate('resources.youthIssues.fields.week')} value={week} onChange={setWeek} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('quizzes.action.cancel')}</Button>
        <Button variant="contained" disabled={!title.trim()} onClick={() => void submit()}>{translate('quizzes.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The chosen issue: import, rates chart (college → classes), remind, export. */
function IssuePanel({ issue, onDelete }: { issue: YouthIssueRow; onDelete: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<QuizDataProvider>();
  const [collegeId, setCollegeId] = useState<number | undefined>();
  const [imported, setImported] = useState<YouthImportResult | null>(null);
  const [reminding, setReminding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const rates = useQuery({ queryKey: ['youthRates', issue.id, collegeId], queryFn: () => dataProvider.getYouthRates(issue.id, collegeId) });
  const upload = async (f: File) => {
    setBusy(true);
    try {
      setImported(await dataProvider.importYouthList(issue.id, f));
      await queryClient.invalidateQueries({ queryKey: ['youthRates', issue.id] });
      refresh();
    } catch (e) {
      notify(serverError(e).text, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{`${issue.title} · ${translate('quizzes.youth.rate_of', { rate: issue.rate, learned: issue.learned, total: issue.total })}`}</Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <input ref={file} type="file" accept=".xlsx" hidden onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void upload(f); }} />
            <Button size="small" variant="contained" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => file.current?.click()}>{translate('quizzes.youth.import')}</Button>
            <Button size="small" variant="outlined" startIcon={<NotificationsActiveOutlined />} onClick={() => setReminding(true)}>{translate('quizzes.youth.remind')}</Button>
            <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => setExporting(true)}>{translate('quizzes.action.export')}</Button>
            <Button size="small" color="error" onClick={onDelete}>{translate('quizzes.action.delete')}</Button>
          </Stack>
        </Stack>
        <Typography variant="caption" color="text.secondary">{translate('quizzes.youth.import_hint')}</Typography>
        {busy ? <LinearProgress sx={{ my: 1 }} /> : null}
        {imported ? (
          <Alert severity={imported.unmatched.length ? 'warning' : 'success'} sx={{ my: 1 }} onClose={() => setImported(null)}>
            {translate('quizzes.youth.imported', { matched: imported.matched, added: imported.added, unmatched: imported.unmatched.length })}
            {imported.unmatched.length ? (
              <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 200, overflow: 'auto' }}>
                {imported.unmatched.slice(0, 100).map((r) => (
                  <li key={r.row}>{translate('quizzes.youth.unmatched_row', { row: r.row, who: [r.code, r.name, r.className].filter(Boolean).join(' ') || '-', reason: r.reason })}</li>
                ))}
              </Box>
            ) : null}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Typography variant="subtitle2">{translate(collegeId ? 'quizzes.youth.by_class' : 'quizzes.youth.by_college')}</Typography>
          {collegeId ? <Button size="small" onClick={() => setCollegeId(undefined)}>{translate('quizzes.youth.back')}</Button> : null}
        </Stack>
        <BarChart ariaLabel={translate('quizzes.youth.by_college')} height={Math.max(180, (rates.data?.length ?? 0) * 30 + 40)} horizontal maxValue={100}
          data={(rates.data ?? []).map((r) => ({ id: r.id, label: r.name, values: { rate: r.rate } }))} series={[{ key: 'rate', label: translate('quizzes.youth.rate') }]}
          valueFormat={(v) => `${v}%`} tooltipNote={(d) => { const r = rates.data?.find((x) => x.id === d.id); return r ? translate('quizzes.youth.note', { learned: r.learned, total: r.total }) : ''; }}
          onBarClick={collegeId ? undefined : (d) => setCollegeId(Number(d.id))} emptyText={translate('quizzes.youth.no_students')} />
      </CardContent>
      <DeleteDialog open={reminding} message={translate('quizzes.youth.remind_confirm', { title: issue.title })} confirmLabel={translate('quizzes.youth.remind')}
        onConfirm={async () => { const r = await dataProvider.remindYouth(issue.id, collegeId ? [collegeId] : []); notify('quizzes.youth.reminded', { type: 'success', messageArgs: { ...r } }); }}
        onClose={() => setReminding(false)} />
      <ExportJobDialog open={exporting} onClose={() => setExporting(false)} startJob={() => dataProvider.startYouthExport(issue.id)} keys={exportKeys} fallbackName="青年大学习参学率.xlsx" />
    </Card>
  );
}

function IssueTable({ chosen, onChoose }: { chosen?: number; onChoose: (r: YouthIssueRow) => void }) {
  return (
    <List resource="youthIssues" title={false} pagination={<ListPagination />} empty={false} exporter={false} actions={false} disableSyncWithLocation>
      <FitBox>
        <DataTable<YouthIssueRow> bulkActionButtons={false} rowClick={(_, __, r) => { onChoose(r as YouthIssueRow); return false; }} empty={<EmptyState message="quizzes.empty.youth" />}
          rowSx={(r) => (r.id === chosen ? { bgcolor: 'action.selected' } : {})}>
          <Col source="title" disableSort />
          <Col source="week" disableSort />
          <Col source="learned" disableSort align="right" render={(r) => `${r.learned}/${r.total}`} />
          <Col source="rate" disableSort align="right" render={(r) => `${r.rate}%`} />
        </DataTable>
      </FitBox>
    </List>
  );
}

export default function YouthLearnPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne] = useDelete();
  const [creating, setCreating] = useState(false);
  const [chosen, setChosen] = useState<YouthIssueRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="quizzes.title.youth" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="h6" component="h1">{translate('quizzes.title.youth')}</Typography>
        <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>{translate('quizzes.youth.create')}</Button>
      </Stack>
      <Stack spacing={2}>
        <IssueTable chosen={chosen?.id} onChoose={setChosen} />
        {chosen ? <IssuePanel key={chosen.id} issue={chosen} onDelete={() => setDeleting(true)} /> : <Alert severity="info">{translate('quizzes.youth.choose')}</Alert>}
      </Stack>
      <IssueDialog open={creating} onClose={() => setCreating(false)} />
      <DeleteDialog open={deleting} message={translate('quizzes.youth.delete_confirm', { title: chosen?.title ?? '' })}
        onConfirm={() => deleteOne('youthIssues', { id: chosen!.id, previousData: chosen!, meta: { silent: true } }, { mutationMode: 'pessimistic', returnPromise: true })}
        onClose={() => setDeleting(false)} onDeleted={() => { notify('quizzes.done.deleted', { type: 'success' }); setChosen(null); refresh(); }} />
    </Box>
  );
}
