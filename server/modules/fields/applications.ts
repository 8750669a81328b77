/**
 * Applications to use a publicity field (issue 21; spec §2 /system/field/apply, /apply/show): an
 * organisation asks for a field for days [startDate, endDate] with a purpose, content and up to 9
 * attachments (§5), submitted into the school's flow of kind 35 (阵地申请审核: the to-do list opens
 * /system/field/apply/show?id=…). Pending applications may overlap; a period already full of
 * approved ones is refused at once (the approval checks again under a lock, review.ts).
 */
import type { Page } from '../../../common/envelope.js';
import {
  FIELD_LIMITS as L, FIELD_MESSAGES as M, FieldApplyStatus, fieldKindLabels, fullMessage, type FieldApplyDetail, type FieldApplyOptions, type FieldApplyRow,
} from '../../../common/fields.js';
import type { FieldApplyListParams, FieldApplyParams } from '../../../common/schemas/publicityFields.js';
import { SourceType } from '../../../common/sourceTypes.js';
import { chinaDay } from '../../../common/time.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { dropOpenTasks, isTaskAuditor, openTaskOf, recordAudit } from '../audits/engine.js';
import { auditHistory } from '../audits/history.js';
import { submitForReview } from '../audits/subject.js';
import { applicableOrganizations, FIELD_MANAGERS, fieldScope, holdsAny, type Caller } from './access.js';
import { busiestDay, daysBetween } from './capacity.js';
import * as repo from './repository.js';
import { toApplyRow, toFiles } from './rows.js';

export const SOURCE = SourceType.FIELD_APPLY;
const ACTIONS: Record<string, string> = { submit: '提交申请', approveStep: '审核通过', reject: '驳回', withdraw: '撤回申请' };

/** 10002 fullMessage when the field's approved applications already fill a day of [from, to] (other than `exceptId`). */
export async function refuseFull(db: Db, schoolId: number, field: { id: number; capacity: number }, from: string, to: string, exceptId?: number): Promise<void> {
  const approved = await repo.allApplications(db, schoolId, null, { fieldId: field.id, status: FieldApplyStatus.APPROVED, overlap: { from, to }, exceptId });
  const busy = busiestDay(approved, from, to);
  if (busy.count >= field.capacity) throw badParams(fullMessage(field.capacity, busy.day));
}

/** GET /system/field/apply/options → the organisations the caller may apply for and the enabled fields they may use. */
export async function applyOptions(db: Db, caller: Caller): Promise<FieldApplyOptions> {
  const [organizations, { colleges }] = await Promise.all([applicableOrganizations(db, caller), fieldScope(db, caller)]);
  const orgColleges = new Set(organizations.map((o) => o.collegeId));
  const all = await repo.allFields(db, caller.schoolId, colleges, { enabled: 1 }, chinaDay(new Date()));
  return {
    organizations: organizations.map((o) => ({ id: o.id, name: o.name })),
    fields: all.filter((f) => f.collegeId === null || orgColleges.has(f.collegeId)).map((f) => ({ id: f.id, name: f.name, kindName: fieldKindLabels[f.kind] ?? '', capacity: f.capacity })),
  };
}

/**
 * POST /system/field/apply/add FieldApplyParams → {id}: pending at step 1 of the flow. 10002: M.notFound,
 * M.disabled, M.collegeOnly, M.past, M.tooLong, '参数错误: fileIds 文件不存在,请重新上传', the
 * period full (fullMessage), the flow missing ('未配置阵地申请审核流程…'); 10003 M.notOrganization.
 */
export async function applyField(trx: Trx, caller: Caller, p: FieldApplyParams, now = new Date()): Promise<{ id: number }> {
  const org = (await applicableOrganizations(trx, caller)).find((o) => o.id === p.organizationId);
  if (!org) throw noPermission(M.notOrganization);
  const field = await repo.findField(trx, caller.schoolId, p.fieldId, chinaDay(now));
  if (!field) throw fieldError('fieldId', M.notFound);
  if (!field.enabled) throw badParams(M.disabled);
  if (field.collegeId !== null && field.collegeId !== org.collegeId) throw badParams(M.collegeOnly);
  if (p.startDate < chinaDay(now)) throw fieldError('startDate', M.past);
  if (daysBetween(p.startDate, p.endDate) > L.periodDays) throw fieldError('endDate', M.tooLong);
  if ((await repo.filesOf(trx, caller.schoolId, p.fileIds, caller.userId)).length !== p.fileIds.length) throw fieldError('fileIds', M.filesMissing);
  await refuseFull(trx, caller.schoolId, field, p.startDate, p.endDate);
  const { id } = await repo.insertApplication(trx, {
    schoolId: caller.schoolId, fieldId: field.id, organizationId: org.id, collegeId: org.collegeId ?? field.collegeId, applicantId: caller.userId,
    startDate: p.startDate, endDate: p.endDate, purpose: p.purpose, content: p.content, fileIds: p.fileIds, status: FieldApplyStatus.PENDING, createdAt: now,
  });
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SOURCE, relationId: id, organizationId: org.id, applicantId: caller.userId,
    taskName: `${org.name} 申请 ${field.name}`, toStatus: FieldApplyStatus.PENDING, now,
  });
  return { id };
}

