/**
 * Honours and employment (issue 21; spec §2 /honors, /employment; §6 visible data by permission):
 * a student declares a record with evidence (their own uploads, at most 3) and it goes into the
 * school's flow of its kind (source 28 荣誉审核 or 29 就业实习审核); staff of the kind's module list,
 * count and export the records of their data scope (a college administrator: their college) and
 * decide review steps; a student reads their own records only.
 */
import type { Page } from '../../../common/envelope.js';
import {
  GrowthKind, GrowthStatus, growthStatusLabels, HONOUR_MESSAGES as M, HONOUR_MODULES as P, honourLevelLabels, jobKindLabels,
  type GrowthAuditResult, type GrowthDetail, type GrowthRow, type GrowthStatistics,
} from '../../../common/honours.js';
import type { GrowthAddParams, GrowthAuditParams, GrowthKindName, GrowthListParams } from '../../../common/schemas/honours.js';
import { SourceType } from '../../../common/sourceTypes.js';
import { formatDateTime } from '../../../common/time.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { auditHistory } from '../audits/history.js';
import { decideEach, decideReviewStep, submitForReview } from '../audits/subject.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import { holdsAny, isStudent, requireAny } from '../practice/access.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId' | 'identity'>;

/** Each kind: its code, review source, staff module (list, review, export) and the student's module. */
export const KINDS = {
  honour: { code: GrowthKind.HONOUR, sourceType: SourceType.HONOUR, staff: P.honours, mine: P.myHonours },
  employment: { code: GrowthKind.EMPLOYMENT, sourceType: SourceType.EMPLOYMENT, staff: P.employment, mine: P.myEmployment },
} as const satisfies Record<GrowthKindName, unknown>;
const kindOf = (code: number) => (code === GrowthKind.HONOUR ? KINDS.honour : KINDS.employment);
const ACTIONS: Record<string, string> = { submit: '提交申报', approveStep: '审核通过', reject: '驳回' };

export function toGrowthRow(r: repo.GrowthRaw): GrowthRow {
  return {
    id: r.id, kind: r.kind, userId: r.userId, studentName: r.studentName, studentCode: r.studentCode, collegeName: r.collegeName, className: r.className,
    title: r.title, level: r.level, levelName: honourLevelLabels[r.level ?? 0] ?? '', issuer: r.issuer, job: r.job, jobKind: r.jobKind,
    jobKindName: jobKindLabels[r.jobKind ?? 0] ?? '', startDate: r.startDate, endDate: r.endDate, status: r.status,
    statusName: growthStatusLabels[r.status] ?? '', opinion: r.opinion, createTime: formatDateTime(r.createdAt),
  };
}

/**
 * POST /honors/add GrowthAddParams → {id}: the caller (a student) declares a record of the kind,
 * under review. 10003 without the kind's student module; 10002 M.notStudent, 'fileIds 文件不存在,
 * 请重新上传', M.futureDate, M.duplicate (the same kind, title and start date again; unique key),
 * or the flow's '未配置…流程' when the school has none.
 */
export async function declare(trx: Trx, caller: Caller, p: GrowthAddParams, now = new Date()): Promise<{ id: number }> {
  const kind = KINDS[p.kind];
  await requireAny(trx, caller, [kind.mine]);
  const student = await repo.studentOf(trx, caller.schoolId, caller.userId);
  if (!isStudent(caller) || !student) throw badParams(M.notStudent);
  const today = now.toISOString().slice(0, 10);
  if (p.startDate > today) throw fieldError('startDate', M.futureDate);
  const files = await repo.ownFiles(trx, caller.schoolId, caller.userId, p.fileIds);
  if (files.length !== p.fileIds.length) throw fieldError('fileIds', '文件不存在,请重新上传');
  const employment = p.kind === 'employment';
  const row = await repo.insertRecord(trx, {
    schoolId: caller.schoolId, kind: kind.code, userId: caller.userId, collegeId: student.collegeId, title: p.title,
    level: employment ? null : p.level!, issuer: employment ? '' : p.issuer, job: employment ? p.job : '', jobKind: employment ? p.jobKind! : null,
    startDate: p.startDate, endDate: p.endDate ?? null, remarks: p.remarks, fileIds: p.fileIds, status: GrowthStatus.PENDING, createdAt: now, updatedAt: now,
  });
  if (!row) throw fieldError('title', M.duplicate);
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: kind.sourceType, relationId: row.id, organizationId: null, applicantId: caller.userId,
    taskName: `${p.title} ${employment ? '就业实习申报' : '荣誉申报'}`, toStatus: GrowthStatus.PENDING, now,
  });
  return row;
}

/** GET /honors/list GrowthListParams → {list: GrowthRow[], total}: the kind's records in the caller's data scope, newest first. */
export async function listGrowth(db: Db, caller: Caller, p: GrowthListParams): Promise<Page<GrowthRow>> {
  const kind = KINDS[p.kind];
  await requireAny(db, caller, [kind.staff]);
  const { rows, total } = await repo.findGrowth(db, caller.schoolId, await dataScopeOf(db, caller), { ...p, kind: kind.code }, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toGrowthRow), total };
}

