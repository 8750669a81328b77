/**
 * 团费/党费 (issue 20; /ideology/fees). The rule is kept simple and per school: a monthly amount
 * (yuan, two decimals) per kind and stage; a stage without an amount pays nothing. A payment is one
 * member's one month (a unique key); arrears are the months of a range, from the month the member
 * was entered, with no payment while the member's current stage has an amount.
 */
import { IDEOLOGY_MSG, stageLabels, stageName, type ArrearsRow, type DuesPaymentRow, type DuesRuleRow } from '../../../common/ideology.js';
import type { Page } from '../../../common/envelope.js';
import type { DuesFilter, DuesListParams, DuesPayParams, DuesRuleParams } from '../../../common/schemas/ideology.js';
import { chinaToday } from '../../../common/terms.js';
import { formatDateTime } from '../../../common/time.js';
import type { Db } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import * as repo from './repositories/dues.js';
import { findMember } from './repositories/members.js';

type Caller = { schoolId: number; userId: number };

/** GET /ideology/dues/rule → every kind and stage with its monthly amount ('0.00' when unset). */
export async function duesRules(db: Db, schoolId: number): Promise<DuesRuleRow[]> {
  const rows = await repo.findRules(db, schoolId);
  return [1, 2].flatMap((kind) => Object.keys(stageLabels[kind]!).map(Number).map((stage) => ({
    kind, stage, stageName: stageName(kind, stage), amount: rows.find((r) => r.kind === kind && r.stage === stage)?.amount ?? '0.00',
  })));
}

/** POST /ideology/dues/rule {kind, rules: [{stage, amount}]} → the whole rule: the kind's amounts replaced. */
export async function saveDuesRules(db: Db, schoolId: number, p: DuesRuleParams): Promise<DuesRuleRow[]> {
  const stages = p.rules.map((r) => r.stage);
  if (new Set(stages).size !== stages.length) throw fieldError('rules', '阶段重复');
  await repo.replaceRules(db, schoolId, p.kind, p.rules);
  return duesRules(db, schoolId);
}

/**
 * POST /ideology/dues/pay {memberId, month, amount?} → {id}: records one month's payment (the rule's
 * amount for the member's stage unless given). 10002 '党团员不存在', '该月已缴纳'.
 */
export async function recordPayment(db: Db, caller: Caller, p: DuesPayParams, now = new Date()): Promise<{ id: number }> {
  const m = await findMember(db, caller.schoolId, p.memberId);
  if (!m) throw badParams(IDEOLOGY_MSG.memberUnknown);
  if (await repo.paymentTaken(db, caller.schoolId, m.id, p.month)) throw badParams(IDEOLOGY_MSG.paid);
  const amount = p.amount ?? (await repo.ruleAmount(db, caller.schoolId, m.kind, m.stage));
  const id = await repo.insertPayment(db, { schoolId: caller.schoolId, memberId: m.id, month: p.month, amount, recordedBy: caller.userId, paidAt: now });
  if (!id) throw badParams(IDEOLOGY_MSG.paid);
  return { id };
}

/** GET /ideology/dues/list {current, size, kind?, name?, month?} → payments, newest first. */
export async function listPayments(db: Db, schoolId: number, p: DuesListParams): Promise<Page<DuesPaymentRow>> {
  const { rows, total } = await repo.findPaymentPage(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => ({ ...r, paidAt: formatDateTime(r.paidAt)! })) };
}

/** The range asked for, by default January of this year to this month (China time). */
export function monthRange(f: { fromMonth?: string; toMonth?: string }, now = new Date()): { from: string; to: string } {
  const thisMonth = chinaToday(now).slice(0, 7);
  const to = f.toMonth ?? thisMonth;
  return { from: f.fromMonth ?? `${to.slice(0, 4)}-01`, to };
}

/** Members owing dues over the range (ArrearsRow: months and sum), by branch. */
export async function arrears(db: Db, schoolId: number, f: DuesFilter & { userId?: number }, now = new Date()): Promise<ArrearsRow[]> {
  const rows = await repo.findArrears(db, schoolId, { ...f, ...monthRange(f, now) });
  return rows.map((r) => ({ memberId: r.memberId, kind: r.kind, name: r.name, code: r.code, branchName: r.branchName, stage: r.stage, stageName: stageName(r.kind, r.stage), months: r.months, amount: r.amount }));
}

/** GET /ideology/dues/arrears {current, size, kind?, name?, fromMonth?, toMonth?} → one page of arrears. */
export async function arrearsPage(db: Db, schoolId: number, p: DuesFilter & { current: number; size: number }, now = new Date()): Promise<Page<ArrearsRow>> {
  const all = await arrears(db, schoolId, p, now);
  return { total: all.length, list: all.slice(pageOffset(p), pageOffset(p) + p.size) };
}
