/**
 * A review queue of the 党团工作 group (issue 20; spec §4 batch decisions): the shared QueuePage
 * (我的待办 / 全部, name filter, paging) with 批量通过 / 批量驳回 / 批量拒绝, reasons required but to
 * pass; the columns are the page's. Used by the stage reviews, the nomination review and the two
 * activity review steps.
 */
import { useMemo, type ReactNode } from 'react';
import { DataTable, type RaRecord } from 'react-admin';
import { BulkAuditButtons, RowAuditButtons, type AuditConfig } from '../audits/AuditScope';
import { StepCell } from '../audits/cells';
import { QueuePage } from '../audits/QueuePage';
import { EmptyState } from '../shared/EmptyState';
import { f } from './common';

type Send = (input: { ids: number[]; result: string; opinion?: string }) => Promise<{ done: number }>;

export function IdeologyQueue({ resource, title, send, nameOf, children }: { resource: string; title: string; send: Send; nameOf: (r: RaRecord) => string; children: ReactNode }) {
  const config = useMemo<AuditConfig>(() => ({
    send: (input) => send(input),
    results: ['pass', 'reject', 'refuse'],
    nameOf,
  }), [send, nameOf]);
  return (
    <QueuePage resource={resource} title={title} config={config}>
      <DataTable bulkActionButtons={<BulkAuditButtons />} empty={<EmptyState message="ideology.empty_queue" />}>
        {children}
        <DataTable.Col source="step" label={f('step')} disableSort render={(r: RaRecord) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
        <DataTable.Col source="actions" label={f('actions')} disableSort render={(r: RaRecord) => <RowAuditButtons record={r} />} />
      </DataTable>
    </QueuePage>
  );
}
