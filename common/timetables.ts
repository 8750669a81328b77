/**
 * Class timetables (课表, issue 20 "Timetables"; spec §2 /data-platform/student/timetable,
 * /data-platform/teacher/timetable): the wire types of the /timetable endpoints and the rules both
 * halves apply — week sets ('1-16', '1-8,10-16', '1-15单', '2-16双'), the default period times
 * (节次 → clock), a term's week of a date, and minutes of the day written 'HH:mm'.
 */
import type { ImportResult } from './students.js';

/** Whose timetables: students' (学生课表) or teachers' (教师课表). */
export const TIMETABLE_KINDS = ['student', 'teacher'] as const;
export type TimetableKind = (typeof TIMETABLE_KINDS)[number];

/** Longest course name and place, in characters. */
export const COURSE_NAME_MAX = 50;
export const PLACE_MAX = 50;
/** The most weeks a term may have (a week number is 1..this). */
export const TERM_WEEKS_MAX = 30;
/** The longest planned range the clash check accepts, in days. */
export const CLASH_DAYS_MAX = 31;
/** The most explicit participants one clash check takes (a meeting's attendees, a section's students). */
export const CLASH_USERS_MAX = 5000;
/** How many clashing participants a clash check lists (the count covers them all). */
export const CLASH_LIST_MAX = 100;

/**
 * The default daily schedule (作息时间): period n runs PERIOD_TIMES[n - 1] as 'HH:mm' pairs. An
 * import row giving 节次 without clock times takes them from here.
 */
export const PERIOD_TIMES: readonly (readonly [string, string])[] = [
  ['08:00', '08:45'], ['08:55', '09:40'], ['10:00', '10:45'], ['10:55', '11:40'],
  ['14:00', '14:45'], ['14:55', '15:40'], ['16:00', '16:45'], ['16:55', '17:40'],
  ['19:00', '19:45'], ['19:55', '20:40'], ['20:50', '21:35'], ['21:45', '22:30'],
];
export const PERIOD_MAX = PERIOD_TIMES.length;

/** 'HH:mm' → minutes after midnight, or null ('24:00' → 1440). */
export function minutesOf(hhmm: string): number | null {
  const m = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?$/.exec(hhmm.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const total = h * 60 + Number(m[2]);
  return h > 24 || total > 1440 ? null : total;
}

/** Minutes after midnight → 'HH:mm'. */
export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A week set as written in timetables: comma-separated parts, each 'n' or 'a-b' optionally followed
 * by 单 (odd weeks) or 双 (even weeks), '周' ignored ('1-16周', '3,5,7', '1-15单'). Returns the sorted
 * week numbers, or null when malformed, reversed or beyond `max`.
 */
export function parseWeeks(text: string, max = TERM_WEEKS_MAX): number[] | null {
  const parts = text.replace(/[周\s]/g, '').replace(/[，、]/g, ',').split(',').filter((p) => p !== '');
  if (parts.length === 0) return null;
  const weeks = new Set<number>();
  for (const part of parts) {
    const m = /^(\d{1,2})(?:[-~－—](\d{1,2}))?(单|双|\(单\)|\(双\))?$/.exec(part);
    if (!m) return null;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to < from || to > max) return null;
    const parity = m[3]?.includes('单') ? 1 : m[3]?.includes('双') ? 0 : null;
    for (let w = from; w <= to; w++) if (parity === null || w % 2 === parity) weeks.add(w);
  }
  return weeks.size ? [...weeks].sort((a, b) => a - b) : null;
}

/** Week numbers → the shortest text parseWeeks reads back ('1-8,10-16'). */
export function formatWeeks(weeks: readonly number[]): string {
  const sorted = [...new Set(weeks)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    runs.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(',');
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** ISO weekday of 'YYYY-MM-DD': 1 Monday … 7 Sunday. */
export const weekdayOfDay = (day: string) => ((dayNumber(day) + 3) % 7) + 1;

/**
 * The term week of `day`: week 1 is the Monday-to-Sunday week holding the term's first day.
 * @example termWeekOf('2026-09-07', '2026-09-14') → 2
 */
export function termWeekOf(termStart: string, day: string): number {
  const monday = dayNumber(termStart) - (weekdayOfDay(termStart) - 1);
  return Math.floor((dayNumber(day) - monday) / 7) + 1;
}

/** How many weeks a term spans (its last day's week). */
export const termWeekCount = (startDate: string, endDate: string) => Math.max(1, Math.min(TERM_WEEKS_MAX, termWeekOf(startDate, endDate)));

/** 'YYYY-MM-DD' of the `weekday` (1–7) of term week `week`. */
export function dayOfTermWeek(termStart: string, week: number, weekday: number): string {
  const monday = dayNumber(termStart) - (weekdayOfDay(termStart) - 1);
  return new Date((monday + (week - 1) * 7 + weekday - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** One class of a person's timetable as the endpoints return it. */
export interface TimetableEntryRow {
  id: number;
  userId: number;
  /** Student number or staff account. */
  code: string;
  name: string;
  collegeName: string | null;
  className: string | null;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  /** 节次 as imported, or null when given by clock times. */
  startPeriod: number | null;
  endPeriod: number | null;
  /** 'HH:mm'. */
  startTime: string;
  endTime: string;
  weeks: number[];
  /** The weeks as text, e.g. '1-8,10-16'. */
  weeksText: string;
  courseName: string;
  place: string;
  teacherName: string;
}

/** The term a timetable view is about, with its number of weeks and the current week (null outside it). */
export interface TimetableTerm {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  weekCount: number;
  currentWeek: number | null;
}

/** GET /timetable/week and /timetable/mine: one person's classes in a term, or in one week of it. */
export interface TimetableWeek {
  person: { userId: number; code: string; name: string; collegeName: string | null; className: string | null };
  term: TimetableTerm | null;
  /** The week shown, or null for the whole term. */
  week: number | null;
  /** 'YYYY-MM-DD' of Monday … Sunday of `week` (empty for the whole term). */
  days: string[];
  entries: TimetableEntryRow[];
}

/** GET /timetable/busy: how many persons have class in each weekday × hour cell. */
export interface TimetableBusy {
  term: TimetableTerm | null;
  week: number | null;
  /** Persons with at least one class in the term (and week). */
  persons: number;
  /** First hour of the grid (8 → 08:00–09:00) and how many hours. */
  fromHour: number;
  hours: number;
  cells: { weekday: number; hour: number; count: number }[];
}

/** One participant whose classes clash with a planned range, with the clashing classes. */
export interface ClashParticipant {
  userId: number;
  code: string;
  name: string;
  collegeName: string | null;
  className: string | null;
  classes: { day: string; weekday: number; startTime: string; endTime: string; courseName: string; place: string }[];
}

/** POST /timetable/clash: how many of the participants have class in the range, and the first of them. */
export interface ClashResult {
  /** Who the participants were: the given users, the activity's enrolled students, or the eligible students. */
  basis: 'users' | 'enrolled' | 'eligible';
  participants: number;
  count: number;
  /** The first CLASH_LIST_MAX clashing participants by code. */
  list: ClashParticipant[];
}

/**
 * The result of a timetable import job: the roster import's counts and problems (common/students.ts
 * ImportResult, what shared/ImportReport shows) with who was replaced instead of who was updated.
 */
export type TimetableImportResult = Omit<ImportResult, 'updated' | 'rule'> & {
  /** Persons whose entries of the term were replaced. */
  persons: number;
};
