/**
 * The hours ledger (DESIGN.md §4; spec §1 hours rule). Append-only: this file only inserts rows —
 * there is no update or delete path. One row per (school, source type, relation id, student), so
 * issuing twice or retrying writes one grant per student. Term caps are applied when a grant is
 * written with the caps of the student's cohort (the row keeps requested and granted hours), and
 * students.hours and the stored verdict (students.score, rule_met: hours/verdicts.ts) follow in the
 * same transaction. Students are locked (SELECT … FOR UPDATE, in user-id order) before the
 * cap sums are read, so concurrent grants to the same student stay within the cap.
 */
import { sql } from 'kysely';
import { applyTermCap, capForGrant, fromHundredths, toHundredths, type CapGroup, type TermKind } from '../../../common/hoursRules.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { addToLedgerSummaries } from './ledgerSummary.js';
import { requirementContext, setForGrade } from './requirements.js';
import { refreshVerdicts } from './verdicts.js';
import type { Trx } from '../../db/db.js';

/** Source types of a ledger row. */
export const SOURCE_TYPE = { activity: 1, declaration: 2, correction: 3, import: 4 } as const;
export type SourceType = (typeof SOURCE_TYPE)[keyof typeof SOURCE_TYPE];

export interface GrantInput {
  schoolId: number;
  issuedBy: number | null;
  sourceType: Exclude<SourceType, 3>;
  /** The activity, declaration or import id the hours come from. */
  relationId: number;
  classifyId: number;
  /** The term the hours count in; null when no term holds the date (then no term cap applies). */
  termId: number | null;
  reason?: string;
  grants: { userId: number; hours: string | number }[];
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
  const classify = await trx.selectFrom('classifies').select(['id', 'capGroup']).where('schoolId', '=', schoolId).where('id', '=', classifyId).executeTakeFirst();
  if (!classify) throw fieldError('classifyId', '分类不存在');
  if (termId === null) return { capGroup: classify.capGroup as CapGroup | null, termKind: null };
  const term = await trx.selectFrom('terms').select(['id', 'kind']).where('schoolId', '=', schoolId).where('id', '=', termId).executeTakeFirst();
  if (!term) throw fieldError('termId', '学期不存在');
  return { capGroup: classify.capGroup as CapGroup | null, termKind: term.kind as TermKind };
}

/** Locks the students' rows in user-id order; 10002 '学生不存在' when one is not a student of the school. */
async function lockStudents(trx: Trx, schoolId: number, userIds: number[]) {
  const rows = await trx
    .selectFrom('students')
    .select(['userId', 'isPostgraduate', 'grade'])
    .where('schoolId', '=', schoolId)
    .where('userId', 'in', userIds)
    .orderBy('userId')
    .forUpdate()
    .execute();
  if (rows.length !== userIds.length) throw badParams('学生不存在');
  return new Map(rows.map((r) => [r.userId, r]));
}

/** Adds each student's granted hundredths to students.hours. */
async function applyTotals(trx: Trx, schoolId: number, added: Map<number, number>) {
  const ids = [...added.keys()].filter((id) => added.get(id) !== 0);
  if (ids.length === 0) return;
  const values = sql.join(ids.map((id) => sql`(${id}::int, ${fromHundredths(added.get(id)!)}::numeric)`));
  await sql`update students s set hours = s.hours + v.h from (values ${values}) as v(uid, h)
    where s.school_id = ${schoolId} and s.user_id = v.uid`.execute(trx);
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
  const existing = await trx
    .selectFrom('hoursLedger')
    .select('userId')
    .where('schoolId', '=', schoolId)
    .where('sourceType', '=', input.sourceType)
    .where('relationId', '=', input.relationId)
    .where('userId', 'in', userIds)
    .execute();
  const issued = new Set(existing.map((r) => r.userId));
  const fresh = input.grants.filter((g) => !issued.has(g.userId));
  const ctx = await requirementContext(trx, schoolId);
  // The caps of each student's cohort (issue 13: the set in force for their grade).
  const capOf = (userId: number) => (termKind === null ? null : capForGrant({ capGroup, termKind }, setForGrade(ctx, students.get(userId)!.grade)));
  const already = new Map<number, string>();
  if (fresh.some((g) => capOf(g.userId) !== null)) {
    const sums = await trx
      .selectFrom('hoursLedger as l')
      .innerJoin('classifies as c', (j) => j.onRef('c.id', '=', 'l.classifyId').onRef('c.schoolId', '=', 'l.schoolId'))
      .select(['l.userId', sql<string>`sum(l.granted_hours)::text`.as('sum')])
      .where('l.schoolId', '=', schoolId)
      .where('l.termId', '=', input.termId)
      .where('c.capGroup', '=', capGroup)
      .where('l.userId', 'in', fresh.map((g) => g.userId))
      .groupBy('l.userId')
      .execute();
    for (const r of sums) already.set(r.userId, r.sum);
  }
  const rows = fresh.map((g) => {
    const requested = fromHundredths(toHundredths(g.hours));
    const granted = applyTermCap(requested, already.get(g.userId) ?? '0', capOf(g.userId));
    return {
      schoolId, userId: g.userId, classifyId: input.classifyId, termId: input.termId, sourceType: input.sourceType,
      relationId: input.relationId, requestedHours: requested, grantedHours: granted,
      creditCounted: !students.get(g.userId)!.isPostgraduate, reason: input.reason ?? null, issuedBy: input.issuedBy,
    };
  });
  const inserted = rows.length
    ? await trx
        .insertInto('hoursLedger')
        .values(rows)
        .onConflict((oc) => oc.columns(['schoolId', 'sourceType', 'relationId', 'userId']).doNothing())
        .returning(['userId', sql<string>`granted_hours::text`.as('granted'), sql<string>`requested_hours::text`.as('requested')])
        .execute()
    : [];
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
  const student = await trx.selectFrom('students').select(sql<string>`hours::text`.as('hours')).where('schoolId', '=', input.schoolId).where('userId', '=', input.userId).executeTakeFirstOrThrow();
  if (toHundredths(student.hours) + delta < 0) throw badParams('参数错误: delta 更正后学时不能为负数');
  const hours = fromHundredths(delta);
  const inserted = await trx
    .insertInto('hoursLedger')
    .values({
      schoolId: input.schoolId, userId: input.userId, classifyId: input.classifyId, termId: input.termId,
      sourceType: SOURCE_TYPE.correction, relationId: input.relationId ?? null, requestedHours: hours, grantedHours: hours,
      creditCounted: !students.get(input.userId)!.isPostgraduate, reason, issuedBy: input.issuedBy,
    })
    .onConflict((oc) => oc.columns(['schoolId', 'sourceType', 'relationId', 'userId']).doNothing())
    .returning('userId')
    .execute();
  if (inserted.length) {
    await applyTotals(trx, input.schoolId, new Map([[input.userId, delta]]));
    await addToLedgerSummaries(trx, { schoolId: input.schoolId, classifyId: input.classifyId, sourceType: SOURCE_TYPE.correction, relationId: input.relationId ?? null, rows: [{ userId: input.userId, hundredths: delta }] });
    await refreshVerdicts(trx, input.schoolId, [input.userId]);
  }
  return { granted: inserted.length };
}
