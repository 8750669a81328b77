/**
 * 活力值 points and gifts (issue 21 "Points and gifts"; spec §2 /coin/base/list,
 * /communist/gift/list, /communist/systempal/store, /system coin): earning by the school's rule,
 * once per source; redemption that never oversells under concurrency and spends the points in the
 * same transaction; refusals (balance, stock, limit); cancellation refunding as a new ledger row;
 * the append-only ledger whose sum is every balance; data scope and bad input.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import { PointsSource, type GiftOrderRow, type GiftRow, type MyPoints, type PointsAccountRow, type PointsRule, type PointsStats } from '../../common/points.js';
import { earnPoints } from '../../server/modules/points/ledger.js';
import { call, fileApp, signInAs } from './helpers.js';
import { makeStaff, makeStudents } from './activity-fixture.js';

const S = 10001;
const t = await fileApp();
const admin = await signInAs(t, 'admin');
const admin2 = await signInAs(t, 'admin2');
const students = await makeStudents(t, S, 10);
const [rich, poor, ...crowd] = students;
const { id: photo } = await t.db.insertInto('files').values({ schoolId: S, uploadedBy: null, storageKey: `pt-${process.pid}.png`, name: '礼品.png', mime: 'image/png', type: 1, size: 10 }).returning('id').executeTakeFirstOrThrow();

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token = admin) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const earn = (source: 1 | 2 | 3, relationId: number, grants: { userId: number; hours?: string }[]) =>
  t.db.transaction().execute((trx) => earnPoints(trx, { schoolId: S, source, relationId, grants, createdBy: null }));
const ledgerRows = () => t.db.selectFrom('pointsLedger').selectAll().where('schoolId', '=', S).orderBy('id').execute();
const balance = async (userId: number) => (await t.db.selectFrom('pointsAccounts').select('balance').where('schoolId', '=', S).where('userId', '=', userId).executeTakeFirst())?.balance ?? 0;
const gift = (over: Record<string, unknown> = {}) => ({ name: '校徽帆布袋', description: '印有校徽的帆布袋', fileId: photo, price: 10, stock: 3, perStudent: 1, onShelf: true, ...over });

describe('earning by the school’s rules', () => {
  it('earns nothing before a rule is enabled, then once per source and student, per hour when asked', async () => {
    expect((await ok(get<PointsRule[]>('/points/rule/list', {}))).map((r) => [r.sourceName, r.enabled])).toEqual([['活动完成', false], ['申报通过', false], ['活动评价', false]]);
    expect(await earn(1, 900001, [{ userId: rich.userId, hours: '3' }])).toEqual({ earned: 0 });
    await ok(post('/points/rule/save', { source: 1, points: 4, perHour: true, enabled: true }));
    const rules = await ok(post<PointsRule[]>('/points/rule/save', { source: 2, points: 5, perHour: true, enabled: true }));
    // Per hour applies to activities only; a declaration earns its fixed points.
    expect(rules.slice(0, 2).map((r) => [r.points, r.perHour, r.enabled])).toEqual([[4, true, true], [5, false, true]]);
    const grants = [...students.map((s) => ({ userId: s.userId, hours: '5' })), { userId: rich.userId, hours: '5' }].slice(1);
    expect(await earn(1, 900001, grants.filter((g) => g.userId !== poor.userId))).toEqual({ earned: 9 });
    // The same activity again (a retry, a second approval) earns nothing more.
    expect(await earn(1, 900001, grants.filter((g) => g.userId !== poor.userId))).toEqual({ earned: 0 });
    expect(await earn(2, 900002, [{ userId: poor.userId }])).toEqual({ earned: 1 });
    expect(await earn(2, 900002, [{ userId: poor.userId }])).toEqual({ earned: 0 });
    expect([await balance(rich.userId), await balance(crowd[0]!.userId), await balance(poor.userId)]).toEqual([20, 20, 5]);
    await ok(post('/points/rule/save', { source: 2, points: 5, perHour: false, enabled: false }));
    expect(await earn(2, 900003, [{ userId: poor.userId }])).toEqual({ earned: 0 });
  });

  it('names the field of a bad rule and refuses staff without the module', async () => {
    expect(await post('/points/rule/save', { source: 9, points: 1, perHour: false, enabled: true })).toMatchObject({ code: 10002, msg: expect.stringContaining('source') });
    expect(await post('/points/rule/save', { source: 1, points: -1, perHour: false, enabled: true })).toMatchObject({ code: 10002, msg: expect.stringContaining('points') });
    const plain = await makeStaff(t, S, ['/society/practice/list']);
    expect(await post('/points/rule/save', { source: 1, points: 1, perHour: false, enabled: true }, plain.token)).toMatchObject({ code: 10003 });
    expect(await get('/points/account/list', {}, rich.token)).toMatchObject({ code: 10003 });
  });
});

describe('the gift store', () => {
  let giftId = 0;
  it('refuses a gift without an uploaded photo or with a zero price, and lists it for students on the shelf only', async () => {
    expect(await post('/points/gift/save', gift({ fileId: 999999 }))).toMatchObject({ code: 10002, msg: '参数错误: fileId 请上传礼品图片' });
    expect(await post('/points/gift/save', gift({ price: 0 }))).toMatchObject({ code: 10002, msg: expect.stringContaining('price') });
    expect(await post('/points/gift/save', gift(), admin2)).toMatchObject({ code: 10002, msg: '参数错误: fileId 请上传礼品图片' });
    giftId = (await ok(post('/points/gift/save', gift()))).id;
    const hidden = await ok(post('/points/gift/save', gift({ name: '已下架礼品', onShelf: false })));
    const forStudent = await ok(get<Page<GiftRow>>('/points/gift/list', {}, rich.token));
    expect(forStudent.list.map((g) => g.id)).toContain(giftId);
    expect(forStudent.list.map((g) => g.id)).not.toContain(hidden.id);
    expect(await post('/points/gift/redeem', { giftId: hidden.id }, rich.token)).toMatchObject({ code: 10002, msg: '该礼品已下架' });
  });

  it('sells a stock of 3 to exactly 3 of 8 concurrent students and spends their points once', async () => {
    const buyers = [rich, ...crowd.slice(0, 7)];
    const replies = await Promise.all(buyers.map((b) => post<GiftOrderRow>('/points/gift/redeem', { giftId }, b.token)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(3);
    expect(replies.filter((r) => r.code === 10002).map((r) => r.msg)).toEqual(Array(5).fill('礼品库存不足'));
    const g = await t.db.selectFrom('gifts').select('stock').where('schoolId', '=', S).where('id', '=', giftId).executeTakeFirstOrThrow();
    expect(g.stock).toBe(0);
    const winners = buyers.filter((_, i) => replies[i]!.code === 0);
    expect(await Promise.all(buyers.map((b) => balance(b.userId)))).toEqual(buyers.map((b) => (winners.includes(b) ? 10 : 20)));
    const codes = replies.filter((r) => r.code === 0).map((r) => r.data.pickCode);
    expect(new Set(codes).size).toBe(3);
    expect(codes.every((c) => /^\d{8}$/.test(c))).toBe(true);
    const orders = await t.db.selectFrom('giftOrders').select('userId').where('schoolId', '=', S).where('giftId', '=', giftId).execute();
    expect(orders.map((o) => o.userId).sort()).toEqual(winners.map((w) => w.userId).sort());
  });

  it('refuses a short balance, the per-student limit and an empty stock with a clear message', async () => {
    const { id: cheap } = await ok(post('/points/gift/save', gift({ name: '笔记本', price: 6, stock: 10, perStudent: 1 })));
    expect(await post('/points/gift/redeem', { giftId: cheap }, poor.token)).toMatchObject({ code: 10002, msg: '活力值不足: 当前5,需要6' });
    const buyer = crowd[7]!;
    await ok(post('/points/gift/redeem', { giftId: cheap }, buyer.token));
    expect(await post('/points/gift/redeem', { giftId: cheap }, buyer.token)).toMatchObject({ code: 10002, msg: '每人限兑1件,您已达到上限' });
    expect(await post('/points/gift/redeem', { giftId }, buyer.token)).toMatchObject({ code: 10002, msg: '礼品库存不足' });
    expect(await post('/points/gift/redeem', { giftId: 'x' }, buyer.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('giftId') });
    expect(await balance(buyer.userId)).toBe(14);
  });

  it('picks up, or cancels with a refund as a new ledger row, never changing a written row', async () => {
    const before = await ledgerRows();
    const orders = await ok(get<Page<GiftOrderRow>>('/points/order/list', { status: 1 }));
    const [first, second] = orders.list.filter((o) => o.giftId === giftId);
    expect(await post('/points/order/cancel', { id: first!.id, reason: '' })).toMatchObject({ code: 10002, msg: expect.stringContaining('reason') });
    await ok(post('/points/order/pickup', { id: second!.id }));
    expect(await post('/points/order/cancel', { id: second!.id, reason: '误操作' })).toMatchObject({ code: 10002, msg: '只有待领取的订单可以办理' });
    await ok(post('/points/order/cancel', { id: first!.id, reason: '学生放弃领取' }));
    expect(await post('/points/order/pickup', { id: first!.id }, admin2)).toMatchObject({ code: 10002, msg: '订单不存在' });
    expect(await balance(first!.userId)).toBe(20);
    expect((await t.db.selectFrom('gifts').select('stock').where('id', '=', giftId).executeTakeFirstOrThrow()).stock).toBe(1);
    const after = await ledgerRows();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((r) => [r.userId, r.source, r.relationId, r.points])).toEqual([[first!.userId, PointsSource.REFUND, first!.id, 10]]);
    const mine = await ok(get<MyPoints>('/points/my', {}, first!.userId === rich.userId ? rich.token : students.find((s) => s.userId === first!.userId)!.token));
    expect([mine.balance, mine.orders[0]!.statusName, mine.ledger[0]!.sourceName]).toEqual([20, '已取消', '取消兑换退回']);
    // Every balance is the sum of its ledger rows, and earned − spent.
    const sums = await t.db.selectFrom('pointsLedger').select(['userId', (eb) => eb.fn.sum<string>('points').as('total')]).where('schoolId', '=', S).groupBy('userId').execute();
    const accounts = await t.db.selectFrom('pointsAccounts').selectAll().where('schoolId', '=', S).execute();
    for (const a of accounts) {
      expect(a.balance).toBe(Number(sums.find((s) => s.userId === a.userId)?.total ?? 0));
      expect(a.balance).toBe(a.earned - a.spent);
    }
  });
});

describe('balances within the caller’s scope', () => {
  it('lists, counts and charts the school’s balances, and nothing outside a college administrator’s college', async () => {
    const list = await ok(get<Page<PointsAccountRow>>('/points/account/list', { name: '测试学生' }));
    const row = list.list.find((r) => r.userId === poor.userId)!;
    expect([row.balance, row.earned, row.spent]).toEqual([5, 5, 0]);
    const stats = await ok(get<PointsStats>('/points/stats', {}));
    expect(stats.months).toHaveLength(6);
    expect(stats.months.at(-1)!.earned).toBeGreaterThanOrEqual(185);
    expect(stats.earned - stats.spent).toBe(stats.balance);
    const college = await t.db.selectFrom('students').select('collegeId').where('userId', '=', poor.userId).executeTakeFirstOrThrow();
    const elsewhere = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '<>', college.collegeId!).executeTakeFirstOrThrow();
    const paths = ['/coin/base/list', '/communist/gift/list'];
    const outsider = await makeStaff(t, S, paths, 2, elsewhere.id);
    const insider = await makeStaff(t, S, paths, 2, college.collegeId);
    expect((await ok(get<Page<PointsAccountRow>>('/points/account/list', { name: '测试学生' }, outsider.token))).list.map((r) => r.userId)).not.toContain(poor.userId);
    expect((await ok(get<Page<GiftOrderRow>>('/points/order/list', {}, outsider.token))).total).toBe(0);
    expect(await get('/points/ledger/list', { userId: poor.userId }, outsider.token)).toMatchObject({ code: 10002, msg: '学生不存在' });
    expect((await ok(get<Page<GiftOrderRow>>('/points/order/list', {}, insider.token))).total).toBeGreaterThan(0);
    expect((await ok(get<Page<unknown>>('/points/ledger/list', { userId: poor.userId }, insider.token))).total).toBe(1);
    expect((await ok(get<Page<PointsAccountRow>>('/points/account/list', {}, admin2))).list.map((r) => r.userId)).not.toContain(poor.userId);
  });
});
