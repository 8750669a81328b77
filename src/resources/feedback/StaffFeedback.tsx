/**
 * 意见反馈 for staff (/communist/systempal/feedback; issue 21, spec §2): tab 反馈列表 — the feedback of the
 * caller's data scope (a college administrator: their college's students) filtered by text or name,
 * category and status, 导出 (xlsx through the export job), 查看/回复 in a dialog (the sender sees the
 * reply) and 关闭 after a confirmation; tab 统计 — counts by category and status as charts. Data:
 * getList('feedback') → GET /feedback/list; getOne('feedback') → GET /feedback/detail; POST
 * /feedback/reply, /feedback/close; GET /feedback/statistics, /feedback/export.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, SelectInput, TextInput, Title, TopToolbar, useDataProvider, useGetOne, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, FEEDBACK_STATUSES, type FeedbackDetail, type FeedbackRow } from '../../../common/feedback';
import { BarChart, PieChart } from '../../charts';
import type { FeedbackDataProvider } from '../../dataProvider/feedback';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { Fact } from '../shared/Fact';
import { RowActions } from '../shared/FitTable';
import { PageList } from '../shared/PageList';
import { serverError } from '../shared/serverError';
import { FeedbackStatusChip, useChoices } from './cells';

const Col = DataTable.Col<FeedbackRow>;
const exportKeys = { title: 'feedback.export.title', running: 'feedback.export.running', download: 'feedback.export.download', done: 'feedback.export.done', close: 'feedback.export.close' };

function ExportButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>{translate('feedback.list.export')}</Button>
      <ExportJobDialog open={open} onClose={() => setOpen(false)} startJob={() => dataProvider.startFeedbackExport(exportFilter(filterValues))} keys={exportKeys} fallbackName="feedback.xlsx" />
    </TopToolbar>
  );
}

function ReplyDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  const { data: d } = useGetOne<FeedbackDetail & { id: number }>('feedback', { id });
  const [reply, setReply] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = reply ?? d?.reply ?? '';
  const F = (k: string) => translate(`feedback.fields.${k}`);
  const send = async () => {
    setError(null);
    try {
      await dataProvider.replyFeedback(id, text.trim());
      notify('feedback.reply.sent', { type: 'success' });
      refresh();
      onClose();
    } catch (e) {
      setError(serverError(e).text);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('feedback.reply.title')}</DialogTitle>
      <DialogContent>
        {d ? (
          <Stack spacing={1}>
            <Fact label={F('category')}>{translate(`feedback.category.${d.category}`)}</Fact>
            <Fact label={F('user')}>{[d.userName, d.userCode, d.collegeName].filter(Boolean).join(' · ')}</Fact>
            {d.contact ? <Fact label={F('contact')}>{d.contact}</Fact> : null}
            <Fact label={F('createTime')}>{d.createTime}</Fact>
            <Fact label={F('content')} preWrap>{d.content}</Fact>
            {d.images?.length ? (
              <Fact label={F('images')}>
                <Stack direction="row" spacing={1}>{d.images.map((i) => <a key={i.id} href={i.url} target="_blank" rel="noreferrer"><Box component="img" src={i.url} alt={i.name} sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }} /></a>)}</Stack>
              </Fact>
            ) : null}
            {d.status === 3 ? <Alert severity="info">{d.reply || translate('feedback.reply.no_reply')}</Alert> : (
              <TextField label={translate('feedback.reply.label')} value={text} onChange={(e) => setReply(e.target.value)} multiline minRows={3} fullWidth required sx={{ mt: 1 }}
                helperText={d.repliedBy ? translate('feedback.reply.replied_by', { name: d.repliedBy, time: d.replyTime }) : `${text.length}/${FEEDBACK_LIMITS.reply}`}
                slotProps={{ htmlInput: { maxLength: FEEDBACK_LIMITS.reply, 'data-testid': 'feedback-reply-text' } }} />
            )}
            {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('feedback.reply.cancel')}</Button>
        {d && d.status !== 3 ? <Button variant="contained" disabled={!text.trim()} onClick={() => void send()} data-testid="feedback-reply-send">{translate('feedback.reply.send')}</Button> : null}
      </DialogActions>
    </Dialog>
  );
}

function List() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useQueryClient();
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  const [replying, setReplying] = useState<number | null>(null);
  const [closing, setClosing] = useState<number | null>(null);
  const all = translate('feedback.list.all');
  const filters = [
    <TextInput key="keyword" source="keyword" label="feedback.list.search" alwaysOn resettable fullWidth={false} sx={{ width: 200 }} />,
    <SelectInput key="category" source="category" label="feedback.fields.category" choices={useChoices('category', FEEDBACK_CATEGORIES)} emptyText={all} helperText={false} alwaysOn sx={{ minWidth: 110 }} />,
    <SelectInput key="status" source="status" label="feedback.fields.status" choices={useChoices('status', FEEDBACK_STATUSES)} emptyText={all} helperText={false} alwaysOn sx={{ minWidth: 110 }} />,
  ];
  return (
    <>
      <PageList resource="feedback" filters={filters} actions={<ExportButton />} empty={false} storeKey="feedback.staff">
        <DataTable<FeedbackRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="feedback.list.empty" />}>
          <Col source="category" label="feedback.fields.category" disableSort render={(r) => translate(`feedback.category.${r.category}`)} />
          <Col source="content" label="feedback.fields.content" disableSort render={(r) => <Typography variant="body2" sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={r.content}>{r.content}</Typography>} />
          <Col source="userName" label="feedback.fields.user" disableSort />
          <Col source="collegeName" label="feedback.fields.college" disableSort render={(r) => r.collegeName ?? '-'} />
          <Col source="status" label="feedback.fields.status" disableSort render={(r) => <FeedbackStatusChip status={r.status} />} />
          <Col source="createTime" label="feedback.fields.createTime" disableSort />
          <Col source="actions" label="feedback.fields.actions" disableSort render={(r) => (
            <RowActions actions={[
              { key: 'reply', label: translate(r.status === 3 ? 'feedback.list.view' : 'feedback.list.reply'), onClick: () => setReplying(r.id) },
              ...(r.status === 3 ? [] : [{ key: 'close', label: translate('feedback.list.close'), color: 'error' as const, onClick: () => setClosing(r.id) }]),
            ]} />
          )} />
        </DataTable>
      </PageList>
      {replying !== null ? <ReplyDialog id={replying} onClose={() => { setReplying(null); void client.invalidateQueries({ queryKey: ['feedback-stats'] }); }} /> : null}
      <ConfirmActionDialog open={closing !== null} message="feedback.reply.close_confirm" confirmLabel="feedback.list.close" danger onClose={() => setClosing(null)}
        onConfirm={async () => { await dataProvider.closeFeedback(closing!); notify('feedback.reply.closed', { type: 'success' }); refresh(); }} />
    </>
  );
}

function Statistics() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FeedbackDataProvider>();
  const { data } = useQuery({ queryKey: ['feedback-stats'], queryFn: () => dataProvider.getFeedbackStatistics() });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}><CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{translate('feedback.stats.by_category')}（{translate('feedback.stats.total')} {data?.total ?? '-'}）</Typography>
        <PieChart ariaLabel={translate('feedback.stats.by_category')} height={260} innerRadius={0.5}
          data={(data?.byCategory ?? []).map((c) => ({ id: c.category, label: translate(`feedback.category.${c.category}`), value: c.count }))} />
      </CardContent></Card>
      <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}><CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{translate('feedback.stats.by_status')}</Typography>
        <BarChart ariaLabel={translate('feedback.stats.by_status')} height={260} series={[{ key: 'n', label: translate('feedback.stats.count') }]}
          data={(data?.byStatus ?? []).map((s) => ({ id: s.status, label: translate(`feedback.status.${s.status}`), values: { n: s.count } }))} />
      </CardContent></Card>
    </Stack>
  );
}

export default function StaffFeedback() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'list' | 'stats'>('list');
  return (
    <Box sx={{ pt: 2 }}>
      <Title title="feedback.title.staff" />
      <Tabs value={tab} onChange={(_, v: 'list' | 'stats') => setTab(v)} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="list" label={translate('feedback.tabs.list')} />
        <Tab value="stats" label={translate('feedback.tabs.stats')} />
      </Tabs>
      {tab === 'list' ? <List /> : <Statistics />}
    </Box>
  );
}
