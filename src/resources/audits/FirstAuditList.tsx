/**
 * 活动审核 (/proceeding/wait/activity/first/auditing; issue 4 "Audits", spec §2 /proceeding/wait
 * activity first auditing): the activities waiting at a review step — name, organisation, module,
 * hours, applicant, time applied, current step 'N/M 步骤名' and the waiting time. Rows can be
 * checked for 批量通过 / 批量驳回 or decided on one by one; 驳回 requires a reason. A row opens the
 * activity's detail (/communist/activity/detail?id=). Administrators switch 我的待办 / 全部.
 * Data: getList('firstAudits') → GET /activity/audit/first/list; POST /activity/audit/first.
 */
import { ActivityQueueTable } from './ActivityQueueTable';
import type { AuditConfig } from './AuditScope';
import { QueuePage } from './QueuePage';

const config: AuditConfig = {
  verb: 'auditActivities', // POST /activity/audit/first
  results: ['pass', 'reject'],
  consequences: { pass: 'audits.consequence.first_pass', reject: 'audits.consequence.first_reject' },
};

export default function FirstAuditList() {
  return (
    <QueuePage resource="firstAudits" title="audits.title.first" config={config}>
      <ActivityQueueTable />
    </QueuePage>
  );
}
