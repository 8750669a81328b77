/**
 * Kysely queries of 工作室 (issue 20; /ideology/studio) and of the banners of the group's front page
 * (/ideology/banner), within one school. Rules: studios.ts, banners.ts.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/db.js';
import { pageOf } from '../../../db/paging.js';
import { fromSchool, sameSchool, schoolRowTaken, schoolRows } from '../../../db/tenant.js';
import type { IdeologyBannersTable, IdeologyStudiosTable } from '../../../db/types.js';
import { likeContains } from '../../../util/like.js';

function studioRows(db: Db, schoolId: number) {
  return fromSchool(db, 'ideologyStudios as s', schoolId)
    .innerJoin('organizations as b', sameSchool('b.id', 's.branchId'))
    .innerJoin('users as l', sameSchool('l.id', 's.leaderId'))
    .select([
      's.id', 's.name', 's.branchId', 'b.name as branchName', 's.leaderId', 'l.name as leaderName', 's.description',
      sql<number[]>`coalesce((select array_agg(x.user_id order by x.user_id) from ideology_studio_members x where x.school_id = s.school_id and x.studio_id = s.id), '{}')`.as('memberIds'),
      sql<string[]>`coalesce((select array_agg(u.name order by x.user_id) from ideology_studio_members x join users u on u.school_id = x.school_id and u.id = x.user_id where x.school_id = s.school_id and x.studio_id = s.id), '{}')`.as('memberNames'),
    ]);
}

export function findStudioPage(db: Db, schoolId: number, name: string | undefined, page: { limit: number; offset: number }) {
  return pageOf(studioRows(db, schoolId).$if(!!name, (q) => q.where('s.name', 'like', likeContains(name!))).orderBy('s.id', 'desc'), page);
}

export function findStudio(db: Db, schoolId: number, id: number) {
  return studioRows(db, schoolId).where('s.id', '=', id).executeTakeFirst();
}

export const studioNameTaken = (db: Db, schoolId: number, name: string, exceptId?: number) => schoolRowTaken(db, 'ideologyStudios', schoolId, { name }, exceptId);

export async function insertStudio(db: Db, row: Insertable<IdeologyStudiosTable>): Promise<number> {
  return (await db.insertInto('ideologyStudios').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateStudio(db: Db, schoolId: number, id: number, changes: Updateable<IdeologyStudiosTable>): Promise<void> {
  await db.updateTable('ideologyStudios').set(changes).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function deleteStudio(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('ideologyStudios').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Replaces the studio's members. */
export async function setStudioMembers(db: Db, schoolId: number, studioId: number, userIds: number[]): Promise<void> {
  await db.deleteFrom('ideologyStudioMembers').where('schoolId', '=', schoolId).where('studioId', '=', studioId).execute();
  if (userIds.length) await db.insertInto('ideologyStudioMembers').values(userIds.map((userId) => ({ schoolId, studioId, userId }))).execute();
}

function bannerRows(db: Db, schoolId: number) {
  return fromSchool(db, 'ideologyBanners as bn', schoolId)
    .innerJoin('files as f', sameSchool('f.id', 'bn.fileId'))
    .select(['bn.id', 'bn.title', 'bn.fileId', 'f.storageKey', 'bn.link', 'bn.orderId', 'bn.enabled'])
    .orderBy('bn.orderId').orderBy('bn.id');
}
export type BannerRaw = Awaited<ReturnType<ReturnType<typeof bannerRows>['executeTakeFirstOrThrow']>>;

/** The banners, in order (`enabledOnly`: the shown ones). */
export function findBanners(db: Db, schoolId: number, enabledOnly = false) {
  return bannerRows(db, schoolId).$if(enabledOnly, (q) => q.where('bn.enabled', '=', true)).execute();
}

export function findBanner(db: Db, schoolId: number, id: number) {
  return bannerRows(db, schoolId).where('bn.id', '=', id).executeTakeFirst();
}

/** The image file `id` of the school, undefined when none. */
export function findFile(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'files', schoolId, { id }).select(['id', 'type']).executeTakeFirst();
}

export async function insertBanner(db: Db, row: Insertable<IdeologyBannersTable>): Promise<number> {
  return (await db.insertInto('ideologyBanners').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateBanner(db: Db, schoolId: number, id: number, changes: Updateable<IdeologyBannersTable>): Promise<void> {
  await db.updateTable('ideologyBanners').set(changes).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function deleteBanner(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('ideologyBanners').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}
