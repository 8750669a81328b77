/**
 * 学分置换 Credit replacement requests (issue 21 "Route groups III"; spec §2 credit/replace, §5
 * upload limits, §6 visible data by permission; DESIGN.md §4 append-only ledger). A student asks that
 * an achievement count as hours — under a rule of the school's catalogue (its hours and category) or
 * as 其他 (a category and at most CREDIT_LIMITS.otherMaxHours proposed) — with the certificate's
 * number and evidence (their own uploads, at most 9; required when the rule says so). The request
 * goes into the school's flow of kind 30 (the to-do list); its approval, in the route's transaction,
 * grants the hours once through hours/ledger.ts grantHours (LedgerSource.CREDIT_REPLACE, relation =
 * the request) within the rule's cap per student and academic year (the request row and then the
 * student are locked first, so a second approval, even concurrent, finds no open task and writes
 * nothing; the ledger's unique key backs it up). Staff read the requests of their data scope (a
 * college administrator: their college); a student only their own.
 */
import {
  academicYearLabel, academicYearOf, CREDIT_MESSAGES as M, creditLedgerReason, CreditStatus, creditStatusLabels, OTHER_RULE_NAME,
  type CreditRequestDetail, type CreditRequestRow, type CreditStatistics,
} from '../../../common/creditReplace.js';
import type { Page } from '../../../common/envelope.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { LedgerSource } from '../../../common/ledger.js';
import type { CreditAddParams, CreditAuditParams, CreditFilter, CreditListParams } from '../../../common/schemas/creditReplace.js';
import { SourceType } from '../../../common/sourceTypes.js';
import { formatDateTime } from '../../../common/time.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { auditHistory } from '../audits/history.js';
import { decideReviewStep, submitForReview } from '../audits/subject.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import { grantHours } from '../hours/ledger.js';
import { isStudent } from '../practice/access.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId' | 'isAdmin' | 'identity'>;
const minute = (d: Date | null) => formatDateTime(d)?.slice(0, 16) ?? null;
const ACTIONS: Record<string, string> = { submit: '提交申请', approveStep: '审核通过', reject: '驳回' };

/** The caller may decide the open step: an auditor of the step, or the school's 系统管理员 (staff only). */
const mayDecide = (caller: Caller, auditorIds: number[] | null) => auditorIds !== null && !isStudent(caller) && (auditorIds.includes(caller.userId) || caller.isAdmin === 1);

export function toRequestRow(r: repo.CreditRaw, caller: Caller | null): CreditRequestRow {
  return {
    id: r.id, userId: r.userId, studentName: r.studentName, studentCode: r.studentCode, collegeName: r.collegeName, ruleId: r.ruleId,
    ruleName: r.ruleName ?? OTHER_RULE_NAME, classifyName: r.classifyName, termName: r.termName, name: r.name, achievedOn: r.achievedOn,
    issuer: r.issuer, certificateNo: r.certificateNo, hours: r.hours, grantedHours: r.grantedHours, status: r.status,
    statusName: creditStatusLabels[r.status] ?? '', opinion: r.opinion, createdAt: minute(r.createdAt)!, decidedAt: minute(r.decidedAt),
    canAudit: caller !== null && mayDecide(caller, r.auditorIds),
  };
}

/**
 * POST /credit/replace/add CreditAddParams → {id}: the caller (a student) asks, under review (status
 * 1). 10002 M.notStudent; 'ruleId 置换规则不存在' or M.ruleDisabled; 'classifyId 分类不存在' (其他);
 * 'achievedOn 获得日期不能晚于今天'; 'fileIds 文件不存在,请重新上传' (not the caller's uploads);
 * 'fileIds 该规则要求上传证明材料'; 'certificateNo <M.duplicate>' (the same rule or 其他 and
 * certificate number again: unique index, also under concurrency); the flow's '未配置…流程' when the
 * school has none.
 */
