/**
 * Kysely queries of 团费/党费 (issue 20), within one school: the per-school rule (monthly amount per
 * kind and stage), payments (one per member and month: a unique key) and the arrears over a range
 * of months. Rules: dues.ts.
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/db.js';
import { pageOf } from '../../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../../db/tenant.js';
import { likeContains } from '../../../util/like.js';

export function findRules(db: Db, schoolId: number) {
  return schoolRows(db, 'ideologyDuesRules', schoolId).select(['kind', 'stage', 'amount']).orderBy('kind').orderBy('stage').execute();
}

/** Replaces the kind's rule. */
export async function replaceRules(db: Db, schoolId: number, kind: number, rules: { stage: number; amount: string }[]): Promise<void> {
  await db.deleteFrom('ideologyDuesRules').where('schoolId', '=', schoolId).where('kind', '=', kind).execute();
  if (rules.length) await db.insertInto('ideologyDuesRules').values(rules.map((r) => ({ schoolId, kind, stage: r.stage, amount: r.amount }))).execute();
}

export async function ruleAmount(db: Db, schoolId: number, kind: number, stage: number): Promise<string> {
  const r = await schoolRows(db, 'ideologyDuesRules', schoolId, { kind, stage }).select('amount').executeTakeFirst();
  return r?.amount ?? '0.00';
}

export async function paymentTaken(db: Db, schoolId: number, memberId: number, month: string): Promise<boolean> {
  return !!(await schoolRows(db, 'ideologyDuesPayments', schoolId, { memberId, month }).select('id').executeTakeFirst());
}

export async function insertPayment(db: Db, row: { schoolId: number; memberId: number; month: string; amount: string; recordedBy: number; paidAt: Date }): Promise<number> {
  const { id } = await db.insertInto('ideologyDuesPayments').values(row).onConflict((c) => c.columns(['schoolId', 'memberId', 'month']).doNothing()).returning('id').executeTakeFirst() ?? { id: 0 };
  return id;
}

export function findPaymentPage(db: Db, schoolId: number, f: { kind?: number; name?: string; month?: string }, page: { limit: number; offset: number }) {
  return pageOf(
    fromSchool(db, 'ideologyDuesPayments as p', schoolId)
      .innerJoin('ideologyMembers as m', sameSchool('m.id', 'p.memberId'))
      .innerJoin('users as u', sameSchool('u.id', 'm.userId'))
      .innerJoin('organizations as b', sameSchool('b.id', 'm.branchId'))
      .select(['p.id', 'p.memberId', 'm.kind', 'u.name', 'u.username as code', 'b.name as branchName', 'p.month', 'p.amount', 'p.paidAt'])
      .$if(f.kind !== undefined, (q) => q.where('m.kind', '=', f.kind!))
      .$if(!!f.name, (q) => q.where('u.name', 'like', likeContains(f.name!)))
      .$if(!!f.month, (q) => q.where('p.month', '=', f.month!))
      .orderBy('p.paidAt', 'desc').orderBy('p.id', 'desc'),
    page,
  );
}

/**
 * Members owing dues: for each month of [from, to] ('YYYY-MM') from the month their record was
 * created (China time), where their stage's monthly amount is above 0 and no payment exists — the
 * months and their sum. By branch, then account. `userId` narrows to one person.
 */
export function findArrears(db: Db, schoolId: number, f: { kind?: number; name?: string; from: string; to: string; userId?: number }) {
  return fromSchool(db, 'ideologyMembers as m', schoolId)
    .innerJoin('ideologyDuesRules as r', (j) => j.onRef('r.schoolId', '=', 'm.schoolId').onRef('r.kind', '=', 'm.kind').onRef('r.stage', '=', 'm.stage').on('r.amount', '>', '0'))
    .innerJoin('users as u', sameSchool('u.id', 'm.userId'))
    .innerJoin('organizations as b', sameSchool('b.id', 'm.branchId'))
    .innerJoin(
      sql<{ mo: string }>`(select to_char(d, 'YYYY-MM') as mo from generate_series(${`${f.from}-01`}::date, ${`${f.to}-01`}::date, interval '1 month') d)`.as('months'),
      (j) => j.on(sql<boolean>`months.mo >= to_char(m.created_at at time zone 'Asia/Shanghai', 'YYYY-MM')`),
    )
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('ideologyDuesPayments as p').select(sql`1`.as('one')).whereRef('p.schoolId', '=', 'm.schoolId').whereRef('p.memberId', '=', 'm.id').where(sql<boolean>`p.month = months.mo`))))
    .$if(f.kind !== undefined, (q) => q.where('m.kind', '=', f.kind!))
    .$if(f.userId !== undefined, (q) => q.where('m.userId', '=', f.userId!))
    .$if(!!f.name, (q) => q.where('u.name', 'like', likeContains(f.name!)))
    .groupBy(['m.id', 'm.kind', 'm.stage', 'u.name', 'u.username', 'b.name'])
    .select([
      'm.id as memberId', 'm.kind', 'm.stage', 'u.name', 'u.username as code', 'b.name as branchName',
      sql<string[]>`array_agg(months.mo order by months.mo)`.as('months'),
      sql<string>`sum(r.amount)::numeric(12,2)::text`.as('amount'),
    ])
    .orderBy('b.name').orderBy('u.username')
    .execute();
}
