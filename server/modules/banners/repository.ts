/** Queries of school banners (issue 21, /system/banner): each scoped to one school. */
import type { Db } from '../../db/db.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';

export interface BannerValues {
  title: string;
  fileId: number;
  link: string;
  sort: number;
  startDay: string | null;
  endDay: string | null;
  enabled: boolean;
}

/** Every banner with its image's storage key, in display order (sort, then id); `activeOn` keeps the ones shown that day. */
export function findBanners(db: Db, schoolId: number, activeOn?: string) {
  return fromSchool(db, 'schoolBanners as b', schoolId)
    .innerJoin('files as fi', sameSchool('fi.id', 'b.fileId'))
    .select(['b.id', 'b.title', 'b.fileId', 'fi.storageKey', 'b.link', 'b.sort', 'b.startDay', 'b.endDay', 'b.enabled'])
    .$if(activeOn !== undefined, (q) =>
      q.where('b.enabled', '=', true)
        .where((eb) => eb.or([eb('b.startDay', 'is', null), eb('b.startDay', '<=', activeOn!)]))
        .where((eb) => eb.or([eb('b.endDay', 'is', null), eb('b.endDay', '>=', activeOn!)])))
    .orderBy('b.sort').orderBy('b.id')
    .execute();
}

/** An uploaded file of the school with its type (1 image), or undefined. */
export function fileOfSchool(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'files', schoolId, { id }).select(['id', 'type']).executeTakeFirst();
}

/** Inserts (no id) or updates the school's banner; undefined when the id is not the school's. */
export function saveBanner(db: Db, schoolId: number, id: number | undefined, values: BannerValues) {
  if (id === undefined) return db.insertInto('schoolBanners').values({ schoolId, ...values, createdAt: new Date() }).returning('id').executeTakeFirst();
  return db.updateTable('schoolBanners').set(values).where('schoolId', '=', schoolId).where('id', '=', id).returning('id').executeTakeFirst();
}

/** Deletes the school's banner; the number of rows removed. */
export async function deleteBanner(db: Db, schoolId: number, id: number): Promise<number> {
  const r = await db.deleteFrom('schoolBanners').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}
