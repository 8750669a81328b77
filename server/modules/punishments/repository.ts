/**
 * The Kysely queries of punishments (issue 21): the scoped list, one record, the student's own,
 * locking and writing. Every function takes db then the school; every query stays within it.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { PunishmentListParams } from '../../../common/schemas/punishments.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import type { Database } from '../../db/types.js';
import { likeContains } from '../../util/like.js';
import { scopeCondition } from '../students/scope.js';

type Page = { limit: number; offset: number };

/** Punishments as PunishmentRow columns: `p` the record, `u`/`s` the student, `co` college, `cl` class, `cb` who cancelled. */
function punishmentSelect(db: Db, schoolId: number, scope: DataScope | null) {
  const cond = scope ? scopeCondition(scope) : null;
  return fromSchool(db, 'punishments as p', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'p.userId'))
    .innerJoin('students as s', sameSchool('s.userId', 'p.userId'))
    .leftJoin('colleges as co', sameSchool('co.id', 's.collegeId'))
    .leftJoin('classes as cl', sameSchool('cl.id', 's.classId'))
    .leftJoin('users as cb', sameSchool('cb.id', 'p.cancelledBy'))
    .$if(cond !== null, (q) => q.where(cond!))
    .select([
      'p.id', 'p.userId', 'u.name', 's.code', 'p.level', 'p.reason', 'p.punishedOn', 'p.documentNo', 'p.blacklistId', 'p.status', 'p.cancelReason',
      'p.cancelledAt', 'p.createdAt', 'p.fileIds', 'p.createdBy',
      sql<string>`p.deducted::text`.as('deducted'),
      sql<string>`to_char(p.punished_on, 'YYYY-MM-DD')`.as('punishedDay'),
      sql<string>`coalesce(co.name, '')`.as('collegeName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
      sql<string>`coalesce(cb.name, '')`.as('cancelledByName'),
    ]);
}
export type PunishmentRaw = Awaited<ReturnType<ReturnType<typeof punishmentSelect>['executeTakeFirstOrThrow']>>;

/** The page of punishments of students in the scope, newest first. */
export function findPunishments(db: Db, schoolId: number, scope: DataScope, f: PunishmentListParams, page: Page) {
  return pageOf(
    punishmentSelect(db, schoolId, scope)
      .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('u.name', 'ilike', likeContains(f.name!)), eb('s.code', 'ilike', likeContains(f.name!))])))
      .$if(f.level !== undefined, (q) => q.where('p.level', '=', f.level!))
      .$if(f.status !== undefined, (q) => q.where('p.status', '=', f.status!))
      .orderBy('p.punishedOn', 'desc')
      .orderBy('p.id', 'desc'),
    page,
  );
}

/** One punishment when its student is in the scope (null scope: any, e.g. the student's own). */
export function findPunishment(db: Db, schoolId: number, scope: DataScope | null, id: number) {
  return punishmentSelect(db, schoolId, scope).where('p.id', '=', id).executeTakeFirst();
}

/** The student's own punishments, newest first. */
export function findOwnPunishments(db: Db, schoolId: number, userId: number) {
  return punishmentSelect(db, schoolId, null).where('p.userId', '=', userId).orderBy('p.punishedOn', 'desc').orderBy('p.id', 'desc').execute();
}

export function lockPunishment(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'punishments', schoolId, { id }).selectAll().forUpdate().executeTakeFirst();
}

export function insertPunishment(db: Db, row: Insertable<Database['punishments']>) {
  return db.insertInto('punishments').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function updatePunishment(db: Db, schoolId: number, id: number, values: Updateable<Database['punishments']>): Promise<void> {
  await db.updateTable('punishments').set({ ...values, updatedAt: new Date() }).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** True when another punishment of the school has the document number. */
export async function documentTaken(db: Db, schoolId: number, documentNo: string, exceptId?: number): Promise<boolean> {
  const row = await schoolRows(db, 'punishments', schoolId, { documentNo }).select('id').$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!)).executeTakeFirst();
  return row !== undefined;
}

/** The student of the school with this number (学号), or undefined. */
export function findStudentByCode(db: Db, schoolId: number, code: string) {
  return schoolRows(db, 'students', schoolId, { code }).select('userId').executeTakeFirst();
}

/** Uploaded files among `ids` of the school, uploaded by `userId` or already among `kept`. */
export function findEvidence(db: Db, schoolId: number, userId: number, ids: number[], kept: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId)
    .select(['id', 'name', 'storageKey'])
    .where('id', 'in', ids)
    .where((eb) => (kept.length ? eb.or([eb('uploadedBy', '=', userId), eb('id', 'in', kept)]) : eb('uploadedBy', '=', userId)))
    .execute();
}

/** The files of `ids` (any uploader) for showing. */
export function findFiles(db: Db, schoolId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'name', 'storageKey']).where('id', 'in', ids).execute();
}

/** The user's name (who recorded a punishment). */
export async function userName(db: Db, schoolId: number, userId: number): Promise<string> {
  return (await schoolRows(db, 'users', schoolId, { id: userId }).select('name').executeTakeFirst())?.name ?? '';
}

/** The student's credit (text, 2 decimals). */
export async function studentCredit(db: Db, schoolId: number, userId: number): Promise<string> {
  const row = await schoolRows(db, 'students', schoolId, { userId }).select(sql<string>`round(credit, 2)::text`.as('credit')).executeTakeFirst();
  return row?.credit ?? '0.00';
}
