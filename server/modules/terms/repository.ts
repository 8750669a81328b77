/**
 * Kysely queries of the terms (学期) of a school. Every query is scoped by `schoolId`; `today`
 * ('YYYY-MM-DD', China time) marks the current term in the rows it returns.
 */
import { sql } from 'kysely';
import type { TermRow } from '../../../common/terms.js';
import { likeContains } from '../../util/like.js';
import type { Db } from '../../db/db.js';
import { detachReferences, schoolRowTaken } from '../../db/tenant.js';

/** A term's stored fields (what add and update write). */
export interface TermFields {
  name: string;
  kind: number;
  academicYear: number;
  startDate: string;
  endDate: string;
}

export interface TermFilter {
  name?: string;
  kind?: number;
  academicYear?: number;
}

/** The select list of a TermRow; `current` compares with `today` in SQL. */
const columns = (today: string) =>
  ['id', 'name', 'kind', 'academicYear', 'startDate', 'endDate', sql<boolean>`(start_date <= ${today}::date and end_date >= ${today}::date)`.as('current')] as const;

const filtered = (db: Db, schoolId: number, f: TermFilter) =>
  db
    .selectFrom('terms')
    .where('schoolId', '=', schoolId)
    .$if(!!f.name, (q) => q.where('name', 'like', likeContains(f.name!)))
    .$if(f.kind !== undefined, (q) => q.where('kind', '=', f.kind!))
    .$if(f.academicYear !== undefined, (q) => q.where('academicYear', '=', f.academicYear!));

/** How many terms match the filter. */
export async function countTerms(db: Db, schoolId: number, f: TermFilter): Promise<number> {
  const row = await filtered(db, schoolId, f).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of matching terms, latest start first. */
export function pageOfTerms(db: Db, schoolId: number, f: TermFilter, today: string, limit: number, offset: number): Promise<TermRow[]> {
  return filtered(db, schoolId, f).select(columns(today)).orderBy('startDate', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

/** The term with this id in the school, or undefined. */
export function findTerm(db: Db, schoolId: number, id: number, today: string): Promise<TermRow | undefined> {
  return db.selectFrom('terms').select(columns(today)).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** The school's term containing `date` (at most one: terms_no_overlap), or undefined. */
export function termContaining(db: Db, schoolId: number, date: string, today: string): Promise<TermRow | undefined> {
  return db
    .selectFrom('terms')
    .select(columns(today))
    .where('schoolId', '=', schoolId)
    .where('startDate', '<=', date)
    .where('endDate', '>=', date)
    .executeTakeFirst();
}

/** True when another term of the school (not `exceptId`) has this name. */
export function termNamed(db: Db, schoolId: number, name: string, exceptId?: number): Promise<boolean> {
  return schoolRowTaken(db, 'terms', schoolId, { name }, exceptId);
}

/** The earliest other term of the school sharing a day with [startDate, endDate], or undefined. */
export function overlappingTerm(db: Db, schoolId: number, startDate: string, endDate: string, exceptId?: number): Promise<{ name: string } | undefined> {
  return db
    .selectFrom('terms')
    .select('name')
    .where('schoolId', '=', schoolId)
    .where('startDate', '<=', endDate)
    .where('endDate', '>=', startDate)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .orderBy('startDate')
    .executeTakeFirst();
}

export async function insertTerm(db: Db, schoolId: number, t: TermFields): Promise<number> {
  const { id } = await db.insertInto('terms').values({ schoolId, ...t }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTerm(db: Db, schoolId: number, id: number, t: TermFields): Promise<void> {
  await db.updateTable('terms').set(t).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Deletes the school's term `id`; declarations made in it keep no term. */
export async function deleteTerm(db: Db, schoolId: number, id: number): Promise<void> {
  await detachReferences(db, schoolId, id, [['declarations', 'termId']]);
  await db.deleteFrom('terms').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Rows that keep a term from being deleted: its ledger rows and its activities. */
export async function termReferences(db: Db, schoolId: number, id: number): Promise<{ ledger: number; activities: number }> {
  const row = await db
    .selectNoFrom([
      db.selectFrom('hoursLedger').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', schoolId).where('termId', '=', id).as('ledger'),
      db.selectFrom('activities').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', schoolId).where('termId', '=', id).as('activities'),
    ])
    .executeTakeFirstOrThrow();
  return { ledger: Number(row.ledger), activities: Number(row.activities) };
}
