/**
 * A venue's week (issue 19 "a week calendar per venue: 7 days × opening hours, approved and pending
 * bookings drawn as blocks"): one column per day Monday–Sunday over the hours the venue opens in
 * the week, closed hours greyed, approved bookings solid and pending ones outlined; a block opens
 * the booking. 上一周 / 本周 / 下一周 move through weeks. At 375 px the grid scrolls sideways with the
 * hour column kept in view. Data: the provider's getSiteWeek (GET /site/calendar {siteId, date}).
 */
import { useEffect, useRef, useState } from 'react';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, ButtonGroup, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SiteWeek } from '../../../common/venues';
import type { VenueDataProvider } from '../../dataProvider/venues';
import { bookingDetailPath } from './paths';

const HOUR_PX = 40;
/** The narrowest a day column gets (7 × 84 px + the hour column scroll at 375 px). */
const DAY_PX = 84;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** 'YYYY-MM-DD' `n` days after `day`. */
export const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The hours the grid spans: from the earliest opening to the latest closing of the week (08–22 when closed all week). */
export function gridHours(week: Pick<SiteWeek, 'days'>): [number, number] {
  const open = week.days.flatMap((d) => (d.open ? [d.open] : []));
  if (!open.length) return [8, 22];
  return [Math.floor(Math.min(...open.map((o) => minutes(o.start))) / 60), Math.ceil(Math.max(...open.map((o) => minutes(o.end))) / 60)];
}

/**
 * Side-by-side lanes for a day's bookings (by start): each goes into the first lane free at its
 * start, so an approved booking and a pending one over the same hour are both readable.
 * Returns each booking's lane and the day's lane count.
 */
export function laneLayout<B extends { id: number; startTime: string; endTime: string }>(bookings: readonly B[]): { lane: Map<number, number>; lanes: number } {
  const ends: string[] = [];
  const lane = new Map<number, number>();
  for (const b of [...bookings].sort((x, y) => x.startTime.localeCompare(y.startTime) || x.id - y.id)) {
    let i = ends.findIndex((end) => end <= b.startTime);
    if (i < 0) i = ends.push(b.endTime) - 1;
    else ends[i] = b.endTime;
    lane.set(b.id, i);
  }
  return { lane, lanes: Math.max(ends.length, 1) };
}

/**
 * `day` and `onDayChange`: the week shown is the one holding `day` ('YYYY-MM-DD'; undefined: this
 * week), kept by the page so a booking just sent can bring its week into view.
 */
