/**
 * 加减学时 Manual hours adjustments (issue 21 "Route groups III"; spec §2 /communist/plus, sub,
 * count; §1 hours rule; DESIGN.md §4 append-only ledger). A request names 1–200 students by number,
 * a category, a term, the hours per student (> 0), a reason and evidence; it goes into the school's
 * flow of kind 32 (audits/subject.ts). Deciding it is for school-level administrators: a caller whose
 * data scope is not the whole school (a college administrator) may request for their students but
 * never approve (10003). Approval writes, in the route's one transaction, one ledger correction per
 * student through hours/ledger.ts correctHours (source CORRECTION, relation = the request, signed
 * hours), so a retry or a concurrent second approval writes nothing more: the request row is locked
 * first, the second decision then finds no open task, and the ledger's unique key backs it up.
 */
import {
  ADJUSTMENT_MESSAGES as M, AdjustmentDirection, adjustmentDirectionLabels, AdjustmentStatus, adjustmentStatusLabels, correctionReason,
  type AdjustmentDetail, type AdjustmentOptions, type AdjustmentRow, type AdjustmentStatistics,
} from '../../../common/adjustments.js';
import type { Page } from '../../../common/envelope.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import type { AdjustmentAddParams, AdjustmentAuditParams, AdjustmentListParams } from '../../../common/schemas/punishments.js';
import { SourceType } from '../../../common/sourceTypes.js';
import { formatDateTime } from '../../../common/time.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { auditHistory } from '../audits/history.js';
import { decideReviewStep, submitForReview } from '../audits/subject.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import { correctHours } from '../hours/ledger.js';
import { studentsInScope } from '../students/scope.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId' | 'isAdmin'>;
const minute = (d: Date | null) => formatDateTime(d)?.slice(0, 16) ?? null;
const actionLabels: Record<string, string> = { submit: '提交申请', approveStep: '审核通过', reject: '审核驳回' };

/** The caller may decide the open step: a school-wide scope, and an auditor of the step or the school's 系统管理员. */
const mayDecide = (caller: Caller, schoolWide: boolean, auditorIds: number[] | null) =>
  schoolWide && auditorIds !== null && (auditorIds.includes(caller.userId) || caller.isAdmin === 1);

function toRow(r: repo.AdjustmentRaw, caller: Caller, schoolWide: boolean): AdjustmentRow {
  return {
    id: r.id, direction: r.direction, directionName: adjustmentDirectionLabels[r.direction] ?? '', classifyId: r.classifyId, classifyName: r.classifyName,
    termId: r.termId, termName: r.termName, hours: r.hours, reason: r.reason, studentCount: r.studentCount, studentNames: r.studentNames, status: r.status,
    statusName: adjustmentStatusLabels[r.status] ?? '', requestedByName: r.requestedByName, createdAt: minute(r.createdAt)!, decidedAt: minute(r.decidedAt),
    opinion: r.opinion, taskId: r.taskId, canAudit: mayDecide(caller, schoolWide, r.auditorIds),
  };
}

/**
 * POST /adjustment/add {direction 'plus'|'sub', studentCodes 1–200, classifyId, termId, hours
 * (0 < h ≤ 100, 2 places), reason ≤500, fileIds ≤9} → {id}: the request under review (status 1).
 * 10002 naming studentCodes (unknown numbers), classifyId, termId, fileIds; '…的学时不足,减少后将小于0'
 * for a subtraction larger than a student's hours now; the flow's own refusal when the school has
 * no 加减学时审核 flow. 10003 a student outside the caller's scope. Modules: /communist/plus or /sub.
 */
export async function addAdjustment(trx: Trx, session: Session, p: AdjustmentAddParams, now = new Date()): Promise<{ id: number }> {
  const direction = p.direction === 'plus' ? AdjustmentDirection.PLUS : AdjustmentDirection.SUB;
  const students = await repo.findStudentsByCodes(trx, session.schoolId, p.studentCodes);
  const found = new Set(students.map((s) => s.code));
  const unknown = p.studentCodes.filter((c) => !found.has(c));
  if (unknown.length) throw badParams(M.unknownCodes(unknown));
  await studentsInScope(trx, session, await dataScopeOf(trx, session), students.map((s) => s.userId));
  const exist = await repo.classifyAndTermExist(trx, session.schoolId, p.classifyId, p.termId);
  if (!exist.classify) throw fieldError('classifyId', '分类不存在');
  if (!exist.term) throw fieldError('termId', '学期不存在');
  if (direction === AdjustmentDirection.SUB) {
    const short = students.find((s) => toHundredths(s.hours) < toHundredths(p.hours));
    if (short) throw badParams(M.belowZero(`${short.name}(${short.code})`));
  }
  const files = await repo.findFiles(trx, session.schoolId, p.fileIds, session.userId);
  if (files.length !== p.fileIds.length) throw fieldError('fileIds', '文件不存在,请重新上传');
  const { id } = await repo.insertAdjustment(trx, {
    schoolId: session.schoolId, direction, classifyId: p.classifyId, termId: p.termId, hours: p.hours, reason: p.reason, fileIds: p.fileIds,
    requestedBy: session.userId, createdAt: now,
  }, students.map((s) => s.userId).sort((a, b) => a - b));
  await submitForReview(trx, {
    schoolId: session.schoolId, sourceType: SourceType.HOURS_ADJUSTMENT, relationId: id, organizationId: null, applicantId: session.userId,
    taskName: `${adjustmentDirectionLabels[direction]} ${fromHundredths(toHundredths(p.hours))}学时 · ${students.length}名学生`, toStatus: AdjustmentStatus.PENDING, now,
  });
  return { id };
}

