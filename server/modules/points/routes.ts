/**
 * 活力值 points and gift endpoints (issue 21 "Points and gifts"; spec §2 /coin/base/list,
 * /communist/gift/list, /communist/systempal/store, /system coin; §6 visible data by permission).
 * All scoped to the session's school; every write runs in one transaction. Points are whole
 * numbers. Errors: 10002 naming the field or saying why (POINTS_MESSAGES), 10003 without the
 * module. Staff lists follow the caller's data scope (a college administrator: their college).
 * Earning: ledger.ts earnPoints, called where hours are granted (activity reports, declarations).
 */
import type { z } from 'zod';
import { isStudentIdentity } from '../../../common/api.js';
import { POINTS_MESSAGES as M, POINTS_MODULES as P } from '../../../common/points.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/points.js';
import { dataScopeOf, type DataScope } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { defineRoute, type AnyRoute, type Permission } from '../../protocol/define.js';
import { badParams } from '../../protocol/errors.js';
import type { JobStarted } from '../../../common/jobs.js';
import { holdsAny, requireAny } from '../practice/access.js';
import { listAccounts, listLedger, listRules, myPoints, pointsStats, saveRule } from './accounts.js';
import { pointsExportFileName, pointsExportJob } from './export.js';
import { cancelOrder, listGifts, listOrders, pickUpOrder, redeemGift, saveGift } from './store.js';

/** A unique key broken by concurrent writes → 10002 instead of 50000. */
const CONSTRAINTS = {
  gift_orders_pick_code_uq: { message: '取货码生成冲突,请重试' },
  points_ledger_once_uq: { message: '该记录已处理' },
  points_accounts_balance_check: { message: '活力值不足' },
  gifts_stock_check: { message: M.outOfStock },
};

/** A write in one transaction for holders of any of `modules`. */
const write = <S extends z.ZodType>(path: string, summary: string, modules: readonly string[], schema: S, run: (db: Trx, session: Session, params: z.output<S>, scope: () => Promise<DataScope>) => Promise<unknown>) =>
  defineRoute({
    method: 'POST', path, summary, permission: 'session' as Permission, schema, transactional: true, constraints: CONSTRAINTS,
    handler: async ({ db, session, params }) => {
      await requireAny(db, session as Session, modules);
      return run(db, session as Session, params, () => dataScopeOf(db, session as Session));
    },
  });

/** A GET for holders of any of `modules` (10003 otherwise). */
const read = <S extends z.ZodType>(path: string, summary: string, modules: readonly string[], schema: S, run: (db: Db, session: Session, params: z.output<S>, scope: () => Promise<DataScope>) => Promise<unknown>) =>
  defineRoute({
    method: 'GET', path, summary, permission: 'session', schema,
    handler: async ({ deps, session, params }) => {
      await requireAny(deps.db, session, modules);
      return run(deps.db, session, params, () => dataScopeOf(deps.db, session));
    },
  });

const ACCOUNT_READERS = [P.accounts];
const ORDER_READERS = [P.orders];

