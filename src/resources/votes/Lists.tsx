/**
 * 投票管理 (/vote/list) and 投票审核 (/vote/audit) (issue 21 "Votes"; spec §2 /vote): the votes of
 * the caller's scope with their status, window and counts (发起投票 opens /vote/add, a row its
 * details /vote/listshow), and the votes waiting for the caller's review (a row opens
 * /vote/auditlistshow). Data: getList('votes' | 'voteAudits') → GET /vote/list, /vote/audit/list.
 */
import { DataTable } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { VoteQueueRow, VoteRow } from '../../../common/votes';
import { CreateAction, PageList } from '../shared/PageList';
import { EmptyState } from '../shared/EmptyState';
import { StepCell, WaitCell } from '../audits/cells';
import { PhaseChip, ScopeName, VoteStatusChip } from './cells';
import { VOTE_PAGES } from './paths';

export function VoteList() {
  const navigate = useNavigate();
  const Col = DataTable.Col<VoteRow>;
  return (
    <PageList resource="votes" title="votes.title.list" empty={false} actions={<CreateAction label="votes.action.add" onClick={() => navigate(VOTE_PAGES.add)} />}>
      <DataTable<VoteRow> bulkActionButtons={false} rowClick={(id) => `${VOTE_PAGES.show}?id=${id}`} empty={<EmptyState />}>
        <Col source="title" label="votes.fields.title" disableSort />
        <Col source="scopeName" label="votes.fields.scopeType" disableSort render={(r) => <ScopeName row={r} />} />
        <Col source="maxChoices" label="votes.fields.maxChoices" disableSort align="right" />
        <Col source="startTime" label="votes.fields.window" disableSort render={(r) => `${r.startTime} ～ ${r.endTime}`} />
        <Col source="candidateCount" label="votes.fields.candidateCount" disableSort align="right" />
        <Col source="voterCount" label="votes.fields.voterCount" disableSort align="right" />
        <Col source="status" label="votes.fields.status" disableSort render={(r) => <VoteStatusChip status={r.status} />} />
        <Col source="phase" label="votes.fields.phase" disableSort render={(r) => (r.phase === 'none' ? '-' : <PhaseChip phase={r.phase} />)} />
        <Col source="creatorName" label="votes.fields.creatorName" disableSort />
      </DataTable>
    </PageList>
  );
}

export function VoteAuditList() {
  const Col = DataTable.Col<VoteQueueRow>;
  return (
    <PageList resource="voteAudits" title="votes.title.audit" empty={false}>
      <DataTable<VoteQueueRow> bulkActionButtons={false} rowClick={(id) => `${VOTE_PAGES.auditShow}?id=${id}`} empty={<EmptyState />}>
        <Col source="title" label="votes.fields.title" disableSort />
        <Col source="scopeName" label="votes.fields.scopeType" disableSort render={(r) => <ScopeName row={r} />} />
        <Col source="startTime" label="votes.fields.window" disableSort render={(r) => `${r.startTime} ～ ${r.endTime}`} />
        <Col source="candidateCount" label="votes.fields.candidateCount" disableSort align="right" />
        <Col source="creatorName" label="votes.fields.creatorName" disableSort />
        <Col source="stepName" label="votes.fields.step" disableSort render={(r) => <StepCell stepName={r.stepName} />} />
        <Col source="waitTime" label="votes.fields.waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
      </DataTable>
    </PageList>
  );
}
