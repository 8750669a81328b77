/**
 * The booking rules of issue 19 "Venues", as pure functions (server and tests): a booking lies on
 * one school day inside the venue's opening window of that weekday, holds no more people than the
 * venue, lasts no longer than its type allows and starts no further ahead than its type allows.
 * Times are read in China Standard Time.
 */
import { chinaDay, formatMinute } from '../../../common/time.js';
import {
  closedOnMessage, outsideHoursMessage, overCapacityMessage, tooEarlyMessage, tooLongMessage, VENUE_MESSAGES, type OpenHour,
} from '../../../common/venues.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** ISO weekday (1 Monday … 7 Sunday) of a school day 'YYYY-MM-DD'. */
export function weekdayOf(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The opening window of a weekday, or undefined when the venue is closed that day. */
export const openOn = (openHours: readonly OpenHour[], weekday: number) => openHours.find((h) => h.weekday === weekday);

/** What a booking is checked against. */
export interface BookingRuleInput {
  start: Date;
  end: Date;
  attendees: number;
  capacity: number;
  openHours: readonly OpenHour[];
  maxHours: number;
  advanceDays: number;
  now: Date;
}

/** The first rule the booking breaks, as its 10002 message; null when it keeps them all. */
export function bookingRuleBroken(b: BookingRuleInput): string | null {
  if (b.end <= b.start) return VENUE_MESSAGES.endAfterStart;
  if (b.start <= b.now) return VENUE_MESSAGES.notInFuture;
  const day = chinaDay(b.start);
  const endMinute = formatMinute(b.end);
  // A booking may end at 24:00, which is the next day's 00:00.
  const endsAtMidnight = endMinute.slice(11) === '00:00' && chinaDay(new Date(b.end.getTime() - 1)) === day;
  if (chinaDay(b.end) !== day && !endsAtMidnight) return VENUE_MESSAGES.sameDay;
  const weekday = weekdayOf(day);
  const open = openOn(b.openHours, weekday);
  if (!open) return closedOnMessage(weekday);
  const from = formatMinute(b.start).slice(11);
  const to = endsAtMidnight ? '24:00' : endMinute.slice(11);
  if (from < open.start || to > open.end) return outsideHoursMessage(weekday, open.start, open.end);
  if (b.attendees > b.capacity) return overCapacityMessage(b.capacity);
  if (b.end.getTime() - b.start.getTime() > b.maxHours * HOUR) return tooLongMessage(b.maxHours);
  if (b.start.getTime() - b.now.getTime() > b.advanceDays * DAY + DAY) return tooEarlyMessage(b.advanceDays);
  return null;
}
