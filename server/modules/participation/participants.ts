/**
 * Participants of an activity (issue 4 "A participant's hours default to the activity's hours; the
 * organiser may lower them for partial attendance"): the organiser's list and the hours edit.
 */
import type { Kysely } from 'kysely';
import { EnrollmentStatus, type ParticipantRow } from '../../../common/activities.js';
import { ActivityStatus } from '../../../common/activityStatus.js';
import type { Page } from '../../../common/envelope.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { hasPermission } from '../../auth/permissions.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Database } from '../../db/types.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime } from '../../../common/time.js';
import { ACTIVITY_LIST_MODULE } from '../activities/access.js';
import { scopeAdmits } from '../activities/list.js';
import { activityActorOf, lockActivity, type ActivityRecord, type Caller } from './activity.js';
import type { Trx } from '../../db/db.js';
import { updateActivity } from '../activities/repositories/activities.js';
import { findEnrollmentsOf, findParticipants, setEnrollmentHours, type ParticipantFilter } from './repositories/enrollments.js';

export const HOURS_ABOVE_ACTIVITY = '学时不能超过活动学时';

/**
 * True when the caller may see the activity's participants: its organiser, an activity
 * administrator, or a holder of '/communist/activity' whose data scope admits it (as GET
 * /activity/list: scopeAdmits).
 */
export async function canViewActivity(db: Kysely<Database>, caller: Caller, a: ActivityRecord): Promise<boolean> {
  if (await activityActorOf(db, caller, a)) return true;
  if (!(await hasPermission(db, caller, ACTIVITY_LIST_MODULE))) return false;
  return scopeAdmits(await dataScopeOf(db, caller), caller.userId, a);
}

/** 10003 '暂无权限查看该活动的参与人员' unless canViewActivity. */
export async function requireViewer(db: Kysely<Database>, caller: Caller, a: ActivityRecord): Promise<void> {
  if (!(await canViewActivity(db, caller, a))) throw noPermission('暂无权限查看该活动的参与人员');
}

/** The activity, the page and the filters (name, signed, status) of the participant list. */
export interface ParticipantParams extends ParticipantFilter {
  id: number;
  current: number;
  size: number;
}

/**
 * GET /activity/participants {id, current, size, name?, signed?, status?} → {list: ParticipantRow[],
 * total}, in enrollment order. hours is the reported hours (the activity's unless lowered); times
 * 'YYYY-MM-DD HH:mm:ss'.
 */
export async function listParticipants(db: Kysely<Database>, a: ActivityRecord, p: ParticipantParams): Promise<Page<ParticipantRow>> {
  const { rows, total } = await findParticipants(db, a.schoolId, a.id, a.hours, p, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({
      userId: r.userId, name: r.name, code: r.code, collegeName: r.collegeName, className: r.className, status: r.status,
      enrolledAt: formatDateTime(r.enrolledAt)!, signInAt: formatDateTime(r.signInAt), signOutAt: formatDateTime(r.signOutAt),
      signWay: r.signWay, backfillReason: r.backfillReason, hours: fromHundredths(toHundredths(r.hours)), noShow: r.noShow,
    })),
  };
}

/**
 * POST /activity/participants/hours {id, items: [{userId, hours}]} → {done}: the organiser sets
 * participants' hours (0 ≤ hours ≤ the activity's, at most 2 decimals) before the report is
 * submitted or after it was rejected (status 8 or 10). The caller's right is checked by the route.
 * 10002 '学时不能超过活动学时', '当前状态不能修改学时', '参数错误: items 含有未报名的学生'.
 */
export async function setParticipantHours(trx: Trx, caller: Caller, id: number, items: { userId: number; hours: string }[], now: Date): Promise<{ done: number }> {
  const a = await lockActivity(trx, caller.schoolId, id);
  if (a.status !== ActivityStatus.AWAITING_COMPLETION && a.status !== ActivityStatus.COMPLETION_REJECTED) throw badParams('当前状态不能修改学时');
  const max = toHundredths(a.hours);
  const byUser = new Map<number, string>();
  for (const it of items) {
    const h = toHundredths(it.hours);
    if (h < 0) throw badParams('参数错误: hours 不能为负数');
    if (h > max) throw badParams(HOURS_ABOVE_ACTIVITY);
    byUser.set(it.userId, fromHundredths(h));
  }
  const seated = await findEnrollmentsOf(trx, a.schoolId, a.id, [...byUser.keys()], EnrollmentStatus.ENROLLED);
  if (seated.length !== byUser.size) throw badParams('参数错误: items 含有未报名的学生');
  await setEnrollmentHours(trx, a.schoolId, a.id, byUser);
  await updateActivity(trx, a.schoolId, a.id, { updatedAt: now });
  return { done: byUser.size };
}
