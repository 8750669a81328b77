/**
 * 签到任务详情 (/communist/signTask/detail?id=) (issue 21 "Journals and sign tasks"; spec §2): the
 * task's facts, a nivo bar chart of the check-in rate per sign day (the share of the participants;
 * the count in the tooltip), the participants with their counts and the check-ins (paged), 导出签到记录 (xlsx),
 * 编辑 and 取消任务 (asked first, with an optional reason the detail then shows). Data: getSignTask, getSignTaskStats, cancelSignTask,
 * getList('signTaskParticipants' | 'signTaskCheckins'), downloadFile('/signTask/export').
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { DataTable, ListBase, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SIGN_TASK_LIMITS, SIGN_TASK_PAGES, type SignCheckinRow, type SignParticipantRow, type SignTaskStats } from '../../../common/signTasks';
import { BarChart } from '../../charts';
import type { FileDataProvider } from '../../dataProvider/files';
import type { SignTaskDataProvider } from '../../dataProvider/signTasks';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { Fields, Section } from '../shared/DetailSections';
import { EmptyState } from '../shared/EmptyState';
import { ReasonField } from '../shared/ReasonField';
import { ListPagination } from '../shared/ListPagination';
import { serverError } from '../shared/serverError';
import { SignPhaseChip, useScheduleText } from './cells';

function DayChart({ stats }: { stats: SignTaskStats }) {
  const translate = useTranslate();
  if (stats.days.length === 0) return <EmptyState message="signTasks.hint.chartEmpty" />;
  return (
    <BarChart
      ariaLabel={translate('signTasks.title.chart')} height={260}
      data={stats.days.map((d) => ({ id: d.day, label: d.day.slice(5), values: { rate: d.rate } }))}
      series={[{ key: 'rate', label: translate('signTasks.fields.rate') }]}
      // The axis follows the highest rate (a school-wide task's 1% would vanish on a 0–100 axis).
      maxValue={Math.min(100, Math.max(5, ...stats.days.map((d) => d.rate)))} valueFormat={(v) => `${v}%`}
      tooltipNote={(d) => `${translate('signTasks.fields.count')} ${stats.days.find((x) => x.day === d.id)?.count ?? 0}`}
    />
  );
}

/** A participant row; react-admin's id is the user id (resources.ts idField). */
type ParticipantRecord = SignParticipantRow & { id: number };

function Participants({ id }: { id: number }) {
  const translate = useTranslate();
  const Col = DataTable.Col<ParticipantRecord>;
  return (
    <ListBase resource="signTaskParticipants" filter={{ id }} perPage={10} disableSyncWithLocation storeKey={false}>
      <DataTable<ParticipantRecord> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
        <Col source="code" label="signTasks.fields.code" disableSort />
        <Col source="name" label="signTasks.fields.studentName" disableSort />
        <Col source="collegeName" label="signTasks.fields.college" disableSort />
        <Col source="className" label="signTasks.fields.className" disableSort />
        <Col source="checkins" label="signTasks.fields.checkins" disableSort align="right" />
        <Col source="lastTime" label="signTasks.fields.lastTime" disableSort render={(r) => r.lastTime ?? '-'} />
        <Col source="completed" label="signTasks.fields.completed" disableSort render={(r) => (r.completed ? <Chip size="small" color="success" label={translate('signTasks.fields.completed')} /> : '-')} />
      </DataTable>
      <ListPagination />
    </ListBase>
  );
}

function Checkins({ id }: { id: number }) {
  const Col = DataTable.Col<SignCheckinRow>;
  return (
    <ListBase resource="signTaskCheckins" filter={{ id }} perPage={10} disableSyncWithLocation storeKey={false}>
      <DataTable<SignCheckinRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
        <Col source="code" label="signTasks.fields.code" disableSort />
        <Col source="name" label="signTasks.fields.studentName" disableSort />
        <Col source="className" label="signTasks.fields.className" disableSort />
        <Col source="day" label="signTasks.fields.day" disableSort />
        <Col source="checkinTime" label="signTasks.fields.checkinTime" disableSort />
        <Col source="distanceM" label="signTasks.fields.distance" disableSort align="right" render={(r) => (r.distanceM === null ? '-' : String(r.distanceM))} />
      </DataTable>
      <ListPagination />
    </ListBase>
  );
}

