/**
 * The queries every structure level shares (校区, 院系, 专业, 班级), always within one school: a row
 * by id, a name or code already used, references counted, a row deleted.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../../../db/db.js';
import type { Database } from '../../../db/types.js';
import { detachReferences, type NullableReference } from '../../../db/tenant.js';

export type StructureTable = 'campuses' | 'colleges' | 'majors' | 'classes';
export type CountTable = StructureTable | 'students';

/** The school's row `id` of `table`, or undefined. */
export async function findRow<T extends StructureTable>(db: Db, table: T, schoolId: number, id: number): Promise<Selectable<Database[T]> | undefined> {
  const row = await (db as Kysely<any>).selectFrom(table).selectAll().where('id', '=', id).where('schoolId', '=', schoolId).executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** Rows of `table` in the school whose `column` (snake_case) equals `value`. */
export async function countWhere(db: Db, table: CountTable, column: string, value: number, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('n'))
    .where('schoolId', '=', schoolId)
    .where(sql.ref(column), '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many rows of `table` reference the row aliased `alias` through `column` (snake_case), as a
 * correlated subquery for a list's select: `countRefs('students', 'college_id', 'c').as('studentCount')`.
 */
export function countRefs(table: CountTable, column: string, alias: string) {
  return sql<number>`(select count(*)::int from ${sql.table(table)} x where x.school_id = ${sql.ref(`${alias}.school_id`)} and ${sql.ref(`x.${column}`)} = ${sql.ref(`${alias}.id`)})`;
}

/**
 * True when a row of `table` in the school other than `exceptId` has `value` in `column`; `within`
 * narrows the check to rows with the same parent (e.g. majors of one college).
 */
export async function valueTaken(
  db: Db,
  table: StructureTable,
  schoolId: number,
  column: 'name' | 'code',
  value: string,
  exceptId?: number,
  within?: { column: 'collegeId'; value: number },
): Promise<boolean> {
  const row = await (db as Kysely<any>)
    .selectFrom(table)
    .select('id')
    .where('schoolId', '=', schoolId)
    .where(column, '=', value)
    .$if(within !== undefined, (q) => q.where(within!.column, '=', within!.value))
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

/** The nullable references to a structure row, cleared before it goes (migration 20261126_013000). */
const DETACHED: Partial<Record<StructureTable, NullableReference[]>> = {
  colleges: [['roles', 'scopeCollegeId'], ['staff', 'collegeId'], ['organizations', 'collegeId'], ['organizationApplications', 'collegeId']],
};

/** Deletes the school's row `id` of `table`; roles scoped to and staff placed in a deleted college keep none. */
export async function deleteRow(db: Db, table: StructureTable, schoolId: number, id: number): Promise<void> {
  await detachReferences(db, schoolId, id, DETACHED[table] ?? []);
  await (db as Kysely<any>).deleteFrom(table).where('id', '=', id).where('schoolId', '=', schoolId).execute();
}

/** Moves the school's students whose `by` column equals `id` (placement columns changed as given). */
export async function moveStudents(
  db: Db,
  schoolId: number,
  by: 'collegeId' | 'majorId' | 'classId',
  id: number,
  set: { campusId?: number; collegeId?: number; majorId?: number; grade?: string },
): Promise<void> {
  await db.updateTable('students').set(set).where('schoolId', '=', schoolId).where(by, '=', id).execute();
}