export async function submitRequest(trx: Trx, caller: Caller, p: CreditAddParams, now = new Date()): Promise<{ id: number }> {
  const student = await repo.studentOf(trx, caller.schoolId, caller.userId);
  if (!isStudent(caller) || !student) throw badParams(M.notStudent);
  let classifyId: number;
  let hours: string;
  let ruleName = OTHER_RULE_NAME;
  if (p.ruleId !== undefined) {
    const rule = await repo.findRule(trx, caller.schoolId, p.ruleId);
    if (!rule) throw fieldError('ruleId', M.ruleNotFound);
    if (!rule.enabled) throw badParams(M.ruleDisabled);
    if (rule.evidenceRequired && p.fileIds.length === 0) throw fieldError('fileIds', M.evidenceRequired);
    ({ classifyId, hours, name: ruleName } = rule);
  } else {
    if (!(await repo.classifyExists(trx, caller.schoolId, p.classifyId!))) throw fieldError('classifyId', '分类不存在');
    if (p.fileIds.length === 0) throw fieldError('fileIds', '选择「其他」时须上传证明材料');
    classifyId = p.classifyId!;
    hours = p.hours!;
  }
  if (p.achievedOn > now.toISOString().slice(0, 10)) throw fieldError('achievedOn', M.futureDate);
  const files = await repo.findFiles(trx, caller.schoolId, p.fileIds, caller.userId);
  if (files.length !== p.fileIds.length) throw fieldError('fileIds', '文件不存在,请重新上传');
  const row = await repo.insertRequest(trx, {
    schoolId: caller.schoolId, userId: caller.userId, collegeId: student.collegeId, ruleId: p.ruleId ?? null, classifyId,
    termId: await repo.termOfDay(trx, caller.schoolId, p.achievedOn), academicYear: academicYearOf(p.achievedOn), name: p.name,
    achievedOn: p.achievedOn, issuer: p.issuer, certificateNo: p.certificateNo, hours, remarks: p.remarks, fileIds: p.fileIds, createdAt: now,
  });
  if (!row) throw fieldError('certificateNo', M.duplicate);
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.CREDIT_REPLACE, relationId: row.id, organizationId: null, applicantId: caller.userId,
    taskName: `学分置换 ${ruleName === OTHER_RULE_NAME ? p.name : ruleName} ${fromHundredths(toHundredths(hours))}学时`, toStatus: CreditStatus.PENDING, now,
  });
  return row;
}

/** GET /credit/replace/list CreditListParams → {list: CreditRequestRow[], total}: staff, within their data scope, newest first. */
export async function listRequests(db: Db, caller: Caller, p: CreditListParams): Promise<Page<CreditRequestRow>> {
  const scope = await dataScopeOf(db, caller);
  const { rows, total } = await repo.findRequests(db, caller.schoolId, scope, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => toRequestRow(r, caller)) };
}

/** GET /credit/replace/my-list {current, size} → {list: CreditRequestRow[], total}: the caller's own requests. */
export async function myRequests(db: Db, caller: Caller, p: { current: number; size: number }): Promise<Page<CreditRequestRow>> {
  const { rows, total } = await repo.findRequests(db, caller.schoolId, null, { userId: caller.userId }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => toRequestRow(r, null)) };
}

/**
 * GET /credit/replace/detail {id} → CreditRequestDetail (evidence, review history, canAudit): the
 * owner, or staff holding `staffModules` with the request in their data scope; otherwise (and for an
 * unknown id or another school's) 10002 M.notFound.
 */
export async function requestDetail(db: Db, caller: Caller, id: number, isStaff: boolean): Promise<CreditRequestDetail> {
  const own = await repo.findRequest(db, caller.schoolId, null, id);
  if (!own) throw badParams(M.notFound);
  const mine = own.userId === caller.userId;
  const row = mine ? own : isStaff ? await repo.findRequest(db, caller.schoolId, await dataScopeOf(db, caller), id) : undefined;
  if (!row) throw badParams(M.notFound);
  const [files, history] = await Promise.all([
    repo.findFiles(db, caller.schoolId, row.fileIds),
    auditHistory(db, caller.schoolId, [SourceType.CREDIT_REPLACE], id, (a) => ACTIONS[a] ?? a),
  ]);
  const byId = new Map(files.map((f) => [f.id, f]));
  return {
    ...toRequestRow(row, mine ? null : caller), remarks: row.remarks, academicYear: academicYearLabel(row.academicYear),
    files: row.fileIds.flatMap((fid) => (byId.has(fid) ? [{ id: fid, name: byId.get(fid)!.name, url: FILES_URL_PREFIX + byId.get(fid)!.storageKey }] : [])),
    history: history.map((h) => ({ action: h.actionName, actorName: h.actorName, opinion: h.opinion, time: h.time.slice(0, 16) })),
  };
}

