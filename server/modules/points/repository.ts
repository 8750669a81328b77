/**
 * The Kysely queries of points and gifts (issue 21), always within one school. Ledger writes live
 * in ledger.ts (append-only); the rules in accounts.ts and store.ts.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { OrderStatus, PointsSource } from '../../../common/points.js';
import type { AccountFilter, GiftListParams, OrderListParams } from '../../../common/schemas/points.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db, Trx } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };
const some = (ids: number[]) => (ids.length ? ids : [0]);

/** The condition "student `ref` (a users.id column of alias s) is within the caller's data scope" (spec §6). */
function inScope(scope: DataScope) {
  return (eb: any): Expression<SqlBool> => {
    if (scope.kind === 'school') return sql<boolean>`true`;
    if (scope.kind === 'college') return eb('s.collegeId', 'in', some(scope.collegeIds));
    return eb.exists(
      eb.selectFrom('organizationMembers as om').select('om.userId').whereRef('om.schoolId', '=', 's.schoolId').whereRef('om.userId', '=', 's.userId').where('om.organizationId', 'in', some(scope.organizationIds)),
    );
  };
}

/** Students with their account (0 without one), college and class, within the scope and filters. */
function accounts(db: Db, schoolId: number, scope: DataScope, f: AccountFilter) {
  return fromSchool(db, 'students as s', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 's.userId'))
    .leftJoin('pointsAccounts as a', (j) => j.onRef('a.schoolId', '=', 's.schoolId').onRef('a.userId', '=', 's.userId'))
    .leftJoin('colleges as c', sameSchool('c.id', 's.collegeId'))
    .leftJoin('classes as cl', sameSchool('cl.id', 's.classId'))
    .where(inScope(scope))
    .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('u.name', 'ilike', likeContains(f.name!)), eb('s.code', 'ilike', likeContains(f.name!))])))
    .$if(f.collegeId !== undefined, (q) => q.where('s.collegeId', '=', f.collegeId!))
    .select([
      's.userId', 'u.name', 's.code as studentCode',
      sql<string>`coalesce(c.name, '')`.as('collegeName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
      sql<number>`coalesce(a.balance, 0)`.as('balance'),
      sql<number>`coalesce(a.earned, 0)`.as('earned'),
      sql<number>`coalesce(a.spent, 0)`.as('spent'),
    ]);
}

export function findAccountPage(db: Db, schoolId: number, scope: DataScope, f: AccountFilter, page: Page) {
  return pageOf(accounts(db, schoolId, scope, f).orderBy(sql`coalesce(a.balance, 0)`, 'desc').orderBy('s.userId'), page);
}

/** Up to `limit` accounts after user id `after` (null: from the first), the export's batches. */
export function accountBatch(db: Db, schoolId: number, scope: DataScope, f: AccountFilter, after: number | null, limit: number) {
  return accounts(db, schoolId, scope, f).$if(after !== null, (q) => q.where('s.userId', '>', after!)).orderBy('s.userId').limit(limit).execute();
}

export async function countAccounts(db: Db, schoolId: number, scope: DataScope, f: AccountFilter): Promise<number> {
  return (await accounts(db, schoolId, scope, f).clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
}

/** The scope's totals and the last months' earned and spent (months 'YYYY-MM' in China time, UTC+8 without summer time). */
export async function scopeStats(db: Db, schoolId: number, scope: DataScope, f: AccountFilter, since: Date) {
  const totals = await accounts(db, schoolId, scope, f)
    .clearSelect()
    .select([
      sql<number>`count(*)::int`.as('students'),
      sql<number>`coalesce(sum(a.earned), 0)::int`.as('earned'),
      sql<number>`coalesce(sum(a.spent), 0)::int`.as('spent'),
      sql<number>`coalesce(sum(a.balance), 0)::int`.as('balance'),
    ])
    .executeTakeFirstOrThrow();
  const months = await fromSchool(db, 'pointsLedger as l', schoolId)
    .innerJoin('students as s', (j) => j.onRef('s.schoolId', '=', 'l.schoolId').onRef('s.userId', '=', 'l.userId'))
    .innerJoin('users as u', sameSchool('u.id', 's.userId'))
    .where(inScope(scope))
    .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('u.name', 'ilike', likeContains(f.name!)), eb('s.code', 'ilike', likeContains(f.name!))])))
    .$if(f.collegeId !== undefined, (q) => q.where('s.collegeId', '=', f.collegeId!))
    .where('l.createdAt', '>=', since)
    .select([
      sql<string>`to_char(l.created_at + interval '8 hours', 'YYYY-MM')`.as('month'),
      sql<number>`coalesce(sum(case when l.source in (${PointsSource.REDEEM}, ${PointsSource.REFUND}) then 0 else l.points end), 0)::int`.as('earned'),
      sql<number>`coalesce(-sum(case when l.source in (${PointsSource.REDEEM}, ${PointsSource.REFUND}) then l.points else 0 end), 0)::int`.as('spent'),
    ])
    .groupBy(sql`to_char(l.created_at + interval '8 hours', 'YYYY-MM')`)
    .execute();
  return { totals, months };
}

