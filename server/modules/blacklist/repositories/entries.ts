/**
 * The Kysely queries of the blacklist and integrity (issue 4): blacklist entries, students' credit
 * and no-show counts, the school's no-show rules, always within one school. The rules live in
 * ../service.ts and ../integrity.ts.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool, schoolRows, updateSchoolRows } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';
import { likeContains, likePrefix } from '../../../util/like.js';
import { scopeCondition, type DataScope } from '../../students/scope.js';

/** The condition "in force at `now`" on `blacklist as b`. */
export const activeAt = (now: Date | RawBuilder<Date>) => sql<SqlBool>`(b.removed_at is null and b.started_at <= ${now} and b.ends_at > ${now})`;

/**
 * Whether the user has an entry in force at `now`, as a boolean column: hasActiveEntry asks it
 * alone, enrolling in the statement that reads the activity and the student (issue 17), there with
 * the user and the time as columns of the statement (RawBuilder references).
 */
export const inForce = (schoolId: number, userId: number | RawBuilder<number>, now: Date | RawBuilder<Date>) =>
  sql<boolean>`exists (select 1 from blacklist b where b.school_id = ${schoolId} and b.user_id = ${userId} and ${activeAt(now)})`;

/** The latest appeal's status of `blacklist as b` (null when never appealed). */
const latestAppealStatus = sql<number | null>`(select a.status from blacklist_appeals a where a.school_id = b.school_id and a.blacklist_id = b.id order by a.id desc limit 1)`;

/** blacklist b ⋈ students s ⋈ users u of the school, within the data scope when given. */
function entries(db: Db, schoolId: number, scope: DataScope | null) {
  const cond = scope ? scopeCondition(scope) : null;
  return fromSchool(db, 'blacklist as b', schoolId)
    .innerJoin('students as s', sameSchool('s.userId', 'b.userId'))
    .innerJoin('users as u', sameSchool('u.id', 'b.userId'))
    .$if(cond !== null, (q) => q.where(cond!));
}

/** The filters of the blacklist: name contains, student number prefix, state at `now` ('active' | 'expired' | 'removed'). */
export interface EntryFilter {
  name?: string;
  code?: string;
  status?: string;
}

/** One page of the scoped entries matching the filter, newest first, with names and the latest appeal's status; and how many match. */
export function findEntryPage(db: Db, schoolId: number, scope: DataScope, f: EntryFilter, now: Date, page: { limit: number; offset: number }) {
  return pageOf(
    entries(db, schoolId, scope)
      .$if(!!f.name, (q) => q.where('u.name', 'like', likeContains(f.name!)))
      .$if(!!f.code, (q) => q.where(sql<SqlBool>`s.code like ${likePrefix(f.code!)}`))
      .$if(f.status === 'active', (q) => q.where(activeAt(now)))
      .$if(f.status === 'removed', (q) => q.where('b.removedAt', 'is not', null))
      .$if(f.status === 'expired', (q) => q.where('b.removedAt', 'is', null).where('b.endsAt', '<=', now))
      .leftJoin('colleges as co', sameSchool('co.id', 's.collegeId'))
      .leftJoin('classes as cl', sameSchool('cl.id', 's.classId'))
      .leftJoin('users as rb', sameSchool('rb.id', 'b.removedBy'))
      .select([
        'b.id', 'b.userId', 'u.name', 's.code', 'b.reason', 'b.noShowCount', 'b.startedAt', 'b.endsAt', 'b.removedAt', 'b.removedReason',
        sql<string>`coalesce(co.name, '')`.as('collegeName'),
        sql<string>`coalesce(cl.name, '')`.as('className'),
        sql<string>`coalesce(rb.name, '')`.as('removedByName'),
        sql<boolean>`${activeAt(now)}`.as('active'),
        latestAppealStatus.as('appealStatus'),
      ])
      .orderBy('b.startedAt', 'desc')
      .orderBy('b.id', 'desc'),
    page,
  );
}

/** True when the entry is the school's and its student is in the scope. */
export async function entryInScope(db: Db, schoolId: number, scope: DataScope, id: number): Promise<boolean> {
  return (await entries(db, schoolId, scope).select('b.id').where('b.id', '=', id).executeTakeFirst()) !== undefined;
}

