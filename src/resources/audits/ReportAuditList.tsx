/**
 * 结项审核 (/proceeding/wait/activity/report/auditing; issue 4 "Completion report", spec §4
 * lifecycle): the completion reports waiting at a review step, with the reported participants and
 * their total hours. 通过 (the last step issues the hours), 驳回 (可修改后重新提交) and 拒绝 (活动失败,
 * 不发放学时) for one row or the checked rows; 驳回 and 拒绝 require a reason and say what follows.
 * A row opens the report's review page (the whole report beside the decisions; issue 18). Data: getList('reportAudits') → GET /activity/report/audit/list;
 * POST /activity/report/audit {ids, result, opinion} → {done, granted}.
 */
import { ActivityQueueTable } from './ActivityQueueTable';
import type { AuditConfig } from './AuditScope';
import { QueuePage } from './QueuePage';

const config: AuditConfig = {
  verb: 'auditActivityReports', // POST /activity/report/audit
  results: ['pass', 'reject', 'refuse'],
  consequences: {
    pass: 'audits.consequence.report_pass',
    reject: 'audits.consequence.report_reject',
    refuse: 'audits.consequence.report_refuse',
  },
};

export default function ReportAuditList() {
  return (
    <QueuePage resource="reportAudits" title="audits.title.report" config={config}>
      <ActivityQueueTable report />
    </QueuePage>
  );
}