/**
 * POST /credit/replace/audit {id, result 'pass'|'reject', opinion? (required to reject)} → {status,
 * grantedHours}. Approval after the flow's last step grants the hours once (category and term of the
 * request, reason '学分置换: <rule> <name>'), capped to what the rule's yearly cap leaves; 10002
 * M.capReached when nothing is left (the request stays open). Callers: an auditor of the open step
 * or the 系统管理员, with the request in their data scope; else 10002 M.notFound / the flow's 10003.
 * 10002 M.reasonRequired; '该事项已处理或不在审核中' for a decided request (a second approval).
 */
export async function auditRequest(trx: Trx, caller: Caller, p: CreditAuditParams, now = new Date()): Promise<{ status: number; grantedHours: string | null }> {
  if (p.result === 'reject' && !(p.opinion ?? '').trim()) throw badParams(M.reasonRequired);
  const row = await repo.lockRequest(trx, caller.schoolId, p.id);
  if (!row || !(await repo.findRequest(trx, caller.schoolId, await dataScopeOf(trx, caller), p.id))) throw badParams(M.notFound);
  await repo.lockStudent(trx, caller.schoolId, row.userId);
  const { outcome, status } = await decideReviewStep(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.CREDIT_REPLACE, relationId: row.id, auditorId: caller.userId, asAdmin: caller.isAdmin === 1,
    decision: p.result, opinion: p.opinion ?? '', fromStatus: row.status,
    statuses: { pending: CreditStatus.PENDING, approved: CreditStatus.APPROVED, rejected: CreditStatus.REJECTED }, now,
  });
  let grantedHours: string | null = null;
  if (outcome === 'approved') {
    const rule = row.ruleId === null ? null : await repo.findRule(trx, caller.schoolId, row.ruleId);
    let hours = toHundredths(row.hours);
    if (rule?.yearCap) {
      const left = toHundredths(rule.yearCap) - toHundredths(await repo.grantedInYear(trx, caller.schoolId, row.userId, rule.id, row.academicYear));
      if (left <= 0) throw badParams(M.capReached(rule.name, academicYearLabel(row.academicYear), fromHundredths(toHundredths(rule.yearCap))));
      hours = Math.min(hours, left);
    }
    grantedHours = fromHundredths(hours);
    await grantHours(trx, {
      schoolId: caller.schoolId, issuedBy: caller.userId, sourceType: LedgerSource.CREDIT_REPLACE, relationId: row.id, classifyId: row.classifyId,
      termId: row.termId, reason: creditLedgerReason(rule?.name ?? OTHER_RULE_NAME, row.name), grants: [{ userId: row.userId, hours: grantedHours }], issuedAt: now,
    });
    // A term cap of the category's cap group may have granted less: the request keeps what the ledger holds.
    grantedHours = (await repo.ledgerGranted(trx, caller.schoolId, LedgerSource.CREDIT_REPLACE, row.id, row.userId)) ?? grantedHours;
  }
  await repo.updateRequest(trx, caller.schoolId, row.id, {
    status, grantedHours, ...(p.opinion ? { opinion: p.opinion } : {}), ...(outcome === 'advanced' ? {} : { decidedBy: caller.userId, decidedAt: now }),
  });
  return { status, grantedHours };
}

/** GET /credit/replace/statistics CreditFilter → CreditStatistics within the caller's scope. */
export async function creditStatistics(db: Db, caller: Caller, f: CreditFilter): Promise<CreditStatistics> {
  const [byStatus, byRule] = await repo.statistics(db, caller.schoolId, await dataScopeOf(db, caller), f);
  const count = (s: number) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  return {
    pending: count(CreditStatus.PENDING), approved: count(CreditStatus.APPROVED), rejected: count(CreditStatus.REJECTED),
    grantedHours: fromHundredths(byRule.reduce((a, r) => a + toHundredths(r.hours), 0)),
    byRule: byRule.map((r) => ({ ruleName: r.ruleName, count: r.count, hours: r.hours })),
  };
}
