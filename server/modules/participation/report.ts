/**
 * The completion report (结项; spec §4 lifecycle: "the activity administrator submits a completion
 * report, report is reviewed, credit hours issued. A completion report can be approved (credits
 * issued), rejected with a reason (may be resubmitted) or refused with a reason (activity failed,
 * no credits)"; issue 4 "hours written to the ledger in one transaction").
 *
 * The report's participants are the enrollments holding a seat (status 1) with a sign-in (QR or
 * back-fill), each with the hours submitted (≤ the activity's, a reason when lowered: issue 18,
 * reportContent.ts), stored with the report so that the auditor reviews what is granted. The review
 * runs the activity's report flow (audit tasks of sourceType 2). Approval of the last step, in ONE
 * transaction: close the task, status 12, grantHours for every participant (idempotent per
 * student: the ledger's unique key), then applyNoShows. Any failure rolls back all of it, so a
 * retry starts clean and grants once.
 */
import { SourceType } from '../../../common/activities.js';
import type { ActivityActor } from '../../../common/activityStatus.js';
import { ApiError, badParams } from '../../protocol/errors.js';
import { formatDateTime } from '../../../common/time.js';
import { AuditResult, closeAuditTask, dropOpenTasks, isTaskAuditor, openAuditTask, stepCountOf, taskForAuditor } from '../audits/engine.js';
import { REVIEW_DECISION_CODES, type ReviewDecision } from '../../../common/review.js';
import { applyNoShows } from '../blacklist/integrity.js';
import { termOf } from '../terms/service.js';
import { grantHours } from '../hours/ledger.js';
import { LedgerSource } from '../../../common/ledger.js';
import { PointsSource } from '../../../common/points.js';
import { earnPoints } from '../points/ledger.js';
import type { Db, Trx } from '../../db/db.js';
import { fireEvent, lockActivity, type ActivityRecord, type Caller } from './activity.js';
import { reportTotals } from './repositories/enrollments.js';
import { findReportGrants } from './repositories/reports.js';
import { storeReportContent } from './reportContent.js';
import type { ReportSubmitParams } from '../../../common/schemas/participation.js';

export const REPORT_MSG = {
  noFlow: '该活动未设置结项审核流程',
  notUnderReview: '该活动不在结项审核中',
  noTerm: '活动开始日期不在任何学期内,请先设置学期',
  opinion: { reject: '驳回必须填写原因', refuse: '拒绝必须填写原因' },
} as const;

/** The submitted report's grants: each participant and the hours submitted (decimal strings). */
export async function reportParticipants(db: Db, a: Pick<ActivityRecord, 'schoolId' | 'id'>): Promise<{ userId: number; hours: string }[]> {
  return findReportGrants(db, a.schoolId, a.id);
}

/**
 * POST /activity/report/submit ReportSubmitParams (status 8 or 10 → 9): records the summary, the
 * photos, attachments and participants' hours (storeReportContent), opens step 1 of the
 * activity's report flow (sourceType 2) and records 'submitReport'. `actor` is the caller's right
 * (organiser or admin), checked by the route. 10002 '该活动未设置结项审核流程', the status table's
 * refusal (e.g. '当前状态「已完成」不能执行「提交结项」'), storeReportContent's refusals.
 */
export async function submitReport(trx: Trx, caller: Caller, actor: ActivityActor, p: ReportSubmitParams, now: Date): Promise<void> {
  const a = await lockActivity(trx, caller.schoolId, p.id);
  const flowId = a.reportFlowTemplateId;
  if (flowId === null || (await stepCountOf(trx, a.schoolId, flowId)) === 0) throw badParams(REPORT_MSG.noFlow);
  // The status event first: a report that may not be submitted now is refused as such.
  await fireEvent(trx, a, 'submitReport', {
    actor, actorId: caller.userId, now, sourceType: SourceType.REPORT, opinion: p.summary,
    set: { stepNo: 1, reportSubmittedAt: now, reportSummary: p.summary },
  });
  await storeReportContent(trx, caller, a, p);
  await dropOpenTasks(trx, a.schoolId, SourceType.REPORT, a.id, now);
  await openAuditTask(trx, {
    schoolId: a.schoolId, sourceType: SourceType.REPORT, relationId: a.id, flowTemplateId: flowId, stepNo: 1,
    organizationId: a.organizationId, applicantId: caller.userId, taskName: a.name, appliedAt: now, now,
  });
}

