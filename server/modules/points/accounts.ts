/**
 * 活力值 accounts and rules (issue 21; spec §2 /coin/base/list, /system coin): the students'
 * balances within the caller's data scope (spec §6: a college administrator sees their college),
 * the scope's earned-versus-spent statistics, one student's ledger, the student's own account,
 * and the school's earning rules.
 */
import type { Page } from '../../../common/envelope.js';
import { EARNING_SOURCES, POINTS_MESSAGES as M, pointsSourceLabels, type MyPoints, type PointsAccountRow, type PointsLedgerRow, type PointsRule, type PointsStats } from '../../../common/points.js';
import type { AccountFilter, AccountListParams, LedgerListParams, RuleSaveParams } from '../../../common/schemas/points.js';
import { formatDateTime } from '../../../common/time.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import * as repo from './repository.js';
import { toOrderRow } from './store.js';

const toLedgerRow = (r: { id: number; source: number; relationId: number; points: number; reason: string; createdAt: Date }): PointsLedgerRow => ({
  id: r.id, source: r.source, sourceName: pointsSourceLabels[r.source] ?? '', relationId: r.relationId, points: r.points, reason: r.reason, createdAt: formatDateTime(r.createdAt),
});

/** GET /points/account/list → {list: PointsAccountRow[], total}: highest balance first. */
export async function listAccounts(db: Db, schoolId: number, scope: DataScope, p: AccountListParams): Promise<Page<PointsAccountRow>> {
  const { rows, total } = await repo.findAccountPage(db, schoolId, scope, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows };
}

/** The months 'YYYY-MM' (China time) from five months before `now`'s month to it. */
export function lastMonths(now: Date, n = 6): { months: string[]; since: Date } {
  const china = new Date(now.getTime() + 8 * 3600_000);
  const months: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - i, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  const [y, m] = months[0]!.split('-').map(Number);
  return { months, since: new Date(Date.UTC(y!, m! - 1, 1) - 8 * 3600_000) };
}

/** GET /points/stats → PointsStats: the scope's totals and six months of earned and spent. */
export async function pointsStats(db: Db, schoolId: number, scope: DataScope, f: AccountFilter, now = new Date()): Promise<PointsStats> {
  const { months, since } = lastMonths(now);
  const { totals, months: rows } = await repo.scopeStats(db, schoolId, scope, f, since);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return { ...totals, months: months.map((month) => ({ month, earned: byMonth.get(month)?.earned ?? 0, spent: byMonth.get(month)?.spent ?? 0 })) };
}

/** GET /points/ledger/list {userId} → {list: PointsLedgerRow[], total}; 10002 M.studentNotFound outside the scope. */
export async function listLedger(db: Db, schoolId: number, scope: DataScope, p: LedgerListParams): Promise<Page<PointsLedgerRow>> {
  if (!(await repo.studentInScope(db, schoolId, scope, p.userId))) throw badParams(M.studentNotFound);
  const { rows, total } = await repo.findLedgerPage(db, schoolId, p.userId, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toLedgerRow) };
}

/** GET /points/my → MyPoints: the caller's account (zeros before the first row), last 100 rows and orders. */
export async function myPoints(db: Db, schoolId: number, userId: number): Promise<MyPoints> {
  const [account, ledger, orders] = await Promise.all([
    repo.findAccount(db, schoolId, userId),
    repo.findLedgerPage(db, schoolId, userId, { limit: 100, offset: 0 }),
    repo.findUserOrders(db, schoolId, userId),
  ]);
  return { balance: account?.balance ?? 0, earned: account?.earned ?? 0, spent: account?.spent ?? 0, ledger: ledger.rows.map(toLedgerRow), orders: orders.map(toOrderRow) };
}

/** GET /points/rule/list → PointsRule[]: one per earning source (a source without a row: 0 points, disabled). */
export async function listRules(db: Db, schoolId: number): Promise<PointsRule[]> {
  const rows = new Map((await repo.findRules(db, schoolId)).map((r) => [r.source, r]));
  return EARNING_SOURCES.map((source) => {
    const r = rows.get(source);
    return { source, sourceName: pointsSourceLabels[source]!, points: r?.points ?? 0, perHour: r?.perHour ?? false, enabled: r?.enabled ?? false };
  });
}

/** POST /points/rule/save RuleSaveParams → PointsRule[]: the rule replaced; per hour only for activities. */
export async function saveRule(trx: Trx, schoolId: number, p: RuleSaveParams): Promise<PointsRule[]> {
  await repo.saveRule(trx, schoolId, { ...p, perHour: p.source === 1 && p.perHour });
  return listRules(trx, schoolId);
}
