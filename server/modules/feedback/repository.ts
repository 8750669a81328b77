/**
 * The Kysely queries of feedback (issue 21; spec §2 /communist/systempal/feedback): feedback with the
 * sender (student code or staff number) and college, filtered within a data scope; the sender's
 * own; counts by category and status; the export's batches; the per-day count of a sender.
 */
import { sql, type Insertable } from 'kysely';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { countAll, pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };

export interface FeedbackFilter {
  category?: number;
  status?: number;
  keyword?: string;
  userId?: number;
}

export function feedbackSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'feedbacks as f', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'f.userId'))
    .leftJoin('students as s', sameSchool('s.userId', 'f.userId'))
    .leftJoin('colleges as co', sameSchool('co.id', 'f.collegeId'))
    .leftJoin('users as r', sameSchool('r.id', 'f.repliedBy'))
    .select([
      'f.id', 'f.category', 'f.content', 'f.contact', 'u.name as userName', sql<string>`coalesce(s.code, u.username, '')`.as('userCode'), 'co.name as collegeName',
      'f.status', 'f.reply', 'f.repliedAt', 'f.imageIds', 'f.createdAt', 'r.name as repliedBy', 'f.userId',
    ]);
}
export type FeedbackRaw = Awaited<ReturnType<ReturnType<typeof feedbackSelect>['executeTakeFirstOrThrow']>>;

/** Within the scope (null: no restriction): the whole school, their colleges' senders, or none for an organisation scope. */
function scoped(db: Db, schoolId: number, scope: DataScope | null, f: FeedbackFilter) {
  const colleges = scope?.kind === 'college' ? scope.collegeIds : scope?.kind === 'organization' ? [] : null;
  return feedbackSelect(db, schoolId)
    .$if(colleges !== null, (q) => q.where('f.collegeId', 'in', colleges!.length ? colleges! : [0]))
    .$if(f.category !== undefined, (q) => q.where('f.category', '=', f.category!))
    .$if(f.status !== undefined, (q) => q.where('f.status', '=', f.status!))
    .$if(f.userId !== undefined, (q) => q.where('f.userId', '=', f.userId!))
    .$if(!!f.keyword, (q) => q.where((eb) => eb.or([eb('f.content', 'ilike', likeContains(f.keyword!)), eb('u.name', 'ilike', likeContains(f.keyword!))])));
}

export function findFeedback(db: Db, schoolId: number, scope: DataScope | null, f: FeedbackFilter, page: Page) {
  return pageOf(scoped(db, schoolId, scope, f).orderBy('f.id', 'desc'), page);
}

export function feedbackCountQuery(db: Db, schoolId: number, scope: DataScope | null, f: FeedbackFilter) {
  return scoped(db, schoolId, scope, f);
}

export function feedbackBatch(db: Db, schoolId: number, scope: DataScope | null, f: FeedbackFilter, before: number | null, limit: number) {
  return scoped(db, schoolId, scope, f).$if(before !== null, (q) => q.where('f.id', '<', before!)).orderBy('f.id', 'desc').limit(limit).execute();
}

export function findOne(db: Db, schoolId: number, scope: DataScope | null, id: number) {
  return scoped(db, schoolId, scope, {}).where('f.id', '=', id).executeTakeFirst();
}

export function lockOne(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'feedbacks', schoolId).select(['id', 'status', 'collegeId']).where('id', 'in', [id]).forUpdate().executeTakeFirst();
}

export function insertFeedback(db: Db, row: Insertable<Database['feedbacks']>) {
  return db.insertInto('feedbacks').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateFeedback(db: Db, schoolId: number, id: number, values: { status: number; reply?: string; repliedBy?: number; repliedAt?: Date }) {
  return db.updateTable('feedbacks').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Locks the sender's user row (their sends queue up) and counts their feedback since `since`. */
export async function sentSince(db: Db, schoolId: number, userId: number, since: Date): Promise<number> {
  await schoolRows(db, 'users', schoolId).select('id').where('id', '=', userId).forUpdate().execute();
  const row = await schoolRows(db, 'feedbacks', schoolId).select(countAll.as('n')).where('userId', '=', userId).where('createdAt', '>=', since).executeTakeFirstOrThrow();
  return row.n;
}

export function collegeOf(db: Db, schoolId: number, userId: number) {
  return schoolRows(db, 'students', schoolId).select('collegeId').where('userId', '=', userId).executeTakeFirst();
}

/** The caller's image uploads among `ids` (files.type 1). */
export function ownImages(db: Db, schoolId: number, userId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'type']).where('uploadedBy', '=', userId).where('id', 'in', ids).execute();
}

export function filesByIds(db: Db, schoolId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'name', 'storageKey']).where('id', 'in', ids).execute();
}

/** Counts by category and by status within the scope. */
export async function counts(db: Db, schoolId: number, scope: DataScope | null) {
  const base = () => scoped(db, schoolId, scope, {}).clearSelect();
  const [byCategory, byStatus] = await Promise.all([
    base().select(['f.category as key', countAll.as('count')]).groupBy('f.category').orderBy('f.category').execute(),
    base().select(['f.status as key', countAll.as('count')]).groupBy('f.status').orderBy('f.status').execute(),
  ]);
  return { byCategory, byStatus };
}
