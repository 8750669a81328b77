/**
 * Volunteer service hours (issue 19 志愿服务时长): recorded per participant of a volunteer activity
 * (an activity of a volunteer organisation, nature 3) from the enrollment's sign-in and sign-out —
 * the minutes actually served —, corrected by the organiser with a reason, then submitted into the
 * school's flow of kind 7 (audits/subject.ts). The review and the ledger grant: review.ts.
 * Who: the activity's organiser or an activity administrator (activities/access.ts).
 */
import type { Page } from '../../../common/envelope.js';
import { ActivityStatus } from '../../../common/activityStatus.js';
import { SourceType } from '../../../common/activities.js';
import { ServiceHoursStatus, VOLUNTEER_MSG, type ServiceHoursRow } from '../../../common/voluntary.js';
import type { ServiceHoursCorrectParams, ServiceHoursListParams } from '../../../common/schemas/voluntary.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { ApiError, badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { isActivityAdmin, launchableOrganizations, requireOrganiserOrAdmin } from '../activities/access.js';
import { findActivity } from '../activities/repositories/activities.js';
import { submitForReview } from '../audits/subject.js';
import * as repo from './repository.js';
import { toServiceRow } from './rows.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
const EDITABLE: number[] = [ServiceHoursStatus.DRAFT, ServiceHoursStatus.REJECTED];

/** The volunteer activity `id` (10002 '活动不存在', '该活动不是志愿活动'), the caller its organiser or an administrator (10003). */
export async function volunteerActivity(db: Db, caller: Caller, id: number) {
  const a = await findActivity(db, caller.schoolId, id);
  if (!a || a.isTemplate) throw badParams('活动不存在');
  if (!(await repo.findTeam(db, caller.schoolId, a.organizationId))) throw badParams(VOLUNTEER_MSG.notVolunteerActivity);
  await requireOrganiserOrAdmin(db, caller, a);
  return a;
}

/** Whole minutes between sign-in and sign-out; 0 without a sign-out. */
export function servedMinutes(signInAt: Date | null, signOutAt: Date | null): number {
  if (!signInAt || !signOutAt) return 0;
  return Math.max(0, Math.min(1440, Math.round((signOutAt.getTime() - signInAt.getTime()) / 60000)));
}

/**
 * POST /voluntary/hours/record {activityId} → {created}: a 待提交 record per seat holder who signed
 * in and has none yet, with the minutes between sign-in and sign-out. 10002 '活动尚未开始，不能登记时长'
 * before the activity is under way; '没有可登记的签到记录' when nobody signed in.
 */
export async function recordServiceHours(db: Db, caller: Caller, activityId: number, now = new Date()): Promise<{ created: number }> {
  const a = await volunteerActivity(db, caller, activityId);
  if (a.status < ActivityStatus.IN_PROGRESS || a.status === ActivityStatus.COMPLETION_REFUSED) throw badParams(VOLUNTEER_MSG.notStarted);
  const signed = await repo.signedParticipants(db, caller.schoolId, a.id);
  if (!signed.length) throw badParams(VOLUNTEER_MSG.nothingToRecord);
  const created = await repo.insertServiceRows(db, signed.map((s) => {
    const minutes = servedMinutes(s.signInAt, s.signOutAt);
    return {
      schoolId: caller.schoolId, activityId: a.id, userId: s.userId, signInAt: s.signInAt, signOutAt: s.signOutAt,
      servedMinutes: minutes, minutes, recordedBy: caller.userId, createdAt: now, updatedAt: now,
    };
  }));
  return { created };
}

/** The record `id` locked, its activity's organiser or an administrator calling; 10002 '志愿时长记录不存在'. */
async function ownRecord(db: Db, caller: Caller, id: number) {
  const h = await repo.findServiceRow(db, caller.schoolId, id, true);
  if (!h) throw badParams(VOLUNTEER_MSG.hoursUnknown);
  const a = await volunteerActivity(db, caller, h.activityId);
  return { h, a };
}

/** POST /voluntary/hours/correct {id, minutes, reason} → ServiceHoursRow; 待提交 or 已驳回 only (10002 '当前状态不能修改时长'). */
export async function correctServiceHours(db: Db, caller: Caller, p: ServiceHoursCorrectParams, now = new Date()): Promise<ServiceHoursRow> {
  const { h } = await ownRecord(db, caller, p.id);
  if (!EDITABLE.includes(h.status)) throw badParams(VOLUNTEER_MSG.notEditable);
  await repo.updateServiceRow(db, caller.schoolId, h.id, { minutes: p.minutes, correctionReason: p.reason, updatedAt: now });
  return toServiceRow((await repo.findServiceRecords(db, caller.schoolId, [h.id]))[0]!);
}

/**
 * POST /voluntary/hours/submit {ids} → {done}: each 待提交 or 已驳回 record into step 1 of the
 * school's volunteer-hours flow (kind 7), status 审核中; all or none. 10002 naming the record
 * ('张三: 只有待提交或已驳回的记录可以提交'), or the flow message when the school has none.
 */
export async function submitServiceHours(db: Db, caller: Caller, ids: number[], now = new Date()): Promise<{ done: number }> {
  const sorted = [...ids].sort((x, y) => x - y);
  for (const id of sorted) {
    const { h, a } = await ownRecord(db, caller, id);
    const [row] = await repo.findServiceRecords(db, caller.schoolId, [id]);
    try {
      if (!EDITABLE.includes(h.status)) throw badParams(VOLUNTEER_MSG.notSubmittable);
      await submitForReview(db, {
        schoolId: caller.schoolId, sourceType: SourceType.VOLUNTEER_HOURS, relationId: h.id, organizationId: a.organizationId, applicantId: caller.userId,
        taskName: `${a.name} · ${row!.name} 志愿时长`, fromStatus: h.status, toStatus: ServiceHoursStatus.PENDING,
        action: h.status === ServiceHoursStatus.REJECTED ? 'resubmit' : 'submit', now,
      });
    } catch (e) {
      if (e instanceof ApiError) throw new ApiError(e.code, `${row!.name}: ${e.message}`, e.data);
      throw e;
    }
    await repo.updateServiceRow(db, caller.schoolId, h.id, { status: ServiceHoursStatus.PENDING, updatedAt: now });
  }
  return { done: sorted.length };
}

/**
 * GET /voluntary/hours/list {current, size, activityId?, status?, name?} → {list, total}: every
 * record for an activity administrator, else those of the activities of organisations the caller leads.
 */
export async function listServiceHours(db: Db, caller: Caller, p: ServiceHoursListParams): Promise<Page<ServiceHoursRow>> {
  const organizationIds = (await isActivityAdmin(db, caller)) ? undefined : await launchableOrganizations(db, caller);
  const { rows, total } = await repo.findServicePage(db, caller.schoolId, { ...p, organizationIds }, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toServiceRow), total };
}
