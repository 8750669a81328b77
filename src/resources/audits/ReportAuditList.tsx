/**
 * 结项审核 (/proceeding/wait/activity/report/auditing; issue 4 "Completion report", spec §4
 * lifecycle): the completion reports waiting at a review step, with the reported participants and
 * their total hours. 通过 (the last step issues the hours), 驳回 (可修改后重新提交) and 拒绝 (活动失败,
 * 不发放学时) for one row or the checked rows; 驳回 and 拒绝 require a reason and say what follows.
 * A row opens the activity's detail. Data: getList('reportAudits') → GET /activity/report/audit/list;
 * POST /activity/report/audit {ids, result, opinion} → {done, granted}.
 */
import { DataTable, useTranslate } from 'react-admin';
import { activityDetailPath, timeRange } from '../activities/format';
import { EmptyState } from '../shared/EmptyState';
import { BulkAuditButtons, RowAuditButtons, type AuditConfig } from './AuditScope';
import { ActivityNameCell, ModuleCell, Nowrap, StepCell, WaitCell, minute, useHoursFormat } from './cells';
import { QueuePage } from './QueuePage';
import type { ReportAuditRow } from './types';

const Col = DataTable.Col<ReportAuditRow>;

const config: AuditConfig = {
  verb: 'auditActivityReports', // POST /activity/report/audit
  results: ['pass', 'reject', 'refuse'],
  consequences: {
    pass: 'audits.consequence.report_pass',
    reject: 'audits.consequence.report_reject',
    refuse: 'audits.consequence.report_refuse',
  },
};

function ReportAuditTable() {
  const translate = useTranslate();
  const hours = useHoursFormat();
  return (
    <DataTable<ReportAuditRow> bulkActionButtons={<BulkAuditButtons />} rowClick={(id) => activityDetailPath(id as number)} empty={<EmptyState />}>
      <Col source="name" disableSort render={(r) => <ActivityNameCell name={r.name} sub={r.startTime ? timeRange(r.startTime, r.endTime) : undefined} />} />
      <Col source="orgName" disableSort render={(r) => <Nowrap>{r.orgName || '-'}</Nowrap>} />
      <Col source="classifyName" disableSort render={(r) => <ModuleCell name={r.classifyName} sub={r.classifyNameS} />} />
      <Col source="hours" disableSort align="right" render={(r) => hours(r.hours)} />
      <Col source="participantCount" disableSort align="right" render={(r) => translate('audits.people', { count: r.participantCount ?? 0 })} />
      <Col source="totalHours" disableSort align="right" render={(r) => hours(r.totalHours)} />
      <Col source="applicant" disableSort render={(r) => <Nowrap>{r.applicant || '-'}</Nowrap>} />
      <Col source="applyTime" disableSort render={(r) => <Nowrap>{minute(r.applyTime)}</Nowrap>} />
      <Col source="step" disableSort render={(r) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
      <Col source="waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
      <Col source="actions" disableSort render={(r) => <RowAuditButtons record={r} />} />
    </DataTable>
  );
}

export default function ReportAuditList() {
  return (
    <QueuePage resource="reportAudits" title="audits.title.report" config={config}>
      <ReportAuditTable />
    </QueuePage>
  );
}
