/**
 * The Kysely queries of 角色权限 (spec §4, §6; issue 3): roles, their granted modules and the
 * modules a role may hold, always within one school.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { detachReferences, fromSchool, sameSchool, schoolRowTaken } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

/** The school's modules (and the shared ones) of one identity: id, name, English name, path, parent, order, button flag, api list (unordered). */
export function findModules(db: Db, schoolId: number, identity: number) {
  return db
    .selectFrom('modules')
    .select(['id', 'name', 'nameEn', 'path', 'parentId', 'orderId', 'isBtn', 'api'])
    .where((eb) => eb.or([eb('schoolId', 'is', null), eb('schoolId', '=', schoolId)]))
    .where('identity', '=', identity)
    .execute();
}

/** Roles r of the school with their scope college's name and holder count. */
function roles(db: Db, schoolId: number) {
  return fromSchool(db, 'roles as r', schoolId)
    .leftJoin('colleges as c', sameSchool('c.id', 'r.scopeCollegeId'))
    .select([
      'r.id', 'r.name', 'r.remarks', 'r.code', 'r.dataScope', 'r.scopeCollegeId',
      sql<string>`coalesce(c.name, '')`.as('scopeCollegeName'),
      sql<number>`(select count(*) from user_roles ur where ur.school_id = r.school_id and ur.role_id = r.id)`.as('userCount'),
    ]);
}

/** One page of the school's roles (name contains `name`), built-in roles first (admin, student), then by id; and how many match. */
export function findRolePage(db: Db, schoolId: number, name: string | undefined, page: { limit: number; offset: number }) {
  return pageOf(
    roles(db, schoolId)
      .$if(!!name, (q) => q.where('r.name', 'like', likeContains(name!)))
      .orderBy(sql`case r.code when 'admin' then 0 when 'student' then 1 else 2 end`)
      .orderBy('r.id'),
    page,
  );
}

/** One role of the school with its counts, or undefined. */
export function findRole(db: Db, schoolId: number, id: number) {
  return roles(db, schoolId).where('r.id', '=', id).executeTakeFirst();
}

/** The school's roles other than the one with code `exceptCode`, {id, name}, admin first, then by id. */
export function findRoleOptions(db: Db, schoolId: number, exceptCode: string) {
  return db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('schoolId', '=', schoolId)
    .where('code', '!=', exceptCode)
    .orderBy(sql`case code when 'admin' then 0 else 1 end`)
    .orderBy('id')
    .execute();
}

/** The module ids granted to the role (unordered). */
export async function findGrantedModuleIds(db: Db, schoolId: number, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('roleModules').select('moduleId').where('schoolId', '=', schoolId).where('roleId', '=', roleId).execute();
  return rows.map((r) => r.moduleId);
}

/** True when the college is one of the school's. */
export async function collegeExists(db: Db, schoolId: number, collegeId: number): Promise<boolean> {
  const row = await db.selectFrom('colleges').select('id').where('schoolId', '=', schoolId).where('id', '=', collegeId).executeTakeFirst();
  return row !== undefined;
}

/** True when a role of the school other than `exceptId` is named `name`. */
export function roleNamed(db: Db, schoolId: number, name: string, exceptId?: number): Promise<boolean> {
  return schoolRowTaken(db, 'roles', schoolId, { name }, exceptId);
}

/** Replaces the role's granted modules with `moduleIds`. */
export async function replaceGrants(db: Db, schoolId: number, roleId: number, moduleIds: number[]): Promise<void> {
  await db.deleteFrom('roleModules').where('schoolId', '=', schoolId).where('roleId', '=', roleId).execute();
  if (moduleIds.length) await db.insertInto('roleModules').values(moduleIds.map((moduleId) => ({ schoolId, roleId, moduleId }))).execute();
}

/** A role's own columns. */
export interface RoleValues {
  name: string;
  remarks: string;
  dataScope: number;
  scopeCollegeId: number | null;
}

/** Inserts a role and returns its id. */
export async function insertRole(db: Db, schoolId: number, code: string, v: RoleValues): Promise<number> {
  const { id } = await db.insertInto('roles').values({ schoolId, code, ...v }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes a role's own columns. */
export async function updateRoleRow(db: Db, schoolId: number, id: number, v: RoleValues): Promise<void> {
  await db.updateTable('roles').set(v).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Deletes a role with its grants; flow steps audited by the role keep no role. */
export async function deleteRoleRow(db: Db, schoolId: number, id: number): Promise<void> {
  await detachReferences(db, schoolId, id, [['flowSteps', 'roleId']]);
  await db.deleteFrom('roleModules').where('schoolId', '=', schoolId).where('roleId', '=', id).execute();
  await db.deleteFrom('roles').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}
