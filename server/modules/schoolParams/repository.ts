/**
 * The Kysely queries of 参数设置 and 诚信设置 (issue 13): the school's units, its integrity row, its
 * cohorts, the change log, and the names of the students a preview lists. Everything is scoped by
 * the school id it is given.
 */
import { sql, type Updateable } from 'kysely';
import { IMPORT_LIMIT_DEFAULTS, type ImportLimits, type SchoolUnits } from '../../../common/schoolParams.js';
import type { IntegrityParams } from '../../../common/schemas/schoolParams.js';
import type { Db } from '../../db/db.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import type { Database } from '../../db/types.js';
import { pageOf } from '../../db/paging.js';

/** The school's hours unit, conversion text and decimal places. */
export async function unitsOf(db: Db, schoolId: number): Promise<SchoolUnits> {
  return db.selectFrom('schools').select(['hoursUnit', 'waysConvert', 'decimalPlaces', 'city']).where('id', '=', schoolId).executeTakeFirstOrThrow();
}

/** Writes the school's units. */
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

/** Writes columns of the school's school_rules row (made with the other columns' defaults when missing). */
export async function writeSchoolRules(db: Db, schoolId: number, p: Omit<Updateable<Database['schoolRules']>, 'schoolId' | 'updatedAt'>): Promise<void> {
  await db
    .insertInto('schoolRules')
    .values({ schoolId, ...p })
    .onConflict((oc) => oc.column('schoolId').doUpdateSet({ ...p, updatedAt: new Date() }))
    .execute();
}

/** Writes the integrity parameters. */
export const writeIntegrity = (db: Db, schoolId: number, p: IntegrityParams): Promise<void> => writeSchoolRules(db, schoolId, p);

/** The spreadsheet import caps (issue 14); the defaults when the school has no row. */
export async function importLimitsOf(db: Db, schoolId: number): Promise<ImportLimits> {
  const row = await db.selectFrom('schoolRules').select(['importMaxRows', 'importMaxInflatedMb']).where('schoolId', '=', schoolId).executeTakeFirst();
  return row ?? { ...IMPORT_LIMIT_DEFAULTS };
}

/** Writes the spreadsheet import caps. */
export const writeImportLimits = (db: Db, schoolId: number, p: ImportLimits): Promise<void> => writeSchoolRules(db, schoolId, p);

/** The grades of the school's students (status 1) with their counts, oldest first. */
export async function cohorts(db: Db, schoolId: number): Promise<{ grade: string; students: number }[]> {
  const rows = await schoolRows(db, 'students', schoolId, { status: 1 })
    .select([sql<string>`coalesce(grade, '')`.as('grade'), sql<number>`count(*)::int`.as('students')])
    .groupBy('grade')
    .orderBy('grade')
    .execute();
  return rows.map((r) => ({ grade: r.grade, students: Number(r.students) }));
}

/** Serialises changes of one school's parameters (two administrators saving at once). */
export async function lockSchoolParams(db: Db, schoolId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(2026112413, ${schoolId})`.execute(db);
}

/** One entry of the change log (before/after as the objects they were). */
export interface ChangeInsert {
  schoolId: number;
  target: string;
  fromGrade: number | null;
  before: unknown;
  after: unknown;
  affected: number;
  changedBy: number;
}

/** Appends one change to the school's change log (before/after as JSON text). */
export async function recordChange(db: Db, c: ChangeInsert): Promise<void> {
  await db
    .insertInto('hoursRuleChanges')
    .values({ ...c, before: c.before === null ? null : JSON.stringify(c.before), after: c.after === null ? null : JSON.stringify(c.after) })
    .execute();
}

/** One page of the school's change log (optionally of one target), newest first, with the changer's name; and how many match. */
export function changePage(db: Db, schoolId: number, target: string | undefined, page: { limit: number; offset: number }) {
  return pageOf(
    fromSchool(db, 'hoursRuleChanges as c', schoolId)
      .leftJoin('users as u', sameSchool('u.id', 'c.changedBy'))
      .$if(target !== undefined, (q) => q.where('c.target', '=', target!))
      .select(['c.id', 'c.target', 'c.fromGrade', 'c.before', 'c.after', 'c.affected', 'c.changedAt', sql<string>`coalesce(u.name, '')`.as('changedByName')])
      .orderBy('c.changedAt', 'desc')
      .orderBy('c.id', 'desc'),
    page,
  );
}

/** Number, name and college of students, by user id. */
export async function studentNames(db: Db, schoolId: number, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { code: string; name: string; collegeName: string }>();
  const rows = await fromSchool(db, 'students as s', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 's.userId'))
    .leftJoin('colleges as co', sameSchool('co.id', 's.collegeId'))
    .select(['s.userId', 's.code', 'u.name', sql<string>`coalesce(co.name, '')`.as('collegeName')])
    .where('s.userId', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [r.userId, { code: r.code, name: r.name, collegeName: r.collegeName }]));
}
