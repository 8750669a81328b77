/**
 * The hours ledger (DESIGN.md §4; spec §1 hours rule). Append-only: this file only inserts rows —
 * there is no update or delete path. One row per (school, source type, relation id, student), so
 * issuing twice or retrying writes one grant per student. Term caps are applied when a grant is
 * written with the caps of the student's cohort (the row keeps requested and granted hours), and
 * students.hours and the stored verdict (students.score, rule_met: hours/verdicts.ts) follow in the
 * same transaction. Students are locked (SELECT … FOR UPDATE, in user-id order) before the
 * cap sums are read, so concurrent grants to the same student stay within the cap.
 */
import { applyTermCap, capForGrant, fromHundredths, toHundredths, type CapGroup, type TermKind } from '../../../common/hoursRules.js';
import { LedgerSource, type LedgerSourceType } from '../../../common/ledger.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { addToLedgerSummaries } from './ledgerSummary.js';
import { requirementContext, setForGrade } from './requirements.js';
import { refreshVerdicts } from './verdicts.js';
import type { Trx } from '../../db/db.js';
import * as repo from './repositories/ledger.js';

export interface GrantInput {
  schoolId: number;
  issuedBy: number | null;
  sourceType: Exclude<LedgerSourceType, typeof LedgerSource.CORRECTION>;
  /** The activity, declaration or import id the hours come from. */
  relationId: number;
  classifyId: number;
  /** The term the hours count in; null when no term holds the date (then no term cap applies). */
  termId: number | null;
  reason?: string;
  grants: { userId: number; hours: string | number }[];
  /** When the hours were issued (default: the database's now): the decision's own time when the caller has one. */
  issuedAt?: Date;
}

export interface GrantResult {
  /** Rows written now. */
  granted: number;
  /** Students who already had a row for this source (nothing written). */
  alreadyIssued: number;
  /** Rows written with fewer hours than requested because of a term cap. */
  capped: number;
}

async function classifyAndTerm(trx: Trx, schoolId: number, classifyId: number, termId: number | null) {
  const classify = await repo.findClassifyCap(trx, schoolId, classifyId);
  if (!classify) throw fieldError('classifyId', '分类不存在');
  if (termId === null) return { capGroup: classify.capGroup as CapGroup | null, termKind: null };
  const term = await repo.findTermKind(trx, schoolId, termId);
  if (!term) throw fieldError('termId', '学期不存在');
  return { capGroup: classify.capGroup as CapGroup | null, termKind: term.kind as TermKind };
}

/** Locks the students' rows in user-id order; 10002 '学生不存在' when one is not a student of the school. */
async function lockStudents(trx: Trx, schoolId: number, userIds: number[]) {
  const rows = await repo.lockStudentRows(trx, schoolId, userIds);
  if (rows.length !== userIds.length) throw badParams('学生不存在');
  return new Map(rows.map((r) => [r.userId, r]));
}

/** Adds each student's granted hundredths to students.hours. */
async function applyTotals(trx: Trx, schoolId: number, added: Map<number, number>) {
  await repo.addStudentHours(trx, schoolId, [...added].filter(([, h]) => h !== 0));
}

/**
 * Writes one ledger row per student of `grants` that has none yet for (school, sourceType,
 * relationId), with the term cap of the classify's cap group applied; updates the students'
 * totals. Call inside the transaction that records the source (e.g. the completion-report
 * approval). 10002: unknown classify, term or student, a student listed twice, negative hours.
 */