/** One student's ledger, newest first. */
export function findLedgerPage(db: Db, schoolId: number, userId: number, page: Page) {
  return pageOf(schoolRows(db, 'pointsLedger', schoolId, { userId }).select(['id', 'source', 'relationId', 'points', 'reason', 'createdAt']).orderBy('id', 'desc'), page);
}

/** The student `userId` of the school within the scope (for the staff's ledger view). */
export function studentInScope(db: Db, schoolId: number, scope: DataScope, userId: number) {
  return fromSchool(db, 'students as s', schoolId).select('s.userId').where('s.userId', '=', userId).where(inScope(scope)).executeTakeFirst();
}

export function findAccount(db: Db, schoolId: number, userId: number) {
  return schoolRows(db, 'pointsAccounts', schoolId, { userId }).select(['balance', 'earned', 'spent']).executeTakeFirst();
}

/** Creates the student's account when missing and locks it (serialises one student's redemptions). */
export async function lockAccount(trx: Trx, schoolId: number, userId: number) {
  await trx.insertInto('pointsAccounts').values({ schoolId, userId }).onConflict((oc) => oc.columns(['schoolId', 'userId']).doNothing()).execute();
  return schoolRows(trx, 'pointsAccounts', schoolId, { userId }).select(['balance']).forUpdate().executeTakeFirstOrThrow();
}

export function findRules(db: Db, schoolId: number) {
  return schoolRows(db, 'pointsRules', schoolId).select(['source', 'points', 'perHour', 'enabled']).execute();
}

export async function saveRule(trx: Trx, schoolId: number, r: { source: number; points: number; perHour: boolean; enabled: boolean }) {
  await trx
    .insertInto('pointsRules')
    .values({ schoolId, ...r })
    .onConflict((oc) => oc.columns(['schoolId', 'source']).doUpdateSet({ points: r.points, perHour: r.perHour, enabled: r.enabled, updatedAt: sql`now()` }))
    .execute();
}

/** Gifts with their photo and how many orders (not cancelled) each has. */
function gifts(db: Db, schoolId: number) {
  return fromSchool(db, 'gifts as g', schoolId)
    .leftJoin('files as f', sameSchool('f.id', 'g.fileId'))
    .select([
      'g.id', 'g.name', 'g.description', 'g.fileId', 'g.price', 'g.stock', 'g.perStudent', 'g.onShelf', 'f.storageKey',
      sql<number>`(select count(*)::int from gift_orders o where o.school_id = g.school_id and o.gift_id = g.id and o.status <> ${OrderStatus.CANCELLED})`.as('redeemed'),
    ]);
}
export type GiftRecord = Awaited<ReturnType<ReturnType<typeof gifts>['executeTakeFirstOrThrow']>>;

export function findGiftPage(db: Db, schoolId: number, p: GiftListParams & { onShelfOnly: boolean }, page: Page) {
  return pageOf(
    gifts(db, schoolId)
      .$if(!!p.name, (q) => q.where('g.name', 'ilike', likeContains(p.name!)))
      .$if(p.onShelfOnly, (q) => q.where('g.onShelf', '=', true))
      .orderBy('g.onShelf', 'desc').orderBy('g.id', 'desc'),
    page,
  );
}

export function findGift(db: Db, schoolId: number, id: number) {
  return gifts(db, schoolId).where('g.id', '=', id).executeTakeFirst();
}

