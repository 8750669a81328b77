/**
 * 预约详情 (/site/apply/detail?id=; issue 19 "detail with history"): the booking — venue, time,
 * purpose, attendees, contact, activity, applicant, status and opinion — and its 审核记录 (the shared
 * AuditTimeline over the review engine's records). Its applicant may 取消预约 (confirmed) while it is
 * pending or has not begun. Data: getOne('siteBookings') → GET /site/apply/detail; cancelSiteBooking.
 */
import { useState } from 'react';
import { Box, Button, Grid, LinearProgress } from '@mui/material';
import { useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SiteBookingDetail } from '../../../common/venues';
import type { VenueDataProvider } from '../../dataProvider/venues';
import { DeleteDialog } from '../shared/DeleteDialog';
import { Fields } from '../shared/DetailSections';
import { FrameSection, PageFrame } from '../shared/PageFrame';
import { BookingHistory, BookingStatusChip } from './chips';

export default function BookingDetail() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<VenueDataProvider>();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data: b, isPending, refetch } = useGetOne<SiteBookingDetail & { id: number }>('siteBookings', { id }, { enabled: id > 0 });
  const [cancelling, setCancelling] = useState(false);
  if (isPending || !b) return <LinearProgress />;
  const f = (k: string) => translate(`resources.siteBookings.fields.${k}`);
  return (
    <PageFrame
      title="venues.title.detail"
      actions={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" onClick={() => navigate(-1)}>{translate('venues.action.back')}</Button>
          {b.canCancel ? <Button size="small" color="error" variant="outlined" onClick={() => setCancelling(true)}>{translate('venues.action.cancel_booking')}</Button> : null}
        </Box>
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <FrameSection title={translate('venues.detail.booking')} extra={<BookingStatusChip status={b.status} />}>
            <Fields
              items={[
                [f('siteName'), `${b.siteName}（${b.location}）`],
                [f('time'), `${b.startTime} - ${b.endTime.slice(11)}`],
                [f('purpose'), b.purpose],
                [f('attendees'), translate('venues.people', { count: b.attendees })],
                [f('contactName'), `${b.contactName} ${b.contactPhone}`],
                [f('activityName'), b.activityName || '-'],
                [f('userName'), b.userName],
                [f('applyTime'), b.applyTime],
                [f('opinion'), b.opinion || '-'],
              ]}
            />
          </FrameSection>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <FrameSection title={translate('venues.detail.history')}>
            <BookingHistory items={b.history} />
          </FrameSection>
        </Grid>
      </Grid>
      <DeleteDialog
        open={cancelling}
        message={translate('venues.detail.confirm_cancel')}
        confirmLabel={translate('venues.action.cancel_booking')}
        onConfirm={() => dataProvider.cancelSiteBooking(b.id)}
        onClose={() => setCancelling(false)}
        onDeleted={() => {
          notify('venues.detail.cancelled', { type: 'success' });
          setCancelling(false);
          void refetch();
        }}
      />
    </PageFrame>
  );
}
