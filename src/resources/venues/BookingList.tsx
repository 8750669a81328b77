/**
 * 预约列表 (/site/apply/list; issue 19 "all bookings with filters and export"): every booking of the
 * school — venue, time, purpose, attendees, applicant and contact, activity, status, opinion — with
 * filters 场地, 状态, 用途/申请人, 开始日期 / 结束日期 (on the start day); 导出 runs the export job
 * (场地预约.xlsx); a row opens the booking with its history.
 * Data: getList('siteBookings') → GET /site/apply/list; GET /site/apply/export.
 */
import { useEffect, useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, DateInput, List, SelectInput, TextInput, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { SiteBookingRow } from '../../../common/venues';
import type { SiteOption, VenueDataProvider } from '../../dataProvider/venues';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { FitBox } from '../shared/FitTable';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../shared/paging';
import { BookingStatusChip } from './chips';
import { bookingDetailPath } from './paths';

const Col = DataTable.Col<SiteBookingRow>;
const exportKeys = { title: 'venues.export.bookings', running: 'venues.export.running', download: 'venues.export.download', done: 'venues.export.done', close: 'ra.action.close' };
const STATUS_CHOICES = [1, 2, 3, 4, 5].map((id) => ({ id, name: `venues.booking_status.${id}` }));

/** Every venue for the 场地 filter (GET /site/options). */
export function useSiteOptions(): SiteOption[] {
  const dataProvider = useDataProvider<VenueDataProvider>();
  const [options, setOptions] = useState<SiteOption[]>([]);
  useEffect(() => {
    dataProvider.getSiteOptions().then(setOptions, () => setOptions([]));
  }, [dataProvider]);
  return options;
}

/** The booking's venue, time, purpose and who asked: the first columns of the list and the queue. */
export function bookingColumns() {
  return [
    <Col key="siteName" source="siteName" disableSort render={(r) => (
      <Box sx={{ minWidth: 110 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.siteName}</Typography>
        <Typography variant="caption" color="text.secondary">{r.location}</Typography>
      </Box>
    )} />,
    <Col key="time" source="time" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{`${r.startTime}-${r.endTime.slice(11)}`}</Box>} />,
    <Col key="purpose" source="purpose" disableSort render={(r) => (
      <Box sx={{ minWidth: 120 }}>
        {r.purpose}
        {r.activityName ? <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{r.activityName}</Typography> : null}
      </Box>
    )} />,
    <Col key="attendees" source="attendees" disableSort align="right" />,
    <Col key="userName" source="userName" disableSort render={(r) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        {r.userName}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{`${r.contactName} ${r.contactPhone}`}</Typography>
      </Box>
    )} />,
  ];
}

function Actions({ onExport }: { onExport: (filter: Record<string, unknown>) => void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => onExport(filterValues)}>{translate('venues.action.export')}</Button>
    </TopToolbar>
  );
}

export default function BookingList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VenueDataProvider>();
  const sites = useSiteOptions();
  const [exporting, setExporting] = useState<Record<string, unknown> | null>(null);
  const filters = [
    <SelectInput key="siteId" source="siteId" label="resources.siteBookings.fields.siteId" choices={sites} translateChoice={false} emptyText="venues.filters.all_sites" alwaysOn />,
    <SelectInput key="status" source="status" label="resources.siteBookings.fields.status" choices={STATUS_CHOICES} emptyText="venues.filters.all_status" alwaysOn />,
    <TextInput key="name" source="name" label="venues.filters.keyword" placeholder={translate('venues.filters.keyword_placeholder')} alwaysOn resettable />,
    <DateInput key="startDate" source="startDate" label="venues.filters.start_date" />,
    <DateInput key="endDate" source="endDate" label="venues.filters.end_date" />,
  ];
  return (
    <>
      <List resource="siteBookings" title="venues.title.bookings" filters={filters} perPage={DEFAULT_PAGE_SIZE} pagination={<ListPagination />} empty={false} exporter={false} actions={<Actions onExport={setExporting} />} sx={LIST_SX}>
        <FitBox>
          <DataTable<SiteBookingRow> bulkActionButtons={false} rowClick={(id) => bookingDetailPath(id)} empty={<EmptyState message="venues.empty.bookings" />}>
            {bookingColumns()}
            <Col source="status" disableSort render={(r) => <BookingStatusChip status={r.status} />} />
            <Col source="opinion" disableSort render={(r) => <Box sx={{ minWidth: 80, maxWidth: 180 }}>{r.opinion || '-'}</Box>} />
            <Col source="applyTime" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.applyTime.slice(0, 16)}</Box>} />
          </DataTable>
        </FitBox>
      </List>
      <ExportJobDialog open={exporting !== null} onClose={() => setExporting(null)} startJob={() => dataProvider.startBookingExport(exportFilter(exporting ?? {}))} keys={exportKeys} fallbackName="场地预约.xlsx" />
    </>
  );
}