export function imageOfSchool(db: Db, schoolId: number, fileId: number) {
  return schoolRows(db, 'files', schoolId, { id: fileId }).select(['id', 'type']).executeTakeFirst();
}

export async function insertGift(trx: Trx, values: { schoolId: number; name: string; description: string; fileId: number | null; price: number; stock: number; perStudent: number; onShelf: boolean; createdBy: number }) {
  return trx.insertInto('gifts').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateGift(trx: Trx, schoolId: number, id: number, values: { name: string; description: string; fileId: number | null; price: number; stock: number; perStudent: number; onShelf: boolean }) {
  return trx.updateTable('gifts').set(values).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** Takes one from the stock when there is one left and the gift is on the shelf: undefined otherwise (the one guard against overselling). */
export function takeStock(trx: Trx, schoolId: number, id: number) {
  return trx.updateTable('gifts').set({ stock: sql`stock - 1` }).where('schoolId', '=', schoolId).where('id', '=', id).where('stock', '>', 0).where('onShelf', '=', true).returning('stock').executeTakeFirst();
}

export function restoreStock(trx: Trx, schoolId: number, id: number) {
  return trx.updateTable('gifts').set({ stock: sql`stock + 1` }).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The student's orders of the gift that are not cancelled. */
export async function activeOrders(db: Db, schoolId: number, giftId: number, userId: number): Promise<number> {
  const r = await schoolRows(db, 'giftOrders', schoolId, { giftId, userId }).select(sql<number>`count(*)::int`.as('n')).where('status', '<>', OrderStatus.CANCELLED).executeTakeFirstOrThrow();
  return r.n;
}

export function insertOrder(trx: Trx, values: { schoolId: number; giftId: number; userId: number; points: number; pickCode: string }) {
  return trx.insertInto('giftOrders').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Orders with their gift, student and college. */
function orders(db: Db, schoolId: number) {
  return fromSchool(db, 'giftOrders as o', schoolId)
    .innerJoin('gifts as g', sameSchool('g.id', 'o.giftId'))
    .innerJoin('users as u', sameSchool('u.id', 'o.userId'))
    .leftJoin('students as s', (j) => j.onRef('s.schoolId', '=', 'o.schoolId').onRef('s.userId', '=', 'o.userId'))
    .leftJoin('colleges as c', sameSchool('c.id', 's.collegeId'))
    .select([
      'o.id', 'o.giftId', 'g.name as giftName', 'o.userId', 'u.name', 'o.points', 'o.pickCode', 'o.status', 'o.reason', 'o.createdAt', 'o.handledAt',
      sql<string>`coalesce(s.code, u.username)`.as('studentCode'),
      sql<string>`coalesce(c.name, '')`.as('collegeName'),
    ]);
}
export type OrderRecord = Awaited<ReturnType<ReturnType<typeof orders>['executeTakeFirstOrThrow']>>;

export function findOrderPage(db: Db, schoolId: number, scope: DataScope, p: OrderListParams, page: Page) {
  return pageOf(
    orders(db, schoolId)
      .where(inScope(scope))
      .$if(p.status !== undefined, (q) => q.where('o.status', '=', p.status!))
      .$if(!!p.keyword, (q) => q.where((eb) => eb.or([eb('u.name', 'ilike', likeContains(p.keyword!)), eb('s.code', 'ilike', likeContains(p.keyword!)), eb('o.pickCode', '=', p.keyword!)])))
      .orderBy('o.id', 'desc'),
    page,
  );
}

export function findUserOrders(db: Db, schoolId: number, userId: number) {
  return orders(db, schoolId).where('o.userId', '=', userId).orderBy('o.id', 'desc').limit(100).execute();
}

/** The order, locked, within the scope; undefined when none. */
export function lockOrder(trx: Trx, schoolId: number, scope: DataScope, id: number) {
  return orders(trx, schoolId).where('o.id', '=', id).where(inScope(scope)).forUpdate('o').executeTakeFirst();
}

export function setOrderStatus(trx: Trx, schoolId: number, id: number, values: { status: number; reason?: string; handledBy: number; handledAt: Date }) {
  return trx.updateTable('giftOrders').set(values).where('schoolId', '=', schoolId).where('id', '=', id).where('status', '=', OrderStatus.WAITING).executeTakeFirst();
}
