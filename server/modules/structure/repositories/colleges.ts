/** The Kysely queries of 院系 (colleges, a tree by parent_id), always within one school. */
import { sql } from 'kysely';
import type { StructureListParams } from '../../../../common/schemas/structure.js';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';
import { likeContains } from '../../../util/like.js';
import { countRefs } from './common.js';

/** The filters of the college list (of the list params): name contains, campus, parent (0: top level). */
export type CollegeFilter = Pick<StructureListParams, 'name' | 'campusId' | 'parentId'>;

/** Colleges c of the school with campus and parent names and their counts. */
function rows(db: Db, schoolId: number) {
  return fromSchool(db, 'colleges as c', schoolId)
    .leftJoin('campuses as cp', sameSchool('cp.id', 'c.campusId'))
    .leftJoin('colleges as pa', sameSchool('pa.id', 'c.parentId'))
    .select([
      'c.id', 'c.name', 'c.campusId', 'c.orderId',
      sql<string>`coalesce(c.code, '')`.as('code'),
      sql<number>`coalesce(c.parent_id, 0)`.as('parentId'),
      sql<string>`coalesce(cp.name, '')`.as('campusName'),
      sql<string>`coalesce(pa.name, '')`.as('parentName'),
      countRefs('colleges', 'parent_id', 'c').as('childCount'),
      countRefs('majors', 'college_id', 'c').as('majorCount'),
      countRefs('classes', 'college_id', 'c').as('classCount'),
      countRefs('students', 'college_id', 'c').as('studentCount'),
    ]);
}

/** One page of the school's colleges matching the filter, in tree order (each top-level college, then its sub-colleges); and how many match. */
export function findCollegePage(db: Db, schoolId: number, f: CollegeFilter, page: { limit: number; offset: number }) {
  return pageOf(
    rows(db, schoolId)
      .$if(!!f.name, (qb) => qb.where('c.name', 'like', likeContains(f.name!)))
      .$if(f.campusId !== undefined, (qb) => qb.where('c.campusId', '=', f.campusId!))
      .$if(f.parentId === 0, (qb) => qb.where('c.parentId', 'is', null))
      .$if(!!f.parentId, (qb) => qb.where('c.parentId', '=', f.parentId!))
      .orderBy(sql`coalesce(pa.order_id, c.order_id)`)
      .orderBy(sql`coalesce(pa.id, c.id)`)
      .orderBy(sql`c.parent_id is not null`)
      .orderBy('c.orderId')
      .orderBy('c.id'),
    page,
  );
}

/** One college row with its counts; throws when absent. */
export function findCollegeRow(db: Db, schoolId: number, id: number) {
  return rows(db, schoolId).where('c.id', '=', id).executeTakeFirstOrThrow();
}

/** Every college of the school as a tree node row (parentId 0 at the top, student count), by orderId then id. */
export function findCollegeNodes(db: Db, schoolId: number) {
  return fromSchool(db, 'colleges as c', schoolId)
    .select([
      'c.id', 'c.name', 'c.orderId', 'c.campusId',
      sql<string>`coalesce(c.code, '')`.as('code'),
      sql<number>`coalesce(c.parent_id, 0)`.as('parentId'),
      countRefs('students', 'college_id', 'c').as('studentCount'),
    ])
    .orderBy('c.orderId')
    .orderBy('c.id')
    .execute();
}

/** Every college's id and parent id (unordered). */
export function findCollegeLinks(db: Db, schoolId: number) {
  return db.selectFrom('colleges').select(['id', 'parentId']).where('schoolId', '=', schoolId).execute();
}

/** A college's own columns. */
export interface CollegeValues {
  name: string;
  code: string | null;
  campusId: number | null;
  parentId: number | null;
  orderId: number;
}

/** Inserts a college and returns its id. */
export async function insertCollege(db: Db, schoolId: number, v: CollegeValues): Promise<number> {
  const { id } = await db.insertInto('colleges').values({ schoolId, ...v }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes a college's own columns. */
export async function updateCollegeRow(db: Db, schoolId: number, id: number, changes: Partial<CollegeValues>): Promise<void> {
  await db.updateTable('colleges').set(changes).where('id', '=', id).where('schoolId', '=', schoolId).execute();
}
