/**
 * The shape every reviewed application follows (issue 19 "build it once, here"; spec §4 lifecycle):
 * a record of some source type (volunteer team, practice project, organisation registration, venue
 * booking…) is submitted into the school's flow of its kind, and each decision on its open task
 * either opens the next step, approves it after the last step, or ends it (reject: back to the
 * applicant; refuse: for good). The caller locks its row, calls these inside its transaction and
 * applies the outcome to its own status (and, on approval, issues hours through hours/ledger.ts).
 * History, to-do lists and 工作事务 counts come from the audit tasks and records written here.
 */
import { flowKindLabels } from '../../../common/flows.js';
import type { ReviewDecision } from '../../../common/review.js';
import { ApiError, badParams } from '../../protocol/errors.js';
import type { Db } from '../../db/db.js';
import { findFlowOfKind } from '../flows/repository.js';
import { AuditResult, closeAuditTask, openAuditTask, recordAudit, taskForAuditor, type AuditTask } from './engine.js';

export interface ReviewSubject {
  schoolId: number;
  /** Audit source type (common/activities.ts SourceType), also the flow kind (common/flows.ts FlowKind). */
  sourceType: number;
  relationId: number;
}

/** 10002 when the school has no enabled flow of the kind with steps: '未配置…流程，请先在「流程配置」中添加'. */
export function noFlowMessage(kind: number): string {
  return `未配置${flowKindLabels[kind] ?? ''}流程，请先在「流程配置」中添加`;
}

/** The school's flow template for reviews of `kind`: the first enabled one with steps; 10002 noFlowMessage when none. */
export async function flowOfKind(db: Db, schoolId: number, kind: number): Promise<number> {
  const id = await findFlowOfKind(db, schoolId, kind);
  if (id === undefined) throw badParams(noFlowMessage(kind));
  return id;
}

export interface SubmitInput extends ReviewSubject {
  /** The flow to follow; omitted → flowOfKind(sourceType). */
  flowTemplateId?: number;
  /** Whose leader audits steps of auditor type 2 (组织负责人). */
  organizationId: number | null;
  applicantId: number;
  /** The to-do item's title, e.g. '青年志愿者协会 成立申请'. */
  taskName: string;
  /** The record's status before and after submitting (history only). */
  fromStatus?: number | null;
  toStatus?: number | null;
  /** 'submit' by default; 'resubmit' after a rejection. */
  action?: string;
  now?: Date;
}

/** Opens step 1 of the flow for the subject and records the submission. Returns the open task. */
export async function submitForReview(db: Db, input: SubmitInput): Promise<AuditTask> {
  const now = input.now ?? new Date();
  const flowTemplateId = input.flowTemplateId ?? (await flowOfKind(db, input.schoolId, input.sourceType));
  const task = await openAuditTask(db, {
    schoolId: input.schoolId, sourceType: input.sourceType, relationId: input.relationId, flowTemplateId, stepNo: 1,
    organizationId: input.organizationId, applicantId: input.applicantId, taskName: input.taskName, appliedAt: now, now,
  });
  await recordAudit(db, {
    schoolId: input.schoolId, sourceType: input.sourceType, relationId: input.relationId, action: input.action ?? 'submit',
    actorId: input.applicantId, fromStatus: input.fromStatus ?? null, toStatus: input.toStatus ?? null, now,
  });
  return task;
}

/** What a decision did: 'advanced' to the next step, 'approved' after the last, 'rejected' or 'refused'. */
export type StepOutcome = 'advanced' | 'approved' | 'rejected' | 'refused';

export interface DecideInput extends ReviewSubject {
  auditorId: number;
  /** True lets a holder of the group's manage permission decide on any step. */
  asAdmin?: boolean;
  decision: ReviewDecision;
  /** Required (trimmed, non-empty) for reject and refuse: 10002 reasonMessage. */
  opinion: string;
  /** The record's statuses for the history: now, and after each outcome. */
  fromStatus: number;
  statuses: { pending: number; approved: number; rejected: number; refused?: number };
  /** 10002 message for a blank reason ('驳回必须填写原因' unless given). */
  reasonMessage?: string;
  now?: Date;
}

