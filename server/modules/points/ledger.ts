/**
 * The points ledger (issue 21 "Points and gifts"): append-only, like the hours ledger
 * (hours/ledger.ts) — this file only inserts rows; there is no update or delete path. One row per
 * (school, source, relation, student): an earning, a redemption and a refund each happen once, so
 * a retried or concurrent grant writes nothing more. Each student's points_accounts row (balance,
 * earned, spent; balance = earned − spent, a check constraint) follows in the same transaction, so
 * the balance always equals the sum of the student's rows (tests/api/points.test.ts proves it).
 */
import { sql } from 'kysely';
import { PointsSource, type EarningSource, type PointsSourceType } from '../../../common/points.js';
import type { Trx } from '../../db/db.js';

export interface LedgerEntry {
  userId: number;
  source: PointsSourceType;
  relationId: number;
  /** Signed, never 0. */
  points: number;
  reason?: string;
}

/** How a row moves the account: earnings add to earned, redemptions to spent, refunds take from spent. */
function accountDelta(e: { source: number; points: number }) {
  if (e.source === PointsSource.REDEEM || e.source === PointsSource.REFUND) return { earned: 0, spent: -e.points };
  return { earned: e.points, spent: 0 };
}

/**
 * Appends the entries that are not there yet (on conflict with points_ledger_once_uq: nothing) and
 * moves the accounts of the rows written (created on first use), in user-id order. Resolves to the
 * rows written.
 */
export async function appendLedger(trx: Trx, schoolId: number, entries: LedgerEntry[], createdBy: number | null, at?: Date): Promise<LedgerEntry[]> {
  const rows = entries.filter((e) => e.points !== 0);
  if (!rows.length) return [];
  const written = await trx
    .insertInto('pointsLedger')
    .values(rows.map((e) => ({ schoolId, userId: e.userId, source: e.source, relationId: e.relationId, points: e.points, reason: e.reason ?? '', createdBy, ...(at ? { createdAt: at } : {}) })))
    .onConflict((oc) => oc.constraint('points_ledger_once_uq').doNothing())
    .returning(['userId', 'source', 'relationId', 'points', 'reason'])
    .execute();
  const byUser = new Map<number, { earned: number; spent: number }>();
  for (const r of written) {
    const d = accountDelta(r);
    const sum = byUser.get(r.userId) ?? { earned: 0, spent: 0 };
    byUser.set(r.userId, { earned: sum.earned + d.earned, spent: sum.spent + d.spent });
  }
  for (const [userId, d] of [...byUser].sort(([a], [b]) => a - b)) {
    // Created at zero first: a proposed row with a negative balance would fail its check before the conflict is seen.
    await trx.insertInto('pointsAccounts').values({ schoolId, userId }).onConflict((oc) => oc.columns(['schoolId', 'userId']).doNothing()).execute();
    await trx
      .updateTable('pointsAccounts')
      .set({ balance: sql`balance + ${d.earned - d.spent}`, earned: sql`earned + ${d.earned}`, spent: sql`spent + ${d.spent}`, updatedAt: sql`now()` })
      .where('schoolId', '=', schoolId)
      .where('userId', '=', userId)
      .execute();
  }
  return written.map((r) => ({ ...r, source: r.source as PointsSourceType }));
}

export interface EarnInput {
  schoolId: number;
  source: EarningSource;
  /** The activity, declaration or evaluation the points come from. */
  relationId: number;
  /** The students, with the hours granted (used when the school's rule counts per hour). */
  grants: { userId: number; hours?: string | number }[];
  createdBy: number | null;
  reason?: string;
  at?: Date;
}

/**
 * Earns points by the school's rule for `source` (/system/coin): `points` per student, or per hour
 * granted (rounded) when the rule says so; nothing when the rule is missing or disabled. Once per
 * (source, relation, student). Call inside the transaction that records the source (the report
 * approval's grantHours, a declaration's approval; evaluations will call it too). Resolves to
 * the number of students who earned points now.
 */
export async function earnPoints(trx: Trx, input: EarnInput): Promise<{ earned: number }> {
  const rule = await trx.selectFrom('pointsRules').selectAll().where('schoolId', '=', input.schoolId).where('source', '=', input.source).executeTakeFirst();
  if (!rule || !rule.enabled || rule.points <= 0) return { earned: 0 };
  const entries = input.grants.map((g) => ({
    userId: g.userId, source: input.source, relationId: input.relationId, reason: input.reason,
    points: rule.perHour ? Math.round(rule.points * Number(g.hours ?? 0)) : rule.points,
  }));
  const written = await appendLedger(trx, input.schoolId, entries.filter((e) => e.points > 0), input.createdBy, input.at);
  return { earned: written.length };
}
