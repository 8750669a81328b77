/**
 * Launching and changing activities (issue 4; spec §4 "created, review process runs"): add,
 * update, resubmit and copy. Each runs inside the caller's transaction; the activity row is locked
 * (FOR UPDATE) before its status changes, and status changes go through nextStatus only.
 * A new or resubmitted activity is status 1 at step 1 with the first step's audit task open
 * (sourceType 1); the history records who did what (audit_records).
 */
import { randomBytes } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { ActivityDetail } from '../../../common/activities.js';
import { ActivityStatus, nextStatus } from '../../../common/activityStatus.js';
import type { Session } from '../../auth/sessions.js';
import type { ActivitiesTable } from '../../db/types.js';
import { badParams } from '../../protocol/errors.js';
import { formatDateTime } from '../../../common/time.js';
import { dropOpenTasks, openAuditTask, recordAudit } from '../audits/engine.js';
import { termOf } from '../terms/service.js';
import type { Db } from '../../db/db.js';
import { requireOrganiserOrAdmin } from './access.js';
import { activityDetail } from './detail.js';
import { checkReferences, type CheckedReferences } from './references.js';
import { findActivity, findAttachments, insertActivity, replaceAttachments, updateActivity as updateActivityRow } from './repositories/activities.js';
import type { ActivityInputParams, ActivityUpdateParams } from '../../../common/schemas/activities.js';

type Caller = Pick<Session, 'schoolId' | 'userId' | 'identity'>;
export type ActivityRecord = Selectable<ActivitiesTable>;
/** The columns of a new activity that its input sets. */
type SubmittedValues = Omit<Insertable<ActivitiesTable>, 'schoolId' | 'createdBy' | 'status' | 'stepNo' | 'statusAt' | 'termId' | 'qrSecret' | 'createdAt' | 'updatedAt'> & { startTime: Date };
const SOURCE = 1;
const COPY_SUFFIX = '（复制）';

/** The activity (not a template) of the school, locked for the transaction when `lock`; 10002 '活动不存在'. */
export async function loadActivity(db: Db, schoolId: number, id: number, lock = false): Promise<ActivityRecord> {
  const row = await findActivity(db, schoolId, id, lock);
  if (!row) throw badParams('活动不存在');
  return row;
}

/** The columns an ActivityInput sets (windows only when given: templates keep none). */
export function activityValues(p: Omit<ActivityInputParams, 'enrollStart' | 'enrollEnd' | 'startTime' | 'endTime' | 'capacity'> & { capacity?: number }, refs: CheckedReferences) {
  return {
    name: p.name,
    organizationId: p.organizationId,
    classifyId: p.classifyId,
    flowTemplateId: p.flowTemplateId,
    reportFlowTemplateId: p.reportFlowTemplateId,
    administratorId: refs.administratorId,
    description: p.description ?? '',
    posterUrl: p.posterUrl ?? '',
    limitType: p.limitType ?? refs.limitTypeDefault,
    hours: p.hours,
    ecology: p.ecology ?? 0,
    isRecommend: p.isRecommend ?? 0,
    activityLevel: p.activityLevel ?? 1,
    collegeId: refs.collegeId,
    address: p.address ?? '',
    latitude: p.latitude ?? null,
    longitude: p.longitude ?? null,
    radiusM: p.radiusM ?? null,
    enrollMode: p.enrollMode ?? 1,
    signMode: p.signMode ?? 1,
  };
}

/** The term of the activity's start day (Asia/Shanghai), or null. */
async function termIdOf(db: Db, schoolId: number, startTime: Date): Promise<number | null> {
  return (await termOf(db, schoolId, formatDateTime(startTime)!.slice(0, 10)))?.id ?? null;
}

/** Opens step 1 of the activity's first-review flow (sourceType 1). */
async function openFirstStep(db: Db, a: Pick<ActivityRecord, 'id' | 'schoolId' | 'flowTemplateId' | 'organizationId' | 'name'>, applicantId: number, now: Date) {
  if (a.flowTemplateId == null) throw badParams('参数错误: flowTemplateId 审核流程不存在');
  return openAuditTask(db, {
    schoolId: a.schoolId, sourceType: SOURCE, relationId: a.id, flowTemplateId: a.flowTemplateId, stepNo: 1,
    organizationId: a.organizationId, applicantId, taskName: a.name, appliedAt: now, now,
  });
}

/** Inserts a submitted activity (status 1, step 1), its attachments, the step-1 task and the 'create' record. */
async function insertSubmitted(db: Db, caller: Caller, values: SubmittedValues, attachments: CheckedReferences['attachments'], now: Date): Promise<number> {
  const row = await insertActivity(db, {
    ...values,
    schoolId: caller.schoolId,
    createdBy: caller.userId,
    status: ActivityStatus.UNDER_REVIEW,
    stepNo: 1,
    statusAt: now,
    termId: await termIdOf(db, caller.schoolId, values.startTime),
    qrSecret: randomBytes(32).toString('hex'),
    createdAt: now,
    updatedAt: now,
  });
  await replaceAttachments(db, caller.schoolId, row.id, attachments);
  await openFirstStep(db, row, caller.userId, now);
  await recordAudit(db, { schoolId: caller.schoolId, sourceType: SOURCE, relationId: row.id, action: 'create', actorId: caller.userId, fromStatus: null, toStatus: row.status, now });
  return row.id;
}

