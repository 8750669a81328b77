/**
 * The Kysely queries of moments (校园动态; issue 21): posts with their author, organisation,
 * college, theme and activity, and their like, comment and report counts (counted from the rows,
 * never stored); the feed, the author's own posts and the moderators' list within a data scope;
 * likes (insert … on conflict do nothing on the primary key: one per user), comments, reports and
 * themes. Every function takes db then the school; every query stays within it.
 */
import { sql, type Insertable } from 'kysely';
import { MomentStatus } from '../../../common/moments.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };

export interface MomentFilter {
  status?: number;
  themeId?: number;
  authorId?: number;
  name?: string;
  reported?: boolean;
}

/** Posts as MomentRow columns for `viewer` (liked): `m` the post, `u` its author, `o` organisation, `co` college, `t` theme, `a` activity. */
export function momentSelect(db: Db, schoolId: number, viewer: number) {
  return fromSchool(db, 'moments as m', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'm.authorId'))
    .leftJoin('organizations as o', sameSchool('o.id', 'm.organizationId'))
    .leftJoin('colleges as co', sameSchool('co.id', 'm.collegeId'))
    .leftJoin('momentThemes as t', sameSchool('t.id', 'm.themeId'))
    .leftJoin('activities as a', sameSchool('a.id', 'm.activityId'))
    .select([
      'm.id', 'm.authorId', 'u.name as authorName', 'm.organizationId', 'o.name as organizationName', 'co.name as collegeName', 'm.collegeId',
      'm.themeId', 't.name as themeName', 'm.activityId', 'a.name as activityName', 'm.content', 'm.fileIds', 'm.status', 'm.opinion', 'm.takedownReason',
      'm.createdAt', 'm.publishedAt',
      sql<number>`(select count(*)::int from moment_likes l where l.school_id = m.school_id and l.moment_id = m.id)`.as('likeCount'),
      sql<number>`(select count(*)::int from moment_comments c where c.school_id = m.school_id and c.moment_id = m.id)`.as('commentCount'),
      sql<number>`(select count(*)::int from moment_reports r where r.school_id = m.school_id and r.moment_id = m.id)`.as('reportCount'),
      sql<boolean>`exists (select 1 from moment_likes l where l.school_id = m.school_id and l.moment_id = m.id and l.user_id = ${viewer})`.as('liked'),
    ]);
}
export type MomentRaw = Awaited<ReturnType<ReturnType<typeof momentSelect>['executeTakeFirstOrThrow']>>;

/** The posts within the scope (null: no restriction): a college scope its colleges, an organisation scope its organisations' posts. */
function scoped(db: Db, schoolId: number, viewer: number, scope: DataScope | null, f: MomentFilter) {
  return momentSelect(db, schoolId, viewer)
    .$if(scope?.kind === 'college', (q) => q.where('m.collegeId', 'in', scope?.kind === 'college' && scope.collegeIds.length ? scope.collegeIds : [0]))
    .$if(scope?.kind === 'organization', (q) => q.where('m.organizationId', 'in', scope?.kind === 'organization' && scope.organizationIds.length ? scope.organizationIds : [0]))
    .$if(f.status !== undefined, (q) => q.where('m.status', '=', f.status!))
    .$if(f.themeId !== undefined, (q) => q.where('m.themeId', '=', f.themeId!))
    .$if(f.authorId !== undefined, (q) => q.where('m.authorId', '=', f.authorId!))
    .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('u.name', 'ilike', likeContains(f.name!)), eb('o.name', 'ilike', likeContains(f.name!)), eb('m.content', 'ilike', likeContains(f.name!))])))
    .$if(!!f.reported, (q) => q.where(sql<boolean>`exists (select 1 from moment_reports r where r.school_id = m.school_id and r.moment_id = m.id)`));
}

/** One page, newest first (published ones by their publishing time), and how many match. */
export function findMoments(db: Db, schoolId: number, viewer: number, scope: DataScope | null, f: MomentFilter, page: Page) {
  const q = scoped(db, schoolId, viewer, scope, f);
  const ordered = f.status === MomentStatus.PUBLISHED ? q.orderBy('m.publishedAt', 'desc').orderBy('m.id', 'desc') : q.orderBy('m.id', 'desc');
  return pageOf(ordered, page);
}

/** True when the post is within the scope. */
export async function inScope(db: Db, schoolId: number, viewer: number, scope: DataScope, id: number): Promise<boolean> {
  return (await scoped(db, schoolId, viewer, scope, {}).where('m.id', '=', id).executeTakeFirst()) !== undefined;
}

export function findOne(db: Db, schoolId: number, viewer: number, id: number) {
  return momentSelect(db, schoolId, viewer).where('m.id', '=', id).executeTakeFirst();
}

