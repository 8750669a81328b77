/**
 * Terms (学期, spec §2 /system/term): kind 1 regular, 2 summer, 3 winter, with their dates. Names are
 * unique per school and terms of a school never overlap, so that `termOf(date)` has one answer.
 */
import { sql } from 'kysely';
import type { TermRow } from '../../../common/classify.js';
import type { Page } from '../../../common/envelope.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import { fieldError, refusal, type Db } from '../structure/common.js';
import type { TermAddParams, TermListParams, TermUpdateParams } from './schema.js';

const COLUMNS = ['id', 'name', 'kind', 'startDate', 'endDate'] as const;

/** GET /system/term/list {current, size, name?, kind?} → {list: TermRow[], total}, latest first. */
export async function listTerms(db: Db, schoolId: number, p: TermListParams): Promise<Page<TermRow>> {
  const base = db
    .selectFrom('terms')
    .where('schoolId', '=', schoolId)
    .$if(!!p.name, (q) => q.where('name', 'like', likeContains(p.name!)))
    .$if(p.kind !== undefined, (q) => q.where('kind', '=', p.kind!));
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const list = await base.select(COLUMNS).orderBy('startDate', 'desc').orderBy('id', 'desc').limit(p.size).offset(pageOffset(p)).execute();
  return { list, total: Number(total.n) };
}

/** The school's term containing `date` ('YYYY-MM-DD'), or null. */
export async function termOf(db: Db, schoolId: number, date: string): Promise<TermRow | null> {
  const row = await db
    .selectFrom('terms')
    .select(COLUMNS)
    .where('schoolId', '=', schoolId)
    .where('startDate', '<=', date)
    .where('endDate', '>=', date)
    .executeTakeFirst();
  return row ?? null;
}

async function mustFind(db: Db, schoolId: number, id: number): Promise<TermRow> {
  const row = await db.selectFrom('terms').select(COLUMNS).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
  if (!row) throw fieldError('id', '学期不存在');
  return row;
}

async function assertValid(db: Db, schoolId: number, t: Omit<TermRow, 'id'>, exceptId?: number) {
  if (t.startDate > t.endDate) throw fieldError('endDate', '不能早于开始日期');
  let named = db.selectFrom('terms').select('id').where('schoolId', '=', schoolId).where('name', '=', t.name);
  if (exceptId) named = named.where('id', '<>', exceptId);
  if (await named.executeTakeFirst()) throw fieldError('name', `已存在名为「${t.name}」的学期`);
  let overlap = db
    .selectFrom('terms')
    .select('name')
    .where('schoolId', '=', schoolId)
    .where('startDate', '<=', t.endDate)
    .where('endDate', '>=', t.startDate);
  if (exceptId) overlap = overlap.where('id', '<>', exceptId);
  const clash = await overlap.orderBy('startDate').executeTakeFirst();
  if (clash) throw fieldError('startDate', `与学期「${clash.name}」的日期重叠`);
}

/** POST /system/term/add {name, kind, startDate, endDate} → TermRow. 10002: name taken, dates overlap or reversed. */
export async function addTerm(db: Db, schoolId: number, p: TermAddParams): Promise<TermRow> {
  await assertValid(db, schoolId, p);
  const { id } = await db.insertInto('terms').values({ schoolId, ...p }).returning('id').executeTakeFirstOrThrow();
  return mustFind(db, schoolId, id);
}

/** POST /system/term/update {id, name?, kind?, startDate?, endDate?} → TermRow. 10002 as add, or unknown id. */
export async function updateTerm(db: Db, schoolId: number, p: TermUpdateParams): Promise<TermRow> {
  const current = await mustFind(db, schoolId, p.id);
  const next = {
    name: p.name ?? current.name, kind: p.kind ?? current.kind,
    startDate: p.startDate ?? current.startDate, endDate: p.endDate ?? current.endDate,
  };
  await assertValid(db, schoolId, next, p.id);
  await db.updateTable('terms').set(next).where('schoolId', '=', schoolId).where('id', '=', p.id).execute();
  return mustFind(db, schoolId, p.id);
}

/** POST /system/term/delete {id} → null; refused (10002) while ledger rows belong to the term. */
export async function deleteTerm(db: Db, schoolId: number, id: number): Promise<null> {
  await mustFind(db, schoolId, id);
  const row = await db.selectFrom('hoursLedger').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', schoolId).where('termId', '=', id).executeTakeFirstOrThrow();
  const why = refusal('该学期', [[Number(row.n), '条学时记录']]);
  if (why) throw badParams(why);
  await db.deleteFrom('terms').where('schoolId', '=', schoolId).where('id', '=', id).execute();
  return null;
}
