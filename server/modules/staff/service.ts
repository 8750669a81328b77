/**
 * Staff (/teacher/user, spec §2 dashboard tile "Teacher total", issue 3): staff accounts (users with
 * identity 0) of the session's school, their profile (college, title — table staff) and roles.
 * 工号 (code) is the sign-in account: unique within the school across staff and students. New and
 * reset accounts get a random initial password (server/auth/initialPassword.ts) with modL 0: the
 * reply shows it once to the administrator, and the account must change it before anything else
 * (issue 14 defect 5). Only its hash is stored. Mobiles leave the server masked (138****0001,
 * issue 14 defect 8); the full number is shown one at a time through personal.ts.
 */
import { sql, type Kysely } from 'kysely';
import type { EmployeeCreated, EmployeePasswordReset, EmployeeRow, InitialPassword } from '../../../common/api.js';
import { looksMasked, maskMobile } from '../../../common/personalData.js';
import type { Page } from '../../../common/envelope.js';
import { randomInitialPassword } from '../../auth/initialPassword.js';
import { clearFailures } from '../../auth/lockout.js';
import { hashPassword } from '../../auth/passwords.js';
import { revokeUserSessions, type Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import { formatDateTime } from '../../../common/time.js';
import { STUDENT_ROLE_CODE } from '../roles/service.js';
import { PHONE_MESSAGE, type EmployeeInputParams, type EmployeeListParams } from './schema.js';
import type { Trx } from '../../db/db.js';

export const STAFF_IDENTITY = 0;
/** The module 教师管理 that every staff endpoint needs. */
export const STAFF_PAGE = '/teacher/user';
export const NOT_FOUND = '教师不存在';

/** The school's staff accounts (users of identity 0) with their profile and college. */
export function staffQuery(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('staff as s', (j) => j.onRef('s.userId', '=', 'u.id').onRef('s.schoolId', '=', 'u.schoolId'))
    .leftJoin('colleges as c', (j) => j.onRef('c.id', '=', 's.collegeId').onRef('c.schoolId', '=', 's.schoolId'))
    .where('u.schoolId', '=', schoolId)
    .where('u.identity', '=', STAFF_IDENTITY);
}

const rolesOf = (column: 'r.name' | 'r.id::text') =>
  sql<string | null>`(select string_agg(${sql.raw(column)}, ',' order by r.id) from user_roles ur
    join roles r on r.id = ur.role_id and r.school_id = ur.school_id
    where ur.school_id = u.school_id and ur.user_id = u.id)`;

const columns = [
  'u.id', 'u.username as code', 'u.name', 'u.gender', 'u.mobile', 'u.status', 'u.lastLoginTime', 's.collegeId', 's.title',
  sql<string>`coalesce(c.name, '')`.as('collegeName'),
  rolesOf('r.name').as('roleNames'),
  rolesOf('r.id::text').as('roleIds'),
] as const;

type Raw = {
  id: number; code: string; name: string; gender: number; mobile: string | null; status: number; lastLoginTime: Date | null;
  collegeId: number | null; title: string | null; collegeName: string; roleNames: string | null; roleIds: string | null;
};

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
export async function listEmployees(db: Kysely<Database>, session: Session, p: EmployeeListParams): Promise<Page<EmployeeRow>> {
  let q = staffQuery(db, session.schoolId);
  if (p.name) q = q.where('u.name', 'like', likeContains(p.name));
  if (p.code) q = q.where('u.username', 'like', likeContains(p.code));
  if (p.collegeId) q = q.where('s.collegeId', '=', p.collegeId);
  if (p.status !== undefined) q = q.where('u.status', '=', p.status);
  if (p.roleId)
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('userRoles as ur')
          .select(sql`1`.as('one'))
          .whereRef('ur.userId', '=', 'u.id')
          .whereRef('ur.schoolId', '=', 'u.schoolId')
          .where('ur.roleId', '=', p.roleId!),
      ),
    );
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q.select([...columns]).orderBy('u.username').limit(p.size).offset(pageOffset(p)).execute();
  return { list: rows.map(toRow), total: Number(total) };
}

/** GET /system/employee/detail {id} → EmployeeRow (mobile masked); another school's id or a student → '教师不存在'. */
export async function employeeDetail(db: Kysely<Database>, session: Session, id: number): Promise<EmployeeRow> {
  const row = await staffQuery(db, session.schoolId).select([...columns]).where('u.id', '=', id).executeTakeFirst();
  if (!row) throw badParams(NOT_FOUND);
  return toRow(row);
}

/** Ids that are not staff of the school → '教师不存在'. */
async function requireStaff(db: Kysely<Database>, schoolId: number, ids: number[]): Promise<{ id: number; username: string; name: string }[]> {
  const rows = await staffQuery(db, schoolId).select(['u.id', 'u.username', 'u.name']).where('u.id', 'in', ids).execute();
  if (rows.length !== ids.length) throw badParams(NOT_FOUND);
  return rows;
}

/** Roles must be staff roles of the school. */
async function requireRoles(db: Kysely<Database>, schoolId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) return;
  const rows = await db
    .selectFrom('roles')
    .select('id')
    .where('schoolId', '=', schoolId)
    .where('id', 'in', roleIds)
    .where('code', '!=', STUDENT_ROLE_CODE)
    .execute();
  if (rows.length !== roleIds.length) throw badParams('参数错误: roleIds 含不存在的角色');
}

