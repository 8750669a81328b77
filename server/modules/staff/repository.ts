/**
 * The Kysely queries of 教师管理 (issue 3): staff accounts (users of identity 0), their profile
 * (table staff), roles and the record of a full view of their mobile, always within one school.
 */
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { EmployeeListParams } from '../../../common/schemas/staff.js';
import type { Db } from '../../db/db.js';
import { detachReferences, fromSchool, sameSchool, schoolRows, schoolRowTaken } from '../../db/tenant.js';
import type { Database, PersonalDataViewsTable } from '../../db/types.js';
import { pageOf } from '../../db/paging.js';
import { likeContains } from '../../util/like.js';

/** users.identity of a staff account. */
export const STAFF_IDENTITY = 0;

/** The filters of the staff list (the list params without the page). */
export type StaffFilter = Pick<EmployeeListParams, 'name' | 'code' | 'collegeId' | 'status' | 'roleId'>;

/** The school's staff accounts (users u of identity 0) with their profile s and college c. */
function staffRows(db: Db, schoolId: number) {
  return fromSchool(db, 'users as u', schoolId)
    .leftJoin('staff as s', sameSchool('s.userId', 'u.id'))
    .leftJoin('colleges as c', sameSchool('c.id', 's.collegeId'))
    .where('u.identity', '=', STAFF_IDENTITY);
}

/** The user's roles as one comma-separated text, by role id (null when none). */
const rolesOf = (column: 'r.name' | 'r.id::text') =>
  sql<string | null>`(select string_agg(${sql.raw(column)}, ',' order by r.id) from user_roles ur
    join roles r on r.id = ur.role_id and r.school_id = ur.school_id
    where ur.school_id = u.school_id and ur.user_id = u.id)`;

/** The columns of a staff row (mobile unmasked: the service masks it). */
function withStaffColumns<QB extends ReturnType<typeof staffRows>>(q: QB) {
  return q.select([
    'u.id', 'u.username as code', 'u.name', 'u.gender', 'u.mobile', 'u.status', 'u.lastLoginTime', 's.collegeId', 's.title',
    sql<string>`coalesce(c.name, '')`.as('collegeName'),
    rolesOf('r.name').as('roleNames'),
    rolesOf('r.id::text').as('roleIds'),
  ]);
}

type StaffEb = ExpressionBuilder<Database & { u: Database['users']; s: Database['staff'] }, 'u' | 's'>;

/** The list's filters as one condition (true when none is set). */
function matches(eb: StaffEb, f: StaffFilter) {
  const conditions = [];
  if (f.name) conditions.push(eb('u.name', 'like', likeContains(f.name)));
  if (f.code) conditions.push(eb('u.username', 'like', likeContains(f.code)));
  if (f.collegeId) conditions.push(eb('s.collegeId', '=', f.collegeId));
  if (f.status !== undefined) conditions.push(eb('u.status', '=', f.status));
  if (f.roleId)
    conditions.push(
      eb.exists(
        eb
          .selectFrom('userRoles as ur')
          .select(sql`1`.as('one'))
          .whereRef('ur.userId', '=', 'u.id')
          .whereRef('ur.schoolId', '=', 'u.schoolId')
          .where('ur.roleId', '=', f.roleId),
      ),
    );
  return eb.and(conditions);
}

/** One page of the school's staff rows by 工号; and how many match. */
export function findStaffPage(db: Db, schoolId: number, f: StaffFilter, page: { limit: number; offset: number }) {
  return pageOf(staffRows(db, schoolId).where((eb) => matches(eb, f)).$call(withStaffColumns).orderBy('u.username'), page);
}

/** One staff row of the school, or undefined (also for a student's id). */
export function findStaffRow(db: Db, schoolId: number, id: number) {
  return staffRows(db, schoolId).$call(withStaffColumns).where('u.id', '=', id).executeTakeFirst();
}

/** The staff accounts among `ids` (id, 工号, name, mobile); others are left out. */
export function findStaffAccounts(db: Db, schoolId: number, ids: number[]) {
  return staffRows(db, schoolId).select(['u.id', 'u.username', 'u.name', 'u.mobile']).where('u.id', 'in', ids).execute();
}

