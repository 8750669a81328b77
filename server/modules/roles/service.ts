/**
 * Roles and their permissions (spec §3 permission tree node, §4 permission tree, §6; issue 3 data
 * scope), always within the session's school.
 *
 * A role is a staff role (identity 0: holds staff modules only) unless it is the school's student
 * role (code 'student', identity 2: student modules only). Built-in roles — 系统管理员 (admin) and
 * 学生 (student) — cannot be deleted; the admin role keeps 角色权限 and the whole-school scope so the
 * school can never lock itself out. Role changes apply to the holders' next request (permissions and
 * GET /system/modules read role_modules on every call), so certainly at their next sign-in.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { PermissionNode, RoleDetail, RoleRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import { apiList, parsePermission, permissionString, type PermissionModule } from './permission.js';
import type { RoleInputParams, RoleListParams } from './schema.js';
import type { Trx } from '../../db/db.js';

export const ADMIN_ROLE_CODE = 'admin';
export const STUDENT_ROLE_CODE = 'student';
const BUILT_IN = [ADMIN_ROLE_CODE, STUDENT_ROLE_CODE];
/** The module the admin role always keeps (角色权限). */
export const ROLE_MODULE_PATH = '/system/teacher/role';

export const roleIdentity = (code: string): 0 | 2 => (code === STUDENT_ROLE_CODE ? 2 : 0);

interface ModuleRow extends PermissionModule {
  path: string;
  isBtn: number;
  orderId: number;
}

/** The modules a role of this identity may hold in the school, parents before children, siblings by orderId. */
export async function grantableModules(db: Kysely<Database>, schoolId: number, identity: number): Promise<ModuleRow[]> {
  const rows = await db
    .selectFrom('modules')
    .select(['id', 'name', 'path', 'parentId', 'orderId', 'isBtn', 'api'])
    .where((eb) => eb.or([eb('schoolId', 'is', null), eb('schoolId', '=', schoolId)]))
    .where('identity', '=', identity)
    .execute();
  const children = new Map<number | null, ModuleRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const key = r.parentId != null && ids.has(r.parentId) ? r.parentId : null;
    children.set(key, [...(children.get(key) ?? []), r]);
  }
  const out: ModuleRow[] = [];
  const walk = (parent: number | null) => {
    for (const r of (children.get(parent) ?? []).sort((a, b) => a.orderId - b.orderId || a.id - b.id)) {
      out.push(r);
      walk(r.id);
    }
  };
  walk(null);
  return out;
}