/** Locks the posts (ascending ids) for a decision. */
export function lockMoments(db: Db, schoolId: number, ids: number[]) {
  return schoolRows(db, 'moments', schoolId).select(['id', 'status', 'authorId', 'content']).where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

export function insertMoment(db: Db, row: Insertable<Database['moments']>) {
  return db.insertInto('moments').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateMoment(db: Db, schoolId: number, id: number, values: Partial<{ status: number; opinion: string; takedownReason: string; takenDownBy: number; takenDownAt: Date; publishedAt: Date }>) {
  return db.updateTable('moments').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The caller's images among `ids` (uploads of type 1). */
export function ownImages(db: Db, schoolId: number, userId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id']).where('uploadedBy', '=', userId).where('type', '=', 1).where('id', 'in', ids).execute();
}

export function filesByIds(db: Db, schoolId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'storageKey', 'type']).where('id', 'in', ids).execute();
}

export function studentCollege(db: Db, schoolId: number, userId: number) {
  return schoolRows(db, 'students', schoolId).select(['collegeId']).where('userId', '=', userId).executeTakeFirst();
}

export function organizationsByIds(db: Db, schoolId: number, ids: number[] | null) {
  return schoolRows(db, 'organizations', schoolId).select(['id', 'name', 'collegeId']).where('status', '=', 1)
    .$if(ids !== null, (q) => q.where('id', 'in', ids!.length ? ids! : [0])).orderBy('orderId').orderBy('id').execute();
}

export function activityExists(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'activities', schoolId).select('id').where('id', '=', id).executeTakeFirst();
}

// Likes, comments, reports.

/** Adds the like; nothing when the user liked it already (the primary key). */
export function addLike(db: Db, schoolId: number, momentId: number, userId: number) {
  return db.insertInto('momentLikes').values({ schoolId, momentId, userId }).onConflict((oc) => oc.constraint('moment_likes_pkey').doNothing()).execute();
}

export function removeLike(db: Db, schoolId: number, momentId: number, userId: number) {
  return db.deleteFrom('momentLikes').where('schoolId', '=', schoolId).where('momentId', '=', momentId).where('userId', '=', userId).execute();
}

export async function likeCount(db: Db, schoolId: number, momentId: number): Promise<number> {
  const r = await schoolRows(db, 'momentLikes', schoolId).select(sql<number>`count(*)::int`.as('n')).where('momentId', '=', momentId).executeTakeFirstOrThrow();
  return r.n;
}

export function insertComment(db: Db, row: Insertable<Database['momentComments']>) {
  return db.insertInto('momentComments').values(row).returning('id').executeTakeFirstOrThrow();
}

export function findComment(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'momentComments', schoolId).select(['id', 'momentId', 'userId']).where('id', '=', id).executeTakeFirst();
}

export function deleteComment(db: Db, schoolId: number, id: number) {
  return db.deleteFrom('momentComments').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export function commentsOf(db: Db, schoolId: number, momentId: number) {
  return fromSchool(db, 'momentComments as c', schoolId).innerJoin('users as u', sameSchool('u.id', 'c.userId'))
    .select(['c.id', 'c.userId', 'u.name as userName', 'c.content', 'c.createdAt']).where('c.momentId', '=', momentId).orderBy('c.id').execute();
}

/** Records the report; undefined when the user reported the post already (moment_reports_once_uq). */
export function insertReport(db: Db, row: Insertable<Database['momentReports']>) {
  return db.insertInto('momentReports').values(row).onConflict((oc) => oc.constraint('moment_reports_once_uq').doNothing()).returning('id').executeTakeFirst();
}

export function reportsOf(db: Db, schoolId: number, momentId: number) {
  return fromSchool(db, 'momentReports as r', schoolId).innerJoin('users as u', sameSchool('u.id', 'r.userId'))
    .select(['r.id', 'u.name as userName', 'r.reason', 'r.createdAt']).where('r.momentId', '=', momentId).orderBy('r.id').execute();
}

// Themes.

export function findThemes(db: Db, schoolId: number, enabledOnly: boolean) {
  return fromSchool(db, 'momentThemes as t', schoolId)
    .leftJoin('files as f', sameSchool('f.id', 't.coverFileId'))
    .select(['t.id', 't.name', 't.coverFileId', 'f.storageKey', 't.description', 't.sort', 't.enabled',
      sql<number>`(select count(*)::int from moments m where m.school_id = t.school_id and m.theme_id = t.id and m.status = ${MomentStatus.PUBLISHED})`.as('postCount')])
    .$if(enabledOnly, (q) => q.where('t.enabled', '=', true))
    .orderBy('t.sort').orderBy('t.id').execute();
}

export function findTheme(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'momentThemes', schoolId).select(['id', 'name', 'enabled']).where('id', '=', id).executeTakeFirst();
}

export function insertTheme(db: Db, row: Insertable<Database['momentThemes']>) {
  return db.insertInto('momentThemes').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateTheme(db: Db, schoolId: number, id: number, values: { name: string; coverFileId: number | null; description: string; sort: number; enabled: boolean }) {
  return db.updateTable('momentThemes').set(values).where('schoolId', '=', schoolId).where('id', '=', id).returning('id').executeTakeFirst();
}

export async function themeUsed(db: Db, schoolId: number, id: number): Promise<boolean> {
  return (await schoolRows(db, 'moments', schoolId).select('id').where('themeId', '=', id).limit(1).executeTakeFirst()) !== undefined;
}

export function deleteTheme(db: Db, schoolId: number, id: number) {
  return db.deleteFrom('momentThemes').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}
