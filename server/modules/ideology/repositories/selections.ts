/**
 * Kysely queries of the yearly selection of outstanding members (issue 20; 评优评先): campaigns and
 * their nominations (a person or a branch; one nomination per nominee and category: a unique index),
 * and the nomination review queue (source type 18). Rules: selections.ts.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/db.js';
import { pageOf } from '../../../db/paging.js';
import { fromSchool, sameSchool, schoolRowTaken, schoolRows } from '../../../db/tenant.js';
import type { IdeologyNominationsTable, IdeologySelectionsTable } from '../../../db/types.js';
import { likeContains } from '../../../util/like.js';
import { dayText } from './members.js';

function selectionRows(db: Db, schoolId: number) {
  return fromSchool(db, 'ideologySelections as s', schoolId).select([
    's.id', 's.kind', 's.year', 's.title', dayText('s.nominateEnd').as('nominateEnd'), dayText('s.publicityStart').as('publicityStart'),
    dayText('s.publicityEnd').as('publicityEnd'), 's.publishedAt',
    sql<number>`(select count(*)::int from ideology_nominations n where n.school_id = s.school_id and n.selection_id = s.id)`.as('nominations'),
    sql<number>`(select count(*)::int from ideology_nominations n where n.school_id = s.school_id and n.selection_id = s.id and n.status = 2)`.as('approved'),
  ]);
}
export type SelectionRaw = Awaited<ReturnType<ReturnType<typeof selectionRows>['executeTakeFirstOrThrow']>>;

export function findSelectionPage(db: Db, schoolId: number, kind: number, name: string | undefined, page: { limit: number; offset: number }) {
  return pageOf(selectionRows(db, schoolId).where('s.kind', '=', kind).$if(!!name, (q) => q.where('s.title', 'like', likeContains(name!))).orderBy('s.year', 'desc').orderBy('s.id', 'desc'), page);
}

export function findSelection(db: Db, schoolId: number, id: number) {
  return selectionRows(db, schoolId).where('s.id', '=', id).executeTakeFirst();
}

export const selectionTaken = (db: Db, schoolId: number, kind: number, year: number, title: string) => schoolRowTaken(db, 'ideologySelections', schoolId, { kind, year, title });

export async function insertSelection(db: Db, row: Insertable<IdeologySelectionsTable>): Promise<number> {
  return (await db.insertInto('ideologySelections').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSelection(db: Db, schoolId: number, id: number, changes: Updateable<IdeologySelectionsTable>): Promise<void> {
  await db.updateTable('ideologySelections').set(changes).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

function nominationRows(db: Db, schoolId: number) {
  return fromSchool(db, 'ideologyNominations as n', schoolId)
    .innerJoin('ideologySelections as s', sameSchool('s.id', 'n.selectionId'))
    .leftJoin('users as u', sameSchool('u.id', 'n.userId'))
    .leftJoin('organizations as b', sameSchool('b.id', 'n.branchId'))
    .select([
      'n.id', 'n.selectionId', 's.title as selectionTitle', 's.kind', 's.publishedAt', 'n.category', 'n.userId', 'n.branchId', 'n.reason', 'n.status',
      sql<string>`coalesce(u.name, b.name, '')`.as('nominee'),
    ]);
}
export type NominationRaw = Awaited<ReturnType<ReturnType<typeof nominationRows>['executeTakeFirstOrThrow']>>;

export function findNominationPage(db: Db, schoolId: number, f: { kind: number; selectionId?: number; status?: number }, page: { limit: number; offset: number }) {
  return pageOf(
    nominationRows(db, schoolId)
      .where('s.kind', '=', f.kind)
      .$if(f.selectionId !== undefined, (q) => q.where('n.selectionId', '=', f.selectionId!))
      .$if(f.status !== undefined, (q) => q.where('n.status', '=', f.status!))
      .orderBy('n.selectionId', 'desc').orderBy('n.category').orderBy('n.id'),
    page,
  );
}

export function findNomination(db: Db, schoolId: number, id: number) {
  return nominationRows(db, schoolId).where('n.id', '=', id).executeTakeFirst();
}

export function lockNomination(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'ideologyNominations', schoolId, { id }).selectAll().forUpdate().executeTakeFirst();
}

export async function nomineeTaken(db: Db, schoolId: number, f: { selectionId: number; category: number; userId: number | null; branchId: number | null }): Promise<boolean> {
  return !!(await schoolRows(db, 'ideologyNominations', schoolId, { selectionId: f.selectionId, category: f.category })
    .where(sql<boolean>`coalesce(user_id, 0) = ${f.userId ?? 0} and coalesce(branch_id, 0) = ${f.branchId ?? 0}`)
    .select('id').executeTakeFirst());
}

export async function insertNomination(db: Db, row: Insertable<IdeologyNominationsTable>): Promise<number> {
  return (await db.insertInto('ideologyNominations').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateNomination(db: Db, schoolId: number, id: number, changes: Updateable<IdeologyNominationsTable>): Promise<void> {
  await db.updateTable('ideologyNominations').set(changes).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Open nominations of a kind's campaigns at the auditor's step (null: all), oldest first. */
export function findNominationQueue(db: Db, schoolId: number, f: { sourceType: number; kind: number; auditorId: number | null }, page: { limit: number; offset: number }) {
  return pageOf(
    nominationRows(db, schoolId)
      .innerJoin('auditTasks as at', (j) => j.onRef('at.schoolId', '=', 'n.schoolId').onRef('at.relationId', '=', 'n.id').on('at.sourceType', '=', f.sourceType).on('at.doneAt', 'is', null))
      .select(['at.id as taskId', 'at.stepNo', 'at.stepCount', 'at.stepName'])
      .where('s.kind', '=', f.kind)
      .$if(f.auditorId !== null, (q) => q.where(sql<boolean>`${f.auditorId} = any(at.auditor_ids)`))
      .orderBy('at.createdAt').orderBy('at.id'),
    page,
  );
}
