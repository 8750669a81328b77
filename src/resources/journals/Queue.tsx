/**
 * 日志审核 (/proceeding/wait/journal/list; issue 21, spec §2 journal list): the work journals waiting for
 * review in the reviewer's scope, through the shared queue (audits/QueuePage, AuditScope) with 通过 /
 * 驳回 for a row or the checked rows; the title opens the journal's page. Data:
 * getList('journalAudits') → GET /journal/audit/list; POST /journal/audit.
 */
import { useMemo } from 'react';
import { Link } from '@mui/material';
import { DataTable, useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { JournalQueueRow } from '../../../common/journals';
import type { JournalsDataProvider } from '../../dataProvider/journals';
import { BulkAuditButtons, RowAuditButtons, type AuditConfig } from '../audits/AuditScope';
import { WaitCell } from '../audits/cells';
import { QueuePage } from '../audits/QueuePage';
import { EmptyState } from '../shared/EmptyState';
import { journalDetailPath } from './paths';

const Col = DataTable.Col<JournalQueueRow>;

export default function JournalQueue() {
  const dataProvider = useDataProvider<JournalsDataProvider>();
  const config = useMemo<AuditConfig>(() => ({
    send: async (d) => ({ done: (await dataProvider.auditJournals({ ids: d.ids, result: d.result as 'pass' | 'reject', ...(d.opinion ? { opinion: d.opinion } : {}) }))?.count }),
    results: ['pass', 'reject'],
    consequences: { pass: 'journals.audit.pass', reject: 'journals.audit.reject' },
    nameOf: (r) => `${(r as JournalQueueRow).organizationName} ${(r as JournalQueueRow).title}`,
  }), [dataProvider]);
  return (
    <QueuePage resource="journalAudits" title="journals.title.queue" config={config} filterLabel="journals.list.search" filterPlaceholder="journals.queue.placeholder">
      <DataTable<JournalQueueRow> bulkActionButtons={<BulkAuditButtons />} rowClick={false} empty={<EmptyState message="journals.queue.empty" />}>
        <Col source="title" label="journals.fields.title" disableSort render={(r) => <Link component={RouterLink} to={journalDetailPath(r.id, true)} data-testid="journal-queue-title">{r.title}</Link>} />
        <Col source="organizationName" label="journals.fields.organization" disableSort />
        <Col source="journalDate" label="journals.fields.journalDate" disableSort />
        <Col source="authorName" label="journals.fields.author" disableSort />
        <Col source="fileCount" label="journals.fields.files" disableSort />
        <Col source="stepName" label="journals.fields.step" disableSort />
        <Col source="waitTime" label="journals.fields.waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
        <Col source="actions" label="journals.fields.actions" disableSort render={(r) => <RowAuditButtons record={r} />} />
      </DataTable>
    </QueuePage>
  );
}
