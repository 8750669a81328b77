/**
 * Staff (/teacher/user, spec §2 dashboard tile "Teacher total", issue 3): staff accounts (users with
 * identity 0) of the session's school, their profile (college, title — table staff) and roles.
 * 工号 (code) is the sign-in account: unique within the school across staff and students. New and
 * reset accounts get a random initial password (server/auth/initialPassword.ts) with modL 0: the
 * reply shows it once to the administrator, and the account must change it before anything else
 * (issue 14 defect 5). Only its hash is stored. Mobiles leave the server masked (138****0001,
 * issue 14 defect 8); the full number is shown one at a time through personal.ts.
 */
import type { EmployeeCreated, EmployeePasswordReset, EmployeeRow, InitialPassword } from '../../../common/api.js';
import { looksMasked, maskMobile } from '../../../common/personalData.js';
import type { Page } from '../../../common/envelope.js';
import { randomInitialPassword } from '../../auth/initialPassword.js';
import { clearFailures } from '../../auth/lockout.js';
import { hashPassword } from '../../auth/passwords.js';
import { revokeUserSessions, type Session } from '../../auth/sessions.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime } from '../../../common/time.js';
import { STUDENT_ROLE_CODE } from '../roles/service.js';
import { PHONE_MESSAGE, type EmployeeInputParams, type EmployeeListParams } from '../../../common/schemas/staff.js';
import type { Db, Trx } from '../../db/db.js';
import * as repo from './repository.js';

/** The module 教师管理 that every staff endpoint needs. */
export const STAFF_PAGE = '/teacher/user';
export const NOT_FOUND = '教师不存在';

type Raw = NonNullable<Awaited<ReturnType<typeof repo.findStaffRow>>>;

function toRow(r: Raw): EmployeeRow {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    gender: r.gender,
    mobile: maskMobile(r.mobile),
    collegeId: r.collegeId ?? null,
    collegeName: r.collegeName,
    title: r.title ?? '',
    roleIds: r.roleIds ? r.roleIds.split(',').map(Number) : [],
    roleNames: r.roleNames ?? '',
    status: r.status === 1 ? 1 : 0,
    lastLoginTime: formatDateTime(r.lastLoginTime),
  };
}

/** GET /system/employees → {list: EmployeeRow[] (mobiles masked), total}, ordered by 工号. */
export async function listEmployees(db: Db, session: Session, p: EmployeeListParams): Promise<Page<EmployeeRow>> {
  const { rows, total } = await repo.findStaffPage(db, session.schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toRow), total };
}

/** GET /system/employee/detail {id} → EmployeeRow (mobile masked); another school's id or a student → '教师不存在'. */
export async function employeeDetail(db: Db, session: Session, id: number): Promise<EmployeeRow> {
  const row = await repo.findStaffRow(db, session.schoolId, id);
  if (!row) throw badParams(NOT_FOUND);
  return toRow(row);
}

/** The staff accounts among `ids`; ids that are not staff of the school → '教师不存在'. */
async function requireStaff(db: Db, schoolId: number, ids: number[]) {
  const rows = await repo.findStaffAccounts(db, schoolId, ids);
  if (rows.length !== ids.length) throw badParams(NOT_FOUND);
  return rows;
}

/** Roles must be staff roles of the school. */
async function requireRoles(db: Db, schoolId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const found = await repo.countRolesOf(db, schoolId, roleIds, STUDENT_ROLE_CODE);
  if (found !== roleIds.length) throw badParams('参数错误: roleIds 含不存在的角色');
}

async function validateInput(db: Db, schoolId: number, p: EmployeeInputParams, selfId?: number): Promise<void> {
  if (await repo.accountWith(db, schoolId, 'username', p.code, selfId)) throw badParams('该工号已存在');
  if (looksMasked(p.mobile)) throw badParams(PHONE_MESSAGE);
  if (p.mobile && (await repo.accountWith(db, schoolId, 'mobile', p.mobile, selfId))) throw badParams('该手机号已被其他账号使用');
  if (p.collegeId !== null && !(await repo.collegeExists(db, schoolId, p.collegeId))) throw badParams('参数错误: collegeId 对应的院系不存在');
  if (p.roleIds) await requireRoles(db, schoolId, p.roleIds);
}

/** One's own roles cannot be changed (so nobody locks themselves out of 角色权限 by accident). */
async function refuseOwnRoleChange(db: Db, session: Session, userId: number, roleIds: number[] | undefined): Promise<void> {
  if (userId !== session.userId || roleIds === undefined) return;
  const current = await repo.findRoleIds(db, session.schoolId, userId);
  const same = current.length === roleIds.length && current.every((id) => roleIds.includes(id));
  if (!same) throw badParams('不能修改当前登录账号的角色');
}

/**
 * POST /system/employee/add → EmployeeRow + initialPasswords [{id, username, name, password}]: the
 * account signs in with that random password (modL 0) and must change it first.
 */
