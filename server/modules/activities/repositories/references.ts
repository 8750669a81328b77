/**
 * The Kysely queries of what activities refer to (issue 4), always within one school: the
 * organisations a user owns and those below them, the caller's student row, and the lookups of the
 * launch form's references and options (organisations, categories, flows, users, colleges, files).
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/db.js';
import { findTreeOptionRows, schoolRows } from '../../../db/tenant.js';

/** Ids of the school's organisations whose owner (organizations.user_id) is the user. */
export async function ownedOrganizationIds(db: Db, schoolId: number, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('organizations').select('id').where('schoolId', '=', schoolId).where('userId', '=', userId).execute();
  return rows.map((r) => r.id);
}

/** Ids of the school's organisations below any of `ids` (parent_ids lists every ancestor); [] for none. */
export async function descendantOrganizationIds(db: Db, schoolId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('organizations')
    .select('id')
    .where('schoolId', '=', schoolId)
    .where((eb) => eb.or(ids.map((id) => eb(sql<string>`',' || parent_ids || ','`, 'like', `%,${id},%`))))
    .execute();
  return rows.map((r) => r.id);
}

/** The user's student row ({collegeId}) in the school, undefined when they are no student. */
export function findStudent(db: Db, schoolId: number, userId: number): Promise<{ collegeId: number | null } | undefined> {
  return db.selectFrom('students').select('collegeId').where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirst();
}

/** True when the organisation is the school's. */
export async function organizationExists(db: Db, schoolId: number, id: number): Promise<boolean> {
  return (await db.selectFrom('organizations').select('id').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** True when the college is the school's. */
export async function collegeExists(db: Db, schoolId: number, id: number): Promise<boolean> {
  return (await db.selectFrom('colleges').select('id').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The school's category ({limitType}), undefined when none. */
export function findClassify(db: Db, schoolId: number, id: number) {
  return db.selectFrom('classifies').select('limitType').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** The school's flow template ({kind, enabled}), undefined when none. */
export function findFlow(db: Db, schoolId: number, id: number) {
  return db.selectFrom('flowTemplates').select(['kind', 'enabled']).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** The school's user ({status}), undefined when none. */
export function findUser(db: Db, schoolId: number, id: number) {
  return db.selectFrom('users').select('status').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** An uploaded file of the school ({id, storageKey, name, type, size}) by its storage key, or else by its id; undefined when none. */
export function findFile(db: Db, schoolId: number, by: { key?: string; id?: number }) {
  return db
    .selectFrom('files')
    .select(['id', 'storageKey', 'name', 'type', 'size'])
    .where('schoolId', '=', schoolId)
    .$if(by.key !== undefined, (q) => q.where('storageKey', '=', by.key!))
    .$if(by.key === undefined, (q) => q.where('id', '=', by.id!))
    .executeTakeFirst();
}

/** The school's rows {id, name, parentId} of `table` (only `ids` when given; [] for none), by orderId then id. */
async function namedOptions(db: Db, table: 'colleges' | 'organizations', schoolId: number, ids: number[] | null): Promise<{ id: number; name: string; parentId: number }[]> {
  if (ids && ids.length === 0) return [];
  return findTreeOptionRows(db, table, schoolId, ids === null ? undefined : { column: 'id', values: ids });
}

/** The school's colleges {id, name, parentId} (only `ids` when given; [] for none), by orderId then id. */
export const collegeOptions = (db: Db, schoolId: number, ids: number[] | null) => namedOptions(db, 'colleges', schoolId, ids);

/** The school's organisations {id, name, parentId} (only `ids` when given; [] for none), by orderId then id. */
export const organizationOptions = (db: Db, schoolId: number, ids: number[] | null) => namedOptions(db, 'organizations', schoolId, ids);

/** The school's enabled flows of kind 1 活动审核 and 2 结项审核 {id, name, kind}, by kind then id. */
export function flowOptions(db: Db, schoolId: number) {
  return schoolRows(db, 'flowTemplates', schoolId, { enabled: true }).select(['id', 'name', 'kind']).where('kind', 'in', [1, 2]).orderBy('kind').orderBy('id').execute();
}

/** The school's names of the two limit types ({compulsoryName, electiveName}). */
export function findLimitTypeNames(db: Db, schoolId: number) {
  return db.selectFrom('schools').select(['compulsoryName', 'electiveName']).where('id', '=', schoolId).executeTakeFirstOrThrow();
}