/** The student's entry in force at `now` (with its latest appeal's status), the latest ending first; undefined when none. */
export function findActiveEntry(db: Db, schoolId: number, userId: number, now: Date) {
  return fromSchool(db, 'blacklist as b', schoolId)
    .selectAll('b')
    .select(latestAppealStatus.as('appealStatus'))
    .where('b.userId', '=', userId)
    .where(activeAt(now))
    .orderBy('b.endsAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The entry's id and removal time, locked for the change that follows; throws when absent. */
export function lockEntry(db: Db, schoolId: number, id: number) {
  return db.selectFrom('blacklist').select(['id', 'removedAt']).where('schoolId', '=', schoolId).where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** Inserts a blacklist entry and returns its id. */
export function insertEntry(db: Db, schoolId: number, v: { userId: number; reason: string; noShowCount: number; startedAt: Date; endsAt: Date }) {
  return db.insertInto('blacklist').values({ schoolId, ...v }).returning('id').executeTakeFirstOrThrow();
}

/** Takes an entry not yet removed off the blacklist at `now`. */
export async function removeEntry(db: Db, schoolId: number, id: number, v: { removedBy: number; removedReason: string }, now: Date): Promise<void> {
  await db.updateTable('blacklist').set({ removedAt: now, ...v }).where('schoolId', '=', schoolId).where('id', '=', id).where('removedAt', 'is', null).execute();
}

/** The student's credit (text, 2 decimals) and no-show count, locked when `lock`; undefined when not a student of the school. */
export function findStudentIntegrity(db: Db, schoolId: number, userId: number, lock = false) {
  return schoolRows(db, 'students', schoolId, { userId })
    .select([sql<string>`round(credit, 2)::text`.as('credit'), 'noShowCount'])
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/**
 * Up to `limit` students of the scope (status 1 normal) with credit below 100 or a no-show, lowest
 * credit first, then most no-shows, then student number.
 */
export function findBlemishedStudents(db: Db, schoolId: number, scope: DataScope, limit: number) {
  const cond = scopeCondition(scope);
  return fromSchool(db, 'students as s', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 's.userId'))
    .select(['u.name as userName', 's.code as userCode', sql<string>`round(s.credit, 2)::text`.as('credit'), 's.noShowCount as unFaithNumdo'])
    .where('s.status', '=', 1)
    .where(sql<SqlBool>`(s.credit < 100 or s.no_show_count > 0)`)
    .$if(cond !== null, (q) => q.where(cond!))
    .orderBy('s.credit', 'asc')
    .orderBy('s.noShowCount', 'desc')
    .orderBy('s.code')
    .limit(limit)
    .execute();
}

/** The school's school_rules no-show columns, or undefined when it has no row. */
export function findIntegrityRules(db: Db, schoolId: number) {
  return db.selectFrom('schoolRules').select(['noShowLimit', 'blacklistDays', 'noShowPenalty']).where('schoolId', '=', schoolId).executeTakeFirst();
}

/** True when the student has an entry not removed that is in force at `now`. */
export async function hasActiveEntry(db: Db, schoolId: number, userId: number, now: Date): Promise<boolean> {
  const row = await db.selectNoFrom(inForce(schoolId, userId, now).as('active')).executeTakeFirstOrThrow();
  return row.active;
}

/** Per student among `userIds` with entries: the highest no-show count kept on them and how many are in force at `now`. */
export function findEntryCounts(db: Db, schoolId: number, userIds: number[], now: Date) {
  return db
    .selectFrom('blacklist')
    .select([
      'userId',
      sql<number>`max(no_show_count)::int`.as('lastCount'),
      sql<number>`count(*) filter (where removed_at is null and ends_at > ${now})::int`.as('active'),
    ])
    .where('schoolId', '=', schoolId)
    .where('userId', 'in', userIds)
    .groupBy('userId')
    .execute();
}

/**
 * Inserts entries; a student who got an entry in force meanwhile keeps that one
 * (blacklist_one_active_ex) rather than failing. Returns the students added.
 */
export async function insertEntriesIfNone(
  db: Db,
  schoolId: number,
  rows: { userId: number; reason: string; noShowCount: number }[],
  startedAt: Date,
  endsAt: Date,
): Promise<number[]> {
  const added = await db
    .insertInto('blacklist')
    .values(rows.map((r) => ({ schoolId, ...r, startedAt, endsAt })))
    .onConflict((oc) => oc.doNothing())
    .returning('userId')
    .execute();
  return added.map((r) => r.userId);
}

/** Marks the activity's no-shows (status 1, never signed in, not back-filled, not yet marked); returns their user ids. */
export async function markNoShows(db: Db, schoolId: number, activityId: number): Promise<number[]> {
  const marked = await updateSchoolRows(db, 'activityEnrollments', schoolId, { activityId, status: 1, signInAt: null, signWay: null, noShow: false }, { noShow: true })
    .returning('userId')
    .execute();
  return marked.map((r) => r.userId);
}

/** Lowers the students' credit by `penalty` (not below 0) and counts one more no-show; returns their new counts. */
export async function chargeNoShow(db: Db, schoolId: number, userIds: number[], penalty: string): Promise<Map<number, number>> {
  const updated = await db
    .updateTable('students')
    .set({
      credit: sql`greatest(credit - ${penalty}::numeric, 0)`,
      noShowCount: sql`no_show_count + 1`,
    })
    .where('schoolId', '=', schoolId)
    .where('userId', 'in', userIds)
    .returning(['userId', 'noShowCount'])
    .execute();
  return new Map(updated.map((r) => [r.userId, Number(r.noShowCount)]));
}

/** Sets the student's credit (the caller computed it from the locked row). */
export async function setCredit(db: Db, schoolId: number, userId: number, credit: string): Promise<void> {
  await db.updateTable('students').set({ credit }).where('schoolId', '=', schoolId).where('userId', '=', userId).execute();
}
