/**
 * Staff endpoints (/teacher/user: spec §2 dashboard "Teacher total" and the ranking's
 * /teacher/user?id={userCode}; spec §7 /system/employees; issue 3). All under the module
 * '/teacher/user' (教师管理) and scoped to the session's school; 10002 messages are in Chinese.
 * Mobiles in replies are masked (138****0001, issue 14 defect 8); GET /system/employee/personal
 * shows one in full to holders of 查看完整个人信息 and records it.
 */
import type { EmployeeCreated, EmployeePasswordReset, EmployeeRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { PERSONAL_DATA_PERMISSION, type StaffPersonalData } from '../../../common/personalData.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { defineRoute } from '../../protocol/define.js';
import {
  employeeIdParams, employeeIdsParams, employeeInputParams, employeeListParams, employeeRolesParams, employeeStatusParams,
} from '../../../common/schemas/staff.js';
import { revealEmployee } from './personal.js';
import {
  addEmployee, deleteEmployee, employeeDetail, listEmployees, resetEmployeePasswords, setEmployeeRoles, setEmployeeStatus,
  STAFF_PAGE, updateEmployee,
} from './service.js';

/**
 * Concurrent writes that both passed the service's checks: the database keeps one. A 工号 taken
 * meanwhile reads as the check's message; two saves of one account's roles at once collide on
 * user_roles_pk (each replaces the roles) and the later one is asked to retry.
 */
export const STAFF_CONSTRAINTS: ConstraintMessages = {
  users_school_username_uq: { message: '该工号已存在' },
  user_roles_pk: { message: '数据已被同时修改,请刷新后重试' },
};

export const staffRoutes = [
  /**
   * GET /system/employees {current, size, name?, code?, roleId?, collegeId?, status? (1 active, 0
   * disabled, absent both)} → {list: EmployeeRow[] {id, code (工号), name, gender, mobile (masked), collegeId,
   * collegeName, title, roleIds, roleNames, status, lastLoginTime}, total}.
   */
  defineRoute({
    method: 'GET',
    path: '/system/employees',
    summary: "The school's staff, paged and filtered (spec §7 /system/employees, §2 /teacher/user).",
    permission: STAFF_PAGE,
    schema: employeeListParams,
    handler: ({ deps, session, params }): Promise<Page<EmployeeRow>> => listEmployees(deps.db, session, params),
  }),
  /** GET /system/employee/detail {id} → EmployeeRow (mobile masked); unknown, a student or another school's → 10002 '教师不存在'. */
  defineRoute({
    method: 'GET',
    path: '/system/employee/detail',
    summary: 'One staff member (issue 3 staff).',
    permission: STAFF_PAGE,
    schema: employeeIdParams,
    handler: ({ deps, session, params }): Promise<EmployeeRow> => employeeDetail(deps.db, session, params.id),
  }),
  /**
   * GET /system/employee/personal {id} → {mobile} in full ('' when none; issue 14 defect 8). Needs
   * 查看完整个人信息 ('/click/student/personal') and 教师管理 (10003 otherwise); each call is recorded
   * in personal_data_views (subject 'staff', who, when, IP). 10002 '教师不存在'.
   */
  defineRoute({
    method: 'GET',
    path: '/system/employee/personal',
    summary: "One staff member's mobile in full; the view is recorded (issue 14).",
    permission: PERSONAL_DATA_PERMISSION,
    schema: employeeIdParams,
    transactional: true,
    handler: ({ db, session, params, request, reply }): Promise<StaffPersonalData> => {
      reply.header('cache-control', 'no-store'); // the reply carries personal data
      return revealEmployee(db, session, params.id, request.ip);
    },
  }),
  /**
   * POST /system/employee/add {code, name, gender? 1|2, mobile?, collegeId?, title?, roleIds?} →
   * EmployeeRow + initialPasswords [{id, username, name, password}]: the random initial password,
   * shown once (issue 14; the account must change it before anything else, modL 0). 10002: '请输入工号',
   * '请输入姓名', '手机号格式不正确' (spec §5), '该工号已存在', '该手机号已被其他账号使用', a college or
   * role not of this school.
   */
  defineRoute({
    method: 'POST',
    path: '/system/employee/add',
    summary: 'Creates a staff account with profile and roles (issue 3).',
    permission: STAFF_PAGE,
    schema: employeeInputParams,
    constraints: STAFF_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params, reply }): Promise<EmployeeCreated> => {
      reply.header('cache-control', 'no-store'); // the reply carries a password
      return addEmployee(db, session, params);
    },
  }),
  /**
   * POST /system/employee/update {id, code, name, gender?, mobile?, collegeId?, title?, roleIds?} →
   * EmployeeRow; errors as add. A mobile equal to the masked form of the stored one (what the edit
   * form loaded) keeps the stored number; another value with '*' is 10002 '手机号格式不正确'.
   */
  defineRoute({
    method: 'POST',
    path: '/system/employee/update',
    summary: "Changes a staff member's account, profile and (when given) roles (issue 3).",
    permission: STAFF_PAGE,
    schema: employeeInputParams,
    constraints: STAFF_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }): Promise<EmployeeRow> => updateEmployee(db, session, params),
  }),
  /**
   * POST /system/employee/status {ids (array or '1,2,3'), status 1|0} → {count}. Disabling ends the
   * accounts' sessions; '不能禁用当前登录的账号'.
   */
  defineRoute({
    method: 'POST',
    path: '/system/employee/status',
    summary: 'Enables or disables staff accounts (issue 3).',
    permission: STAFF_PAGE,
    schema: employeeStatusParams,
    transactional: true,
    handler: ({ db, session, params }) => setEmployeeStatus(db, session, params.ids, params.status),
  }),
  /**
   * POST /system/employee/reset-password {ids} → {count, initialPasswords [{id, username, name,
   * password}]}: a new random initial password each, shown once (issue 14); modL 0, sessions ended.
   */
  defineRoute({
    method: 'POST',
    path: '/system/employee/reset-password',
    summary: 'Resets staff passwords to new random initial passwords, shown once (issue 3, issue 14).',
    permission: STAFF_PAGE,
    schema: employeeIdsParams,
    transactional: true,
    handler: ({ db, session, params, reply }): Promise<EmployeePasswordReset> => {
      reply.header('cache-control', 'no-store'); // the reply carries passwords
      return resetEmployeePasswords(db, session, params.ids);
    },
  }),
  /**
   * POST /system/employee/roles {id, roleIds (staff roles of the school; [] removes all)} → EmployeeRow.
   * 10002 '不能修改当前登录账号的角色' for one's own account (also on update).
   */
  defineRoute({
    method: 'POST',
    path: '/system/employee/roles',
    summary: "Replaces a staff member's roles (issue 3 role assignment).",
    permission: STAFF_PAGE,
    schema: employeeRolesParams,
    constraints: STAFF_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }): Promise<EmployeeRow> => setEmployeeRoles(db, session, params.id, params.roleIds),
  }),
  /**
   * POST /system/employee/delete {id} → null. 10002 '不能删除当前登录的账号', '该教师是 N 个组织的负责人,无法删除'.
   */
  defineRoute({
    method: 'POST',
    path: '/system/employee/delete',
    summary: 'Deletes a staff account that leads no organisation (issue 3).',
    permission: STAFF_PAGE,
    schema: employeeIdParams,
    transactional: true,
    handler: ({ db, session, params }) => deleteEmployee(db, session, params.id),
  }),
];