/** The school's term of the activity's start date (China time), for the ledger rows. */
async function termIdOf(trx: Trx, a: ActivityRecord): Promise<number> {
  if (a.termId !== null) return a.termId;
  const term = await termOf(trx, a.schoolId, formatDateTime(a.startTime)!.slice(0, 10));
  if (!term) throw badParams(REPORT_MSG.noTerm);
  return term.id;
}

/** One report decision inside the batch's transaction; returns the ledger rows written. */
async function decideOne(trx: Trx, caller: Caller, id: number, result: ReviewDecision, opinion: string, asAdmin: boolean, now: Date): Promise<number> {
  let name = String(id);
  try {
    const a = await lockActivity(trx, caller.schoolId, id);
    name = a.name;
    if (a.status !== 9) throw badParams(REPORT_MSG.notUnderReview);
    const task = await taskForAuditor(trx, a.schoolId, SourceType.REPORT, a.id, caller.userId, asAdmin);
    const actor: ActivityActor = isTaskAuditor(task, caller.userId) ? 'auditor' : 'admin';
    const step = { stepNo: task.stepNo, stepName: task.stepName, sourceType: SourceType.REPORT, actorId: caller.userId, actor, now, opinion };
    if (result !== 'pass') {
      await closeAuditTask(trx, task, caller.userId, REVIEW_DECISION_CODES[result], opinion, now);
      await fireEvent(trx, a, result === 'reject' ? 'rejectReport' : 'refuseReport', { ...step, reason: opinion, set: { stepNo: 0, reason: opinion } });
      return 0;
    }
    await closeAuditTask(trx, task, caller.userId, AuditResult.PASSED, opinion, now);
    const isLastStep = task.stepNo >= task.stepCount;
    await fireEvent(trx, a, 'approveReport', { ...step, isLastStep, set: { stepNo: isLastStep ? 0 : task.stepNo + 1 } });
    if (!isLastStep) {
      await openAuditTask(trx, {
        schoolId: a.schoolId, sourceType: SourceType.REPORT, relationId: a.id, flowTemplateId: task.flowTemplateId!, stepNo: task.stepNo + 1,
        organizationId: a.organizationId, applicantId: task.applicantId, taskName: a.name, appliedAt: task.appliedAt, now,
      });
      return 0;
    }
    const grants = await reportParticipants(trx, a);
    const granted = await grantHours(trx, {
      schoolId: a.schoolId, issuedBy: caller.userId, sourceType: LedgerSource.ACTIVITY, relationId: a.id,
      classifyId: a.classifyId, termId: await termIdOf(trx, a), grants,
    });
    // 活力值 by the school's rule (issue 21), once per student and activity.
    await earnPoints(trx, { schoolId: a.schoolId, source: PointsSource.ACTIVITY, relationId: a.id, grants, createdBy: caller.userId, reason: a.name });
    await applyNoShows(trx, a.schoolId, a.id, now);
    return granted.granted;
  } catch (e) {
    if (e instanceof ApiError) throw new ApiError(e.code, `活动「${name}」: ${e.message}`, e.data);
    throw e;
  }
}

/**
 * POST /activity/report/audit {ids, result, opinion?} → {done, granted}: decides the reports of
 * `ids` in ONE transaction (ids in ascending order, so concurrent batches lock alike); any failure
 * rolls back the whole batch and its message names the activity ('活动「…」: 该事项已处理或不在审核中').
 * pass: the step passes; on the flow's last step status 12, the hours granted (granted = ledger
 * rows written) and the no-shows applied. reject → 10 and refuse → 11 with the opinion as the
 * activity's reason ('驳回必须填写原因' / '拒绝必须填写原因' when blank). `asAdmin`: the caller is an
 * activity administrator and may decide any open step.
 */
export async function auditReports(
  trx: Trx, caller: Caller, ids: number[], result: ReviewDecision, opinion: string | undefined, asAdmin: boolean, now: Date,
): Promise<{ done: number; granted: number }> {
  const text = (opinion ?? '').trim();
  if (result !== 'pass' && !text) throw badParams(REPORT_MSG.opinion[result]);
  const ordered = [...new Set(ids)].sort((x, y) => x - y);
  let granted = 0;
  for (const id of ordered) granted += await decideOne(trx, caller, id, result, text, asAdmin, now);
  return { done: ordered.length, granted };
}

/** The report preview of one activity: its participants (seats with a sign-in) and their hours summed ('0.00' when none). */
export async function reportPreview(db: Db, schoolId: number, activityId: number): Promise<{ participantCount: number; totalHours: string }> {
  return (await reportTotals(db, schoolId, [activityId])).get(activityId) ?? { participantCount: 0, totalHours: '0.00' };
}
