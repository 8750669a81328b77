/**
 * The activity first review (issue 4 "Audits: pass, or reject with a required reason; batch
 * audits; every step recorded"; spec §4 "Activity approval passes or is rejected with a required
 * reason"): POST /activity/audit/first decides the open step of each activity in one transaction.
 *
 * Per activity (ids ascending, so concurrent batches lock in the same order): lock the row, find
 * the open sourceType-1 task for the caller (an auditor of the step, or an activity administrator
 * acting as 'admin'), close it, and move the status with nextStatus — pass: 'approveStep'
 * ({isLastStep}); before the last step the activity stays in 1 and step n+1 opens with its own
 * auditors; after the last it becomes 4 (待报名), stepNo 0. Reject: 'reject' with the opinion as
 * the reason → 3, stepNo 0, reason kept on the activity. Each decision is recorded (step, opinion).
 * Any refusal rolls back the whole batch; its message names the activity.
 */
import { nextStatus } from '../../../common/activityStatus.js';
import type { Session } from '../../auth/sessions.js';
import { ApiError, badParams } from '../../protocol/errors.js';
import { isActivityAdmin } from '../activities/access.js';
import type { Db } from '../../db/db.js';
import { findActivity, updateActivity } from '../activities/repositories/activities.js';
import { AuditResult, closeAuditTask, isTaskAuditor, openAuditTask, recordAudit, taskForAuditor } from './engine.js';
import type { PassOrReject } from '../../../common/review.js';

const SOURCE = 1;
export const REJECT_REASON_MESSAGE = '驳回必须填写原因';

export interface FirstAuditInput {
  /** 1–100 activity ids. */
  ids: number[];
  result: PassOrReject;
  opinion?: string;
}

/** Rethrows an ApiError with the activity's name in front ('「迎新晚会」该事项已处理或不在审核中'). */
function named(name: string, e: unknown): never {
  if (e instanceof ApiError) throw new ApiError(e.code, `活动「${name}」: ${e.message}`, e.data);
  throw e;
}

/** Decides one activity's open step (see the file comment). */
async function decideOne(db: Db, caller: Pick<Session, 'schoolId' | 'userId'>, id: number, p: FirstAuditInput, asAdmin: boolean, now: Date): Promise<void> {
  const a = await findActivity(db, caller.schoolId, id, true);
  if (!a) throw badParams(`活动(编号${id})不存在`);
  try {
    const task = await taskForAuditor(db, caller.schoolId, SOURCE, id, caller.userId, asAdmin);
    const actor = isTaskAuditor(task, caller.userId) ? 'auditor' : 'admin';
    const opinion = (p.opinion ?? '').trim();
    const record = { schoolId: caller.schoolId, sourceType: SOURCE, relationId: id, actorId: caller.userId, opinion, stepNo: task.stepNo, stepName: task.stepName, fromStatus: a.status, now };
    if (p.result === 'reject') {
      const next = nextStatus(a.status, 'reject', actor, { reason: opinion });
      if (!next.ok) throw badParams(next.msg);
      await closeAuditTask(db, task, caller.userId, AuditResult.REJECTED, opinion, now);
      await updateActivity(db, caller.schoolId, id, { status: next.status, stepNo: 0, reason: opinion, statusAt: now, updatedAt: now });
      await recordAudit(db, { ...record, action: 'reject', toStatus: next.status });
      return;
    }
    const isLastStep = task.stepNo >= task.stepCount;
    const next = nextStatus(a.status, 'approveStep', actor, { isLastStep });
    if (!next.ok) throw badParams(next.msg);
    await closeAuditTask(db, task, caller.userId, AuditResult.PASSED, opinion, now);
    await recordAudit(db, { ...record, action: 'approveStep', toStatus: next.status });
    if (isLastStep) {
      await updateActivity(db, caller.schoolId, id, { status: next.status, stepNo: 0, statusAt: now, updatedAt: now });
      return;
    }
    await openAuditTask(db, {
      schoolId: caller.schoolId, sourceType: SOURCE, relationId: id, flowTemplateId: task.flowTemplateId!, stepNo: task.stepNo + 1,
      organizationId: a.organizationId, applicantId: task.applicantId, taskName: task.taskName, appliedAt: task.appliedAt, now,
    });
    await updateActivity(db, caller.schoolId, id, { stepNo: task.stepNo + 1, updatedAt: now });
  } catch (e) {
    named(a.name, e);
  }
}

/**
 * POST /activity/audit/first {ids, result, opinion?} → {done}: every id decided or none (run it in
 * one transaction). 10002 '驳回必须填写原因' for a reject without opinion; 10002/10003 naming the
 * activity when one is not pending or the caller is not its step's auditor.
 */
export async function auditFirst(db: Db, caller: Pick<Session, 'schoolId' | 'userId'>, p: FirstAuditInput, now = new Date()): Promise<{ done: number }> {
  if (p.result === 'reject' && !(p.opinion ?? '').trim()) throw badParams(REJECT_REASON_MESSAGE);
  const asAdmin = await isActivityAdmin(db, caller);
  const ids = [...new Set(p.ids)].sort((x, y) => x - y);
  for (const id of ids) await decideOne(db, caller, id, p, asAdmin, now);
  return { done: ids.length };
}
