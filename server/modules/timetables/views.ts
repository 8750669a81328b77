/**
 * Reading timetables (issue 20 "Timetables": list/filter entries, a person's week, the student's own
 * week, a heat map of busy hours). Access is the route's (access.ts); the student rows honour the
 * caller's data scope. Errors: 10002 '参数错误: termId 学期不存在', '参数错误: userId 人员不存在'.
 */
import type { Page } from '../../../common/envelope.js';
import { chinaToday } from '../../../common/terms.js';
import {
  dayOfTermWeek, formatWeeks, hhmm, termWeekCount, termWeekOf, type TimetableBusy, type TimetableEntryRow, type TimetableKind, type TimetableTerm, type TimetableWeek,
} from '../../../common/timetables.js';
import type { TimetableBusyParams, TimetableListParams, TimetableWeekParams } from '../../../common/schemas/timetables.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { termOf } from '../terms/service.js';
import { IDENTITY_OF } from './access.js';
import { busyCells, countEntries, entriesOf, findPerson, findTermDates, pageOfEntries, schoolTerms } from './repository.js';

type TermDates = { id: number; name: string; startDate: string; endDate: string };

/** A term with its week count and today's week (null outside it). */
export function termView(t: TermDates, now = new Date()): TimetableTerm {
  const today = chinaToday(now);
  const inside = t.startDate <= today && today <= t.endDate;
  return { id: t.id, name: t.name, startDate: t.startDate, endDate: t.endDate, weekCount: termWeekCount(t.startDate, t.endDate), currentWeek: inside ? termWeekOf(t.startDate, today) : null };
}

/** The term asked for (10002 when not the school's), or the current one (null when today is in none). */
async function termFor(db: Db, schoolId: number, termId: number | undefined, now: Date): Promise<TimetableTerm | null> {
  if (termId === undefined) {
    const t = await termOf(db, schoolId, chinaToday(now), now);
    return t ? termView(t, now) : null;
  }
  const t = await findTermDates(db, schoolId, termId);
  if (!t) throw fieldError('termId', '学期不存在');
  return termView(t, now);
}

type EntryRecord = Omit<TimetableEntryRow, 'startTime' | 'endTime' | 'weeksText' | 'code' | 'name' | 'collegeName' | 'className'> & { startMinute: number; endMinute: number };

/** A stored entry as the wire row. */
function toRow(e: EntryRecord, person: Pick<TimetableEntryRow, 'code' | 'name' | 'collegeName' | 'className'>): TimetableEntryRow {
  const { startMinute, endMinute, ...rest } = e;
  return { ...rest, ...person, code: person.code, startTime: hhmm(startMinute), endTime: hhmm(endMinute), weeksText: formatWeeks(e.weeks) };
}

/** GET /timetable/list → {list: TimetableEntryRow[], total} by person code, weekday, start. */
export async function listEntries(db: Db, schoolId: number, scope: DataScope, p: TimetableListParams): Promise<Page<TimetableEntryRow>> {
  if (!(await findTermDates(db, schoolId, p.termId))) throw fieldError('termId', '学期不存在');
  const f = { identity: IDENTITY_OF[p.kind], termId: p.termId, name: p.name, courseName: p.courseName, weekday: p.weekday, week: p.week, collegeId: p.collegeId };
  const [total, rows] = await Promise.all([countEntries(db, schoolId, f, scope), pageOfEntries(db, schoolId, f, scope, p.size, pageOffset(p))]);
  return { total, list: rows.map((r) => toRow(r, r)) };
}

/** A person's classes in the term (or week): the week view of GET /timetable/week and /timetable/mine. */
async function weekOf(db: Db, schoolId: number, kind: TimetableKind, userId: number, scope: DataScope, termId: number | undefined, week: number | undefined, now: Date): Promise<TimetableWeek> {
  const person = await findPerson(db, schoolId, IDENTITY_OF[kind], userId, scope);
  if (!person) throw fieldError('userId', '人员不存在');
  const term = await termFor(db, schoolId, termId, now);
  if (!term) return { person, term: null, week: week ?? null, days: [], entries: [] };
  const shown = week !== undefined && week <= term.weekCount ? week : undefined;
  const rows = await entriesOf(db, schoolId, term.id, userId, shown);
  const days = shown === undefined ? [] : [1, 2, 3, 4, 5, 6, 7].map((d) => dayOfTermWeek(term.startDate, shown, d));
  return { person, term, week: shown ?? null, days, entries: rows.map((r) => toRow(r, person)) };
}

/** GET /timetable/week {kind, userId, termId?, week?} → TimetableWeek (week absent → the whole term). */
export function personWeek(db: Db, schoolId: number, scope: DataScope, p: TimetableWeekParams, now = new Date()): Promise<TimetableWeek> {
  return weekOf(db, schoolId, p.kind, p.userId, scope, p.termId, p.week, now);
}

/** GET /timetable/mine {termId?, week?} → the student's own TimetableWeek; week absent → this week (week 1 outside the term). */
export async function myWeek(db: Db, schoolId: number, userId: number, p: { termId?: number; week?: number }, now = new Date()): Promise<TimetableWeek> {
  const term = await termFor(db, schoolId, p.termId, now);
  const week = p.week ?? term?.currentWeek ?? 1;
  return weekOf(db, schoolId, 'student', userId, { kind: 'school' }, term?.id ?? p.termId, week, now);
}

/** The hours of the busy map: 08:00 to 22:00. */
const FROM_HOUR = 8;
const HOURS = 14;

/** GET /timetable/busy {kind, termId?, week?, collegeId?} → TimetableBusy. */
export async function busyMap(db: Db, schoolId: number, scope: DataScope, p: TimetableBusyParams, now = new Date()): Promise<TimetableBusy> {
  const term = await termFor(db, schoolId, p.termId, now);
  const week = p.week ?? null;
  if (!term) return { term: null, week, persons: 0, fromHour: FROM_HOUR, hours: HOURS, cells: [] };
  const { cells, persons } = await busyCells(db, schoolId, { identity: IDENTITY_OF[p.kind], termId: term.id, week: p.week, collegeId: p.collegeId }, scope, FROM_HOUR, HOURS);
  return { term, week, persons, fromHour: FROM_HOUR, hours: HOURS, cells: cells.map((c) => ({ weekday: c.weekday, hour: Number(c.hour), count: Number(c.count) })) };
}

/** GET /timetable/terms → the school's terms, latest first, with week counts and the current week. */
export async function termOptions(db: Db, schoolId: number, now = new Date()): Promise<TimetableTerm[]> {
  return (await schoolTerms(db, schoolId)).map((t) => termView(t, now));
}