export const pointsRoutes: AnyRoute[] = [
  /** GET /points/account/list {current, size, name?, collegeId?} → {list: PointsAccountRow[], total}: balances, highest first, within the caller's scope (spec §2 /coin/base/list). */
  read('/points/account/list', 'Students’ 活力值 balances with filters.', ACCOUNT_READERS, s.accountListParams, async (db, se, p, scope) => listAccounts(db, se.schoolId, await scope(), p)),
  /** GET /points/account/export {name?, collegeId?} → {id, jobId} of a 'points-account-export' job (活力值账户-<time>.xlsx). */
  defineRoute({
    method: 'GET', path: '/points/account/export', summary: 'Exports the filtered 活力值 accounts as xlsx, as a job.', permission: 'session', schema: s.accountFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted & { jobId: string }> => {
      await requireAny(deps.db, session, ACCOUNT_READERS);
      const fileName = pointsExportFileName();
      const id = await deps.jobs.enqueue(pointsExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName }, { scope: await dataScopeOf(deps.db, session), filter: params, fileName });
      return { id, jobId: id };
    },
  }),
  /** GET /points/stats {name?, collegeId?} → PointsStats {earned, spent, balance, students, months: [{month 'YYYY-MM', earned, spent}] × 6}. */
  read('/points/stats', 'Earned versus spent 活力值 within the caller’s scope, by month.', ACCOUNT_READERS, s.accountFilterParams, async (db, se, p, scope) => pointsStats(db, se.schoolId, await scope(), p)),
  /** GET /points/ledger/list {userId, current, size} → {list: PointsLedgerRow[], total}: one student's ledger, newest first; 10002 '学生不存在' outside the scope. */
  read('/points/ledger/list', 'One student’s 活力值 ledger.', ACCOUNT_READERS, s.ledgerListParams, async (db, se, p, scope) => listLedger(db, se.schoolId, await scope(), p)),
  /** GET /points/my → MyPoints {balance, earned, spent, ledger (last 100), orders}: the calling student's own (module 1018). */
  read('/points/my', 'The caller’s 活力值, ledger and gift orders.', [P.mine], noParams, (db, se) => myPoints(db, se.schoolId, se.userId)),

  /** GET /points/rule/list → PointsRule[] (activity, declaration, evaluation): the school's earning rules (spec §2 /system coin). */
  read('/points/rule/list', 'The school’s 活力值 earning rules.', [P.rules], noParams, (db, se) => listRules(db, se.schoolId)),
  /** POST /points/rule/save {source 1–3, points 0–1000, perHour (activities only), enabled} → PointsRule[]. */
  write('/points/rule/save', 'Sets one 活力值 earning rule.', [P.rules], s.ruleSaveParams, (db, se, p) => saveRule(db, se.schoolId, p)),

  /** GET /points/gift/list {current, size, name?} → {list: GiftRow[], total}: every gift for the store's managers, those on the shelf for students. */
  defineRoute({
    method: 'GET', path: '/points/gift/list', summary: 'Gifts of the store (spec §2 /communist/systempal/store).', permission: 'session', schema: s.giftListParams,
    handler: async ({ deps, session, params }) => {
      const manager = await holdsAny(deps.db, session, [P.store]);
      if (!manager) await requireAny(deps.db, session, [P.mine]);
      return listGifts(deps.db, session.schoolId, params, !manager);
    },
  }),
  /** POST /points/gift/save {id?, name, description?, fileId? (an uploaded image), price ≥1, stock ≥0, perStudent 1–99, onShelf} → {id}. */
  write('/points/gift/save', 'Adds or changes a gift.', [P.store], s.giftSaveParams, saveGift),
  /**
   * POST /points/gift/redeem {giftId} → GiftOrderRow with its 8-digit pickCode: a student redeems one
   * gift; stock taken exactly once, points spent in the same transaction. 10002 '礼品库存不足',
   * '活力值不足: 当前…,需要…', '每人限兑…', '该礼品已下架', '礼品不存在', '只有学生可以兑换礼品'.
   */
  write('/points/gift/redeem', 'Redeems a gift with 活力值.', [P.mine], s.redeemParams, (db, se, p) => {
    if (!isStudentIdentity(se.identity)) throw badParams(M.notStudent);
    return redeemGift(db, se, p.giftId);
  }),

  /** GET /points/order/list {current, size, status?, keyword? (name, 学号 or 取货码)} → {list: GiftOrderRow[], total}, within the caller's scope (spec §2 /communist/gift/list). */
  read('/points/order/list', 'Gift redemption orders.', ORDER_READERS, s.orderListParams, async (db, se, p, scope) => listOrders(db, se.schoolId, await scope(), p)),
  /** POST /points/order/pickup {id} → null: 待领取 → 已领取. 10002 '订单不存在', '只有待领取的订单可以办理'. */
  write('/points/order/pickup', 'Marks an order picked up.', ORDER_READERS, s.idParams, async (db, se, p, scope) => pickUpOrder(db, se, await scope(), p.id)),
  /** POST /points/order/cancel {id, reason} → null: 已取消, points refunded as a new ledger row, stock restored. */
  write('/points/order/cancel', 'Cancels an order, refunding the points.', ORDER_READERS, s.cancelParams, async (db, se, p, scope) => cancelOrder(db, se, await scope(), p.id, p.reason)),
];