async function validateInput(db: Kysely<Database>, schoolId: number, p: EmployeeInputParams, selfId?: number): Promise<void> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('schoolId', '=', schoolId)
    .where('username', '=', p.code)
    .$if(selfId !== undefined, (q) => q.where('id', '!=', selfId!))
    .executeTakeFirst();
  if (taken) throw badParams('该工号已存在');
  if (looksMasked(p.mobile)) throw badParams(PHONE_MESSAGE);
  if (p.mobile) {
    const used = await db
      .selectFrom('users')
      .select('id')
      .where('schoolId', '=', schoolId)
      .where('mobile', '=', p.mobile)
      .$if(selfId !== undefined, (q) => q.where('id', '!=', selfId!))
      .executeTakeFirst();
    if (used) throw badParams('该手机号已被其他账号使用');
  }
  if (p.collegeId !== null) {
    const college = await db.selectFrom('colleges').select('id').where('schoolId', '=', schoolId).where('id', '=', p.collegeId).executeTakeFirst();
    if (!college) throw badParams('参数错误: collegeId 对应的院系不存在');
  }
  if (p.roleIds) await requireRoles(db, schoolId, p.roleIds);
}

/** One's own roles cannot be changed (so nobody locks themselves out of 角色权限 by accident). */
async function refuseOwnRoleChange(db: Kysely<Database>, session: Session, userId: number, roleIds: number[] | undefined): Promise<void> {
  if (userId !== session.userId || roleIds === undefined) return;
  const current = await db.selectFrom('userRoles').select('roleId').where('schoolId', '=', session.schoolId).where('userId', '=', userId).execute();
  const same = current.length === roleIds.length && current.every((r) => roleIds.includes(r.roleId));
  if (!same) throw badParams('不能修改当前登录账号的角色');
}

async function replaceRoles(trx: Kysely<Database>, schoolId: number, userId: number, roleIds: number[]): Promise<void> {
  await trx.deleteFrom('userRoles').where('schoolId', '=', schoolId).where('userId', '=', userId).execute();
  if (roleIds.length) await trx.insertInto('userRoles').values(roleIds.map((roleId) => ({ schoolId, userId, roleId }))).execute();
}

async function saveProfile(trx: Kysely<Database>, schoolId: number, userId: number, p: EmployeeInputParams): Promise<void> {
  await trx
    .insertInto('staff')
    .values({ schoolId, userId, collegeId: p.collegeId, title: p.title })
    .onConflict((oc) => oc.columns(['schoolId', 'userId']).doUpdateSet({ collegeId: p.collegeId, title: p.title }))
    .execute();
}

/**
 * POST /system/employee/add → EmployeeRow + initialPasswords [{id, username, name, password}]: the
 * account signs in with that random password (modL 0) and must change it first.
 */
export async function addEmployee(db: Trx, session: Session, p: EmployeeInputParams): Promise<EmployeeCreated> {
  await validateInput(db, session.schoolId, p);
  const password = randomInitialPassword();
  const passwordHash = await hashPassword(password);
  const user = await db
    .insertInto('users')
    .values({
      schoolId: session.schoolId, username: p.code, name: p.name, identity: STAFF_IDENTITY, isAdmin: 0,
      passwordHash, modL: 0, mobile: p.mobile, gender: p.gender,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await saveProfile(db, session.schoolId, user.id, p);
  await replaceRoles(db, session.schoolId, user.id, p.roleIds ?? []);
  const id = user.id;
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
  await requireStaff(db, session.schoolId, [id]);
  const stored = await db.selectFrom('users').select('mobile').where('schoolId', '=', session.schoolId).where('id', '=', id).executeTakeFirstOrThrow();
  const p = { ...input, mobile: unmaskedMobile(input.mobile, stored.mobile) };
  await validateInput(db, session.schoolId, p, id);
  await refuseOwnRoleChange(db, session, id, p.roleIds);
  await db
    .updateTable('users')
    .set({ username: p.code, name: p.name, mobile: p.mobile, gender: p.gender, updatedAt: new Date() })
    .where('schoolId', '=', session.schoolId)
    .where('id', '=', id)
    .execute();
  await saveProfile(db, session.schoolId, id, p);
  if (p.roleIds) await replaceRoles(db, session.schoolId, id, p.roleIds);
  return employeeDetail(db, session, id);
}

/** POST /system/employee/roles {id, roleIds} → EmployeeRow. */
export async function setEmployeeRoles(db: Trx, session: Session, id: number, roleIds: number[]): Promise<EmployeeRow> {
  await requireStaff(db, session.schoolId, [id]);
  await requireRoles(db, session.schoolId, roleIds);
  await refuseOwnRoleChange(db, session, id, roleIds);
  await replaceRoles(db, session.schoolId, id, roleIds);
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
  await db.updateTable('users').set({ status, updatedAt: now }).where('schoolId', '=', session.schoolId).where('id', 'in', ids).execute();
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
    await db.updateTable('users').set({ passwordHash: u.hash, modL: 0, updatedAt: now }).where('schoolId', '=', session.schoolId).where('id', '=', u.id).execute();
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
  const { n } = await db
    .selectFrom('organizations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('schoolId', '=', session.schoolId)
    .where('userId', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(n) > 0) throw badParams(`该教师是 ${Number(n)} 个组织的负责人,无法删除`);
  await db.deleteFrom('users').where('schoolId', '=', session.schoolId).where('id', '=', id).execute();
  return null;
}
