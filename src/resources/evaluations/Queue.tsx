/**
 * 评价申请审核 (/proceeding/wait/evaluate/apply/auditing; issue 21, spec §2): applications waiting at
 * a step of the caller (全部 for the holders of 评价项目) through the shared queue (audits/QueuePage,
 * AuditScope) with 通过 / 驳回 for a row or the checked rows. Data: getList('evaluationAudits') →
 * GET /evaluate/apply/audit/list; POST /evaluate/apply/audit.
 */
import { useMemo } from 'react';
import { DataTable, useDataProvider } from 'react-admin';
import type { EvaluationQueueRow } from '../../../common/evaluations';
import type { EvaluationDataProvider } from '../../dataProvider/evaluations';
import { BulkAuditButtons, RowAuditButtons, type AuditConfig } from '../audits/AuditScope';
import { StepCell, WaitCell } from '../audits/cells';
import { QueuePage } from '../audits/QueuePage';
import { EmptyState } from '../shared/EmptyState';

const Col = DataTable.Col<EvaluationQueueRow>;

export default function EvaluationQueue() {
  const dataProvider = useDataProvider<EvaluationDataProvider>();
  const config = useMemo<AuditConfig>(() => ({
    send: async (d) => ({ done: (await dataProvider.auditEvaluationApplications({ ids: d.ids, result: d.result, ...(d.opinion ? { opinion: d.opinion } : {}) }))?.count }),
    results: ['pass', 'reject'],
    consequences: { pass: 'evaluations.audit.pass', reject: 'evaluations.audit.reject' },
    nameOf: (r) => `${(r as EvaluationQueueRow).orgName} ${(r as EvaluationQueueRow).projectName}`,
  }), [dataProvider]);
  return (
    <QueuePage resource="evaluationAudits" title="evaluations.title.queue" config={config} filterLabel="evaluations.filters.name" filterPlaceholder="evaluations.filters.apply_placeholder">
      <DataTable<EvaluationQueueRow> bulkActionButtons={<BulkAuditButtons />} rowClick={false} empty={<EmptyState message="evaluations.empty.queue" />}>
        <Col source="orgName" label="evaluations.fields.orgName" disableSort />
        <Col source="projectName" label="evaluations.fields.projectName" disableSort />
        <Col source="applicantName" label="evaluations.fields.applicantName" disableSort />
        <Col source="reason" label="evaluations.fields.reason" disableSort />
        <Col source="step" label="evaluations.fields.step" disableSort render={(r) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
        <Col source="waitTime" label="evaluations.fields.waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
        <Col source="actions" label="evaluations.fields.actions" disableSort render={(r) => <RowAuditButtons record={r} />} />
      </DataTable>
    </QueuePage>
  );
}
