/**
 * Times on the wire and school days, in China Standard Time (Asia/Shanghai) whatever the zone of
 * the machine: 'YYYY-MM-DD HH:mm:ss' as the clients show it (DESIGN.md §2), days as 'YYYY-MM-DD'.
 * date-fns v4 with @date-fns/tz does the calendar work, so no code adds 8 hours by hand.
 */
import { addDays, format, isValid, parse } from 'date-fns';
import { tz } from '@date-fns/tz';

export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** The date-fns context that reads and writes in China Standard Time. */
const inChina = { in: tz(CHINA_TIME_ZONE) };

/** Instants written per pattern, at most this many each (then started afresh). */
const WRITTEN_LIMIT = 10_000;
const written = new Map<string, Map<number, string>>();

/**
 * `date` written with `pattern` in China Standard Time. Remembered per instant: the same instants
 * are written again and again (an activity's times in every student's list), and date-fns in a
 * named zone costs about as much as the rest of such a request (issue 17, the mixed reads' profile).
 */
function inChinaAs(date: Date, pattern: string): string {
  let byInstant = written.get(pattern);
  if (!byInstant) written.set(pattern, (byInstant = new Map()));
  const t = date.getTime();
  let text = byInstant.get(t);
  if (text === undefined) {
    text = format(date, pattern, inChina);
    if (byInstant.size >= WRITTEN_LIMIT) byInstant.clear();
    byInstant.set(t, text);
  }
  return text;
}

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time, or null for no date. */
export function formatDateTime(date: Date): string;
export function formatDateTime(date: Date | null | undefined): string | null;
export function formatDateTime(date: Date | null | undefined): string | null {
  return date ? inChinaAs(date, 'yyyy-MM-dd HH:mm:ss') : null;
}

/** 'YYYY-MM-DD HH:mm' in China Standard Time (activity times on the wire, issue 4). */
export function formatMinute(date: Date): string;
export function formatMinute(date: Date | null | undefined): string | null;
export function formatMinute(date: Date | null | undefined): string | null {
  return date ? inChinaAs(date, 'yyyy-MM-dd HH:mm') : null;
}

/** The school day of `date`: 'YYYY-MM-DD' in China Standard Time. */
export function chinaDay(date: Date): string {
  return inChinaAs(date, 'yyyy-MM-dd');
}

/** 'YYYYMMDD-HHmmss' in China Standard Time, for file names. */
export function fileStamp(date: Date): string {
  return format(date, 'yyyyMMdd-HHmmss', inChina);
}

/** The instant a school day 'YYYY-MM-DD' begins (00:00 China Standard Time); Invalid Date when it is not a day. */
export function dayStart(day: string): Date {
  return new Date(parse(day, 'yyyy-MM-dd', new Date(0), inChina).getTime());
}

/** The instant the school day after `day` begins: the exclusive end of a day range. */
export function dayEnd(day: string): Date {
  return new Date(addDays(parse(day, 'yyyy-MM-dd', new Date(0), inChina), 1).getTime());
}

const WIRE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A wire time → Date, or null when it is not one: 'YYYY-MM-DD HH:mm[:ss[.SSS]]' (or with a 'T') is
 * read in China Standard Time, to the second; an ISO string with 'Z' or an offset keeps its zone. Impossible
 * calendar values (2026-02-31, 24:00) are refused, not rolled over.
 */
export function parseWireTime(text: string): Date | null {
  const s = text.trim();
  const m = WIRE_TIME.exec(s);
  if (!m) return null;
  if (m[1]) {
    const date = new Date(s.replace(' ', 'T'));
    return Number.isNaN(date.getTime()) ? null : date;
  }
  // Fractions of a second are dropped: the wire's resolution is the second.
  const local = s.replace('T', ' ').replace(/\.\d{1,3}$/, '');
  const date = parse(local, local.length > 16 ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd HH:mm', new Date(0), inChina);
  return isValid(date) ? new Date(date.getTime()) : null;
}
