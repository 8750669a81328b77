/**
 * A venue's week (issue 19 "a week calendar per venue"): the seven days Monday to Sunday of the
 * week holding `date` (China Standard Time), each with its opening window, and the approved and
 * pending bookings overlapping the week.
 */
import { chinaDay, dayEnd, dayStart } from '../../../common/time.js';
import type { SiteWeek } from '../../../common/venues.js';
import type { Db } from '../../db/db.js';
import { findBookingsBetween } from './repository.js';
import { openOn, weekdayOf } from './rules.js';
import { openHoursOf, toBookingRow, toSiteRow } from './rows.js';
import { loadSite } from './sites.js';

/** 'YYYY-MM-DD' `n` days after `day`. */
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** GET /site/calendar {siteId, date?} → SiteWeek; 10002 '场地不存在'. */
export async function siteWeek(db: Db, schoolId: number, siteId: number, date: string | undefined, now = new Date()): Promise<SiteWeek> {
  const site = await loadSite(db, schoolId, siteId);
  const day = date ?? chinaDay(now);
  const weekStart = plusDays(day, 1 - weekdayOf(day));
  const openHours = openHoursOf(site.openHours);
  const days = Array.from({ length: 7 }, (_, i) => {
    const d = plusDays(weekStart, i);
    const open = openOn(openHours, i + 1);
    return { date: d, weekday: i + 1, open: open ? { start: open.start, end: open.end } : null };
  });
  const bookings = await findBookingsBetween(db, schoolId, siteId, dayStart(weekStart), dayEnd(plusDays(weekStart, 6)));
  return { site: toSiteRow(site), weekStart, days, bookings: bookings.map(toBookingRow) };
}
