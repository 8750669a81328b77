/** The Kysely queries of 校区 (campuses), always within one school. */
import type { Db } from '../../../db/db.js';
import { fromSchool } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';
import { likeContains } from '../../../util/like.js';
import { countRefs } from './common.js';

/** Campuses c of the school with their college and student counts. */
function rows(db: Db, schoolId: number) {
  return fromSchool(db, 'campuses as c', schoolId)
    .select(['c.id', 'c.name', 'c.orderId', countRefs('colleges', 'campus_id', 'c').as('collegeCount'), countRefs('students', 'campus_id', 'c').as('studentCount')]);
}

/** One page of the school's campuses (name contains `name`), by orderId then id; and how many match. */
export function findCampusPage(db: Db, schoolId: number, name: string | undefined, page: { limit: number; offset: number }) {
  return pageOf(
    rows(db, schoolId)
      .$if(!!name, (q) => q.where('c.name', 'like', likeContains(name!)))
      .orderBy('c.orderId')
      .orderBy('c.id'),
    page,
  );
}

/** One campus row with its counts; throws when absent. */
export function findCampusRow(db: Db, schoolId: number, id: number) {
  return rows(db, schoolId).where('c.id', '=', id).executeTakeFirstOrThrow();
}

/** Inserts a campus and returns its id. */
export async function insertCampus(db: Db, schoolId: number, v: { name: string; orderId: number }): Promise<number> {
  const { id } = await db.insertInto('campuses').values({ schoolId, ...v }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes a campus's name or order. */
export async function updateCampusRow(db: Db, schoolId: number, id: number, changes: { name?: string; orderId?: number }): Promise<void> {
  await db.updateTable('campuses').set(changes).where('id', '=', id).where('schoolId', '=', schoolId).execute();
}