/** GET /system/field/apply/list FieldApplyListParams → {list: FieldApplyRow[], total}: the caller's scope (or, mine=1, waiting for them), newest first. */
export async function listApplications(db: Db, caller: Caller, p: FieldApplyListParams): Promise<Page<FieldApplyRow>> {
  const scope = await fieldScope(db, caller);
  const { rows, total } = await repo.findApplications(db, caller.schoolId, p.mine ? null : scope.colleges, {
    fieldId: p.fieldId, status: p.status, name: p.name, auditorId: p.mine ? caller.userId : undefined, organizationIds: p.mine ? null : scope.organizations,
  }, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toApplyRow), total };
}

/** The application if the caller applied, is in its scope or audits its open step; 10002 M.applyNotFound otherwise. */
export async function applicationFor(db: Db, caller: Caller, id: number) {
  const row = await repo.findApplication(db, caller.schoolId, id);
  if (!row) throw badParams(M.applyNotFound);
  if (row.applicantId === caller.userId) return row;
  const task = await openTaskOf(db, caller.schoolId, SOURCE, id);
  if (task && isTaskAuditor(task, caller.userId)) return row;
  const scope = await fieldScope(db, caller);
  const inColleges = !scope.colleges || [row.collegeId, row.fieldCollegeId].some((c) => c !== null && scope.colleges!.includes(c));
  const inOrgs = !scope.organizations || scope.organizations.includes(row.organizationId);
  if (!inColleges || !inOrgs) throw badParams(M.applyNotFound);
  return row;
}

/** GET /system/field/apply/detail {id} → FieldApplyDetail (files, the approved ones it must fit beside, history, what the caller may do). */
export async function applicationDetail(db: Db, caller: Caller, id: number): Promise<FieldApplyDetail> {
  const row = await applicationFor(db, caller, id);
  const [files, overlapping, history, task, manager] = await Promise.all([
    repo.filesOf(db, caller.schoolId, row.fileIds),
    repo.allApplications(db, caller.schoolId, null, { fieldId: row.fieldId, status: FieldApplyStatus.APPROVED, overlap: { from: row.startDate, to: row.endDate }, exceptId: id }),
    auditHistory(db, caller.schoolId, [SOURCE], id, (a) => ACTIONS[a] ?? a),
    openTaskOf(db, caller.schoolId, SOURCE, id),
    holdsAny(db, caller, FIELD_MANAGERS),
  ]);
  const pending = row.status === FieldApplyStatus.PENDING;
  return {
    ...toApplyRow(row), content: row.content, capacity: row.capacity, files: toFiles(row.fileIds, files), overlapping: overlapping.map(toApplyRow), history,
    canAudit: pending && !!task && (manager || isTaskAuditor(task, caller.userId)), canWithdraw: pending && row.applicantId === caller.userId,
  };
}

/** POST /system/field/apply/withdraw {id} → {id}: the applicant takes back a pending application (M.notWithdrawable otherwise; 10003 not theirs). */
export async function withdrawApplication(trx: Trx, caller: Caller, id: number, now = new Date()): Promise<{ id: number }> {
  const [row] = await repo.lockApplications(trx, caller.schoolId, [id]);
  if (!row) throw badParams(M.applyNotFound);
  if (row.applicantId !== caller.userId) throw noPermission();
  if (row.status !== FieldApplyStatus.PENDING) throw badParams(M.notWithdrawable);
  await repo.updateApplication(trx, caller.schoolId, id, { status: FieldApplyStatus.WITHDRAWN, decidedAt: now });
  await dropOpenTasks(trx, caller.schoolId, SOURCE, id, now);
  await recordAudit(trx, { schoolId: caller.schoolId, sourceType: SOURCE, relationId: id, action: 'withdraw', actorId: caller.userId, fromStatus: row.status, toStatus: FieldApplyStatus.WITHDRAWN, now });
  return { id };
}
