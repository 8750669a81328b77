/**
 * Params of the points and gift endpoints (issue 21 "Points and gifts"; routes:
 * server/modules/points/routes.ts). A failing field replies 10002 naming it.
 */
import { z } from 'zod';
import { EARNING_SOURCES, ORDER_STATUSES, POINTS_LIMITS as L } from '../points.js';
import { int, limitedOptionalText, limitedText, optionalInt, optionalText } from './fields.js';
import { pageFields } from './paging.js';
import { flag } from './structureFields.js';

export const idParams = z.object({ id: int({ min: 1 }) });

/** POST /points/rule/save: one rule of /system/coin. */
export const ruleSaveParams = z.object({
  source: int({ min: Math.min(...EARNING_SOURCES), max: Math.max(...EARNING_SOURCES) }),
  points: int({ min: 0, max: L.rulePointsMax }),
  perHour: flag(),
  enabled: flag(),
});
export type RuleSaveParams = z.output<typeof ruleSaveParams>;

/** The account list's filters (also its export and statistics). */
export const accountFilterFields = {
  name: optionalText({ max: 30 }),
  collegeId: optionalInt({ min: 1 }),
};
export const accountFilterParams = z.object(accountFilterFields);
export type AccountFilter = z.output<typeof accountFilterParams>;
export const accountListParams = z.object({ ...pageFields, ...accountFilterFields });
export type AccountListParams = z.output<typeof accountListParams>;

/** GET /points/ledger/list: one student's ledger. */
export const ledgerListParams = z.object({ ...pageFields, userId: int({ min: 1 }) });
export type LedgerListParams = z.output<typeof ledgerListParams>;

/** POST /points/gift/save: a gift of the store (new without id). */
export const giftSaveParams = z.object({
  id: optionalInt({ min: 1 }),
  name: limitedText('礼品名称', L.name),
  description: limitedOptionalText('礼品说明', L.description),
  /** The photo: an uploaded image (POST /upload/image); optional. */
  fileId: optionalInt({ min: 1 }),
  price: int({ min: 1, max: L.priceMax }),
  stock: int({ min: 0, max: L.stockMax }),
  perStudent: int({ min: 1, max: L.perStudentMax }),
  onShelf: flag(),
});
export type GiftSaveParams = z.output<typeof giftSaveParams>;

export const giftListParams = z.object({ ...pageFields, name: optionalText({ max: 30 }) });
export type GiftListParams = z.output<typeof giftListParams>;

/** POST /points/gift/redeem {giftId}. */
export const redeemParams = z.object({ giftId: int({ min: 1 }) });

export const orderListParams = z.object({
  ...pageFields,
  status: optionalInt({ min: 1, max: ORDER_STATUSES.length }),
  /** A student's name or number, or a pick-up code. */
  keyword: optionalText({ max: 30 }),
});
export type OrderListParams = z.output<typeof orderListParams>;

/** POST /points/order/cancel {id, reason}. */
export const cancelParams = z.object({ id: int({ min: 1 }), reason: limitedText('取消原因', L.reason) });