export default function TaskDetail() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const schedule = useScheduleText();
  const dataProvider = useDataProvider<SignTaskDataProvider & FileDataProvider>();
  const id = Number(useSearchParams()[0].get('id'));
  const detail = useQuery({ queryKey: ['signTasks', 'detail', id], queryFn: () => dataProvider.getSignTask(id), enabled: id > 0 });
  const stats = useQuery({ queryKey: ['signTasks', 'stats', id], queryFn: () => dataProvider.getSignTaskStats(id), enabled: id > 0 });
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const d = detail.data;
  if (detail.isError) return <Alert severity="error" sx={{ m: 2 }}>{serverError(detail.error).text}</Alert>;
  if (!d) return <Skeleton variant="rounded" height={320} sx={{ m: 2 }} />;
  const exportXlsx = () => dataProvider.downloadFile('/signTask/export', { id }, `签到记录_${d.name}.xlsx`).catch((e: unknown) => notify(serverError(e).text, { type: 'error' }));
  const cancel = async () => {
    try {
      await dataProvider.cancelSignTask({ id, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      notify('signTasks.hint.cancelled', { type: 'success' });
      await detail.refetch();
    } catch (e) {
      notify(serverError(e).text, { type: 'error' });
    }
  };
  const s = stats.data;
  const location = d.radiusM === null ? translate('signTasks.hint.anyLocation') : `${d.latitude}, ${d.longitude} · ${d.radiusM} m`;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="signTasks.title.detail" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{d.name}</Typography>
          <SignPhaseChip phase={d.phase} />
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => void exportXlsx()}>{translate('signTasks.action.export')}</Button>
          {d.status === 1 ? <Button variant="outlined" onClick={() => navigate(`${SIGN_TASK_PAGES.edit}?id=${id}`)}>{translate('signTasks.action.edit')}</Button> : null}
          {d.status === 1 ? <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>{translate('signTasks.action.cancel')}</Button> : null}
        </Stack>
      </Stack>
      {d.status === 2 && d.cancelReason ? <Alert severity="warning" sx={{ mb: 2 }}>{`${translate('signTasks.fields.cancelReason')}：${d.cancelReason}`}</Alert> : null}
      <Section title="signTasks.title.basics">
        <Fields items={[
          ['signTasks.fields.organization', d.organizationName],
          ['signTasks.fields.targetType', d.targetType === 5 ? d.students.map((x) => x.name).join('、') : d.targetName],
          ['signTasks.fields.window', schedule(d)],
          ['signTasks.fields.period', `${d.startDate} ～ ${d.endDate}`],
          ['signTasks.fields.location', location],
          ['signTasks.fields.hours', d.hours === null ? '-' : translate('signTasks.hint.hoursGoal', { n: d.minCheckins ?? 0, hours: Number(d.hours) })],
          ['signTasks.fields.creator', `${d.creatorName} · ${d.createTime}`],
          ['signTasks.fields.description', d.description || '-'],
        ]} />
      </Section>
      <Section title="signTasks.title.chart">
        {!s ? <Skeleton variant="rounded" height={200} /> : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="sign-summary">
              {translate('signTasks.hint.summary', { p: s.participants, o: s.occurrences, c: s.checkins, d: s.completed })}
            </Typography>
            <DayChart stats={s} />
          </>
        )}
      </Section>
      <Section title="signTasks.title.checkins"><Checkins id={id} /></Section>
      <Section title="signTasks.title.participants"><Participants id={id} /></Section>
      <ConfirmActionDialog open={cancelling} danger message="signTasks.hint.confirmCancel" messageArgs={{ name: d.name }} confirmLabel="signTasks.action.confirmCancel"
        onConfirm={cancel} onClose={() => setCancelling(false)}>
        <Box sx={{ mt: 2 }}>
          <ReasonField label={translate('signTasks.fields.cancelReason')} placeholder={translate('signTasks.hint.cancelReason')} minRows={2} max={SIGN_TASK_LIMITS.reason}
            value={reason} onChange={setReason} invalid={false} errorText="" onValid={() => undefined} />
        </Box>
      </ConfirmActionDialog>
    </Box>
  );
}
