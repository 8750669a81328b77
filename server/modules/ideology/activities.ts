/**
 * Party and league activities (issue 20; /ideology/activity/found, examine, second/examine, grant):
 * a branch's activity is created (found) with its hours and participants, submitted into the flow of
 * kind 19 — 初审 (step 1, /examine) then 复审 (step 2 and later, /second/examine), audits/subject.ts —
 * and, once approved, its hours are granted to the participants who are students through the ledger
 * (source 7, relation = the activity, once per student: hours.ts).
 * Status: 1 待提交, 2 初审中, 3 复审中, 4 已通过, 5 已驳回, 6 已拒绝, 7 已发放学时.
 */
import { SourceType } from '../../../common/sourceTypes.js';
import type { AuditHistoryItem } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import { ActivityStatus, activityStatusLabels, IDEOLOGY_MSG, type IdeologyActivityQueueRow, type IdeologyActivityRow } from '../../../common/ideology.js';
import type { DecisionParams, IdeologyActivityInput, IdeologyActivityListParams } from '../../../common/schemas/ideology.js';
import { formatMinute } from '../../../common/time.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { auditHistory } from '../audits/history.js';
import { decideReviewStep, submitForReview } from '../audits/subject.js';
import { decideEach, queueAuditor } from './access.js';
import { grantIdeologyHours } from './hours.js';
import { branchOf } from './members.js';
import * as repo from './repositories/activities.js';
import { countUsers } from './repositories/members.js';

type Caller = { schoolId: number; userId: number };
const SOURCE = SourceType.IDEOLOGY_ACTIVITY;
const S = ActivityStatus;
const EDITABLE: number[] = [S.DRAFT, S.REJECTED];
const ACTION_LABELS: Record<string, string> = { submit: '提交', resubmit: '重新提交', approveStep: '通过', reject: '驳回', refuse: '拒绝', grant: '发放学时' };

const toRow = (r: repo.ActivityRaw): IdeologyActivityRow => ({
  id: r.id, kind: r.kind, branchId: r.branchId, branchName: r.branchName, name: r.name, startTime: formatMinute(r.startAt), endTime: formatMinute(r.endAt),
  place: r.place, content: r.content, hours: r.hours, status: r.status, statusName: activityStatusLabels[r.status] ?? '', participantIds: r.participantIds, participantNames: r.participantNames,
});

async function activityOf(db: Db, schoolId: number, id: number) {
  const a = await repo.lockActivity(db, schoolId, id);
  if (!a) throw badParams(IDEOLOGY_MSG.activityUnknown);
  return a;
}

async function checkInput(db: Db, schoolId: number, p: IdeologyActivityInput) {
  const b = await branchOf(db, schoolId, p.branchId);
  if ((await countUsers(db, schoolId, p.participantIds)) !== p.participantIds.length) throw fieldError('participantIds', IDEOLOGY_MSG.userUnknown);
  return b.branchKind!;
}

/** GET /ideology/activity/list {current, size, name?, status?} → activities, newest first. */
export async function listActivities(db: Db, schoolId: number, p: IdeologyActivityListParams & { statuses?: number[] }): Promise<Page<IdeologyActivityRow>> {
  const { rows, total } = await repo.findActivityPage(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toRow) };
}

/** GET /ideology/activity/detail {id} → the activity with its review history. */
export async function activityDetail(db: Db, schoolId: number, id: number): Promise<IdeologyActivityRow & { history: AuditHistoryItem[] }> {
  const r = await repo.findActivityRow(db, schoolId, id);
  if (!r) throw badParams(IDEOLOGY_MSG.activityUnknown);
  return { ...toRow(r), history: await auditHistory(db, schoolId, [SOURCE], id, (a) => ACTION_LABELS[a] ?? a) };
}

/** POST /ideology/activity/add {branchId, name, startTime, endTime, place, content?, hours, participantIds} → {id} (待提交; the kind is the branch's). */
export async function addActivity(db: Db, caller: Caller, p: IdeologyActivityInput, now = new Date()): Promise<{ id: number }> {
  const kind = await checkInput(db, caller.schoolId, p);
  const id = await repo.insertActivity(db, {
    schoolId: caller.schoolId, kind, branchId: p.branchId, name: p.name, startAt: p.startTime, endAt: p.endTime, place: p.place, content: p.content,
    hours: p.hours, createdBy: caller.userId, createdAt: now, updatedAt: now,
  });
  await repo.setParticipants(db, caller.schoolId, id, p.participantIds);
  return { id };
}

/** POST /ideology/activity/update {id, …} → the row; 待提交 or 已驳回 only (10002 '当前状态不能修改'). */
export async function updateActivity(db: Db, caller: Caller, p: IdeologyActivityInput & { id: number }, now = new Date()): Promise<IdeologyActivityRow> {
  const a = await activityOf(db, caller.schoolId, p.id);
  if (!EDITABLE.includes(a.status)) throw badParams(IDEOLOGY_MSG.notEditable);
  const kind = await checkInput(db, caller.schoolId, p);
  await repo.updateActivity(db, caller.schoolId, a.id, {
    kind, branchId: p.branchId, name: p.name, startAt: p.startTime, endAt: p.endTime, place: p.place, content: p.content, hours: p.hours, updatedAt: now,
  });
  await repo.setParticipants(db, caller.schoolId, a.id, p.participantIds);
  return toRow((await repo.findActivityRow(db, caller.schoolId, a.id))!);
}

