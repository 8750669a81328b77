/**
 * The Kysely queries of work journals (issue 21): journals with their organisation and author within
 * a view (access.ts), the review queue (open audit tasks of source 34), per-month counts, the
 * export's batches, and the organisations offered to a writer. Every function takes db then the
 * school; every query stays within it.
 */
import { sql, type Insertable } from 'kysely';
import { JournalStatus } from '../../../common/journals.js';
import { SourceType } from '../../../common/sourceTypes.js';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { countAll, pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';
import { visibleTo, type JournalView } from './access.js';

type Page = { limit: number; offset: number };

export interface JournalFilter {
  organizationId?: number;
  month?: string;
  status?: number;
  title?: string;
}

/** Journals as JournalRow columns: `j` the journal, `o` its organisation, `u` its author. */
export function journalSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'workJournals as j', schoolId)
    .innerJoin('organizations as o', sameSchool('o.id', 'j.organizationId'))
    .innerJoin('users as u', sameSchool('u.id', 'j.authorId'))
    .select([
      'j.id', 'j.organizationId', 'o.name as organizationName', 'j.authorId', 'u.name as authorName', sql<string>`j.journal_date::text`.as('journalDate'),
      'j.title', 'j.status', 'j.opinion', 'j.fileIds', 'j.createdAt', 'j.content', 'j.collegeId',
    ]);
}
export type JournalRaw = Awaited<ReturnType<ReturnType<typeof journalSelect>['executeTakeFirstOrThrow']>>;

function filtered(db: Db, schoolId: number, view: JournalView, f: JournalFilter) {
  return journalSelect(db, schoolId)
    .where(visibleTo(view))
    .$if(f.organizationId !== undefined, (q) => q.where('j.organizationId', '=', f.organizationId!))
    .$if(f.month !== undefined, (q) => q.where(sql<string>`to_char(j.journal_date, 'YYYY-MM')`, '=', f.month!))
    .$if(f.status !== undefined, (q) => q.where('j.status', '=', f.status!))
    .$if(!!f.title, (q) => q.where((eb) => eb.or([eb('j.title', 'ilike', likeContains(f.title!)), eb('o.name', 'ilike', likeContains(f.title!))])));
}

/** One page, newest date first, and how many match. */
export function findJournals(db: Db, schoolId: number, view: JournalView, f: JournalFilter, page: Page) {
  return pageOf(filtered(db, schoolId, view, f).orderBy('j.journalDate', 'desc').orderBy('j.id', 'desc'), page);
}

export function journalCountQuery(db: Db, schoolId: number, view: JournalView, f: JournalFilter) {
  return filtered(db, schoolId, view, f);
}

/** The export's batch: up to `limit` matching journals below id `before`, newest first. */
export function journalBatch(db: Db, schoolId: number, view: JournalView, f: JournalFilter, before: number | null, limit: number) {
  return filtered(db, schoolId, view, f).$if(before !== null, (q) => q.where('j.id', '<', before!)).orderBy('j.id', 'desc').limit(limit).execute();
}

/** One journal if the view sees it. */
export function findVisible(db: Db, schoolId: number, view: JournalView, id: number) {
  return journalSelect(db, schoolId).where('j.id', '=', id).where(visibleTo(view)).executeTakeFirst();
}

/** Pending journals of the view with their open step, oldest task first. */
export function findQueue(db: Db, schoolId: number, view: JournalView, title: string | undefined, page: Page) {
  const q = journalSelect(db, schoolId)
    .innerJoin('auditTasks as at', (j) => j.onRef('at.relationId', '=', 'j.id').onRef('at.schoolId', '=', 'j.schoolId').on('at.sourceType', '=', SourceType.JOURNAL).on('at.doneAt', 'is', null))
    .select(['at.stepName', 'at.createdAt as taskCreatedAt'])
    .where('j.status', '=', JournalStatus.PENDING)
    .where(visibleTo(view))
    .$if(!!title, (b) => b.where((eb) => eb.or([eb('j.title', 'ilike', likeContains(title!)), eb('o.name', 'ilike', likeContains(title!))])))
    .orderBy('at.createdAt').orderBy('j.id');
  return pageOf(q, page);
}

export function lockJournals(db: Db, schoolId: number, ids: number[]) {
  return schoolRows(db, 'workJournals', schoolId).select(['id', 'title', 'status', 'authorId', 'organizationId', 'collegeId']).where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

export function insertJournal(db: Db, row: Insertable<Database['workJournals']>) {
  return db.insertInto('workJournals').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateJournal(db: Db, schoolId: number, id: number, values: Partial<{ organizationId: number; collegeId: number | null; journalDate: string; title: string; content: string; fileIds: number[]; status: number; opinion: string; updatedAt: Date }>) {
  return db.updateTable('workJournals').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Names and colleges of organisations by id. */
export function organizationsByIds(db: Db, schoolId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'organizations', schoolId).select(['id', 'name', 'collegeId']).where('id', 'in', ids).orderBy('name').orderBy('id').execute();
}

/** The caller's uploads among `ids`. */
export function ownFiles(db: Db, schoolId: number, userId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id']).where('uploadedBy', '=', userId).where('id', 'in', ids).execute();
}

export function filesByIds(db: Db, schoolId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'name', 'storageKey', 'type']).where('id', 'in', ids).execute();
}

/** Journals per organisation and month 'YYYY-MM' from `fromDay` on, in the view. */
export function monthlyCounts(db: Db, schoolId: number, view: JournalView, fromDay: string) {
  return fromSchool(db, 'workJournals as j', schoolId)
    .innerJoin('organizations as o', sameSchool('o.id', 'j.organizationId'))
    .select(['o.name as organizationName', sql<string>`to_char(j.journal_date, 'YYYY-MM')`.as('month'), countAll.as('count')])
    .where(visibleTo(view))
    .where('j.journalDate', '>=', fromDay)
    .groupBy(['o.name', sql`to_char(j.journal_date, 'YYYY-MM')`])
    .execute();
}
