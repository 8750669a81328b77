/**
 * 活力值 points and the gift store (issue 21 "Points and gifts"; spec §2 /coin/base/list,
 * /communist/gift/list, /communist/systempal/store, /system coin): a points account per student,
 * an append-only points ledger (earnings by the school's rules, spending on gifts, refunds), the
 * gift store with stock and a per-student limit, and redemption orders with pick-up codes. Module
 * paths, sources, statuses, messages and the wire shapes shared by server and web.
 */

/** Module paths (server/seed/modules.ts 2301–2304, student 1018): each a page's address and the permission of its endpoints. */
export const POINTS_MODULES = {
  accounts: '/coin/base/list',
  store: '/communist/systempal/store',
  orders: '/communist/gift/list',
  rules: '/system/coin',
  /** The student's module 1018 活力商城. */
  mine: '/coin/mine',
} as const;

/** Where a ledger row's points came from or went: earnings (1–3) have a rule; 4 and 5 belong to a gift order. */
export const PointsSource = { ACTIVITY: 1, DECLARATION: 2, EVALUATION: 3, REDEEM: 4, REFUND: 5 } as const;
export type PointsSourceType = (typeof PointsSource)[keyof typeof PointsSource];
/** The sources a school configures a rule for (/system/coin). */
export const EARNING_SOURCES = [PointsSource.ACTIVITY, PointsSource.DECLARATION, PointsSource.EVALUATION] as const;
export type EarningSource = (typeof EARNING_SOURCES)[number];
export const pointsSourceLabels: Record<number, string> = { 1: '活动完成', 2: '申报通过', 3: '活动评价', 4: '兑换礼品', 5: '取消兑换退回' };

/** A redemption order: 待领取 → 已领取, or 已取消 (points refunded, stock restored). */
export const OrderStatus = { WAITING: 1, PICKED: 2, CANCELLED: 3 } as const;
export const ORDER_STATUSES = Object.values(OrderStatus);
export const orderStatusLabels: Record<number, string> = { 1: '待领取', 2: '已领取', 3: '已取消' };

export const POINTS_LIMITS = { name: 30, description: 500, reason: 200, priceMax: 100000, stockMax: 100000, perStudentMax: 99, rulePointsMax: 1000 } as const;

export const POINTS_MESSAGES = {
  giftNotFound: '礼品不存在',
  offShelf: '该礼品已下架',
  outOfStock: '礼品库存不足',
  balanceShort: (balance: number, price: number) => `活力值不足: 当前${balance},需要${price}`,
  overLimit: (limit: number) => `每人限兑${limit}件,您已达到上限`,
  orderNotFound: '订单不存在',
  notWaiting: '只有待领取的订单可以办理',
  notStudent: '只有学生可以兑换礼品',
  photo: '请上传礼品图片',
  studentNotFound: '学生不存在',
} as const;

/** One rule of /system/coin: `points` per event, or per hour granted when `perHour` (activities). */
export interface PointsRule {
  source: EarningSource;
  sourceName: string;
  points: number;
  perHour: boolean;
  enabled: boolean;
}

/** A student's account row on /coin/base/list. */
export interface PointsAccountRow {
  userId: number;
  name: string;
  studentCode: string;
  collegeName: string;
  className: string;
  balance: number;
  earned: number;
  spent: number;
}

/** One ledger row (positive: earned or refunded; negative: spent). */
export interface PointsLedgerRow {
  id: number;
  source: number;
  sourceName: string;
  relationId: number;
  points: number;
  reason: string;
  createdAt: string;
}

export interface GiftRow {
  id: number;
  name: string;
  description: string;
  fileId: number | null;
  /** The photo's address (GET /file?…), '' without one. */
  url: string;
  price: number;
  stock: number;
  /** How many one student may redeem (orders not cancelled). */
  perStudent: number;
  onShelf: boolean;
  /** Orders not cancelled. */
  redeemed: number;
}

export interface GiftOrderRow {
  id: number;
  giftId: number;
  giftName: string;
  userId: number;
  name: string;
  studentCode: string;
  collegeName: string;
  points: number;
  pickCode: string;
  status: number;
  statusName: string;
  reason: string;
  createdAt: string;
  handledAt: string | null;
}

/** GET /points/my: the student's balance, ledger (newest first, at most 100) and orders. */
export interface MyPoints {
  balance: number;
  earned: number;
  spent: number;
  ledger: PointsLedgerRow[];
  orders: GiftOrderRow[];
}

/** GET /points/stats: earned and spent by month (the last 6 months, China time) within the caller's scope. */
export interface PointsStats {
  earned: number;
  spent: number;
  balance: number;
  students: number;
  months: { month: string; earned: number; spent: number }[];
}
