/**
 * Kysely queries of the timetables (issue 20 "Timetables"; table timetable_entries, migration
 * 20261126_035000). Every function takes db then schoolId and keeps the school's rows only.
 * Persons: users of an identity (2 students, 0 staff) with their code (student number or account),
 * college and class; the students' rows honour the caller's data scope (scopeCondition on `s`).
 */
import { sql, type Expression, type Insertable, type SqlBool } from 'kysely';
import type { TimetableEntriesTable } from '../../db/types.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { fromSchool } from '../../db/tenant.js';
import { scopeCondition } from '../students/repositories/students.js';

/** A row to write: the table's columns but the school, term and writer (the import decides them). */
export type EntryInput = Omit<Insertable<TimetableEntriesTable>, 'id' | 'schoolId' | 'termId' | 'createdBy' | 'createdAt'> & { place: string; teacherName: string };

/** `users as u` of the identity with their student row, staff row, college and class. */
function persons(db: Db, schoolId: number, identity: number) {
  return fromSchool(db, 'users as u', schoolId)
    .leftJoin('students as s', (j) => j.onRef('s.userId', '=', 'u.id').onRef('s.schoolId', '=', 'u.schoolId'))
    .leftJoin('staff as st', (j) => j.onRef('st.userId', '=', 'u.id').onRef('st.schoolId', '=', 'u.schoolId'))
    .leftJoin('colleges as co', (j) => j.on('co.id', '=', sql<number>`coalesce(s.college_id, st.college_id)`).onRef('co.schoolId', '=', 'u.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 'u.schoolId'))
    .where('u.identity', '=', identity);
}

const personColumns = [
  'u.id as userId',
  sql<string>`coalesce(s.code, u.username)`.as('code'),
  'u.name',
  'co.name as collegeName',
  'cl.name as className',
] as const;

/** The data scope as a condition on the persons query (teachers: none). */
const inScope = (scope: DataScope): Expression<SqlBool> => scopeCondition(scope) ?? sql<SqlBool>`true`;

/** Every person of the identity: code → {userId, inScope} (the import's lookup). */
export function personCodes(db: Db, schoolId: number, identity: number, scope: DataScope) {
  return persons(db, schoolId, identity)
    .select([sql<string>`coalesce(s.code, u.username)`.as('code'), 'u.id as userId', 'u.name', sql<boolean>`${inScope(scope)}`.as('inScope')])
    .execute();
}

/** One person of the identity within the scope, or undefined. */
export function findPerson(db: Db, schoolId: number, identity: number, userId: number, scope: DataScope) {
  return persons(db, schoolId, identity).select(personColumns).where('u.id', '=', userId).where(inScope(scope)).executeTakeFirst();
}

/** The term's id, name and dates, or undefined. */
export function findTermDates(db: Db, schoolId: number, termId: number) {
  return db.selectFrom('terms').select(['id', 'name', 'startDate', 'endDate']).where('schoolId', '=', schoolId).where('id', '=', termId).executeTakeFirst();
}

/** The school's terms, latest start first. */
export function schoolTerms(db: Db, schoolId: number) {
  return db.selectFrom('terms').select(['id', 'name', 'startDate', 'endDate']).where('schoolId', '=', schoolId).orderBy('startDate', 'desc').execute();
}

/** An activity's level, college and how many students are enrolled (status 1), or undefined. */
export async function activityEnrolment(db: Db, schoolId: number, activityId: number) {
  const a = await db
    .selectFrom('activities as a')
    .select(['a.activityLevel', 'a.collegeId'])
    .select((eb) => eb.selectFrom('activityEnrollments as ae').select(sql<number>`count(*)::int`.as('n')).whereRef('ae.activityId', '=', 'a.id').where('ae.schoolId', '=', schoolId).where('ae.status', '=', 1).as('enrolled'))
    .where('a.schoolId', '=', schoolId).where('a.id', '=', activityId)
    .executeTakeFirst();
  return a && { ...a, enrolled: Number(a.enrolled ?? 0) };
}

/** The school's terms overlapping the days [from, to] ('YYYY-MM-DD'). */
export function termsOverlapping(db: Db, schoolId: number, from: string, to: string) {
  return db.selectFrom('terms').select(['id', 'startDate', 'endDate']).where('schoolId', '=', schoolId).where('startDate', '<=', to).where('endDate', '>=', from).execute();
}

/** Replaces the term's entries of `userIds` with `rows`, inside the caller's transaction; resolves to how many were written. */
export async function replaceEntries(trx: Db, schoolId: number, termId: number, userIds: number[], rows: EntryInput[], createdBy: number): Promise<number> {
  for (let i = 0; i < userIds.length; i += 1000)
    await trx.deleteFrom('timetableEntries').where('schoolId', '=', schoolId).where('termId', '=', termId).where('userId', 'in', userIds.slice(i, i + 1000)).execute();
  for (let i = 0; i < rows.length; i += 500)
    await trx.insertInto('timetableEntries').values(rows.slice(i, i + 500).map((r) => ({ ...r, schoolId, termId, createdBy }))).execute();
  return rows.length;
}

/** Filters of the entry list (GET /timetable/list). */
export interface EntryFilter {
  identity: number;
  termId: number;
  name?: string;
  courseName?: string;
  weekday?: number;
  week?: number;
  collegeId?: number;
}

function filteredEntries(db: Db, schoolId: number, f: EntryFilter, scope: DataScope) {
  return persons(db, schoolId, f.identity)
    .innerJoin('timetableEntries as e', (j) => j.onRef('e.userId', '=', 'u.id').onRef('e.schoolId', '=', 'u.schoolId'))
    .where('e.termId', '=', f.termId)
    .where(inScope(scope))
    .$if(f.name !== undefined, (q) => q.where((eb) => eb.or([eb('u.name', 'like', `%${f.name}%`), eb(sql`coalesce(s.code, u.username)`, 'like', `%${f.name}%`)])))
    .$if(f.courseName !== undefined, (q) => q.where('e.courseName', 'like', `%${f.courseName}%`))
    .$if(f.weekday !== undefined, (q) => q.where('e.weekday', '=', f.weekday!))
    .$if(f.week !== undefined, (q) => q.where(sql<SqlBool>`${f.week} = any(e.weeks)`))
    .$if(f.collegeId !== undefined, (q) => q.where('co.id', '=', f.collegeId!));
}

const entryColumns = [
  ...personColumns,
  'e.id', 'e.weekday', 'e.startPeriod', 'e.endPeriod', 'e.startMinute', 'e.endMinute', 'e.weeks', 'e.courseName', 'e.place', 'e.teacherName',
] as const;

export async function countEntries(db: Db, schoolId: number, f: EntryFilter, scope: DataScope): Promise<number> {
  const row = await filteredEntries(db, schoolId, f, scope).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of entries by person code, weekday, start. */
export function pageOfEntries(db: Db, schoolId: number, f: EntryFilter, scope: DataScope, limit: number, offset: number) {
  return filteredEntries(db, schoolId, f, scope)
    .select(entryColumns)
    .orderBy(sql`coalesce(s.code, u.username)`).orderBy('e.weekday').orderBy('e.startMinute').orderBy('e.id')
    .limit(limit).offset(offset)
    .execute();
}

/** A person's entries of the term (meeting in `week` when given), by weekday and start. */
export function entriesOf(db: Db, schoolId: number, termId: number, userId: number, week?: number) {
  return db
    .selectFrom('timetableEntries as e')
    .select(['e.id', 'e.userId', 'e.weekday', 'e.startPeriod', 'e.endPeriod', 'e.startMinute', 'e.endMinute', 'e.weeks', 'e.courseName', 'e.place', 'e.teacherName'])
    .where('e.schoolId', '=', schoolId).where('e.termId', '=', termId).where('e.userId', '=', userId)
    .$if(week !== undefined, (q) => q.where(sql<SqlBool>`${week} = any(e.weeks)`))
    .orderBy('e.weekday').orderBy('e.startMinute').orderBy('e.id')
    .execute();
}

/**
 * The busy map: for each weekday × hour of [fromHour, fromHour + hours), how many distinct persons
 * of the identity (within the scope, of collegeId) have a class overlapping that hour in the term
 * (meeting in `week` when given); plus how many persons have any class.
 */
export async function busyCells(db: Db, schoolId: number, f: { identity: number; termId: number; week?: number; collegeId?: number }, scope: DataScope, fromHour: number, hours: number) {
  const base = filteredEntries(db, schoolId, { identity: f.identity, termId: f.termId, week: f.week, collegeId: f.collegeId }, scope);
  const [cells, persons] = await Promise.all([
    base
      .innerJoin(sql<{ hour: number }>`(select generate_series(${fromHour}::int, ${fromHour + hours - 1}::int) as hour)`.as('h'), (j) => j.onTrue())
      .select(['e.weekday', sql<number>`h.hour`.as('hour'), sql<number>`count(distinct e.user_id)::int`.as('count')])
      .where(sql<SqlBool>`e.start_minute < (h.hour + 1) * 60 and e.end_minute > h.hour * 60`)
      .groupBy(['e.weekday', sql`h.hour`])
      .execute(),
    base.select(sql<number>`count(distinct e.user_id)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { cells, persons: Number(persons.n) };
}

/** One day's planned window as the clash query matches it. */
export interface ClashSlot {
  termId: number;
  week: number;
  weekday: number;
  /** Minutes [from, to) of that day. */
  from: number;
  to: number;
  day: string;
}

/** Who the participants are, as a subquery of user ids. */
export type ParticipantSet = { userIds: number[] } | { activityId: number } | { collegeId: number | null };

/** The participants' user ids as a condition on `e.user_id` (students of the school only for the eligible set). */
function participantCondition(schoolId: number, p: ParticipantSet): Expression<SqlBool> {
  if ('userIds' in p) return p.userIds.length ? sql<SqlBool>`e.user_id in (${sql.join(p.userIds)})` : sql<SqlBool>`false`;
  if ('activityId' in p)
    return sql<SqlBool>`e.user_id in (select ae.user_id from activity_enrollments ae where ae.school_id = ${schoolId} and ae.activity_id = ${p.activityId} and ae.status = 1)`;
  return sql<SqlBool>`e.user_id in (select st.user_id from students st where st.school_id = ${schoolId} and st.status = 1${p.collegeId === null ? sql`` : sql` and st.college_id = ${p.collegeId}`})`;
}

/** How many participants the set holds (the school's users only). */
export async function countParticipants(db: Db, schoolId: number, p: ParticipantSet): Promise<number> {
  const q =
    'userIds' in p
      ? p.userIds.length
        ? sql<{ n: number }>`select count(*)::int as n from users where school_id = ${schoolId} and id in (${sql.join(p.userIds)})`
        : sql<{ n: number }>`select 0 as n`
      : 'activityId' in p
        ? sql<{ n: number }>`select count(*)::int as n from activity_enrollments where school_id = ${schoolId} and activity_id = ${p.activityId} and status = 1`
        : sql<{ n: number }>`select count(*)::int as n from students where school_id = ${schoolId} and status = 1${p.collegeId === null ? sql`` : sql` and college_id = ${p.collegeId}`}`;
  return Number((await q.execute(db)).rows[0]?.n ?? 0);
}

/**
 * The clashing entries as a query text: entries of the participants in each slot's term and weekday,
 * overlapping its minutes and meeting in its week. Exported for the bench's EXPLAIN.
 */
export function clashHits(schoolId: number, slots: ClashSlot[], p: ParticipantSet) {
  const values = sql.join(slots.map((s) => sql`(${s.termId}::int, ${s.week}::int, ${s.weekday}::int, ${s.from}::int, ${s.to}::int, ${s.day}::text)`));
  return sql`
    select e.user_id, e.course_name, e.place, e.start_minute, e.end_minute, e.weekday, v.day
      from (values ${values}) as v(term_id, week, weekday, m_from, m_to, day)
      join timetable_entries e
        on e.school_id = ${schoolId} and e.term_id = v.term_id and e.weekday = v.weekday
       and e.start_minute < v.m_to and e.end_minute > v.m_from and v.week = any(e.weeks)
     where ${participantCondition(schoolId, p)}`;
}

/** How many distinct participants clash. */
export async function countClashing(db: Db, schoolId: number, slots: ClashSlot[], p: ParticipantSet): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(distinct h.user_id)::int as n from (${clashHits(schoolId, slots, p)}) h`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The first `limit` clashing participants by code, with their clashing classes (jsonb array). */
export async function listClashing(db: Db, schoolId: number, slots: ClashSlot[], p: ParticipantSet, limit: number) {
  const { rows } = await sql<{ userId: number; code: string; name: string; collegeName: string | null; className: string | null; classes: { day: string; weekday: number; startMinute: number; endMinute: number; courseName: string; place: string }[] }>`
    with h as (${clashHits(schoolId, slots, p)}),
    who as (
      select u.id, coalesce(s.code, u.username) as code, u.name, co.name as college_name, cl.name as class_name
        from users u
        left join students s on s.school_id = u.school_id and s.user_id = u.id
        left join staff st on st.school_id = u.school_id and st.user_id = u.id
        left join colleges co on co.school_id = u.school_id and co.id = coalesce(s.college_id, st.college_id)
        left join classes cl on cl.school_id = u.school_id and cl.id = s.class_id
       where u.school_id = ${schoolId} and u.id in (select distinct user_id from h)
       order by 2 limit ${limit})
    select who.id as "userId", who.code, who.name, who.college_name as "collegeName", who.class_name as "className",
           (select json_agg(json_build_object('day', h.day, 'weekday', h.weekday, 'startMinute', h.start_minute, 'endMinute', h.end_minute,
                   'courseName', h.course_name, 'place', h.place) order by h.day, h.start_minute)
              from h where h.user_id = who.id) as classes
      from who order by who.code`.execute(db);
  return rows;
}
