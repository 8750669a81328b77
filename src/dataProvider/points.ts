/**
 * Typed custom methods of 活力值 points and gifts (issue 21; spec §2 /coin/base/list,
 * /communist/gift/list, /communist/systempal/store, /system coin). Pages reach them with
 * `useDataProvider<PointsDataProvider>()`. CRUD stays with the resources below: accounts, one
 * student's ledger (`filter: {userId}`), gifts and orders.
 */
import type { DataProvider } from 'react-admin';
import type { JobStarted } from '../../common/jobs';
import type { GiftOrderRow, MyPoints, PointsRule, PointsStats } from '../../common/points';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** CRUD endpoints of the points resources (merged into the app's table in resources.ts). */
export const pointsResources: ResourceTable = {
  pointsAccounts: { list: '/points/account/list', idField: 'userId' },
  pointsLedger: { list: '/points/ledger/list' },
  gifts: { list: '/points/gift/list', create: '/points/gift/save', update: '/points/gift/save' },
  giftOrders: { list: '/points/order/list' },
};

export function pointsMethods(client: DataClient) {
  return {
    /** GET /points/my → the student's balance, ledger and orders. */
    getMyPoints: () => client.get<MyPoints>('/points/my', {}),
    /** GET /points/stats {name?, collegeId?} → earned versus spent by month. */
    getPointsStats: (filter: Record<string, unknown>) => client.get<PointsStats>('/points/stats', filter),
    /** GET /points/account/export → the export job. */
    startPointsExport: (filter: Record<string, unknown>) => client.get<JobStarted>('/points/account/export', filter),
    /** GET /points/rule/list → the school's rules. */
    getPointsRules: () => client.get<PointsRule[]>('/points/rule/list', {}),
    /** POST /points/rule/save → the rules after the change. */
    savePointsRule: (rule: { source: number; points: number; perHour: boolean; enabled: boolean }) => client.post<PointsRule[]>('/points/rule/save', rule),
    /** POST /points/gift/save {id?, name, …} → {id}. */
    saveGift: (input: Record<string, unknown>) => client.post<{ id: number }>('/points/gift/save', input),
    /** POST /points/gift/redeem {giftId} → the order with its pick-up code. */
    redeemGift: (giftId: number) => client.post<GiftOrderRow>('/points/gift/redeem', { giftId }),
    /** POST /points/order/pickup {id} → null. */
    pickUpGiftOrder: (id: number) => client.post<null>('/points/order/pickup', { id }),
    /** POST /points/order/cancel {id, reason} → null. */
    cancelGiftOrder: (id: number, reason: string) => client.post<null>('/points/order/cancel', { id, reason }),
  };
}

export type PointsMethods = ReturnType<typeof pointsMethods>;
export type PointsDataProvider = DataProvider & PointsMethods;
