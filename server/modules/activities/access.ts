/**
 * Who the caller is to an activity (issue 4; common/activityStatus.ts actors): the activity's
 * organiser (its creator, its administrator, or a leader of its organisation or of an ancestor
 * organisation), an activity administrator (the button permission '/click/activity/manage'
 * 管理全部活动 with the whole-school data scope — granted to 系统管理员 only by the demo roles, so an
 * auditor role does not make its holders deciders of every step), or neither. The auditor actor comes from the open audit task instead
 * (server/modules/audits/engine.ts).
 */
import type { Session } from '../../auth/sessions.js';
import { hasPermission } from '../../auth/permissions.js';
import { dataScopeOf, ledOrganizations } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { noPermission } from '../../protocol/errors.js';
import { ActivityLevel } from '../../../common/activities.js';
import { descendantOrganizationIds, findStudent, ownedOrganizationIds } from './repositories/references.js';

export const ACTIVITY_LIST_MODULE = '/communist/activity';
export const ACTIVITY_LAUNCH_MODULE = '/activity/launch';
/** Button permission: act as administrator on every activity of the school (any step, any status). */
export const ACTIVITY_MANAGE_PERMISSION = '/click/activity/manage';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** The organisations the user may launch activities for: those they lead (organizations.user_id or is_leader) and their descendants. */
export async function launchableOrganizations(db: Db, caller: Caller): Promise<number[]> {
  const members = await ledOrganizations(db, caller.schoolId, caller.userId);
  const ownedIds = await ownedOrganizationIds(db, caller.schoolId, caller.userId);
  // Descendants of owned organisations too.
  const descendants = await descendantOrganizationIds(db, caller.schoolId, ownedIds);
  return [...new Set([...members, ...ownedIds, ...descendants])].sort((a, b) => a - b);
}

/** The student-side module (spec §2 student activity pages). */
const STUDENT_ACTIVITY_MODULE = '/student/activity';

/**
 * True when the caller may launch activities (spec §1 "the student-organisation leader or an admin
 * can create activities"): staff holding '/activity/launch', or a student (module '/student/activity')
 * who leads at least one organisation — the Student-PC launch of spec §2.
 */
export async function mayLaunch(db: Db, caller: Caller): Promise<boolean> {
  if (await hasPermission(db, caller, ACTIVITY_LAUNCH_MODULE)) return true;
  if (!(await hasPermission(db, caller, STUDENT_ACTIVITY_MODULE))) return false;
  return (await launchableOrganizations(db, caller)).length > 0;
}

/** 10003 '暂无权限！' unless mayLaunch. */
export async function requireLauncher(db: Db, caller: Caller): Promise<void> {
  if (!(await mayLaunch(db, caller))) throw noPermission('暂无权限！');
}

/** True for a school-wide activity administrator ('/click/activity/manage' and data scope 全校). */
export async function isActivityAdmin(db: Db, caller: Caller): Promise<boolean> {
  if (!(await hasPermission(db, caller, ACTIVITY_MANAGE_PERMISSION))) return false;
  return (await dataScopeOf(db, caller)).kind === 'school';
}

/** True when the caller organises the activity (creator, administrator, or leader of its organisation). */
export async function isOrganiser(
  db: Db,
  caller: Caller,
  activity: { createdBy: number; administratorId: number; organizationId: number },
): Promise<boolean> {
  if (activity.createdBy === caller.userId || activity.administratorId === caller.userId) return true;
  return (await launchableOrganizations(db, caller)).includes(activity.organizationId);
}

/** 'admin' | 'organiser' | null for the caller and this activity (admin wins). */
export async function activityActorOf(
  db: Db,
  caller: Caller,
  activity: { createdBy: number; administratorId: number; organizationId: number },
): Promise<'admin' | 'organiser' | null> {
  if (await isActivityAdmin(db, caller)) return 'admin';
  if (await isOrganiser(db, caller, activity)) return 'organiser';
  return null;
}

/** 10003 '只有活动负责人或管理员可以操作该活动' unless the caller is its organiser or an admin; returns the actor. */
export async function requireOrganiserOrAdmin(
  db: Db,
  caller: Caller,
  activity: { createdBy: number; administratorId: number; organizationId: number },
): Promise<'admin' | 'organiser'> {
  const actor = await activityActorOf(db, caller, activity);
  if (!actor) throw noPermission('只有活动负责人或管理员可以操作该活动');
  return actor;
}

/**
 * Spec §3 activityLevel: whether a student of `studentCollegeId` may see and enroll in the
 * activity — every student for a school-level one (1), only the students of its college for a
 * college-level one (2). `studentCollegeId` null (no student row, no college) admits school-level only.
 */
export function openToStudentOf(activity: { activityLevel: number; collegeId: number | null }, studentCollegeId: number | null | undefined): boolean {
  if (activity.activityLevel !== ActivityLevel.COLLEGE) return true;
  return studentCollegeId != null && activity.collegeId === studentCollegeId;
}

/** The caller's student row ({collegeId}) in their school, undefined when they are no student. */
export async function studentOf(db: Db, caller: Caller): Promise<{ collegeId: number | null } | undefined> {
  return findStudent(db, caller.schoolId, caller.userId);
}
