/**
 * 场地 on an activity's detail (issue 19 "an activity may reference its approved booking"): the
 * approved booking whose activity is this one — venue, location and time, opening the booking — or
 * nothing when there is none or the viewer may not read venues. Data: getActivityBooking (GET
 * /site/apply/activity {activityId}).
 */
import { useEffect, useState } from 'react';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Alert, Link } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { SiteBookingRow } from '../../../common/venues';
import type { VenueDataProvider } from '../../dataProvider/venues';
import { bookingDetailPath } from './paths';

export function ActivityBooking({ activityId }: { activityId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VenueDataProvider>();
  const [booking, setBooking] = useState<SiteBookingRow | null>(null);
  useEffect(() => {
    let live = true;
    // Through a promise: a provider without the venue verbs (a page test's) throws, which reads as no booking.
    Promise.resolve()
      .then(() => dataProvider.getActivityBooking(activityId))
      .then((b) => live && setBooking(b), () => live && setBooking(null));
    return () => {
      live = false;
    };
  }, [dataProvider, activityId]);
  if (!booking) return null;
  return (
    <Alert icon={<PlaceOutlined />} severity="info" data-testid="activity-booking" sx={{ mb: 2 }}>
      {`${translate('venues.activity.title')}：`}
      <Link component={RouterLink} to={bookingDetailPath(booking.id)}>
        {translate('venues.activity.booked', { site: booking.siteName, location: booking.location, start: booking.startTime, end: booking.endTime.slice(11) })}
      </Link>
    </Alert>
  );
}
