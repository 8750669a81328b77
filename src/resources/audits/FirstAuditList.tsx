/**
 * 活动审核 (/proceeding/wait/activity/first/auditing; issue 4 "Audits", spec §2 /proceeding/wait
 * activity first auditing): the activities waiting at a review step — name, organisation, module,
 * hours, applicant, time applied, current step 'N/M 步骤名' and the waiting time. Rows can be
 * checked for 批量通过 / 批量驳回 or decided on one by one; 驳回 requires a reason. A row opens the
 * activity's detail (/communist/activity/detail?id=). Administrators switch 我的待办 / 全部.
 * Data: getList('firstAudits') → GET /activity/audit/first/list; POST /activity/audit/first.
 */
import { DataTable } from 'react-admin';
import { activityDetailPath } from '../activities/format';
import { EmptyState } from '../shared/EmptyState';
import { BulkAuditButtons, RowAuditButtons, type AuditConfig } from './AuditScope';
import { ActivityNameCell, ModuleCell, Nowrap, StepCell, WaitCell, minute, useHoursFormat } from './cells';
import { QueuePage } from './QueuePage';
import type { FirstAuditRow } from './types';

const Col = DataTable.Col<FirstAuditRow>;

const config: AuditConfig = {
  verb: 'auditActivities', // POST /activity/audit/first
  results: ['pass', 'reject'],
  consequences: { pass: 'audits.consequence.first_pass', reject: 'audits.consequence.first_reject' },
};

function FirstAuditTable() {
  const hours = useHoursFormat();
  return (
    <DataTable<FirstAuditRow>
      bulkActionButtons={<BulkAuditButtons />}
      rowClick={(id) => activityDetailPath(id as number)}
      empty={<EmptyState />}
    >
      <Col source="name" disableSort render={(r) => <ActivityNameCell name={r.name} />} />
      <Col source="orgName" disableSort render={(r) => <Nowrap>{r.orgName || '-'}</Nowrap>} />
      <Col source="classifyName" disableSort render={(r) => <ModuleCell name={r.classifyName} sub={r.classifyNameS} />} />
      <Col source="hours" disableSort align="right" render={(r) => hours(r.hours)} />
      <Col source="applicant" disableSort render={(r) => <Nowrap>{r.applicant || '-'}</Nowrap>} />
      <Col source="applyTime" disableSort render={(r) => <Nowrap>{minute(r.applyTime)}</Nowrap>} />
      <Col source="step" disableSort render={(r) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
      <Col source="waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
      <Col source="actions" disableSort render={(r) => <RowAuditButtons record={r} />} />
    </DataTable>
  );
}

export default function FirstAuditList() {
  return (
    <QueuePage resource="firstAudits" title="audits.title.first" config={config}>
      <FirstAuditTable />
    </QueuePage>
  );
}