/** POST /ideology/activity/submit {id} → {status}: into 初审 (kind 19); 10002 '只有待提交或已驳回的活动可以提交'. */
export async function submitActivity(db: Db, caller: Caller, id: number, now = new Date()): Promise<{ status: number }> {
  const a = await activityOf(db, caller.schoolId, id);
  if (!EDITABLE.includes(a.status)) throw badParams(IDEOLOGY_MSG.notSubmittable);
  await submitForReview(db, {
    schoolId: caller.schoolId, sourceType: SOURCE, relationId: a.id, organizationId: a.branchId, applicantId: caller.userId, taskName: a.name,
    fromStatus: a.status, toStatus: S.FIRST, action: a.status === S.REJECTED ? 'resubmit' : 'submit', now,
  });
  await repo.updateActivity(db, caller.schoolId, a.id, { status: S.FIRST, updatedAt: now });
  return { status: S.FIRST };
}

/** GET /ideology/activity/examine/list and /second/examine/list {current, size, name?, scope?} → the activities at that step. */
export async function activityQueue(db: Db, caller: Caller, second: boolean, p: { current: number; size: number; name?: string; scope?: string }): Promise<Page<IdeologyActivityQueueRow>> {
  const { rows, total } = await repo.findActivityQueue(db, caller.schoolId, { sourceType: SOURCE, second, auditorId: await queueAuditor(db, caller, p.scope), name: p.name }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => ({ ...toRow(r), taskId: r.taskId, stepNo: r.stepNo, stepCount: r.stepCount, stepName: r.stepName })) };
}

/**
 * POST /ideology/activity/examine and /second/examine {ids, result, opinion?} → {done}: decides the
 * open step of each activity, which must be the page's step (10002 '该活动不在本审核步骤'); all or none.
 */
export async function decideActivities(trx: Trx, caller: Caller, second: boolean, p: DecisionParams, now = new Date()): Promise<{ done: number }> {
  return decideEach(trx, caller, p.ids, async (id, asAdmin, named) => {
    const a = await repo.lockActivity(trx, caller.schoolId, id);
    if (!a) throw badParams(`${IDEOLOGY_MSG.activityUnknown}(编号${id})`);
    named(a.name);
    if (a.status !== (second ? S.SECOND : S.FIRST)) throw badParams(IDEOLOGY_MSG.wrongStep);
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: SOURCE, relationId: id, auditorId: caller.userId, asAdmin, decision: p.result,
      opinion: p.opinion ?? '', fromStatus: a.status, statuses: { pending: S.SECOND, approved: S.APPROVED, rejected: S.REJECTED, refused: S.REFUSED }, now,
    });
    await repo.updateActivity(trx, caller.schoolId, id, { status: outcome === 'advanced' ? S.SECOND : status, updatedAt: now });
  });
}

/** POST /ideology/activity/participants {id, userIds} → the row: who took part, until the hours are granted. */
export async function setActivityParticipants(db: Db, caller: Caller, p: { id: number; userIds: number[] }): Promise<IdeologyActivityRow> {
  const a = await activityOf(db, caller.schoolId, p.id);
  if (a.status === S.GRANTED) throw badParams(IDEOLOGY_MSG.notEditable);
  if ((await countUsers(db, caller.schoolId, p.userIds)) !== p.userIds.length) throw fieldError('userIds', IDEOLOGY_MSG.userUnknown);
  await repo.setParticipants(db, caller.schoolId, a.id, p.userIds);
  return toRow((await repo.findActivityRow(db, caller.schoolId, a.id))!);
}

/**
 * POST /ideology/activity/grant {id} → {granted}: the activity's hours to each participant who is a
 * student (ledger source 7, once per student). 10002 '只有已通过的活动可以发放学时', '请先登记参与人员'.
 */
export async function grantActivity(trx: Trx, caller: Caller, id: number, now = new Date()): Promise<{ granted: number }> {
  const a = await activityOf(trx, caller.schoolId, id);
  if (a.status !== S.APPROVED) throw badParams(IDEOLOGY_MSG.notApproved);
  const row = (await repo.findActivityRow(trx, caller.schoolId, id))!;
  if (!row.participantIds.length) throw badParams(IDEOLOGY_MSG.noParticipants);
  const granted = await grantIdeologyHours(trx, {
    schoolId: caller.schoolId, issuedBy: caller.userId, relationId: a.id, userIds: row.participantIds, hours: a.hours, at: a.startAt, reason: `党团活动：${a.name}`, now,
  });
  await repo.updateActivity(trx, caller.schoolId, a.id, { status: S.GRANTED, updatedAt: now });
  return { granted };
}
