/**
 * Terms (学期, spec §2 /system/term; issue 13 "学期设置"): the wire types of the /system/term
 * endpoints and the date rules both halves apply — real 'YYYY-MM-DD' dates, the academic year a
 * date belongs to, and "today" in China time.
 */
import { chinaDay } from './time.js';

/** Term kinds: 1 regular term (常规学期), 2 summer (暑期), 3 winter (寒假). */
export const TERM_KINDS = [1, 2, 3] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/** Longest term name, in characters. */
export const TERM_NAME_MAX = 50;
/** Bounds of an academic year (its starting calendar year) and of the years of term dates. */
export const ACADEMIC_YEAR_MIN = 1990;
export const ACADEMIC_YEAR_MAX = 2100;

/** A term as the /system/term endpoints return it. */
export interface TermRow {
  id: number;
  name: string;
  /** 1 regular, 2 summer, 3 winter. */
  kind: number;
  /** The starting calendar year of its academic year: 2025 for 2025-2026学年. */
  academicYear: number;
  /** 'YYYY-MM-DD', both days included. */
  startDate: string;
  endDate: string;
  /** Today (China time) lies within [startDate, endDate]. */
  current: boolean;
}

/** GET /system/term/current. */
export interface TermCurrent {
  /** Today in China time, 'YYYY-MM-DD'. */
  today: string;
  /** The current term's academic year, or the one today belongs to when no term contains today. */
  academicYear: number;
  /** The school's term containing today, or null. */
  term: TermRow | null;
}

/** True for a real calendar date written 'YYYY-MM-DD' within the supported years ('2025-02-30' is not). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const year = Number(s.slice(0, 4));
  if (year < ACADEMIC_YEAR_MIN || year > ACADEMIC_YEAR_MAX + 1) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * The academic year a date belongs to: August–December → that year, January–July → the year before.
 * @example academicYearOf('2025-09-01') → 2025; academicYearOf('2026-07-01') → 2025
 */
export function academicYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 8 ? year : year - 1;
}

/**
 * Whether a term starting on `startDate` may belong to `academicYear`: its start lies between July
 * of that year and August of the next (a summer term starting in July may count for either year).
 */
export function academicYearFits(academicYear: number, startDate: string): boolean {
  return startDate >= `${academicYear}-07-01` && startDate <= `${academicYear + 1}-08-31`;
}

/** Today's date in China Standard Time, 'YYYY-MM-DD'. */
export function chinaToday(now: Date = new Date()): string {
  return chinaDay(now);
}

/** Text with a control character (NUL and the like), refused in names and filters. */
export const hasControlChar = (s: string): boolean => /[\u0000-\u001f\u007f]/.test(s);