/**
 * POST /activity/add ActivityInput → ActivityDetail: status 1 at step 1 of flowTemplateId, its task
 * open. 10002 field messages (references.ts); 10003 when the caller may not launch for the organisation.
 */
export async function addActivity(db: Db, caller: Caller, p: ActivityInputParams, now = new Date()): Promise<ActivityDetail> {
  const refs = await checkReferences(db, caller, p);
  const values = { ...activityValues(p, refs), posterUrl: p.posterUrl ?? '', capacity: p.capacity, enrollStart: p.enrollStart, enrollEnd: p.enrollEnd, startTime: p.startTime, endTime: p.endTime };
  const id = await insertSubmitted(db, caller, values, refs.attachments, now);
  return activityDetail(db, caller, id);
}

/**
 * POST /activity/update {id, ...ActivityInput} → ActivityDetail. Only in status 1 before any step
 * passed (step 1) or 3 (rejected), by the organiser or an administrator. In status 1 a change of
 * flow or organisation reopens step 1 (new auditors). 10002 '当前状态不能修改活动'.
 */
export async function updateActivity(db: Db, caller: Caller, p: ActivityUpdateParams, now = new Date()): Promise<ActivityDetail> {
  const a = await loadActivity(db, caller.schoolId, p.id, true);
  await requireOrganiserOrAdmin(db, caller, a);
  const editable = (a.status === ActivityStatus.UNDER_REVIEW && a.stepNo === 1) || a.status === ActivityStatus.REJECTED;
  if (!editable) throw badParams('当前状态不能修改活动');
  const refs = await checkReferences(db, caller, p);
  const values = activityValues(p, refs);
  await updateActivityRow(db, caller.schoolId, a.id, {
    ...values, capacity: p.capacity, enrollStart: p.enrollStart, enrollEnd: p.enrollEnd, startTime: p.startTime, endTime: p.endTime,
    termId: await termIdOf(db, caller.schoolId, p.startTime), updatedAt: now,
  });
  await replaceAttachments(db, caller.schoolId, a.id, refs.attachments);
  if (a.status === ActivityStatus.UNDER_REVIEW && (a.flowTemplateId !== p.flowTemplateId || a.organizationId !== p.organizationId || a.name !== p.name)) {
    await dropOpenTasks(db, caller.schoolId, SOURCE, a.id, now);
    await openFirstStep(db, { ...a, ...values }, a.createdBy, now);
  }
  await recordAudit(db, { schoolId: caller.schoolId, sourceType: SOURCE, relationId: a.id, action: 'update', actorId: caller.userId, fromStatus: a.status, toStatus: a.status, now });
  return activityDetail(db, caller, a.id);
}

/** POST /activity/resubmit {id} → ActivityDetail: status 3 → 1 (nextStatus 'resubmit'), step 1 opened again. */
export async function resubmitActivity(db: Db, caller: Caller, id: number, now = new Date()): Promise<ActivityDetail> {
  const a = await loadActivity(db, caller.schoolId, id, true);
  const actor = await requireOrganiserOrAdmin(db, caller, a);
  const next = nextStatus(a.status, 'resubmit', actor);
  if (!next.ok) throw badParams(next.msg);
  await updateActivityRow(db, caller.schoolId, a.id, { status: next.status, stepNo: 1, statusAt: now, reason: '', updatedAt: now });
  await dropOpenTasks(db, caller.schoolId, SOURCE, a.id, now);
  await openFirstStep(db, a, caller.userId, now);
  await recordAudit(db, { schoolId: caller.schoolId, sourceType: SOURCE, relationId: a.id, action: 'resubmit', actorId: caller.userId, fromStatus: a.status, toStatus: next.status, now });
  return activityDetail(db, caller, a.id);
}

/**
 * POST /activity/copy {id} → ActivityDetail of a new activity (status 1, step 1 open) with the
 * source's fields, name + '（复制）', copiedFrom = the source. The caller must be able to launch for
 * its organisation (10003) and its flows must still be usable (10002).
 */
export async function copyActivity(db: Db, caller: Caller, id: number, now = new Date()): Promise<ActivityDetail> {
  const src = await loadActivity(db, caller.schoolId, id);
  const attachments = await findAttachments(db, caller.schoolId, id);
  const refs = await checkReferences(db, caller, {
    organizationId: src.organizationId, classifyId: src.classifyId, flowTemplateId: src.flowTemplateId ?? 0,
    reportFlowTemplateId: src.reportFlowTemplateId ?? 0, administratorId: src.administratorId, activityLevel: src.activityLevel,
    collegeId: src.collegeId ?? undefined, posterUrl: src.posterUrl || undefined,
    attachments: attachments.map((f) => ({ id: f.fileId ?? undefined, url: f.url, name: f.name })),
  });
  const name = src.name.slice(0, 50 - COPY_SUFFIX.length) + COPY_SUFFIX;
  const { id: _id, schoolId: _s, createdBy: _c, status: _st, stepNo: _n, statusAt: _sa, termId: _t, isTemplate: _it, copiedFrom: _cf, qrSecret: _q,
    lotterySeed: _ls, lotteryDrawnAt: _ld, reportSummary: _rs, reportSubmittedAt: _rsa, reason: _r, createdAt: _ca, updatedAt: _ua, enrollCount: _ec,
    ...fields } = src;
  const newId = await insertSubmitted(db, caller, { ...fields, name, administratorId: refs.administratorId, copiedFrom: src.id }, refs.attachments, now);
  return activityDetail(db, caller, newId);
}