/**
 * Decides the subject's open step: 10002 '该事项已处理或不在审核中' when none is open, 10003
 * '您不是当前步骤的审核人' when the caller is not among its auditors (unless asAdmin), 10002
 * reasonMessage for a blank reason. Closes the task, opens the next step or ends the review, and
 * records it. The caller then sets its status to statuses[outcome] (pending for 'advanced').
 */
export async function decideReviewStep(db: Db, d: DecideInput): Promise<{ outcome: StepOutcome; status: number; task: AuditTask }> {
  const opinion = d.opinion.trim();
  if (d.decision !== 'pass' && !opinion) throw badParams(d.reasonMessage ?? (d.decision === 'refuse' ? '拒绝必须填写原因' : '驳回必须填写原因'));
  const now = d.now ?? new Date();
  const task = await taskForAuditor(db, d.schoolId, d.sourceType, d.relationId, d.auditorId, d.asAdmin);
  const record = {
    schoolId: d.schoolId, sourceType: d.sourceType, relationId: d.relationId, actorId: d.auditorId, opinion,
    stepNo: task.stepNo, stepName: task.stepName, fromStatus: d.fromStatus, now,
  };
  if (d.decision === 'reject' || d.decision === 'refuse') {
    const outcome: StepOutcome = d.decision === 'reject' ? 'rejected' : 'refused';
    const status = outcome === 'rejected' ? d.statuses.rejected : (d.statuses.refused ?? d.statuses.rejected);
    await closeAuditTask(db, task, d.auditorId, d.decision === 'reject' ? AuditResult.REJECTED : AuditResult.REFUSED, opinion, now);
    await recordAudit(db, { ...record, action: d.decision, toStatus: status });
    return { outcome, status, task };
  }
  await closeAuditTask(db, task, d.auditorId, AuditResult.PASSED, opinion, now);
  if (task.stepNo >= task.stepCount) {
    await recordAudit(db, { ...record, action: 'approveStep', toStatus: d.statuses.approved });
    return { outcome: 'approved', status: d.statuses.approved, task };
  }
  await openAuditTask(db, {
    schoolId: d.schoolId, sourceType: d.sourceType, relationId: d.relationId, flowTemplateId: task.flowTemplateId!, stepNo: task.stepNo + 1,
    organizationId: task.organizationId, applicantId: task.applicantId, taskName: task.taskName, appliedAt: task.appliedAt, now,
  });
  await recordAudit(db, { ...record, action: 'approveStep', toStatus: d.statuses.pending });
  return { outcome: 'advanced', status: d.statuses.pending, task };
}

/** What a batch of decisions did: how many records, and how many of each outcome. */
export interface BatchTally {
  count: number;
  approved: number;
  advanced: number;
  rejected: number;
}

/**
 * Decides each of `rows` in turn with `decide` (inside the caller's transaction: all or nothing)
 * and tallies the outcomes; a refusal is re-thrown with the record's name in front
 * ('<名称>: 您不是当前步骤的审核人'), so the reviewer knows which record of the batch stopped it.
 */
export async function decideEach<R extends { name: string }>(rows: readonly R[], decide: (row: R) => Promise<StepOutcome>): Promise<BatchTally> {
  const out: BatchTally = { count: 0, approved: 0, advanced: 0, rejected: 0 };
  for (const row of rows) {
    try {
      const outcome = await decide(row);
      out[outcome === 'approved' ? 'approved' : outcome === 'advanced' ? 'advanced' : 'rejected'] += 1;
      out.count += 1;
    } catch (e) {
      if (e instanceof ApiError) throw new ApiError(e.code, `${row.name}: ${e.message}`, e.data);
      throw e;
    }
  }
  return out;
}
