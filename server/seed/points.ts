/**
 * Demo 活力值 at 示范大学 (issue 21), written through the real services (modules/points): the
 * school's rules (2 per activity hour, 5 per approved declaration, 3 per evaluation); the points
 * the seeded completed activities and approved declarations earn by them (the same earnPoints the
 * approvals call); five gifts of the store (one sold out, one off the shelf); and three orders —
 * the demo student 2021000001's waiting one, one picked up, one cancelled and refunded.
 */
import { LedgerSource } from '../../common/ledger.js';
import { EARNING_SOURCES, PointsSource } from '../../common/points.js';
import type { Trx } from '../db/db.js';
import { earnPoints } from '../modules/points/ledger.js';
import * as repo from '../modules/points/repository.js';
import { cancelOrder, pickUpOrder, redeemGift, saveGift } from '../modules/points/store.js';
import { ACTIVITY_STAFF_SCHOOL } from './activityStaff.js';
import { userIdLookup } from './lookups.js';

const RULES = { 1: { points: 2, perHour: true }, 2: { points: 5, perHour: false }, 3: { points: 3, perHour: false } } as const;
const GIFTS = [
  { name: '校徽帆布袋', description: '印有校徽的环保帆布袋,容量大,结实耐用。', price: 30, stock: 40, perStudent: 2, onShelf: true },
  { name: '定制笔记本', description: 'A5 线圈本,封面为校园风景。', price: 20, stock: 60, perStudent: 3, onShelf: true },
  { name: '保温杯', description: '350ml 不锈钢保温杯,刻有校训。', price: 80, stock: 15, perStudent: 1, onShelf: true },
  { name: '图书馆研讨间优先预约券', description: '一次研讨间优先预约,有效期一个学期。', price: 50, stock: 0, perStudent: 1, onShelf: true },
  { name: '校庆纪念徽章', description: '校庆限定纪念徽章。', price: 15, stock: 100, perStudent: 1, onShelf: false },
];

export async function seedPoints(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, ['admin', '2021000001']);
  const [adminId, demoStudent] = [uid('admin'), uid('2021000001')];
  if (adminId === null || demoStudent === null) return;
  for (const source of EARNING_SOURCES) await repo.saveRule(trx, schoolId, { source, ...RULES[source], enabled: true });

  // What the approvals granted before the rules existed, earned now by the same path.
  const grants = await trx.selectFrom('hoursLedger').select(['sourceType', 'relationId', 'userId', 'grantedHours', 'issuedAt'])
    .where('schoolId', '=', schoolId).where('sourceType', 'in', [LedgerSource.ACTIVITY, LedgerSource.DECLARATION]).where('relationId', 'is not', null).orderBy('id').execute();
  const bySource = new Map<string, typeof grants>();
  for (const g of grants) bySource.set(`${g.sourceType}:${g.relationId}`, [...(bySource.get(`${g.sourceType}:${g.relationId}`) ?? []), g]);
  for (const rows of bySource.values()) {
    const first = rows[0]!;
    await earnPoints(trx, {
      schoolId, source: first.sourceType === LedgerSource.ACTIVITY ? PointsSource.ACTIVITY : PointsSource.DECLARATION, relationId: Number(first.relationId),
      grants: rows.map((r) => ({ userId: r.userId, hours: r.grantedHours })), createdBy: adminId, at: first.issuedAt,
    });
  }

  const caller = { schoolId, userId: adminId };
  const ids: number[] = [];
  for (const g of GIFTS) ids.push((await saveGift(trx, caller, { id: undefined, fileId: undefined, ...g })).id);
  // Orders of the students with the most points (the demo student's own when they have enough).
  const richest = await trx.selectFrom('pointsAccounts').select(['userId', 'balance']).where('schoolId', '=', schoolId).where('balance', '>=', 30).orderBy('balance', 'desc').orderBy('userId').limit(3).execute();
  const buyers = [...new Set([...richest.filter((r) => r.userId === demoStudent).map((r) => r.userId), ...richest.map((r) => r.userId)])].slice(0, 3);
  const scope = { kind: 'school' } as const;
  const orders = [];
  for (const [i, userId] of buyers.entries()) orders.push(await redeemGift(trx, { schoolId, userId }, ids[i % 2]!, now));
  if (orders[1]) await pickUpOrder(trx, caller, scope, orders[1].id, now);
  if (orders[2]) await cancelOrder(trx, caller, scope, orders[2].id, '学生放弃领取', now);
}