/** GET /honors/my-list {kind, current, size} → {list: GrowthRow[], total}: the caller's own records of the kind. */
export async function myGrowth(db: Db, caller: Caller, p: { kind: GrowthKindName; current: number; size: number }): Promise<Page<GrowthRow>> {
  const kind = KINDS[p.kind];
  await requireAny(db, caller, [kind.mine]);
  const { rows, total } = await repo.findGrowth(db, caller.schoolId, null, { kind: kind.code, userId: caller.userId }, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toGrowthRow), total };
}

/**
 * GET /honors/detail {id} → GrowthDetail: the owner, or staff of the kind's module with the student
 * in their data scope (canAudit while it waits for review); otherwise (and for another school's or
 * an unknown id) 10002 M.notFound.
 */
export async function growthDetail(db: Db, caller: Caller, id: number): Promise<GrowthDetail> {
  const row = await repo.findOne(db, caller.schoolId, id);
  if (!row) throw badParams(M.notFound);
  const kind = kindOf(row.kind);
  const staff = row.userId !== caller.userId;
  if (staff) {
    if (!(await holdsAny(db, caller, [kind.staff]))) throw badParams(M.notFound);
    const { total } = await repo.findGrowth(db, caller.schoolId, await dataScopeOf(db, caller), { kind: kind.code, userId: row.userId }, { limit: 1, offset: 0 });
    if (total === 0) throw badParams(M.notFound);
  }
  const [files, history] = await Promise.all([
    repo.filesByIds(db, caller.schoolId, row.fileIds),
    auditHistory(db, caller.schoolId, [kind.sourceType], id, (a) => ACTIONS[a] ?? a),
  ]);
  // Holders of the kind's module decide the open step of records in their scope (auditGrowth).
  const canAudit = staff && row.status === GrowthStatus.PENDING;
  const byId = new Map(files.map((f) => [f.id, f]));
  return {
    ...toGrowthRow(row), remarks: row.remarks, history, canAudit,
    files: row.fileIds.flatMap((fid) => (byId.has(fid) ? [{ id: fid, name: byId.get(fid)!.name, url: FILES_URL_PREFIX + byId.get(fid)!.storageKey }] : [])),
  };
}

/** GET /honors/statistics {kind} → GrowthStatistics: approved records by level or job kind and by college, in the caller's scope. */
export async function growthStatistics(db: Db, caller: Caller, kindName: GrowthKindName): Promise<GrowthStatistics> {
  const kind = KINDS[kindName];
  await requireAny(db, caller, [kind.staff]);
  const s = await repo.statistics(db, caller.schoolId, await dataScopeOf(db, caller), kind.code);
  const labels = kind.code === GrowthKind.HONOUR ? honourLevelLabels : jobKindLabels;
  return {
    total: s.byLevel.reduce((n, r) => n + r.count, 0), pending: s.pending,
    byLevel: s.byLevel.map((r) => ({ level: r.level, name: labels[r.level] ?? '', count: r.count })), byCollege: s.byCollege,
  };
}

/**
 * POST /honors/audit {kind, ids 1–100, result 'pass'|'reject', opinion? (required to reject)} →
 * GrowthAuditResult, all or nothing. Holders of the kind's module decide the open step of records
 * in their data scope. 10003 without the module or '<名称>: 不在您的数据范围内'; 10002 M.notFound,
 * '驳回必须填写原因', '<名称>: 该事项已处理或不在审核中'.
 */
export async function auditGrowth(trx: Trx, caller: Caller, p: GrowthAuditParams, now = new Date()): Promise<GrowthAuditResult> {
  const kind = KINDS[p.kind];
  await requireAny(trx, caller, [kind.staff]);
  if (p.result === 'reject' && !(p.opinion ?? '').trim()) throw badParams('驳回必须填写原因');
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await repo.lockRecords(trx, caller.schoolId, kind.code, ids);
  if (rows.length !== ids.length) throw badParams(M.notFound);
  const scope = await dataScopeOf(trx, caller);
  for (const r of rows) {
    const { total } = await repo.findGrowth(trx, caller.schoolId, scope, { kind: kind.code, userId: r.userId }, { limit: 1, offset: 0 });
    if (total === 0) throw noPermission(`${r.title}: 不在您的数据范围内`);
  }
  return decideEach(rows.map((r) => ({ ...r, name: r.title })), async (row) => {
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: kind.sourceType, relationId: row.id, auditorId: caller.userId, asAdmin: true,
      decision: p.result, opinion: p.opinion ?? '', fromStatus: row.status,
      statuses: { pending: GrowthStatus.PENDING, approved: GrowthStatus.APPROVED, rejected: GrowthStatus.REJECTED }, now,
    });
    await repo.updateRecord(trx, caller.schoolId, row.id, { status, ...(p.opinion ? { opinion: p.opinion } : {}), updatedAt: now });
    return outcome;
  });
}
