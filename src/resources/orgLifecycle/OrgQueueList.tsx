/**
 * The organisation review queues (spec §2 /proceeding/wait/organization/{create,register,year,
 * appraising,cancel}/examine and /voluntary/management/examine/team; issue 19): the applications of
 * one source type waiting at the caller's step (administrators switch to 全部) — organisation, type,
 * academic year, applicant, time, step 'N/M 步骤名', waiting time — passed or rejected one by one or
 * in batch through the shared review frame (audits/QueuePage, AuditScope, AuditDialog). A row opens
 * the application with its history. Data: getList('orgReviews') → GET
 * /organization/lifecycle/audit/list {sourceType, current, size, name?, scope?}; decisions POST
 * /organization/lifecycle/audit.
 */
import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { academicYearLabel, type OrgQueueRow } from '../../../common/orgLifecycle';
import { natureLabels } from '../../../common/organizations';
import { QueuePage } from '../audits/QueuePage';
import { BulkAuditButtons, RowAuditButtons, type AuditConfig } from '../audits/AuditScope';
import { minute, StepCell, WaitCell, Nowrap } from '../audits/cells';
import { EmptyState } from '../shared/EmptyState';
import { reviewShowPath } from './paths';

const Col = DataTable.Col<OrgQueueRow>;
const label = (f: string) => `orgLifecycle.fields.${f}`;

/** The queue's review actions; a row is named '计算机协会 年度注册' in the interface language. */
function useConfig(): AuditConfig {
  const translate = useTranslate();
  return useMemo(() => ({
    verb: 'auditOrgApplications', // POST /organization/lifecycle/audit
    results: ['pass', 'reject'],
    consequences: { pass: 'orgLifecycle.consequence.pass', reject: 'orgLifecycle.consequence.reject' },
    nameOf: (r: RaRecord) => `${r.name} ${translate(`orgLifecycle.kind.${r.kind}`, { _: r.kindName })}`,
  }), [translate]);
}

function QueueTable({ sourceType }: { sourceType: number }) {
  const translate = useTranslate();
  return (
    <DataTable<OrgQueueRow> bulkActionButtons={<BulkAuditButtons />} rowClick={(id) => reviewShowPath(sourceType, id)} empty={<EmptyState message="orgLifecycle.empty.queue" />}>
      <Col
        source="name" label={label('name')} disableSort
        render={(r) => (
          <Box sx={{ minWidth: 140 }}>
            <Typography variant="body2" sx={{ fontWeight: 500, color: 'primary.main' }}>{r.name}</Typography>
            <Typography variant="caption" color="text.secondary">{natureLabels[r.nature as 1] ?? ''}</Typography>
          </Box>
        )}
      />
      <Col source="kindName" label={label('kind')} disableSort render={(r) => <Nowrap>{translate(`orgLifecycle.kind.${r.kind}`)}</Nowrap>} />
      <Col source="academicYear" label={label('academicYear')} disableSort render={(r) => <Nowrap>{academicYearLabel(r.academicYear) || '-'}</Nowrap>} />
      <Col source="applicantName" label={label('applicantName')} disableSort render={(r) => <Nowrap>{r.applicantName || '-'}</Nowrap>} />
      <Col source="applyTime" label={label('applyTime')} disableSort render={(r) => <Nowrap>{minute(r.applyTime)}</Nowrap>} />
      <Col source="step" label={label('step')} disableSort render={(r) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
      <Col source="waitTime" label={label('waitTime')} disableSort render={(r) => <WaitCell text={r.waitTime} />} />
      <Col source="actions" label={label('actions')} disableSort render={(r) => <RowAuditButtons record={r} />} />
    </DataTable>
  );
}

export default function OrgQueueList({ sourceType }: { sourceType: number }) {
  const translate = useTranslate();
  const config = useConfig();
  return (
    <QueuePage resource="orgReviews" title={translate(`orgLifecycle.title.${sourceType}`)} config={config} filter={{ sourceType }} filterLabel="orgLifecycle.filters.name" filterPlaceholder="orgLifecycle.filters.name_placeholder">
      <QueueTable sourceType={sourceType} />
    </QueuePage>
  );
}
