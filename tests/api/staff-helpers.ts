/** Helpers of the staff, roles, scope and registry tests: roles and staff accounts made through the API. */
import type { EmployeeRow, RoleDetail } from '../../common/api.js';
import { initialPasswordFor } from '../../server/auth/initialPassword.js';
import { call, signIn, type TestApp } from './helpers.js';

/** POST /system/role/add as `adminToken`; throws on a non-zero code. */
export async function addRole(
  t: TestApp,
  adminToken: string,
  input: { name: string; permission: string; dataScope?: number; scopeCollegeId?: number; remarks?: string },
): Promise<RoleDetail> {
  const env = await call<RoleDetail>(t, 'POST', '/system/role/add', { dataScope: 1, ...input }, adminToken);
  if (env.code !== 0) throw new Error(`role add failed: ${JSON.stringify(env)}`);
  return env.data;
}

/** POST /system/employee/add as `adminToken`; throws on a non-zero code. */
export async function addStaff(
  t: TestApp,
  adminToken: string,
  input: { code: string; name?: string; roleIds?: number[]; collegeId?: number; mobile?: string; title?: string },
): Promise<EmployeeRow> {
  const env = await call<EmployeeRow>(t, 'POST', '/system/employee/add', { name: '测试教师', ...input }, adminToken);
  if (env.code !== 0) throw new Error(`staff add failed: ${JSON.stringify(env)}`);
  return env.data;
}

/** Signs in a staff account created by addStaff (initial password) at school `schoolId`. */
export function signInStaff(t: TestApp, schoolId: number, code: string): Promise<string> {
  return signIn(t, schoolId, code, initialPasswordFor({ username: code }));
}

/** The id of a 10001-style role by its seed code ('admin', 'teacher', 'college_admin', …). */
export async function roleIdByCode(t: TestApp, schoolId: number, code: string): Promise<number> {
  const row = await t.db.selectFrom('roles').select('id').where('schoolId', '=', schoolId).where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

export async function collegeIdByName(t: TestApp, schoolId: number, name: string): Promise<number> {
  const row = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', schoolId).where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}