/** GET /system/role/tree → PermissionNode[]: every module a role of `identity` may hold, as a tree. */
export async function permissionTree(db: Kysely<Database>, session: Session, identity: number): Promise<PermissionNode[]> {
  const rows = await grantableModules(db, session.schoolId, identity);
  const nodes = new Map<number, PermissionNode>();
  const roots: PermissionNode[] = [];
  for (const r of rows) {
    const node: PermissionNode = { id: r.id, name: r.name, path: r.path, isBtn: r.isBtn === 1 ? 1 : 0, api: apiList(r.api), children: [] };
    nodes.set(r.id, node);
    const parent = r.parentId != null ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

function roleQuery(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('roles as r')
    .leftJoin('colleges as c', (j) => j.onRef('c.id', '=', 'r.scopeCollegeId').onRef('c.schoolId', '=', 'r.schoolId'))
    .where('r.schoolId', '=', schoolId);
}

const roleColumns = [
  'r.id', 'r.name', 'r.remarks', 'r.code', 'r.dataScope', 'r.scopeCollegeId',
  sql<string>`coalesce(c.name, '')`.as('scopeCollegeName'),
  sql<number>`(select count(*) from user_roles ur where ur.school_id = r.school_id and ur.role_id = r.id)`.as('userCount'),
] as const;

type RoleRecord = { id: number; name: string; remarks: string; code: string; dataScope: number; scopeCollegeId: number | null; scopeCollegeName: string; userCount: number | string };

function toRow(r: RoleRecord): RoleRow {
  return {
    id: r.id,
    name: r.name,
    remarks: r.remarks,
    dataScope: r.dataScope as RoleRow['dataScope'],
    scopeCollegeId: r.scopeCollegeId,
    scopeCollegeName: r.scopeCollegeName,
    userCount: Number(r.userCount),
    builtIn: BUILT_IN.includes(r.code),
    identity: roleIdentity(r.code),
  };
}

/** GET /system/roles → {list: RoleRow[], total}, built-in roles first, then by id. */
export async function listRoles(db: Kysely<Database>, session: Session, p: RoleListParams): Promise<Page<RoleRow>> {
  let q = roleQuery(db, session.schoolId);
  if (p.name) q = q.where('r.name', 'like', likeContains(p.name));
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .select([...roleColumns])
    .orderBy(sql`case r.code when 'admin' then 0 when 'student' then 1 else 2 end`)
    .orderBy('r.id')
    .limit(p.size)
    .offset(pageOffset(p))
    .execute();
  return { list: rows.map(toRow), total: Number(total) };
}

/** GET /system/role/options → [{id, name}] of the school's staff roles (for assigning to staff). */
export async function roleOptions(db: Kysely<Database>, session: Session): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('schoolId', '=', session.schoolId)
    .where('code', '!=', STUDENT_ROLE_CODE)
    .orderBy(sql`case code when 'admin' then 0 else 1 end`)
    .orderBy('id')
    .execute();
}

async function findRole(db: Kysely<Database>, schoolId: number, id: number): Promise<RoleRecord> {
  const row = await roleQuery(db, schoolId).select([...roleColumns]).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw badParams('角色不存在');
  return row;
}

/** GET /system/role/detail → RoleDetail: the row plus its permission string (spec §4). */
export async function roleDetail(db: Kysely<Database>, session: Session, id: number): Promise<RoleDetail> {
  const role = await findRole(db, session.schoolId, id);
  const modules = await grantableModules(db, session.schoolId, roleIdentity(role.code));
  const granted = await db.selectFrom('roleModules').select('moduleId').where('schoolId', '=', session.schoolId).where('roleId', '=', id).execute();
  return { ...toRow(role), permission: permissionString(granted.map((g) => g.moduleId), modules) };
}

/** Checks the input against the school and returns the module ids to store. */
async function validateInput(db: Kysely<Database>, session: Session, p: RoleInputParams, code: string): Promise<number[]> {
  const modules = await grantableModules(db, session.schoolId, roleIdentity(code));
  const parsed = parsePermission(p.permission, modules);
  if (!parsed.ok) throw badParams(parsed.message);
  if (p.dataScope === 2) {
    const college = await db.selectFrom('colleges').select('id').where('schoolId', '=', session.schoolId).where('id', '=', p.scopeCollegeId!).executeTakeFirst();
    if (!college) throw badParams('参数错误: scopeCollegeId 对应的学院不存在');
  }
  if (code === ADMIN_ROLE_CODE) {
    const roleModule = modules.find((m) => m.path === ROLE_MODULE_PATH);
    if (roleModule && !parsed.ids.includes(roleModule.id)) throw badParams('系统管理员角色必须保留“角色权限”');
    if (p.dataScope !== 1) throw badParams('系统管理员角色的数据范围只能是全校');
  }
  const clash = await db
    .selectFrom('roles')
    .select('id')
    .where('schoolId', '=', session.schoolId)
    .where('name', '=', p.name)
    .$if(p.id !== undefined, (q) => q.where('id', '!=', p.id!))
    .executeTakeFirst();
  if (clash) throw badParams('角色名称已存在');
  return parsed.ids;
}

async function storeModules(trx: Kysely<Database>, schoolId: number, roleId: number, ids: number[]): Promise<void> {
  await trx.deleteFrom('roleModules').where('schoolId', '=', schoolId).where('roleId', '=', roleId).execute();
  if (ids.length) await trx.insertInto('roleModules').values(ids.map((moduleId) => ({ schoolId, roleId, moduleId }))).execute();
}

/** POST /system/role/add → RoleDetail of the new staff role; role and grants in the route's transaction. */
export async function addRole(db: Trx, session: Session, p: RoleInputParams): Promise<RoleDetail> {
  const code = `role_${randomUUID().slice(0, 8)}`;
  const ids = await validateInput(db, session, { ...p, id: undefined }, code);
  const role = await db
    .insertInto('roles')
    .values({
      schoolId: session.schoolId, code, name: p.name, remarks: p.remarks, dataScope: p.dataScope,
      scopeCollegeId: p.dataScope === 2 ? p.scopeCollegeId! : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await storeModules(db, session.schoolId, role.id, ids);
  const id = role.id;
  return roleDetail(db, session, id);
}

/** POST /system/role/update {id, …} → RoleDetail; the grants are replaced in the route's transaction. */
export async function updateRole(db: Trx, session: Session, p: RoleInputParams): Promise<RoleDetail> {
  if (p.id === undefined) throw badParams('参数错误: id 不能为空');
  const role = await findRole(db, session.schoolId, p.id);
  // The student role has no data scope of its own: it sees its own data only.
  const input = role.code === STUDENT_ROLE_CODE ? { ...p, dataScope: 1 as const } : p;
  const ids = await validateInput(db, session, input, role.code);
  await db
    .updateTable('roles')
    .set({
      name: input.name, remarks: input.remarks, dataScope: input.dataScope,
      scopeCollegeId: input.dataScope === 2 ? input.scopeCollegeId! : null,
    })
    .where('schoolId', '=', session.schoolId)
    .where('id', '=', role.id)
    .execute();
  await storeModules(db, session.schoolId, role.id, ids);
  return roleDetail(db, session, role.id);
}

/** POST /system/role/delete {id} → null. Refused for built-in roles and while users hold the role. */
export async function deleteRole(db: Trx, session: Session, id: number): Promise<null> {
  const role = await findRole(db, session.schoolId, id);
  if (BUILT_IN.includes(role.code)) throw badParams(`“${role.name}”是系统内置角色,无法删除`);
  const users = Number(role.userCount);
  if (users > 0) throw badParams(`该角色下仍有 ${users} 名用户,无法删除`);
  await db.deleteFrom('roleModules').where('schoolId', '=', session.schoolId).where('roleId', '=', id).execute();
  await db.deleteFrom('roles').where('schoolId', '=', session.schoolId).where('id', '=', id).execute();
  return null;
}
