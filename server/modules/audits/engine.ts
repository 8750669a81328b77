/**
 * The review engine shared by every review (issue 4 audits; issue 5 declarations reuse it): a
 * subject (source type + relation id) under review has ONE open audit task — its current flow step
 * with the auditors resolved when the step opened — and every decision or action is appended to
 * audit_records. The to-do endpoints read the open tasks.
 *
 * Callers run these inside their own transaction, after locking the subject row, so that two
 * auditors passing the same step at once cannot both succeed (the second finds no open task).
 */
import type { Selectable } from 'kysely';
import type { AuditTasksTable } from '../../db/types.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { countFlowSteps, findFlowSteps } from '../flows/repository.js';
import { resolveStepAuditors } from '../flows/service.js';
import type { Db } from '../../db/db.js';
import { closeOpenTasks, closeTask, findOpenTask, insertAuditRecord, insertAuditTask } from './repository.js';
import { REVIEW_DECISION_CODES } from '../../../common/review.js';

export type AuditTask = Selectable<AuditTasksTable>;
/** audit_tasks.result: the numeric form of the review decision (common/review.ts). */
export const AuditResult = { PASSED: REVIEW_DECISION_CODES.pass, REJECTED: REVIEW_DECISION_CODES.reject, REFUSED: REVIEW_DECISION_CODES.refuse } as const;

export interface OpenTaskInput {
  schoolId: number;
  sourceType: number;
  relationId: number;
  flowTemplateId: number;
  /** 1-based step of the flow to open. */
  stepNo: number;
  /** The organisation whose leader audits steps of auditor type 2. */
  organizationId: number | null;
  applicantId: number | null;
  taskName: string;
  /** When the subject was submitted (the to-do item's applyTime). */
  appliedAt: Date;
  now?: Date;
}

/** The number of steps of a flow template (0 when it has none or is not the school's). */
export function stepCountOf(db: Db, schoolId: number, flowTemplateId: number): Promise<number> {
  return countFlowSteps(db, schoolId, flowTemplateId);
}

/**
 * Opens step `stepNo` of the flow for the subject: resolves its auditors (resolveStepAuditors) and
 * inserts the open task. 10002 '审核流程没有第N步' when the flow has no such step.
 */
export async function openAuditTask(db: Db, input: OpenTaskInput): Promise<AuditTask> {
  const steps = await findFlowSteps(db, input.schoolId, input.flowTemplateId);
  const step = steps[input.stepNo - 1];
  if (!step) throw badParams(`审核流程没有第${input.stepNo}步`);
  const auditorIds = await resolveStepAuditors(db, input.schoolId, step, { organizationId: input.organizationId });
  return insertAuditTask(db, {
    schoolId: input.schoolId,
    sourceType: input.sourceType,
    relationId: input.relationId,
    flowTemplateId: input.flowTemplateId,
    stepNo: input.stepNo,
    stepCount: steps.length,
    stepName: step.name,
    auditorIds,
    applicantId: input.applicantId,
    organizationId: input.organizationId,
    taskName: input.taskName,
    appliedAt: input.appliedAt,
    createdAt: input.now ?? new Date(),
  });
}

/** The subject's open task, locked for this transaction, or null. */
export async function openTaskOf(db: Db, schoolId: number, sourceType: number, relationId: number): Promise<AuditTask | null> {
  return (await findOpenTask(db, schoolId, sourceType, relationId)) ?? null;
}

/** True when the user is one of the task's auditors. */
export const isTaskAuditor = (task: Pick<AuditTask, 'auditorIds'>, userId: number): boolean => task.auditorIds.includes(userId);

/**
 * The open task, checked for an auditor: 10002 '该事项已处理或不在审核中' when there is none, 10003
 * '您不是当前步骤的审核人' when the user is not among its auditors and `asAdmin` is false.
 */
export async function taskForAuditor(db: Db, schoolId: number, sourceType: number, relationId: number, userId: number, asAdmin = false): Promise<AuditTask> {
  const task = await openTaskOf(db, schoolId, sourceType, relationId);
  if (!task) throw badParams('该事项已处理或不在审核中');
  if (!asAdmin && !isTaskAuditor(task, userId)) throw noPermission('您不是当前步骤的审核人');
  return task;
}

/** Closes a task with the decision (result 1 passed, 2 rejected, 3 refused) and the opinion. */
export async function closeAuditTask(db: Db, task: Pick<AuditTask, 'id' | 'schoolId'>, by: number, result: number, opinion: string, now = new Date()): Promise<void> {
  await closeTask(db, task.schoolId, task.id, { doneAt: now, doneBy: by, result, opinion });
}

/** Closes every open task of the subject without a decision (e.g. the subject was withdrawn). */
export async function dropOpenTasks(db: Db, schoolId: number, sourceType: number, relationId: number, now = new Date()): Promise<void> {
  await closeOpenTasks(db, schoolId, sourceType, relationId, now);
}

export interface RecordInput {
  schoolId: number;
  sourceType: number;
  relationId: number;
  action: string;
  actorId: number | null;
  opinion?: string;
  stepNo?: number;
  stepName?: string;
  fromStatus?: number | null;
  toStatus?: number | null;
  now?: Date;
}

/** Appends one history entry (who, when, what, opinion) for the subject. */
export async function recordAudit(db: Db, r: RecordInput): Promise<void> {
  await insertAuditRecord(db, {
    schoolId: r.schoolId,
    sourceType: r.sourceType,
    relationId: r.relationId,
    action: r.action,
    actorId: r.actorId,
    opinion: r.opinion ?? '',
    stepNo: r.stepNo ?? 0,
    stepName: r.stepName ?? '',
    fromStatus: r.fromStatus ?? null,
    toStatus: r.toStatus ?? null,
    createdAt: r.now ?? new Date(),
  });
}