export async function grantHours(trx: Trx, input: GrantInput): Promise<GrantResult> {
  const { schoolId } = input;
  const userIds = input.grants.map((g) => g.userId);
  if (new Set(userIds).size !== userIds.length) throw badParams('参数错误: grants 同一学生只能出现一次');
  if (input.grants.some((g) => toHundredths(g.hours) < 0)) throw badParams('参数错误: hours 不能为负数');
  if (userIds.length === 0) return { granted: 0, alreadyIssued: 0, capped: 0 };
  const { capGroup, termKind } = await classifyAndTerm(trx, schoolId, input.classifyId, input.termId);
  const students = await lockStudents(trx, schoolId, userIds);
  const issued = await repo.issuedUserIds(trx, schoolId, input.sourceType, input.relationId, userIds);
  const fresh = input.grants.filter((g) => !issued.has(g.userId));
  const ctx = await requirementContext(trx, schoolId);
  // The caps of each student's cohort (issue 13: the set in force for their grade).
  const capOf = (userId: number) => (termKind === null ? null : capForGrant({ capGroup, termKind }, setForGrade(ctx, students.get(userId)!.grade)));
  const already = fresh.some((g) => capOf(g.userId) !== null)
    ? await repo.capGroupSums(trx, schoolId, input.termId, capGroup, fresh.map((g) => g.userId))
    : new Map<number, string>();
  const rows = fresh.map((g) => {
    const requested = fromHundredths(toHundredths(g.hours));
    const granted = applyTermCap(requested, already.get(g.userId) ?? '0', capOf(g.userId));
    return {
      userId: g.userId, classifyId: input.classifyId, termId: input.termId, sourceType: input.sourceType,
      relationId: input.relationId, requestedHours: requested, grantedHours: granted,
      creditCounted: !students.get(g.userId)!.isPostgraduate, reason: input.reason ?? null, issuedBy: input.issuedBy,
      ...(input.issuedAt ? { issuedAt: input.issuedAt } : {}),
    };
  });
  const inserted = await repo.insertLedgerRows(trx, schoolId, rows);
  await applyTotals(trx, schoolId, new Map(inserted.map((r) => [r.userId, toHundredths(r.granted)])));
  // The dashboards' summaries follow in the same transaction (issue 6), then the verdicts read them.
  await addToLedgerSummaries(trx, { schoolId, classifyId: input.classifyId, sourceType: input.sourceType, relationId: input.relationId, rows: inserted.map((r) => ({ userId: r.userId, hundredths: toHundredths(r.granted) })) });
  await refreshVerdicts(trx, schoolId, inserted.map((r) => r.userId), ctx);
  return {
    granted: inserted.length,
    alreadyIssued: input.grants.length - inserted.length,
    capped: inserted.filter((r) => toHundredths(r.granted) < toHundredths(r.requested)).length,
  };
}

export interface CorrectionInput {
  schoolId: number;
  issuedBy: number | null;
  userId: number;
  classifyId: number;
  termId: number | null;
  /** Signed hours: '-2.5' takes hours away. */
  delta: string | number;
  reason: string;
  /** Optional id of what the correction answers (e.g. an appeal); makes a retry idempotent. */
  relationId?: number;
}

/**
 * A correction: a new row with source type 3 and the required reason, never an update; no term
 * cap. 10002: empty reason, zero delta, or a total that would fall below zero.
 */
export async function correctHours(trx: Trx, input: CorrectionInput): Promise<{ granted: number }> {
  const reason = input.reason.trim();
  if (!reason) throw badParams('参数错误: reason 不能为空');
  const delta = toHundredths(input.delta);
  if (delta === 0) throw badParams('参数错误: delta 不能为0');
  await classifyAndTerm(trx, input.schoolId, input.classifyId, input.termId);
  const students = await lockStudents(trx, input.schoolId, [input.userId]);
  if (toHundredths(await repo.studentHoursText(trx, input.schoolId, input.userId)) + delta < 0) throw badParams('参数错误: delta 更正后学时不能为负数');
  const hours = fromHundredths(delta);
  const inserted = await repo.insertLedgerRows(trx, input.schoolId, [{
    userId: input.userId, classifyId: input.classifyId, termId: input.termId,
    sourceType: LedgerSource.CORRECTION, relationId: input.relationId ?? null, requestedHours: hours, grantedHours: hours,
    creditCounted: !students.get(input.userId)!.isPostgraduate, reason, issuedBy: input.issuedBy,
  }]);
  if (inserted.length) {
    await applyTotals(trx, input.schoolId, new Map([[input.userId, delta]]));
    await addToLedgerSummaries(trx, { schoolId: input.schoolId, classifyId: input.classifyId, sourceType: LedgerSource.CORRECTION, relationId: input.relationId ?? null, rows: [{ userId: input.userId, hundredths: delta }] });
    await refreshVerdicts(trx, input.schoolId, [input.userId]);
  }
  return { granted: inserted.length };
}
