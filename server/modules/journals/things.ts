/**
 * 待办事项 (issue 21; spec §2 /communist/thing/list): a staff member's own things to do — title, note,
 * due date, priority, done — seen and changed by nobody else (another's id answers 10002 '待办事项不存在'),
 * and a read-only count of their pending review to-dos, from the to-do list itself
 * (audits/needDealt.ts deskNeedDealt, the query of /desk/needDealt/list). Holders of 待办事项 only.
 */
import type { Page } from '../../../common/envelope.js';
import { JOURNAL_MESSAGES as M, type ThingRow, type ThingSummary } from '../../../common/journals.js';
import type { ThingEditParams, ThingListParams, ThingSaveParams } from '../../../common/schemas/journals.js';
import { chinaDay, formatDateTime } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { pageOf, countAll } from '../../db/paging.js';
import { schoolRows } from '../../db/tenant.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { deskNeedDealt } from '../audits/needDealt.js';
import { sql } from 'kysely';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

const own = (db: Db, caller: Caller) => schoolRows(db, 'staffThings', caller.schoolId).where('userId', '=', caller.userId);

/** GET /thing/list {current, size, done?} → {list: ThingRow[], total}: open first, then by due date (none last), priority, newest. */
export async function listThings(db: Db, caller: Caller, p: ThingListParams, now = new Date()): Promise<Page<ThingRow>> {
  const today = chinaDay(now);
  const q = own(db, caller)
    .select(['id', 'title', 'note', sql<string | null>`due_date::text`.as('dueDate'), 'priority', 'done', 'createdAt'])
    .$if(p.done !== undefined, (b) => b.where('done', '=', p.done!))
    .orderBy('done').orderBy(sql`due_date nulls last`).orderBy('priority').orderBy('id', 'desc');
  const { rows, total } = await pageOf(q, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({ id: r.id, title: r.title, note: r.note, dueDate: r.dueDate, priority: r.priority, done: r.done, overdue: !r.done && r.dueDate !== null && r.dueDate < today, createTime: formatDateTime(r.createdAt) })),
  };
}

/** POST /thing/add {title ≤60, note? ≤500, dueDate?, priority? 1 高|2 中|3 低 (default 2)} → {id}. */
export async function addThing(trx: Trx, caller: Caller, p: ThingSaveParams, now = new Date()): Promise<{ id: number }> {
  return trx.insertInto('staffThings').values({ schoolId: caller.schoolId, userId: caller.userId, title: p.title, note: p.note, dueDate: p.dueDate ?? null, priority: p.priority, createdAt: now })
    .returning('id').executeTakeFirstOrThrow();
}

async function mustOwn(trx: Trx, caller: Caller, id: number) {
  const row = await own(trx, caller).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw badParams(M.thingNotFound);
}

/** POST /thing/edit {id, …as /thing/add} → {id}: the caller's own thing. 10002 M.thingNotFound. */
export async function editThing(trx: Trx, caller: Caller, p: ThingEditParams): Promise<{ id: number }> {
  await mustOwn(trx, caller, p.id);
  await trx.updateTable('staffThings').set({ title: p.title, note: p.note, dueDate: p.dueDate ?? null, priority: p.priority }).where('schoolId', '=', caller.schoolId).where('id', '=', p.id).execute();
  return { id: p.id };
}

/** POST /thing/done {id, done} → {id}: marks it done (or open again). 10002 M.thingNotFound. */
export async function markThing(trx: Trx, caller: Caller, p: { id: number; done: boolean }, now = new Date()): Promise<{ id: number }> {
  await mustOwn(trx, caller, p.id);
  await trx.updateTable('staffThings').set({ done: p.done, doneAt: p.done ? now : null }).where('schoolId', '=', caller.schoolId).where('id', '=', p.id).execute();
  return { id: p.id };
}

/** POST /thing/delete {id} → {id}. 10002 M.thingNotFound. */
export async function deleteThing(trx: Trx, caller: Caller, id: number): Promise<{ id: number }> {
  await mustOwn(trx, caller, id);
  await trx.deleteFrom('staffThings').where('schoolId', '=', caller.schoolId).where('id', '=', id).execute();
  return { id };
}

/** GET /thing/summary → ThingSummary: open and overdue things, and the caller's pending review to-dos (the to-do list's total). */
export async function thingSummary(db: Db, caller: Caller, now = new Date()): Promise<ThingSummary> {
  const today = chinaDay(now);
  const [counts, desk] = await Promise.all([
    own(db, caller).where('done', '=', false)
      .select([countAll.as('open'), sql<number>`(count(*) filter (where due_date < ${today}::date))::int`.as('overdue')]).executeTakeFirstOrThrow(),
    deskNeedDealt(db, caller, now),
  ]);
  return { open: counts.open, overdue: counts.overdue, pendingReviews: desk.reduce((n, i) => n + i.ct, 0) };
}