/** How many of `roleIds` are roles of the school other than the role with code `exceptCode`. */
export async function countRolesOf(db: Db, schoolId: number, roleIds: number[], exceptCode: string): Promise<number> {
  const rows = await db.selectFrom('roles').select('id').where('schoolId', '=', schoolId).where('id', 'in', roleIds).where('code', '!=', exceptCode).execute();
  return rows.length;
}

/** True when an account of the school other than `selfId` has `value` as its user name or mobile. */
export async function accountWith(db: Db, schoolId: number, column: 'username' | 'mobile', value: string, selfId?: number): Promise<boolean> {
  return schoolRowTaken(db, 'users', schoolId, column === 'username' ? { username: value } : { mobile: value }, selfId);
}

/** True when the college is one of the school's. */
export async function collegeExists(db: Db, schoolId: number, collegeId: number): Promise<boolean> {
  const row = await db.selectFrom('colleges').select('id').where('schoolId', '=', schoolId).where('id', '=', collegeId).executeTakeFirst();
  return row !== undefined;
}

/** The role ids the user holds (unordered). */
export async function findRoleIds(db: Db, schoolId: number, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('userRoles').select('roleId').where('schoolId', '=', schoolId).where('userId', '=', userId).execute();
  return rows.map((r) => r.roleId);
}

/** Replaces the user's roles with `roleIds`. */
export async function replaceRoles(db: Db, schoolId: number, userId: number, roleIds: number[]): Promise<void> {
  await db.deleteFrom('userRoles').where('schoolId', '=', schoolId).where('userId', '=', userId).execute();
  if (roleIds.length) await db.insertInto('userRoles').values(roleIds.map((roleId) => ({ schoolId, userId, roleId }))).execute();
}

/** Writes the staff profile (college, title), inserting it when missing. */
export async function saveProfile(db: Db, schoolId: number, userId: number, v: { collegeId: number | null; title: string }): Promise<void> {
  await db
    .insertInto('staff')
    .values({ schoolId, userId, collegeId: v.collegeId, title: v.title })
    .onConflict((oc) => oc.columns(['schoolId', 'userId']).doUpdateSet({ collegeId: v.collegeId, title: v.title }))
    .execute();
}

/** The account fields of a staff member. */
export interface StaffAccountValues {
  username: string;
  name: string;
  mobile: string | null;
  gender: number;
}

/** Inserts a staff account (identity 0, not admin, modL 0) and returns its id. */
export async function insertStaffUser(db: Db, schoolId: number, v: StaffAccountValues, passwordHash: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ schoolId, ...v, identity: STAFF_IDENTITY, isAdmin: 0, passwordHash, modL: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a user's account fields, status or password (modL 0 with a new initial password). */
export async function updateUser(
  db: Db,
  schoolId: number,
  ids: number[],
  v: Partial<StaffAccountValues> & { status?: number; passwordHash?: string; modL?: number },
  now: Date,
): Promise<void> {
  await db.updateTable('users').set({ ...v, updatedAt: now }).where('schoolId', '=', schoolId).where('id', 'in', ids).execute();
}

/** How many organisations of the school the user leads (organizations.user_id). */
export async function countLedOrganizations(db: Db, schoolId: number, userId: number): Promise<number> {
  const { n } = await schoolRows(db, 'organizations', schoolId, { userId }).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** Deletes the user (memberships and roles go with it; organisations it led keep no leader). */
export async function deleteUser(db: Db, schoolId: number, id: number): Promise<void> {
  await detachReferences(db, schoolId, id, [['organizations', 'userId'], ['organizations', 'advisorId'], ['organizationApplications', 'advisorId'], ['organizationApplications', 'decidedBy']]);
  await db.deleteFrom('users').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Records a full view of personal data. */
export async function insertPersonalDataView(db: Db, schoolId: number, v: Omit<Insertable<PersonalDataViewsTable>, 'schoolId'>): Promise<void> {
  await db.insertInto('personalDataViews').values({ ...v, schoolId }).execute();
}