/** GET /adjustment/list {current, size, direction? 1|2, status? 1–3, name?} → {list: AdjustmentRow[], total}, newest first; within the caller's scope. */
export async function listAdjustments(db: Db, session: Session, p: AdjustmentListParams): Promise<Page<AdjustmentRow>> {
  const scope = await dataScopeOf(db, session);
  const { rows, total } = await repo.findAdjustments(db, session.schoolId, scope, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => toRow(r, session, scope.kind === 'school')) };
}

/** GET /adjustment/detail {id} → AdjustmentDetail (students with their hours now, evidence, review history); 10002 M.notFound. */
export async function adjustmentDetail(db: Db, session: Session, id: number): Promise<AdjustmentDetail> {
  const scope = await dataScopeOf(db, session);
  const row = await repo.findAdjustment(db, session.schoolId, scope, id);
  if (!row) throw badParams(M.notFound);
  const [students, files, history] = await Promise.all([
    repo.findRequestStudents(db, session.schoolId, id), repo.findFiles(db, session.schoolId, row.fileIds),
    auditHistory(db, session.schoolId, [SourceType.HOURS_ADJUSTMENT], id, (a) => actionLabels[a] ?? a),
  ]);
  return {
    ...toRow(row, session, scope.kind === 'school'), students,
    files: files.map((f) => ({ id: f.id, name: f.name, url: FILES_URL_PREFIX + f.storageKey })),
    history: history.map((h) => ({ action: h.actionName, actorName: h.actorName, opinion: h.opinion, time: h.time.slice(0, 16) })),
  };
}

/**
 * POST /adjustment/audit {id, result 'pass'|'reject', opinion? (required to reject)} → {status}.
 * Approval after the flow's last step writes the ledger corrections (+hours or −hours per student,
 * reason '加学时: …' / '减学时: …'), all or nothing; a student whose hours would fall below zero
 * refuses the whole approval (10002). 10003 for a caller whose scope is not the whole school
 * (M.collegeCannotApprove) or who is not an auditor of the step; 10002 '该事项已处理或不在审核中'.
 */
export async function auditAdjustment(trx: Trx, session: Session, p: AdjustmentAuditParams, now = new Date()): Promise<{ status: number }> {
  if ((await dataScopeOf(trx, session)).kind !== 'school') throw noPermission(M.collegeCannotApprove);
  const row = await repo.lockAdjustment(trx, session.schoolId, p.id);
  if (!row) throw badParams(M.notFound);
  const { outcome, status } = await decideReviewStep(trx, {
    schoolId: session.schoolId, sourceType: SourceType.HOURS_ADJUSTMENT, relationId: row.id, auditorId: session.userId, asAdmin: session.isAdmin === 1,
    decision: p.result, opinion: p.opinion ?? '', fromStatus: row.status,
    statuses: { pending: AdjustmentStatus.PENDING, approved: AdjustmentStatus.APPROVED, rejected: AdjustmentStatus.REJECTED }, now,
  });
  if (outcome === 'approved') {
    const sign = row.direction === AdjustmentDirection.SUB ? -1 : 1;
    for (const s of await repo.findRequestStudents(trx, session.schoolId, row.id)) {
      try {
        await correctHours(trx, {
          schoolId: session.schoolId, issuedBy: session.userId, userId: s.userId, classifyId: row.classifyId, termId: row.termId,
          delta: fromHundredths(sign * toHundredths(row.hoursText)), reason: correctionReason(row.direction, row.reason), relationId: row.id,
        });
      } catch (e) {
        if (e instanceof Error && e.message.includes('不能为负数')) throw badParams(M.belowZero(`${s.name}(${s.code})`));
        throw e;
      }
    }
  }
  await repo.updateAdjustment(trx, session.schoolId, row.id, {
    status, ...(p.opinion ? { opinion: p.opinion } : {}), ...(outcome === 'advanced' ? {} : { decidedBy: session.userId, decidedAt: now }),
  });
  return { status };
}

/** GET /adjustment/statistics → AdjustmentStatistics within the caller's scope. */
export async function adjustmentStatistics(db: Db, session: Session): Promise<AdjustmentStatistics> {
  const [byStatus, byClassify] = await repo.statistics(db, session.schoolId, await dataScopeOf(db, session));
  const count = (s: number) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  const sum = (d: number) => fromHundredths(byClassify.filter((r) => r.direction === d).reduce((a, r) => a + toHundredths(r.hours), 0));
  const names = [...new Set(byClassify.map((r) => r.classifyName))];
  const of = (name: string, d: number) => byClassify.find((r) => r.classifyName === name && r.direction === d)?.hours ?? '0.00';
  return {
    pending: count(AdjustmentStatus.PENDING), approved: count(AdjustmentStatus.APPROVED), rejected: count(AdjustmentStatus.REJECTED),
    plusHours: sum(AdjustmentDirection.PLUS), subHours: sum(AdjustmentDirection.SUB),
    byClassify: names.map((n) => ({ classifyName: n, plus: of(n, AdjustmentDirection.PLUS), sub: of(n, AdjustmentDirection.SUB) })),
  };
}

/** GET /adjustment/options → AdjustmentOptions (categories below the modules; terms, the current one flagged). */
export async function adjustmentOptions(db: Db, schoolId: number): Promise<AdjustmentOptions> {
  const [classifies, terms] = await repo.formChoices(db, schoolId);
  return { classifies, terms: terms.map((t) => ({ id: t.id, name: t.name, current: Boolean(t.current) })) };
}
