/**
 * 志愿审核 (/voluntary/practice/examine/list; issue 19): tab 志愿活动审核 — the activity review
 * queue narrowed to volunteer organisations' activities (GET /activity/audit/first/list {nature: 3},
 * the activities' own review); tab 志愿时长审核 — service-hours records at a review step of the
 * caller (GET /voluntary/hours/audit/list). Both: 通过 / 驳回 per row or for the checked rows (驳回
 * needs a reason), 我的待办 / 全部 for administrators. `?tab=hours` opens the second tab (the to-do
 * list of source type 7 links here).
 */
import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { DataTable, Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ServiceHoursQueueRow } from '../../../common/voluntary';
import { ActivityQueueTable } from '../audits/ActivityQueueTable';
import { BulkAuditButtons, RowAuditButtons, type AuditConfig } from '../audits/AuditScope';
import { Nowrap, StepCell, minute } from '../audits/cells';
import { QueuePage } from '../audits/QueuePage';
import { EmptyState } from '../shared/EmptyState';
import { voluntaryActivityPath } from './paths';

const activityConfig: AuditConfig = {
  verb: 'auditActivities',
  results: ['pass', 'reject'],
  consequences: { pass: 'audits.consequence.first_pass', reject: 'audits.consequence.first_reject' },
};
const hoursConfig: AuditConfig = {
  verb: 'auditServiceHours',
  results: ['pass', 'reject'],
  consequences: { pass: 'voluntary.examine.consequence_pass', reject: 'voluntary.examine.consequence_reject' },
  nameOf: (r) => `${String(r.activityName)} · ${String(r.name)}`,
};

const Col = DataTable.Col<ServiceHoursQueueRow>;

function HoursQueueTable() {
  return (
    <DataTable<ServiceHoursQueueRow> bulkActionButtons={<BulkAuditButtons />} rowClick={(_, __, r) => voluntaryActivityPath((r as ServiceHoursQueueRow).activityId)} empty={<EmptyState />}>
      <Col source="activityName" disableSort />
      <Col source="name" disableSort render={(r) => <Nowrap>{`${r.name}（${r.studentCode}）`}</Nowrap>} />
      <Col source="serviceDate" disableSort render={(r) => <Nowrap>{r.serviceDate}</Nowrap>} />
      <Col source="servedMinutes" disableSort align="right" />
      <Col source="hours" disableSort align="right" />
      <Col source="correctionReason" disableSort render={(r) => r.correctionReason || '-'} />
      <Col source="applyTime" disableSort render={(r) => <Nowrap>{minute(r.applyTime)}</Nowrap>} />
      <Col source="stepName" disableSort render={(r) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
      <Col source="actions" disableSort render={(r) => <RowAuditButtons record={r} />} />
    </DataTable>
  );
}

export default function ExaminePage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'activities' | 'hours'>(params.get('tab') === 'hours' ? 'hours' : 'activities');
  return (
    <Box sx={{ pt: 2 }}>
      <Title title="voluntary.examine.title" />
      <Typography variant="h6" component="h1">{translate('voluntary.examine.title')}</Typography>
      <Tabs value={tab} onChange={(_, v: 'activities' | 'hours') => setTab(v)} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="activities" label={translate('voluntary.examine.tab_activities')} />
        <Tab value="hours" label={translate('voluntary.examine.tab_hours')} />
      </Tabs>
      {tab === 'activities' ? (
        <QueuePage resource="firstAudits" title="voluntary.examine.title" config={activityConfig} filter={{ nature: 3 }}>
          <ActivityQueueTable detailPath={voluntaryActivityPath} />
        </QueuePage>
      ) : (
        <QueuePage resource="serviceHoursAudits" title="voluntary.examine.title" config={hoursConfig}>
          <HoursQueueTable />
        </QueuePage>
      )}
    </Box>
  );
}
