/** Helpers of the staff, roles, scope and registry tests: roles and staff accounts made through the API. */
import type { EmployeeCreated, RoleDetail } from '../../common/api.js';
import type { FlowTemplateDetail } from '../../common/flows.js';
import { call, signIn, type TestApp } from './helpers.js';

/** The password signInStaff changes a new account's initial password to. */
export const STAFF_CHANGED_PASSWORD = 'Changed@2024x';

/** The current password of each account made by addStaff in this test file, by 工号. */
const staffPasswords = new Map<string, string>();

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

/** POST /system/employee/add as `adminToken` (the reply carries the random initial password); throws on a non-zero code. */
export async function addStaff(
  t: TestApp,
  adminToken: string,
  input: { code: string; name?: string; roleIds?: number[]; collegeId?: number; mobile?: string; title?: string },
): Promise<EmployeeCreated> {
  const env = await call<EmployeeCreated>(t, 'POST', '/system/employee/add', { name: '测试教师', ...input }, adminToken);
  if (env.code !== 0) throw new Error(`staff add failed: ${JSON.stringify(env)}`);
  staffPasswords.set(input.code, env.data.initialPasswords[0].password);
  return env.data;
}

/** The current password of an account made by addStaff (its initial password until signInStaff changes it). */
export function staffPassword(code: string): string {
  const password = staffPasswords.get(code);
  if (password === undefined) throw new Error(`no password known for ${code}: make it with addStaff`);
  return password;
}

/**
 * A working session of an account made by addStaff at school `schoolId`. The first time, the account
 * still has its initial password (modL 0, the server allows only the change): it signs in, changes
 * it to STAFF_CHANGED_PASSWORD (which ends that session) and signs in again.
 */
export async function signInStaff(t: TestApp, schoolId: number, code: string): Promise<string> {
  const current = staffPassword(code);
  const token = await signIn(t, schoolId, code, current);
  if (current === STAFF_CHANGED_PASSWORD) return token;
  const changed = await call(t, 'POST', '/modify/password', { old: current, newPass: STAFF_CHANGED_PASSWORD, confirm: STAFF_CHANGED_PASSWORD }, token);
  if (changed.code !== 0) throw new Error(`password change of ${code}@${schoolId} failed: ${JSON.stringify(changed)}`);
  staffPasswords.set(code, STAFF_CHANGED_PASSWORD);
  return signIn(t, schoolId, code, STAFF_CHANGED_PASSWORD);
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

/** POST /flow/template/add as `admin`; the new template's id, or throws with the envelope. */
export async function addFlow(t: TestApp, admin: string, body: object): Promise<number> {
  const env = await call<FlowTemplateDetail>(t, 'POST', '/flow/template/add', body, admin);
  if (env.code !== 0) throw new Error(`flow add: ${JSON.stringify(env)}`);
  return env.data.id;
}
