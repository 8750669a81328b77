/**
 * Activity fixtures for the API tests (issue 4), written straight into the test database: an
 * activity in any status for a given organisation / flows (with its open audit task when it is
 * under review), enrollments in any state, extra students, staff with chosen modules, and sessions
 * without the captcha round trip. Shared by the participation, activity and audit tests.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { SourceType } from '../../common/activities.js';
import { hashPassword } from '../../server/auth/passwords.js';
import { createSession } from '../../server/auth/sessions.js';
import type { ActivitiesTable } from '../../server/db/types.js';
import { openAuditTask } from '../../server/modules/audits/engine.js';
import type { TestApp } from './helpers.js';

export type FixtureActivity = Selectable<ActivitiesTable>;
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const hex = (n: number) => randomBytes(n).toString('hex');

/** Id of the school's user by login name ('admin', 't1001', …). */
export async function userIdOf(t: TestApp, schoolId: number, username: string): Promise<number> {
  return (await t.db.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** Id of the school's flow template by name ('活动审核-两级', '结项审核', …). */
export async function flowIdOf(t: TestApp, schoolId: number, name: string): Promise<number> {
  return (await t.db.selectFrom('flowTemplates').select('id').where('schoolId', '=', schoolId).where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** Id of the school's category by name ('志愿服务', …). */
export async function classifyIdOf(t: TestApp, schoolId: number, name: string): Promise<number> {
  return (await t.db.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** Id of the school's organisation by name (default: the first one). */
export async function organizationIdOf(t: TestApp, schoolId: number, name?: string): Promise<number> {
  let q = t.db.selectFrom('organizations').select('id').where('schoolId', '=', schoolId);
  if (name) q = q.where('name', '=', name);
  return (await q.orderBy('id').executeTakeFirstOrThrow()).id;
}

/**
 * Default windows around `now` for a status, so the activity is where that status says it is in
 * time: 4 before enrollment, 5 enrolling, 6 enrollment closed, 7 running, 8+ ended an hour ago;
 * 1 and 3 far ahead.
 */
export function windowsFor(status: number, now: Date) {
  const n = now.getTime();
  const at = (ms: number) => new Date(n + ms);
  switch (status) {
    case 4: return { enrollStart: at(DAY), enrollEnd: at(2 * DAY), startTime: at(3 * DAY), endTime: at(3 * DAY + 3 * HOUR) };
    case 5: return { enrollStart: at(-HOUR), enrollEnd: at(DAY), startTime: at(2 * DAY), endTime: at(2 * DAY + 3 * HOUR) };
    case 6: return { enrollStart: at(-2 * DAY), enrollEnd: at(-HOUR), startTime: at(HOUR), endTime: at(4 * HOUR) };
    case 7: return { enrollStart: at(-3 * DAY), enrollEnd: at(-2 * DAY), startTime: at(-HOUR), endTime: at(2 * HOUR) };
    case 1: case 3: return { enrollStart: at(7 * DAY), enrollEnd: at(8 * DAY), startTime: at(9 * DAY), endTime: at(9 * DAY + 3 * HOUR) };
    default: return { enrollStart: at(-4 * DAY), enrollEnd: at(-3 * DAY), startTime: at(-4 * HOUR), endTime: at(-HOUR) };
  }
}

export interface ActivityFixtureInput {
  schoolId?: number;
  status: number;
  name?: string;
  /** Defaults to the school's first organisation. */
  organizationId?: number;
  /** Defaults to the school's first category. */
  classifyId?: number;
  /** Defaults to '活动审核-两级' / '结项审核'; null for none. */
  flowTemplateId?: number | null;
  reportFlowTemplateId?: number | null;
  /** Defaults to the school's 'admin'. */
  createdBy?: number;
  administratorId?: number;
  hours?: string;
  capacity?: number;
  enrollCount?: number;
  enrollMode?: number;
  signMode?: number;
  activityLevel?: number;
  collegeId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  radiusM?: number | null;
  termId?: number | null;
  /** Any window not given comes from windowsFor(status, now). */
  enrollStart?: Date;
  enrollEnd?: Date;
  startTime?: Date;
  endTime?: Date;
  stepNo?: number;
  /** Open the audit task of the running review: step `stepNo` (default 1) of the first-review flow for status 1, of the report flow for status 9. Default true. */
  openTask?: boolean;
  now?: Date;
}

/** Inserts an activity as the input says (and its open review task for status 1 or 9); returns its row. */
export async function createActivity(t: TestApp, input: ActivityFixtureInput): Promise<FixtureActivity> {
  const schoolId = input.schoolId ?? 10001;
  const now = input.now ?? new Date();
  const createdBy = input.createdBy ?? (await userIdOf(t, schoolId, 'admin'));
  const flowTemplateId = input.flowTemplateId === undefined ? await flowIdOf(t, schoolId, '活动审核-两级') : input.flowTemplateId;
  const reportFlowTemplateId = input.reportFlowTemplateId === undefined ? await flowIdOf(t, schoolId, '结项审核') : input.reportFlowTemplateId;
  const classifyId = input.classifyId ?? (await t.db.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).orderBy('id').executeTakeFirstOrThrow()).id;
  const underReview = input.status === 1 || input.status === 9;
  const stepNo = input.stepNo ?? (underReview ? 1 : 0);
  const row = await t.db
    .insertInto('activities')
    .values({
      schoolId, name: input.name ?? `测试活动${hex(3)}`, organizationId: input.organizationId ?? (await organizationIdOf(t, schoolId)),
      classifyId, flowTemplateId, reportFlowTemplateId, createdBy, administratorId: input.administratorId ?? createdBy,
      hours: input.hours ?? '4', capacity: input.capacity ?? 20, enrollCount: input.enrollCount ?? 0,
      enrollMode: input.enrollMode ?? 1, signMode: input.signMode ?? 1, activityLevel: input.activityLevel ?? 1, collegeId: input.collegeId ?? null,
      latitude: input.latitude ?? null, longitude: input.longitude ?? null, radiusM: input.radiusM ?? null, termId: input.termId ?? null,
      ...windowsFor(input.status, now),
      ...Object.fromEntries((['enrollStart', 'enrollEnd', 'startTime', 'endTime'] as const).filter((k) => input[k]).map((k) => [k, input[k]])),
      status: input.status, stepNo, statusAt: now, qrSecret: hex(16), reportSubmittedAt: input.status >= 9 ? now : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const flow = input.status === 9 ? reportFlowTemplateId : flowTemplateId;
  if (underReview && input.openTask !== false && flow !== null)
    await openAuditTask(t.db, {
      schoolId, sourceType: input.status === 9 ? SourceType.REPORT : SourceType.ACTIVITY, relationId: row.id, flowTemplateId: flow, stepNo,
      organizationId: row.organizationId, applicantId: createdBy, taskName: row.name, appliedAt: now, now,
    });
  return row;
}

export interface EnrollOptions {
  /** Enrollment status (default 1, which takes seats: enroll_count follows). */
  status?: number;
  /** Sign-in time (QR unless signWay says otherwise); true = now. */
  signedIn?: Date | boolean;
  signWay?: number;
  signOutAt?: Date | null;
  hours?: string | null;
  now?: Date;
}

/** Enrolls the students in the activity; status-1 rows add to enroll_count (capacity is NOT checked here). */
export async function enrollStudents(t: TestApp, a: Pick<FixtureActivity, 'id' | 'schoolId'>, userIds: number[], o: EnrollOptions = {}): Promise<void> {
  if (!userIds.length) return;
  const now = o.now ?? new Date();
  const status = o.status ?? 1;
  const signInAt = o.signedIn === true ? now : o.signedIn || null;
  await t.db
    .insertInto('activityEnrollments')
    .values(userIds.map((userId) => ({
      schoolId: a.schoolId, activityId: a.id, userId, status, enrolledAt: now, decidedAt: status === 1 ? now : null,
      signInAt, signWay: signInAt ? o.signWay ?? 1 : null, signOutAt: o.signOutAt ?? null, hours: o.hours ?? null,
    })))
    .execute();
  if (status === 1)
    await t.db.updateTable('activities').set((eb) => ({ enrollCount: eb('enrollCount', '+', userIds.length) })).where('id', '=', a.id).execute();
}

/** The activity's row as it is now. */
export function activityRow(t: TestApp, id: number): Promise<FixtureActivity> {
  return t.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A session token for any user (no captcha round trip). */
export function tokenFor(t: TestApp, schoolId: number, userId: number): Promise<string> {
  return createSession(t.db, { id: userId, schoolId });
}

/**
 * The query of the school's active, activated students (status 1, modL 1, not blacklisted) as
 * `students as s` joined to `users as u`, by user id; callers add columns, filters and paging.
 */
export function activeStudentsQuery(t: TestApp, schoolId: number) {
  return t.db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .where('s.schoolId', '=', schoolId)
    .where('s.status', '=', 1)
    .where('u.modL', '=', 1)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('blacklist as b').select('b.id').whereRef('b.userId', '=', 's.userId'))))
    .orderBy('s.userId');
}

/** Active, activated students of the school (status 1, modL 1, not blacklisted), by user id after `skip`. */
export async function activeStudents(t: TestApp, schoolId: number, n: number, skip = 0): Promise<number[]> {
  const rows = await activeStudentsQuery(t, schoolId).select('s.userId').offset(skip).limit(n).execute();
  return rows.map((r) => r.userId);
}

let passwordHash: Promise<string> | null = null;

/**
 * `n` new activated students (role 学生, placed like the school's first student) with sessions:
 * [{userId, token}]. For tests that need more students than the fixture has.
 */
export async function makeStudents(t: TestApp, schoolId: number, n: number): Promise<{ userId: number; token: string }[]> {
  passwordHash ??= hashPassword('Student@123456');
  const hash = await passwordHash;
  const role = await t.db.selectFrom('roles').select('id').where('schoolId', '=', schoolId).where('code', '=', 'student').executeTakeFirstOrThrow();
  const like = await t.db.selectFrom('students').select(['campusId', 'collegeId', 'majorId', 'classId', 'grade']).where('schoolId', '=', schoolId).orderBy('userId').executeTakeFirstOrThrow();
  const tag = hex(3);
  const codes = Array.from({ length: n }, (_, i) => `9${tag}${String(i).padStart(4, '0')}`);
  const users = await t.db
    .insertInto('users')
    .values(codes.map((code, i) => ({ schoolId, username: code, name: `测试学生${i + 1}`, identity: 2, isAdmin: 0, modL: 1, passwordHash: hash })))
    .returning(['id', 'username'])
    .execute();
  await t.db.insertInto('students').values(users.map((u) => ({ schoolId, userId: u.id, code: u.username, status: 1, ...like }))).execute();
  await t.db.insertInto('userRoles').values(users.map((u) => ({ schoolId, userId: u.id, roleId: role.id }))).execute();
  return Promise.all(users.map(async (u) => ({ userId: u.id, token: await tokenFor(t, schoolId, u.id) })));
}

/**
 * A new staff user whose one role grants exactly the module paths, with that role's data scope
 * (1 school, 2 college `scopeCollegeId`, 3 led organisations): {userId, token}.
 */
export async function makeStaff(t: TestApp, schoolId: number, paths: string[], dataScope = 1, scopeCollegeId: number | null = null): Promise<{ userId: number; token: string }> {
  passwordHash ??= hashPassword('Student@123456');
  const tag = hex(4);
  const { id: roleId } = await t.db
    .insertInto('roles')
    .values({ schoolId, name: `测试角色${tag}`, code: `test_${tag}`, dataScope, scopeCollegeId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const modules = paths.length ? await t.db.selectFrom('modules').select('id').where('schoolId', 'is', null).where('path', 'in', paths).execute() : [];
  if (modules.length) await t.db.insertInto('roleModules').values(modules.map((m) => ({ schoolId, roleId, moduleId: m.id }))).execute();
  const { id: userId } = await t.db
    .insertInto('users')
    .values({ schoolId, username: `s${tag}`, name: `测试职工${tag}`, identity: 0, isAdmin: 0, modL: 1, passwordHash: await passwordHash })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('userRoles').values({ schoolId, userId, roleId }).execute();
  return { userId, token: await tokenFor(t, schoolId, userId) };
}
