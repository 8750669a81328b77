/**
 * 场地预约 (/communist/site/apply, ?siteId= preselects; issue 19): pick a venue (its capacity, type
 * rules and status shown), see its week (WeekCalendar: approved and pending bookings), book a time
 * (BookingForm), and follow 我的预约 below — each opens its detail, where a pending or upcoming one
 * can be cancelled. Data: getSiteOptions (GET /site/options), getOne('sites') (GET /site/detail),
 * getList('mySiteBookings') (GET /site/apply/mine).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Grid, MenuItem, TextField } from '@mui/material';
import { DataTable, ListBase, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { SiteBookingRow, SiteRow } from '../../../common/venues';
import type { SiteOption, VenueDataProvider } from '../../dataProvider/venues';
import { EmptyState } from '../shared/EmptyState';
import { FitBox } from '../shared/FitTable';
import { ListPagination } from '../shared/ListPagination';
import { FrameSection, PageFrame } from '../shared/PageFrame';
import { BookingStatusChip } from './chips';
import { BookingForm } from './BookingForm';
import { bookingDetailPath } from './paths';
import { WeekCalendar } from './WeekCalendar';

const Col = DataTable.Col<SiteBookingRow>;

/** 我的预约: the caller's bookings, latest first; a row opens the detail. */
function MyBookings({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const f = (k: string) => `resources.siteBookings.fields.${k}`;
  return (
    <FrameSection title={translate('venues.title.mine')} testId="my-bookings">
      <ListBase key={reloadKey} resource="mySiteBookings" disableSyncWithLocation storeKey={false} perPage={10}>
        <FitBox>
        <DataTable<SiteBookingRow> bulkActionButtons={false} rowClick={(id) => bookingDetailPath(id)} empty={<EmptyState message="venues.empty.mine" />}>
          <Col source="siteName" label={f('siteName')} disableSort />
          <Col source="time" label={f('time')} disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{`${r.startTime}-${r.endTime.slice(11)}`}</Box>} />
          <Col source="purpose" label={f('purpose')} disableSort />
          <Col source="status" label={f('status')} disableSort render={(r) => <BookingStatusChip status={r.status} />} />
          <Col source="opinion" label={f('opinion')} disableSort render={(r) => r.opinion || '-'} />
        </DataTable>
        </FitBox>
        <ListPagination />
      </ListBase>
    </FrameSection>
  );
}

export default function BookingApply() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VenueDataProvider>();
  const [params, setParams] = useSearchParams();
  const [options, setOptions] = useState<SiteOption[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  // The calendar's week: moved by its own buttons, and to a booking's week once it is sent.
  const [weekDay, setWeekDay] = useState<string | undefined>();
  useEffect(() => {
    dataProvider.getSiteOptions().then(setOptions, () => setOptions([]));
  }, [dataProvider]);
  const siteId = Number(params.get('siteId')) || options.find((o) => o.status === 1)?.id;
  const { data: site } = useGetOne<SiteRow & { maxHours: number; advanceDays: number }>('sites', { id: siteId! }, { enabled: !!siteId });
  return (
    <PageFrame title="venues.title.apply" subtitle="venues.apply.pick_hint">
      <TextField
        select size="small" label={translate('venues.apply.pick_site')} value={siteId ?? ''} sx={{ maxWidth: 420 }}
        onChange={(e) => setParams({ siteId: String(e.target.value) }, { replace: true })}
        slotProps={{ htmlInput: { 'data-testid': 'site-picker' } }}
      >
        {options.map((o) => (
          <MenuItem key={o.id} value={o.id}>{`${o.name}（${o.location}，${translate('venues.people', { count: o.capacity })}）${o.status === 2 ? ` · ${translate('venues.status.2')}` : ''}`}</MenuItem>
        ))}
      </TextField>
      {site ? (
        <Alert severity={site.status === 1 ? 'info' : 'warning'}>
          {site.status === 1 ? `${site.name}：${translate('venues.apply.rules', site)}` : translate('venues.apply.closed_site')}
        </Alert>
      ) : null}
      {siteId ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <FrameSection title={translate('venues.calendar.title')}>
              <WeekCalendar siteId={siteId} reloadKey={reloadKey} day={weekDay} onDayChange={setWeekDay} />
            </FrameSection>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <FrameSection title={translate('venues.apply.form_title')}>
              <BookingForm siteId={siteId} capacity={site?.capacity} onBooked={(day) => {
                setWeekDay(day || undefined);
                setReloadKey((k) => k + 1);
              }} />
            </FrameSection>
          </Grid>
        </Grid>
      ) : (
        <EmptyState message="venues.empty.sites" />
      )}
      <MyBookings reloadKey={reloadKey} />
    </PageFrame>
  );
}