export async function addEmployee(db: Trx, session: Session, p: EmployeeInputParams): Promise<EmployeeCreated> {
  await validateInput(db, session.schoolId, p);
  const password = randomInitialPassword();
  const passwordHash = await hashPassword(password);
  const id = await repo.insertStaffUser(db, session.schoolId, { username: p.code, name: p.name, mobile: p.mobile, gender: p.gender }, passwordHash);
  await repo.saveProfile(db, session.schoolId, id, p);
  await repo.replaceRoles(db, session.schoolId, id, p.roleIds ?? []);
  const row = await employeeDetail(db, session, id);
  return { ...row, initialPasswords: [{ id, username: row.code, name: row.name, password }] };
}

/**
 * The mobile to store on update: the masked form of the stored number (what the edit form loaded)
 * means unchanged; any other value with '*' is refused later ('手机号格式不正确').
 */
function unmaskedMobile(sent: string | null, stored: string | null): string | null {
  return stored && sent === maskMobile(stored) ? stored : sent;
}

/** POST /system/employee/update {id, …} → EmployeeRow; roleIds replaces the roles when present; a masked mobile keeps the stored one. */
export async function updateEmployee(db: Trx, session: Session, input: EmployeeInputParams): Promise<EmployeeRow> {
  if (input.id === undefined) throw badParams('参数错误: id 不能为空');
  const id = input.id;
  const [stored] = await requireStaff(db, session.schoolId, [id]);
  const p = { ...input, mobile: unmaskedMobile(input.mobile, stored.mobile) };
  await validateInput(db, session.schoolId, p, id);
  await refuseOwnRoleChange(db, session, id, p.roleIds);
  await repo.updateUser(db, session.schoolId, [id], { username: p.code, name: p.name, mobile: p.mobile, gender: p.gender }, new Date());
  await repo.saveProfile(db, session.schoolId, id, p);
  if (p.roleIds) await repo.replaceRoles(db, session.schoolId, id, p.roleIds);
  return employeeDetail(db, session, id);
}

/** POST /system/employee/roles {id, roleIds} → EmployeeRow. */
export async function setEmployeeRoles(db: Trx, session: Session, id: number, roleIds: number[]): Promise<EmployeeRow> {
  await requireStaff(db, session.schoolId, [id]);
  await requireRoles(db, session.schoolId, roleIds);
  await refuseOwnRoleChange(db, session, id, roleIds);
  await repo.replaceRoles(db, session.schoolId, id, roleIds);
  return employeeDetail(db, session, id);
}

/**
 * POST /system/employee/status {ids, status} → {count}. Disabling signs the accounts out; one's
 * own account cannot be disabled ('不能禁用当前登录的账号').
 */
export async function setEmployeeStatus(db: Trx, session: Session, ids: number[], status: number): Promise<{ count: number }> {
  if (status === 0 && ids.includes(session.userId)) throw badParams('不能禁用当前登录的账号');
  await requireStaff(db, session.schoolId, ids);
  const now = new Date();
  await repo.updateUser(db, session.schoolId, ids, { status }, now);
  if (status === 0) for (const id of ids) await revokeUserSessions(db, session.schoolId, id, now);
  return { count: ids.length };
}

/**
 * POST /system/employee/reset-password {ids} → {count, initialPasswords [{id, username, name,
 * password}] in 工号 order}: each account gets a new random initial password (modL 0), its sessions
 * end and its lock-out is lifted.
 */
export async function resetEmployeePasswords(db: Trx, session: Session, ids: number[]): Promise<EmployeePasswordReset> {
  const users = await requireStaff(db, session.schoolId, ids);
  const issued: InitialPassword[] = users
    .map((u) => ({ id: u.id, username: u.username, name: u.name, password: randomInitialPassword() }))
    .sort((a, b) => a.username.localeCompare(b.username));
  const hashes = await Promise.all(issued.map(async (u) => ({ ...u, hash: await hashPassword(u.password) })));
  const now = new Date();
  for (const u of hashes) {
    await repo.updateUser(db, session.schoolId, [u.id], { passwordHash: u.hash, modL: 0 }, now);
    await revokeUserSessions(db, session.schoolId, u.id, now);
    await clearFailures(db, session.schoolId, u.username);
  }
  return { count: users.length, initialPasswords: issued };
}

/**
 * POST /system/employee/delete {id} → null. Refused for one's own account and while the person
 * leads organisations ('该教师是 N 个组织的负责人,无法删除'); memberships and roles go with the account.
 */
export async function deleteEmployee(db: Trx, session: Session, id: number): Promise<null> {
  if (id === session.userId) throw badParams('不能删除当前登录的账号');
  await requireStaff(db, session.schoolId, [id]);
  const n = await repo.countLedOrganizations(db, session.schoolId, id);
  if (n > 0) throw badParams(`该教师是 ${n} 个组织的负责人,无法删除`);
  await repo.deleteUser(db, session.schoolId, id);
  return null;
}
