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
import type { PermissionNode, RoleDetail, RoleRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { buildTree, treeOrder } from '../../../common/tree.js';
import type { Session } from '../../auth/sessions.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { apiList, parsePermission, permissionString, type PermissionModule } from './permission.js';
import type { RoleInputParams, RoleListParams } from '../../../common/schemas/roles.js';
import type { Db, Trx } from '../../db/db.js';
import * as repo from './repository.js';

export const ADMIN_ROLE_CODE = 'admin';
export const STUDENT_ROLE_CODE = 'student';
const BUILT_IN = [ADMIN_ROLE_CODE, STUDENT_ROLE_CODE];
/** The module the admin role always keeps (角色权限). */
export const ROLE_MODULE_PATH = '/system/teacher/role';

export const roleIdentity = (code: string): 0 | 2 => (code === STUDENT_ROLE_CODE ? 2 : 0);

interface ModuleRow extends PermissionModule {
  nameEn: string;
  path: string;
  isBtn: number;
  orderId: number;
}

/** The modules a role of this identity may hold in the school, parents before children, siblings by orderId. */
export async function grantableModules(db: Db, schoolId: number, identity: number): Promise<ModuleRow[]> {
  const rows = await repo.findModules(db, schoolId, identity);
  return treeOrder(rows.sort((a, b) => a.orderId - b.orderId || a.id - b.id));
}

/** GET /system/role/tree → PermissionNode[]: every module a role of `identity` may hold, as a tree. */
export async function permissionTree(db: Db, session: Session, identity: number): Promise<PermissionNode[]> {
  const rows = await grantableModules(db, session.schoolId, identity);
  return buildTree(rows, (r): Omit<PermissionNode, 'children'> => ({ id: r.id, name: r.name, nameEn: r.nameEn, path: r.path, isBtn: r.isBtn === 1 ? 1 : 0, api: apiList(r.api) }));
}

type RoleRecord = NonNullable<Awaited<ReturnType<typeof repo.findRole>>>;

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
export async function listRoles(db: Db, session: Session, p: RoleListParams): Promise<Page<RoleRow>> {
  const { rows, total } = await repo.findRolePage(db, session.schoolId, p.name, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toRow), total };
}

/** GET /system/role/options → [{id, name}] of the school's staff roles (for assigning to staff). */
export async function roleOptions(db: Db, session: Session): Promise<{ id: number; name: string }[]> {
  return repo.findRoleOptions(db, session.schoolId, STUDENT_ROLE_CODE);
}

async function findRole(db: Db, schoolId: number, id: number): Promise<RoleRecord> {
  const row = await repo.findRole(db, schoolId, id);
  if (!row) throw badParams('角色不存在');
  return row;
}

/** GET /system/role/detail → RoleDetail: the row plus its permission string (spec §4). */
export async function roleDetail(db: Db, session: Session, id: number): Promise<RoleDetail> {
  const role = await findRole(db, session.schoolId, id);
  const modules = await grantableModules(db, session.schoolId, roleIdentity(role.code));
  const granted = await repo.findGrantedModuleIds(db, session.schoolId, id);
  return { ...toRow(role), permission: permissionString(granted, modules) };
}

/** Checks the input against the school and returns the module ids to store. */
async function validateInput(db: Db, session: Session, p: RoleInputParams, code: string): Promise<number[]> {
  const modules = await grantableModules(db, session.schoolId, roleIdentity(code));
  const parsed = parsePermission(p.permission, modules);
  if (!parsed.ok) throw badParams(parsed.message);
  if (p.dataScope === 2) {
    if (!(await repo.collegeExists(db, session.schoolId, p.scopeCollegeId!))) throw badParams('参数错误: scopeCollegeId 对应的学院不存在');
  }
  if (code === ADMIN_ROLE_CODE) {
    const roleModule = modules.find((m) => m.path === ROLE_MODULE_PATH);
    if (roleModule && !parsed.ids.includes(roleModule.id)) throw badParams('系统管理员角色必须保留“角色权限”');
    if (p.dataScope !== 1) throw badParams('系统管理员角色的数据范围只能是全校');
  }
  if (await repo.roleNamed(db, session.schoolId, p.name, p.id)) throw badParams('角色名称已存在');
  return parsed.ids;
}

/** POST /system/role/add → RoleDetail of the new staff role; role and grants in the route's transaction. */
export async function addRole(db: Trx, session: Session, p: RoleInputParams): Promise<RoleDetail> {
  const code = `role_${randomUUID().slice(0, 8)}`;
  const ids = await validateInput(db, session, { ...p, id: undefined }, code);
  const id = await repo.insertRole(db, session.schoolId, code, {
    name: p.name, remarks: p.remarks, dataScope: p.dataScope, scopeCollegeId: p.dataScope === 2 ? p.scopeCollegeId! : null,
  });
  await repo.replaceGrants(db, session.schoolId, id, ids);
  return roleDetail(db, session, id);
}

/** POST /system/role/update {id, …} → RoleDetail; the grants are replaced in the route's transaction. */
export async function updateRole(db: Trx, session: Session, p: RoleInputParams): Promise<RoleDetail> {
  if (p.id === undefined) throw badParams('参数错误: id 不能为空');
  const role = await findRole(db, session.schoolId, p.id);
  // The student role has no data scope of its own: it sees its own data only.
  const input = role.code === STUDENT_ROLE_CODE ? { ...p, dataScope: 1 as const } : p;
  const ids = await validateInput(db, session, input, role.code);
  await repo.updateRoleRow(db, session.schoolId, role.id, {
    name: input.name, remarks: input.remarks, dataScope: input.dataScope,
    scopeCollegeId: input.dataScope === 2 ? input.scopeCollegeId! : null,
  });
  await repo.replaceGrants(db, session.schoolId, role.id, ids);
  return roleDetail(db, session, role.id);
}

/** POST /system/role/delete {id} → null. Refused for built-in roles and while users hold the role. */
export async function deleteRole(db: Trx, session: Session, id: number): Promise<null> {
  const role = await findRole(db, session.schoolId, id);
  if (BUILT_IN.includes(role.code)) throw badParams(`“${role.name}”是系统内置角色,无法删除`);
  const users = Number(role.userCount);
  if (users > 0) throw badParams(`该角色下仍有 ${users} 名用户,无法删除`);
  await repo.deleteRoleRow(db, session.schoolId, id);
  return null;
}
