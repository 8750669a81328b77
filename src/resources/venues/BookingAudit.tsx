/**
 * 场地预约审核 (/proceeding/wait/site/apply/auditing; issue 19, spec §4 batch decisions; to-do source
 * type 15): the bookings waiting at a review step of the caller — venue, time, purpose, attendees,
 * applicant, step 'N/M 步骤名' and waiting time — through the shared review queue (audits/QueuePage,
 * AuditScope, AuditDialog): rows checked for 批量通过 / 批量驳回 / 批量拒绝 or decided one by one, reasons
 * required but to pass. An approval that collides with an approved booking is refused and the dialog
 * says which. A row opens the booking with its history.
 * Data: getList('siteBookingAudits') → GET /site/audit/list; POST /site/audit.
 */
import { useMemo } from 'react';
import { DataTable, useDataProvider } from 'react-admin';
import type { SiteBookingQueueRow } from '../../../common/venues';
import type { VenueDataProvider } from '../../dataProvider/venues';
import { BulkAuditButtons, RowAuditButtons, type AuditConfig } from '../audits/AuditScope';
import { StepCell, WaitCell } from '../audits/cells';
import { QueuePage } from '../audits/QueuePage';
import { EmptyState } from '../shared/EmptyState';
import { bookingColumns } from './BookingList';
import { bookingDetailPath } from './paths';

const Col = DataTable.Col<SiteBookingQueueRow>;

export default function BookingAudit() {
  const dataProvider = useDataProvider<VenueDataProvider>();
  const config = useMemo<AuditConfig>(() => ({
    send: async (input) => ({ done: (await dataProvider.auditSiteBookings(input)).count }),
    results: ['pass', 'reject', 'refuse'],
    consequences: { pass: 'venues.audit.consequence_pass', reject: 'venues.audit.consequence_reject', refuse: 'venues.audit.consequence_refuse' },
    nameOf: (r) => `${r.siteName} ${r.startTime} ${r.purpose}`,
  }), [dataProvider]);
  return (
    <QueuePage resource="siteBookingAudits" title="venues.audit.title" config={config} filterLabel="venues.filters.keyword" filterPlaceholder="venues.filters.keyword_placeholder">
      <DataTable<SiteBookingQueueRow> bulkActionButtons={<BulkAuditButtons />} rowClick={(id) => bookingDetailPath(id)} empty={<EmptyState message="venues.audit.empty" />}>
        {bookingColumns()}
        <Col source="step" disableSort render={(r) => <StepCell stepNo={r.stepNo} stepCount={r.stepCount} stepName={r.stepName} />} />
        <Col source="waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
        <Col source="actions" disableSort render={(r) => <RowAuditButtons record={r} />} />
      </DataTable>
    </QueuePage>
  );
}
