/**
 * The Kysely queries of 参数设置 and 诚信设置 (issue 13): the school's units, its integrity row, its
 * cohorts, the change log, and the names of the students a preview lists. Everything is scoped by
 * the school id it is given.
 */
import { sql } from 'kysely';
import { IMPORT_LIMIT_DEFAULTS, type ImportLimits, type IntegrityParams, type SchoolUnits } from '../../../common/schoolParams.js';
import type { Db } from '../../db/db.js';

export async function unitsOf(db: Db, schoolId: number): Promise<SchoolUnits> {
  return db.selectFrom('schools').select(['hoursUnit', 'waysConvert', 'decimalPlaces']).where('id', '=', schoolId).executeTakeFirstOrThrow();
}

export async function writeUnits(db: Db, schoolId: number, u: SchoolUnits): Promise<void> {
  await db.updateTable('schools').set(u).where('id', '=', schoolId).execute();
}

/** The integrity parameters; the migration's defaults when the school has no row. */
export async function integrityOf(db: Db, schoolId: number): Promise<IntegrityParams> {
  const row = await db
    .selectFrom('schoolRules')
    .select(['creditStart', 'noShowPenalty', 'noShowLimit', 'blacklistDays'])
    .where('schoolId', '=', schoolId)
    .executeTakeFirst();
  if (!row) return { creditStart: 100, noShowPenalty: 5, noShowLimit: 3, blacklistDays: 90 };
  return { creditStart: Number(row.creditStart), noShowPenalty: Number(row.noShowPenalty), noShowLimit: row.noShowLimit, blacklistDays: row.blacklistDays };
}

export async function writeIntegrity(db: Db, schoolId: number, p: IntegrityParams): Promise<void> {
  await db
    .insertInto('schoolRules')
    .values({ schoolId, ...p })
    .onConflict((oc) => oc.column('schoolId').doUpdateSet({ ...p, updatedAt: new Date() }))
    .execute();
}

/** The spreadsheet import caps (issue 14); the defaults when the school has no row. */
export async function importLimitsOf(db: Db, schoolId: number): Promise<ImportLimits> {
  const row = await db.selectFrom('schoolRules').select(['importMaxRows', 'importMaxInflatedMb']).where('schoolId', '=', schoolId).executeTakeFirst();
  return row ?? { ...IMPORT_LIMIT_DEFAULTS };
}

export async function writeImportLimits(db: Db, schoolId: number, p: ImportLimits): Promise<void> {
  await db
    .insertInto('schoolRules')
    .values({ schoolId, ...p })
    .onConflict((oc) => oc.column('schoolId').doUpdateSet({ ...p, updatedAt: new Date() }))
    .execute();
}

/** The grades of the school's students (status 1) with their counts, oldest first. */
export async function cohorts(db: Db, schoolId: number): Promise<{ grade: string; students: number }[]> {
  const rows = await db
    .selectFrom('students')
    .select([sql<string>`coalesce(grade, '')`.as('grade'), sql<number>`count(*)::int`.as('students')])
    .where('schoolId', '=', schoolId)
    .where('status', '=', 1)
    .groupBy('grade')
    .orderBy('grade')
    .execute();
  return rows.map((r) => ({ grade: r.grade, students: Number(r.students) }));
}

/** Serialises changes of one school's parameters (two administrators saving at once). */
export async function lockSchoolParams(db: Db, schoolId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(2026112413, ${schoolId})`.execute(db);
}

export interface ChangeInsert {
  schoolId: number;
  target: string;
  fromGrade: number | null;
  before: unknown;
  after: unknown;
  affected: number;
  changedBy: number;
}

export async function recordChange(db: Db, c: ChangeInsert): Promise<void> {
  await db
    .insertInto('hoursRuleChanges')
    .values({ ...c, before: c.before === null ? null : JSON.stringify(c.before), after: c.after === null ? null : JSON.stringify(c.after) })
    .execute();
}

/** A page of the change log, newest first, with the changer's name. */
export async function changePage(db: Db, schoolId: number, p: { limit: number; offset: number; target?: string }) {
  const base = db
    .selectFrom('hoursRuleChanges as c')
    .where('c.schoolId', '=', schoolId)
    .$if(p.target !== undefined, (q) => q.where('c.target', '=', p.target!));
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'c.changedBy').onRef('u.schoolId', '=', 'c.schoolId'))
      .select(['c.id', 'c.target', 'c.fromGrade', 'c.before', 'c.after', 'c.affected', 'c.changedAt', sql<string>`coalesce(u.name, '')`.as('changedByName')])
      .orderBy('c.changedAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(p.limit)
      .offset(p.offset)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Number, name and college of students, by user id. */
export async function studentNames(db: Db, schoolId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { code: string; name: string; collegeName: string }>();
  const rows = await db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 's.collegeId').onRef('co.schoolId', '=', 's.schoolId'))
    .select(['s.userId', 's.code', 'u.name', sql<string>`coalesce(co.name, '')`.as('collegeName')])
    .where('s.schoolId', '=', schoolId)
    .where('s.userId', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [r.userId, { code: r.code, name: r.name, collegeName: r.collegeName }]));
}
