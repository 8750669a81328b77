/**
 * The Kysely queries of the hours ledger (DESIGN.md §4): its rows (inserted, never updated), the
 * students' totals it keeps, and the reads of a student's rows. Always within one school.
 */
import { sql, type Insertable } from 'kysely';
import { fromHundredths } from '../../../../common/hoursRules.js';
import { LedgerSource } from '../../../../common/ledger.js';
import type { HoursLedgerTable } from '../../../db/types.js';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool, schoolRows } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';

/** The category's id and cap group; undefined when it is not the school's. */
export function findClassifyCap(db: Db, schoolId: number, classifyId: number) {
  return db.selectFrom('classifies').select(['id', 'capGroup']).where('schoolId', '=', schoolId).where('id', '=', classifyId).executeTakeFirst();
}

/** The term's id and kind; undefined when it is not the school's. */
export function findTermKind(db: Db, schoolId: number, termId: number) {
  return db.selectFrom('terms').select(['id', 'kind']).where('schoolId', '=', schoolId).where('id', '=', termId).executeTakeFirst();
}

/** The students' rows (user id, postgraduate, grade), locked FOR UPDATE in user-id order. */
export function lockStudentRows(db: Db, schoolId: number, userIds: number[]) {
  return db
    .selectFrom('students')
    .select(['userId', 'isPostgraduate', 'grade'])
    .where('schoolId', '=', schoolId)
    .where('userId', 'in', userIds)
    .orderBy('userId')
    .forUpdate()
    .execute();
}

/** Adds hundredths to students.hours, one statement for all (user id → hundredths, none zero). */
export async function addStudentHours(db: Db, schoolId: number, added: [userId: number, hundredths: number][]): Promise<void> {
  if (added.length === 0) return;
  const values = sql.join(added.map(([id, h]) => sql`(${id}::int, ${fromHundredths(h)}::numeric)`));
  await sql`update students s set hours = s.hours + v.h from (values ${values}) as v(uid, h)
    where s.school_id = ${schoolId} and s.user_id = v.uid`.execute(db);
}

/** The student's stored total hours as text (`students.hours`); throws when not a student of the school. */
export async function studentHoursText(db: Db, schoolId: number, userId: number): Promise<string> {
  const row = await db.selectFrom('students').select(sql<string>`hours::text`.as('hours')).where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirstOrThrow();
  return row.hours;
}

/** Of `userIds`, those who already have a ledger row for (sourceType, relationId). */
export async function issuedUserIds(db: Db, schoolId: number, sourceType: number, relationId: number, userIds: number[]): Promise<Set<number>> {
  const rows = await schoolRows(db, 'hoursLedger', schoolId, { sourceType, relationId }).select('userId').where('userId', 'in', userIds).execute();
  return new Set(rows.map((r) => r.userId));
}

/** Σ granted hours (text) per student in the term over the categories of one cap group. */
export async function capGroupSums(db: Db, schoolId: number, termId: number | null, capGroup: string | null, userIds: number[]): Promise<Map<number, string>> {
  const rows = await fromSchool(db, 'hoursLedger as l', schoolId)
    .innerJoin('classifies as c', sameSchool('c.id', 'l.classifyId'))
    .select(['l.userId', sql<string>`sum(l.granted_hours)::text`.as('sum')])
    .where('l.termId', '=', termId)
    .where('c.capGroup', '=', capGroup)
    .where('l.userId', 'in', userIds)
    .groupBy('l.userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, r.sum]));
}

/**
 * Inserts ledger rows (all of `schoolId`), skipping any whose (school, source type, relation,
 * student) exists; → the rows written: user id, granted and requested hours as text.
 */
export async function insertLedgerRows(db: Db, schoolId: number, rows: Omit<Insertable<HoursLedgerTable>, 'schoolId'>[]) {
  if (rows.length === 0) return [];
  return db
    .insertInto('hoursLedger')
    .values(rows.map((r) => ({ ...r, schoolId })))
    .onConflict((oc) => oc.columns(['schoolId', 'sourceType', 'relationId', 'userId']).doNothing())
    .returning(['userId', sql<string>`granted_hours::text`.as('granted'), sql<string>`requested_hours::text`.as('requested')])
    .execute();
}

/** Σ granted hours (text) of one student per category (any order). */
export function hoursPerClassify(db: Db, schoolId: number, userId: number) {
  return schoolRows(db, 'hoursLedger', schoolId, { userId }).select(['classifyId', sql<string>`sum(granted_hours)::text`.as('sum')]).groupBy('classifyId').execute();
}

/** Σ granted hours (text) of one student per term with the term's name, by start date, no term last. */
export function hoursPerTerm(db: Db, schoolId: number, userId: number) {
  return fromSchool(db, 'hoursLedger as l', schoolId)
    .leftJoin('terms as t', sameSchool('t.id', 'l.termId'))
    .select(['l.termId', 't.name', sql<string>`sum(l.granted_hours)::text`.as('sum')])
    .where('l.userId', '=', userId)
    .groupBy(['l.termId', 't.name', 't.startDate'])
    .orderBy(sql`t.start_date asc nulls last`)
    .execute();
}

/** The filters of a student's ledger rows; `classifyIds` null for any category. */
export interface LedgerFilter {
  termId?: number;
  sourceType?: number;
  classifyIds: number[] | null;
}

/**
 * One page of a student's ledger rows, newest first, with the term's name, the activity's name and
 * 'project · option' of a declaration; and how many match.
 */
export function findLedgerRecords(db: Db, schoolId: number, userId: number, f: LedgerFilter, page: { limit: number; offset: number }) {
  return pageOf(
    fromSchool(db, 'hoursLedger as l', schoolId)
      .leftJoin('terms as t', sameSchool('t.id', 'l.termId'))
      .leftJoin('activities as a', (j) =>
        j.onRef('a.id', '=', 'l.relationId').onRef('a.schoolId', '=', 'l.schoolId').on('l.sourceType', '=', LedgerSource.ACTIVITY))
      .leftJoin('declarations as d', (j) =>
        j.onRef('d.id', '=', 'l.relationId').onRef('d.schoolId', '=', 'l.schoolId').on('l.sourceType', '=', LedgerSource.DECLARATION))
      .leftJoin('declarationProjects as dp', sameSchool('dp.id', 'd.projectId'))
      .leftJoin('declarationProjectOptions as dpo', sameSchool('dpo.id', 'd.optionId'))
      .where('l.userId', '=', userId)
      .$if(f.termId !== undefined, (q) => q.where('l.termId', '=', f.termId!))
      .$if(f.sourceType !== undefined, (q) => q.where('l.sourceType', '=', f.sourceType!))
      .$if(f.classifyIds !== null, (q) => q.where('l.classifyId', 'in', f.classifyIds!))
      .select([
        'l.id', 'l.sourceType', 'l.relationId', 'l.classifyId', 'l.termId', 'l.reason', 'l.issuedAt', 't.name as termName', 'a.name as activityName',
        sql<string>`l.requested_hours::text`.as('requestedHours'),
        sql<string>`l.granted_hours::text`.as('grantedHours'),
        sql<string | null>`dp.name || ' · ' || dpo.name`.as('declarationName'),
      ])
      .orderBy('l.issuedAt', 'desc')
      .orderBy('l.id', 'desc'),
    page,
  );
}
