/**
 * 立项审核 (/society/practice/examine/list) and 结项审核 (/society/practice/finish/list; issue 19):
 * the practice proposals or completions waiting at a review step of the caller — project and type,
 * leader, destination, dates, team size (and, for completions, the hours asked per member), current
 * step and waiting time. 通过 / 驳回 for one row or the checked rows (one transaction; 驳回 needs a
 * reason) through the shared review queue (audits/QueuePage, AuditScope, AuditDialog); passing a
 * completion issues each member's hours, capped per term. A row opens the project.
 * Data: getList('practiceProjectAudits' | 'practiceFinishAudits') → GET /practice/audit/{stage}/list;
 * POST /practice/audit {stage, ids, result, opinion}.
 */
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { DataTable, useDataProvider, useTranslate } from 'react-admin';
import type { PracticeQueueRow, PracticeStage } from '../../../common/practice';
import type { PracticeDataProvider } from '../../dataProvider/practice';
import { BulkAuditButtons, RowAuditButtons, type AuditConfig } from '../audits/AuditScope';
import { StepCell, WaitCell } from '../audits/cells';
import { QueuePage } from '../audits/QueuePage';
import { EmptyState } from '../shared/EmptyState';
import { DatesCell, LeaderCell, ProjectCell } from './cells';
import { listShowPath } from './paths';

const Col = DataTable.Col<PracticeQueueRow>;

function QueueTable({ stage }: { stage: PracticeStage }) {
  const translate = useTranslate();
  return (
    <DataTable<PracticeQueueRow> bulkActionButtons={<BulkAuditButtons />} rowClick={(id) => listShowPath(id)} empty={<EmptyState message="practice.audit.empty" />}>
      <Col source="name" disableSort render={(r) => <ProjectCell row={r} />} />
      <Col source="leaderName" disableSort render={(r) => <LeaderCell row={r} />} />
      <Col source="destination" disableSort render={(r) => <Box sx={{ minWidth: 90 }}>{r.destination}</Box>} />
      <Col source="dates" disableSort render={(r) => <DatesCell row={r} />} />
      <Col source="memberCount" disableSort align="right" />
      {stage === 'finish' ? <Col source="requestedHours" disableSort align="right" render={(r) => translate('practice.hours', { hours: r.requestedHours ?? '-' })} /> : null}
      <Col source="step" disableSort render={(r) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
      <Col source="waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
      <Col source="actions" disableSort render={(r) => <RowAuditButtons record={r} />} />
    </DataTable>
  );
}

export default function PracticeQueue({ stage }: { stage: PracticeStage }) {
  const dataProvider = useDataProvider<PracticeDataProvider>();
  const config = useMemo<AuditConfig>(
    () => ({
      send: async (decision) => {
        const reply = await dataProvider.auditPractices({ stage, ids: decision.ids, result: decision.result as 'pass' | 'reject', ...(decision.opinion ? { opinion: decision.opinion } : {}) });
        return { done: reply?.count };
      },
      results: ['pass', 'reject'],
      consequences: { pass: `practice.audit.consequence_${stage}_pass`, reject: `practice.audit.consequence_${stage}_reject` },
    }),
    [dataProvider, stage],
  );
  return (
    <QueuePage resource={stage === 'project' ? 'practiceProjectAudits' : 'practiceFinishAudits'} title={`practice.audit.${stage}_title`} config={config}>
      <QueueTable stage={stage} />
    </QueuePage>
  );
}
