/** The Kysely queries of the category tree (spec §3 category tree node), always within one school. */
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/db.js';
import { schoolRowTaken } from '../../db/tenant.js';
import type { ClassifiesTable } from '../../db/types.js';

/** Every category of the school as flat rows (all columns), by orderNumber then id. */
export function classifyRows(db: Db, schoolId: number): Promise<Selectable<ClassifiesTable>[]> {
  return db.selectFrom('classifies').selectAll().where('schoolId', '=', schoolId).orderBy('orderNumber').orderBy('id').execute();
}

/** One category of the school (all columns), or undefined. */
export function findClassify(db: Db, schoolId: number, id: number) {
  return db.selectFrom('classifies').selectAll().where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** True when a category under `parentId` other than `exceptId` is named `name`. */
export function siblingNamed(db: Db, schoolId: number, parentId: number, name: string, exceptId?: number): Promise<boolean> {
  return schoolRowTaken(db, 'classifies', schoolId, { parentId, name }, exceptId || undefined);
}

/** Inserts a category and returns its id. */
export async function insertClassify(db: Db, schoolId: number, v: Omit<Insertable<ClassifiesTable>, 'schoolId'>): Promise<number> {
  const { id } = await db.insertInto('classifies').values({ ...v, schoolId }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes a category's columns. */
export async function updateClassifyRow(db: Db, schoolId: number, id: number, changes: Updateable<ClassifiesTable>): Promise<void> {
  await db.updateTable('classifies').set(changes).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** How many child categories and hours-ledger rows reference the category. */
export async function countDependents(db: Db, schoolId: number, id: number): Promise<{ children: number; ledger: number }> {
  const count = async (q: Promise<{ n: number } | undefined>) => Number((await q)?.n ?? 0);
  const children = await count(db.selectFrom('classifies').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', schoolId).where('parentId', '=', id).executeTakeFirst());
  const ledger = await count(db.selectFrom('hoursLedger').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', schoolId).where('classifyId', '=', id).executeTakeFirst());
  return { children, ledger };
}

/** Deletes the category. */
export async function deleteClassifyRow(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('classifies').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}