export function WeekCalendar({ siteId, reloadKey, day: date, onDayChange: setDate }: { siteId: number; reloadKey?: number; day: string | undefined; onDayChange: (day: string | undefined) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<VenueDataProvider>();
  const [week, setWeek] = useState<SiteWeek | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.getSiteWeek(siteId, date).then((w) => live && setWeek(w), () => live && setWeek(null));
    return () => {
      live = false;
    };
  }, [dataProvider, siteId, date, reloadKey]);
  // On a narrow screen the grid scrolls sideways: bring the first day with a booking into view.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = week?.days.findIndex((d) => week.bookings.some((b) => b.startTime.startsWith(d.date))) ?? -1;
    if (scroller.current && first > 0) scroller.current.scrollLeft = first * DAY_PX;
  }, [week]);
  if (!week) return <LinearProgress aria-label={translate('venues.calendar.title')} />;
  const [from, to] = gridHours(week);
  const height = (to - from) * HOUR_PX;
  const top = (hhmm: string) => ((minutes(hhmm) - from * 60) / 60) * HOUR_PX;
  return (
    <Box data-testid="week-calendar">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1, rowGap: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mr: 1 }}>
          {translate('venues.calendar.week', { start: week.weekStart, end: plusDays(week.weekStart, 6) })}
        </Typography>
        <ButtonGroup size="small">
          <Button aria-label={translate('venues.action.prev_week')} onClick={() => setDate(plusDays(week.weekStart, -7))}><ChevronLeft fontSize="small" /></Button>
          <Button onClick={() => setDate(undefined)}>{translate('venues.action.this_week')}</Button>
          <Button aria-label={translate('venues.action.next_week')} onClick={() => setDate(plusDays(week.weekStart, 7))}><ChevronRight fontSize="small" /></Button>
        </ButtonGroup>
        <Chip size="small" color="primary" label={translate('venues.calendar.legend_approved')} />
        <Chip size="small" color="warning" variant="outlined" label={translate('venues.calendar.legend_pending')} />
      </Stack>
      <Box ref={scroller} sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: `48px repeat(7, minmax(${DAY_PX}px, 1fr))`, minWidth: 48 + 7 * DAY_PX }}>
          <Box sx={{ position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }} />
          {week.days.map((d) => (
            <Box key={d.date} sx={{ textAlign: 'center', py: 0.5, borderBottom: 1, borderLeft: 1, borderColor: 'divider' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate(`venues.weekday.${d.weekday}`)}</Typography>
              <Typography variant="caption" color="text.secondary">{d.date.slice(5)}</Typography>
            </Box>
          ))}
          <Box sx={{ position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper', height }}>
            {Array.from({ length: to - from }, (_, i) => (
              <Typography key={i} variant="caption" color="text.secondary" sx={{ display: 'block', height: HOUR_PX, pr: 0.5, textAlign: 'right', lineHeight: 1 }}>
                {`${String(from + i).padStart(2, '0')}:00`}
              </Typography>
            ))}
          </Box>
          {week.days.map((d) => (
            <Box key={d.date} sx={{ position: 'relative', height, borderLeft: 1, borderColor: 'divider', bgcolor: 'action.hover', backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${HOUR_PX - 1}px, rgba(0,0,0,0.06) ${HOUR_PX - 1}px ${HOUR_PX}px)` }}>
              {d.open ? (
                <Box
                  title={translate('venues.calendar.open', d.open)}
                  sx={{ position: 'absolute', left: 0, right: 0, top: top(d.open.start), height: top(d.open.end) - top(d.open.start), bgcolor: 'background.paper', opacity: 0.9 }}
                />
              ) : (
                <Typography variant="caption" color="text.disabled" sx={{ position: 'absolute', top: 8, width: '100%', textAlign: 'center' }}>
                  {translate('venues.calendar.closed_day')}
                </Typography>
              )}
              {(() => {
                const today = week.bookings.filter((b) => b.startTime.slice(0, 10) === d.date);
                const { lane, lanes } = laneLayout(today);
                return today.map((b) => {
                  const approved = b.status === 2;
                  const end = b.endTime.slice(0, 10) === d.date ? b.endTime.slice(11) : '24:00';
                  return (
                    <Box
                      key={b.id}
                      role="button"
                      tabIndex={0}
                      data-testid={`booking-block-${b.id}`}
                      aria-label={`${b.purpose} ${b.startTime.slice(11)}-${end} ${translate(`venues.booking_status.${b.status}`)}`}
                      onClick={() => navigate(bookingDetailPath(b.id))}
                      onKeyDown={(e) => e.key === 'Enter' && navigate(bookingDetailPath(b.id))}
                      sx={{
                        position: 'absolute', left: `calc(${(100 * lane.get(b.id)!) / lanes}% + 2px)`, width: `calc(${100 / lanes}% - 4px)`, top: top(b.startTime.slice(11)), height: Math.max(top(end) - top(b.startTime.slice(11)), 18),
                        overflow: 'hidden', borderRadius: 0.5, px: 0.5, cursor: 'pointer', fontSize: 12, lineHeight: 1.3,
                        ...(approved
                          ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
                          : { bgcolor: 'warning.50', border: 1, borderStyle: 'dashed', borderColor: 'warning.main', color: 'warning.dark', backgroundColor: 'rgba(237,108,2,0.08)' }),
                      }}
                    >
                      <Box component="span" sx={{ fontWeight: 600 }}>{`${b.startTime.slice(11)}-${end}`}</Box>
                      <br />
                      {b.purpose}
                    </Box>
                  );
                });
              })()}
            </Box>
          ))}
        </Box>
      </Box>
      {week.bookings.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('venues.calendar.empty')}</Typography>
      ) : null}
    </Box>
  );
}
