/**
 * The gift store (issue 21; spec §2 /communist/systempal/store, /communist/gift/list): gifts with
 * a photo (the shared uploads), a price in points, stock and a per-student limit; redemption by
 * students, which takes one from the stock exactly once under concurrency (a conditional update,
 * `stock > 0`) and spends the points in the same transaction; staff mark orders picked up, or
 * cancel them, which refunds the points as a new ledger row and restores the stock.
 */
import { randomInt } from 'node:crypto';
import type { Page } from '../../../common/envelope.js';
import { OrderStatus, orderStatusLabels, POINTS_MESSAGES as M, PointsSource, type GiftOrderRow, type GiftRow } from '../../../common/points.js';
import type { GiftListParams, GiftSaveParams, OrderListParams } from '../../../common/schemas/points.js';
import { formatDateTime } from '../../../common/time.js';
import type { DataScope } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import { appendLedger } from './ledger.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

export const toGiftRow = (r: repo.GiftRecord): GiftRow => ({
  id: r.id, name: r.name, description: r.description, fileId: r.fileId, url: r.storageKey ? FILES_URL_PREFIX + r.storageKey : '',
  price: r.price, stock: r.stock, perStudent: r.perStudent, onShelf: r.onShelf, redeemed: r.redeemed,
});

export const toOrderRow = (r: repo.OrderRecord): GiftOrderRow => ({
  ...r, statusName: orderStatusLabels[r.status] ?? '', createdAt: formatDateTime(r.createdAt), handledAt: formatDateTime(r.handledAt),
});

/** GET /points/gift/list → {list: GiftRow[], total}: on the shelf first, newest first; `onShelfOnly` for students. */
export async function listGifts(db: Db, schoolId: number, p: GiftListParams, onShelfOnly: boolean): Promise<Page<GiftRow>> {
  const { rows, total } = await repo.findGiftPage(db, schoolId, { ...p, onShelfOnly }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toGiftRow) };
}

/** POST /points/gift/save GiftSaveParams → {id}: new without id; the photo optional. 10002 'fileId 请上传礼品图片', M.giftNotFound. */
export async function saveGift(trx: Trx, caller: Caller, p: GiftSaveParams): Promise<{ id: number }> {
  if (p.fileId !== undefined) {
    const file = await repo.imageOfSchool(trx, caller.schoolId, p.fileId);
    if (!file || file.type !== 1) throw fieldError('fileId', M.photo);
  }
  const { id, ...form } = p;
  const values = { ...form, fileId: form.fileId ?? null };
  if (id === undefined) return repo.insertGift(trx, { schoolId: caller.schoolId, ...values, createdBy: caller.userId });
  const done = await repo.updateGift(trx, caller.schoolId, id, values);
  if (!done.numUpdatedRows) throw badParams(M.giftNotFound);
  return { id };
}

/** A pick-up code: 8 digits (unique per school: gift_orders_pick_code_uq). */
const pickCode = () => String(randomInt(10_000_000, 100_000_000));

/**
 * POST /points/gift/redeem {giftId} → GiftOrderRow: the caller (a student) redeems one gift.
 * The student's account is locked first (their redemptions run one at a time), then: on the
 * shelf, balance ≥ price, under the per-student limit, and one taken from the stock by a
 * conditional update — so concurrent redemptions never oversell. 10002 M.giftNotFound,
 * M.offShelf, M.balanceShort, M.overLimit, M.outOfStock.
 */
export async function redeemGift(trx: Trx, caller: Caller, giftId: number, now = new Date()): Promise<GiftOrderRow> {
  const { schoolId, userId } = caller;
  const account = await repo.lockAccount(trx, schoolId, userId);
  const gift = await repo.findGift(trx, schoolId, giftId);
  if (!gift) throw badParams(M.giftNotFound);
  if (!gift.onShelf) throw badParams(M.offShelf);
  if (account.balance < gift.price) throw badParams(M.balanceShort(account.balance, gift.price));
  if ((await repo.activeOrders(trx, schoolId, giftId, userId)) >= gift.perStudent) throw badParams(M.overLimit(gift.perStudent));
  if (!(await repo.takeStock(trx, schoolId, giftId))) throw badParams(M.outOfStock);
  const { id } = await repo.insertOrder(trx, { schoolId, giftId, userId, points: gift.price, pickCode: pickCode() });
  await appendLedger(trx, schoolId, [{ userId, source: PointsSource.REDEEM, relationId: id, points: -gift.price, reason: `兑换「${gift.name}」` }], userId, now);
  const order = (await repo.findUserOrders(trx, schoolId, userId)).find((o) => o.id === id)!;
  return toOrderRow(order);
}

/** GET /points/order/list → {list: GiftOrderRow[], total}: newest first, students within the caller's scope. */
export async function listOrders(db: Db, schoolId: number, scope: DataScope, p: OrderListParams): Promise<Page<GiftOrderRow>> {
  const { rows, total } = await repo.findOrderPage(db, schoolId, scope, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toOrderRow) };
}

/** The waiting order `id` within the scope, locked; 10002 M.orderNotFound, M.notWaiting. */
async function waitingOrder(trx: Trx, schoolId: number, scope: DataScope, id: number) {
  const order = await repo.lockOrder(trx, schoolId, scope, id);
  if (!order) throw badParams(M.orderNotFound);
  if (order.status !== OrderStatus.WAITING) throw badParams(M.notWaiting);
  return order;
}

/** POST /points/order/pickup {id} → null: the gift handed over (待领取 → 已领取). */
export async function pickUpOrder(trx: Trx, caller: Caller, scope: DataScope, id: number, now = new Date()): Promise<null> {
  await waitingOrder(trx, caller.schoolId, scope, id);
  await repo.setOrderStatus(trx, caller.schoolId, id, { status: OrderStatus.PICKED, handledBy: caller.userId, handledAt: now });
  return null;
}

/** POST /points/order/cancel {id, reason} → null: 已取消, the points refunded (a new ledger row) and the stock restored. */
export async function cancelOrder(trx: Trx, caller: Caller, scope: DataScope, id: number, reason: string, now = new Date()): Promise<null> {
  const order = await waitingOrder(trx, caller.schoolId, scope, id);
  await repo.setOrderStatus(trx, caller.schoolId, id, { status: OrderStatus.CANCELLED, reason, handledBy: caller.userId, handledAt: now });
  await repo.restoreStock(trx, caller.schoolId, order.giftId);
  await appendLedger(trx, caller.schoolId, [{ userId: order.userId, source: PointsSource.REFUND, relationId: id, points: order.points, reason: `取消兑换「${order.giftName}」: ${reason}` }], caller.userId, now);
  return null;
}
