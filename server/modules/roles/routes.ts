/**
 * Role endpoints (spec §2 /system/teacher/role "role editing screen", §3 permission tree node, §4
 * permission tree, §6 roles; issue 3 data scope). All scoped to the session's school.
 */
import type { PermissionNode, RoleDetail, RoleRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { defineRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { roleIdParams, roleInputParams, roleListParams, roleTreeParams } from '../../../common/schemas/roles.js';
import { addRole, deleteRole, listRoles, permissionTree, roleDetail, roleOptions, updateRole } from './service.js';

const ROLE_PAGE = '/system/teacher/role';

/**
 * Concurrent writes that both passed the service's checks: the database keeps one. A name taken
 * meanwhile reads as the check's message; two saves of one role's grants at once collide on
 * role_modules_pk (each replaces the grants) and the later one is asked to retry.
 */
export const ROLE_CONSTRAINTS: ConstraintMessages = {
  roles_school_name_uq: { message: '角色名称已存在' },
  role_modules_pk: { message: '数据已被同时修改,请刷新后重试' },
};

export const roleRoutes = [
  /**
   * GET /system/roles {current, size, name?} → {list: RoleRow[] {id, name, remarks, dataScope,
   * scopeCollegeId, scopeCollegeName, userCount, builtIn, identity}, total}.
   */
  defineRoute({
    method: 'GET',
    path: '/system/roles',
    summary: "The school's roles, paged (spec §7 /system/roles).",
    permission: ROLE_PAGE,
    schema: roleListParams,
    handler: ({ deps, session, params }): Promise<Page<RoleRow>> => listRoles(deps.db, session, params),
  }),
  /**
   * GET /system/role/options → [{id, name}] of the school's staff roles (the student role excluded).
   * Permission '/system/role/options', an api id granted by 教师管理 and 角色权限 (modules.api).
   */
  defineRoute({
    method: 'GET',
    path: '/system/role/options',
    summary: 'Staff roles to choose from when assigning roles (issue 3).',
    permission: '/system/role/options',
    schema: noParams,
    handler: ({ deps, session }) => roleOptions(deps.db, session),
  }),
  /**
   * GET /system/role/detail {id} → RoleDetail (the row plus permission: checked module ids then
   * their api ids, comma-separated, spec §4). Unknown or another school's id → 10002 '角色不存在'.
   */
  defineRoute({
    method: 'GET',
    path: '/system/role/detail',
    summary: 'One role with its permission string (spec §4, §7 /system/role/detail).',
    permission: ROLE_PAGE,
    schema: roleIdParams,
    handler: ({ deps, session, params }): Promise<RoleDetail> => roleDetail(deps.db, session, params.id),
  }),
  /**
   * GET /system/role/tree {identity? 0 staff (default) | 2 student} → PermissionNode[] {id, name,
   * path, isBtn, api: string[], children} — every module such a role may hold (spec §3).
   */
  defineRoute({
    method: 'GET',
    path: '/system/role/tree',
    summary: 'The full permission tree of the role editor (spec §3, §4).',
    permission: ROLE_PAGE,
    schema: roleTreeParams,
    handler: ({ deps, session, params }): Promise<PermissionNode[]> => permissionTree(deps.db, session, params.identity),
  }),
  /**
   * POST /system/role/add {name, remarks?, dataScope 1|2|3, scopeCollegeId? (required for 2),
   * permission} → RoleDetail. 10002: '请输入角色名称', '角色名称已存在', '数据范围为指定学院时请选择学院',
   * unknown module ids, a checked node whose parent is unchecked, a college of another school.
   */
  defineRoute({
    method: 'POST',
    path: '/system/role/add',
    summary: 'Creates a staff role with its permissions and data scope (spec §4, §6).',
    permission: ROLE_PAGE,
    schema: roleInputParams,
    constraints: ROLE_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }): Promise<RoleDetail> => addRole(db, session, params),
  }),
  /**
   * POST /system/role/update {id, name, remarks?, dataScope, scopeCollegeId?, permission} →
   * RoleDetail. Same errors as add; the student role takes student modules only; the admin role
   * keeps 角色权限 and the whole-school scope.
   */
  defineRoute({
    method: 'POST',
    path: '/system/role/update',
    summary: "Changes a role's name, remarks, data scope and permissions (spec §4, §6).",
    permission: ROLE_PAGE,
    schema: roleInputParams,
    constraints: ROLE_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }): Promise<RoleDetail> => updateRole(db, session, params),
  }),
  /**
   * POST /system/role/delete {id} → null. 10002 '该角色下仍有 N 名用户,无法删除' while users hold it;
   * built-in roles (系统管理员, 学生) cannot be deleted.
   */
  defineRoute({
    method: 'POST',
    path: '/system/role/delete',
    summary: 'Deletes an unused, non-built-in role (issue 3).',
    permission: ROLE_PAGE,
    schema: roleIdParams,
    transactional: true,
    handler: ({ db, session, params }) => deleteRole(db, session, params.id),
  }),
];
