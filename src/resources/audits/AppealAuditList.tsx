/**
 * 黑名单申诉审核 (/proceeding/wait/blacklist/apply/auditing; issue 4 "Integrity and blacklist",
 * spec §4: appeals are approved — removed from the blacklist — or rejected with a reason): the
 * students' appeals with why they were listed and until when; pending ones can be passed or
 * rejected one by one or in batch. Data: getList('blacklistAppeals') → GET /blacklist/appeal/list
 * {status}; POST /blacklist/appeal/audit {ids, result, opinion}.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { DataTable, SelectInput, useTranslate, type RaRecord } from 'react-admin';
import { appealStatusLabels } from '../../../common/activities';
import { EmptyState } from '../shared/EmptyState';
import { AuditScope, BulkAuditButtons, RowAuditButtons, type AuditConfig } from './AuditScope';
import { WaitCell } from './cells';
import type { AppealRow } from './types';
import { PageList } from '../shared/PageList';

const Col = DataTable.Col<AppealRow>;
const PENDING = 1;
const statusColor: Record<number, 'warning' | 'success' | 'default'> = { 1: 'warning', 2: 'success', 3: 'default' };

const studentName = (r: AppealRow) => r.name ?? '';

const config: AuditConfig = {
  verb: 'auditBlacklistAppeals', // POST /blacklist/appeal/audit
  results: ['pass', 'reject'],
  consequences: { pass: 'audits.consequence.appeal_pass', reject: 'audits.consequence.appeal_reject' },
  nameOf: (r: RaRecord) => studentName(r as AppealRow) || `#${r.id}`,
  canAudit: (r: RaRecord) => Number(r.status) === PENDING,
};

function Clamp({ text }: { text?: string | null }) {
  return (
    <Typography variant="body2" title={text ?? ''} sx={{ maxWidth: 260, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
      {text || '-'}
    </Typography>
  );
}

function AppealTable() {
  const translate = useTranslate();
  return (
    <DataTable<AppealRow>
      bulkActionButtons={<BulkAuditButtons />}
      isRowSelectable={(r) => Number(r.status) === PENDING}
      rowClick={false}
      empty={<EmptyState />}
    >
      <Col
        source="name"
        disableSort
        render={(r) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>{studentName(r) || '-'}</Typography>
            <Typography variant="caption" color="text.secondary">{r.code ?? ''}</Typography>
          </Box>
        )}
      />
      <Col source="collegeName" disableSort render={(r) => [r.collegeName, r.className].filter(Boolean).join(' / ') || '-'} />
      <Col source="blacklistReason" disableSort render={(r) => <Clamp text={r.blacklistReason} />} />
      <Col source="endsAt" disableSort render={(r) => <span style={{ whiteSpace: 'nowrap' }}>{r.endsAt || '-'}</span>} />
      <Col source="reason" disableSort render={(r) => <Clamp text={r.reason} />} />
      <Col source="applyTime" disableSort render={(r) => <span style={{ whiteSpace: 'nowrap' }}>{r.createdAt || '-'}</span>} />
      <Col
        source="status"
        disableSort
        render={(r) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Chip size="small" variant="outlined" color={statusColor[r.status] ?? 'default'} label={translate(`blacklist.appeal.${r.status}`, { _: '-' })} />
            {r.status === PENDING && r.waitTime ? <WaitCell text={r.waitTime} /> : null}
          </Stack>
        )}
      />
      <Col source="opinion" disableSort render={(r) => <Clamp text={r.opinion} />} />
      <Col source="actions" disableSort render={(r) => <RowAuditButtons record={r} />} />
    </DataTable>
  );
}

export default function AppealAuditList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="status" source="status" label="audits.filters.status" alwaysOn emptyText="audits.filters.status_all"
      choices={Object.keys(appealStatusLabels).map((id) => ({ id: Number(id), name: `blacklist.appeal.${id}` }))}
    />,
  ];
  return (
    <Box>
      <PageList
        resource="blacklistAppeals" title={translate('audits.title.appeal')} filters={filters} filterDefaultValues={{ status: PENDING }}
        actions={false} empty={false}
      >
        <AuditScope config={config}>
          <AppealTable />
        </AuditScope>
      </PageList>
    </Box>
  );
}
