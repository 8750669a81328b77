/**
 * The innovation review queues (issue 20; spec §2 /innovate/project/review 立项审核,
 * /innovate/project/audit 中期检查 and 结题, and the 成绩审核 / 孵化审核 tabs of /innovate/competition
 * and /innovate/hatching): records waiting at a step of the caller through the shared queue
 * (audits/QueuePage, AuditScope, AuditDialog) with 通过 / 驳回 for a row or the checked rows.
 * Data: getList('innovationAudits', {filter: {stage}}) → GET /innovation/audit/list; POST /innovation/audit.
 */
import { useMemo } from 'react';
import { DataTable, useDataProvider } from 'react-admin';
import type { InnovationQueueRow, InnovationStage } from '../../../common/innovation';
import type { InnovationDataProvider } from '../../dataProvider/innovation';
import { BulkAuditButtons, RowAuditButtons, type AuditConfig } from '../audits/AuditScope';
import { StepCell, WaitCell } from '../audits/cells';
import { QueuePage } from '../audits/QueuePage';
import { EmptyState } from '../shared/EmptyState';
import { detailsPath } from './paths';
import { TabbedPage } from './RecordList';

const Col = DataTable.Col<InnovationQueueRow>;
const PROJECT_STAGES: InnovationStage[] = ['approval', 'midterm', 'finish'];

export function InnovationQueue({ stage }: { stage: InnovationStage }) {
  const dataProvider = useDataProvider<InnovationDataProvider>();
  const config = useMemo<AuditConfig>(() => ({
    send: async (d) => ({ done: (await dataProvider.auditInnovation({ stage, ids: d.ids, result: d.result, ...(d.opinion ? { opinion: d.opinion } : {}) }))?.count }),
    results: ['pass', 'reject'],
    consequences: { pass: `innovation.audit.pass_${stage}`, reject: 'innovation.audit.reject' },
  }), [dataProvider, stage]);
  return (
    <QueuePage key={stage} resource="innovationAudits" title={`innovation.title.queue_${stage}`} config={config} filter={{ stage }} filterLabel="innovation.filters.name" filterPlaceholder="innovation.filters.name_placeholder">
      <DataTable<InnovationQueueRow> bulkActionButtons={<BulkAuditButtons />} rowClick={PROJECT_STAGES.includes(stage) ? (id) => detailsPath(id) : false} empty={<EmptyState message="innovation.audit.empty" />}>
        <Col source="name" label="innovation.fields.name" disableSort />
        <Col source="personName" label={`innovation.fields.person_${stage}`} disableSort />
        <Col source="detail" label={`innovation.fields.detail_${stage}`} disableSort />
        <Col source="step" label="innovation.fields.step" disableSort render={(r) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
        <Col source="waitTime" label="innovation.fields.waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
        <Col source="actions" label="innovation.fields.actions" disableSort render={(r) => <RowAuditButtons record={r} />} />
      </DataTable>
    </QueuePage>
  );
}

/** /innovate/project/audit: 中期检查 and 结题 side by side as tabs. */
export function ProjectAuditPage() {
  return <TabbedPage pages={[{ label: 'innovation.title.queue_midterm', page: <InnovationQueue stage="midterm" /> }, { label: 'innovation.title.queue_finish', page: <InnovationQueue stage="finish" /> }]} />;
}
