/** The Kysely queries of 专业 (majors, each of one college), always within one school. */
import { sql } from 'kysely';
import type { StructureListParams } from '../../../../common/schemas/structure.js';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';
import { likeContains } from '../../../util/like.js';
import { countRefs } from './common.js';

/** Majors m of the school with their college's name and their counts. */
function rows(db: Db, schoolId: number) {
  return fromSchool(db, 'majors as m', schoolId)
    .innerJoin('colleges as c', sameSchool('c.id', 'm.collegeId'))
    .select([
      'm.id', 'm.name', 'm.collegeId', 'c.name as collegeName',
      sql<string>`coalesce(m.code, '')`.as('code'),
      countRefs('classes', 'major_id', 'm').as('classCount'),
      countRefs('students', 'major_id', 'm').as('studentCount'),
    ]);
}

/** One page of the school's majors (name contains, of one college), by college order then id; and how many match. */
export function findMajorPage(db: Db, schoolId: number, f: Pick<StructureListParams, 'name' | 'collegeId'>, page: { limit: number; offset: number }) {
  return pageOf(
    rows(db, schoolId)
      .$if(!!f.name, (qb) => qb.where('m.name', 'like', likeContains(f.name!)))
      .$if(f.collegeId !== undefined, (qb) => qb.where('m.collegeId', '=', f.collegeId!))
      .orderBy('c.orderId')
      .orderBy('c.id')
      .orderBy('m.id'),
    page,
  );
}

/** One major row with its counts; throws when absent. */
export function findMajorRow(db: Db, schoolId: number, id: number) {
  return rows(db, schoolId).where('m.id', '=', id).executeTakeFirstOrThrow();
}

/** Inserts a major and returns its id. */
export async function insertMajor(db: Db, schoolId: number, v: { collegeId: number; name: string; code: string | null }): Promise<number> {
  const { id } = await db.insertInto('majors').values({ schoolId, ...v }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes a major's college, name or code. */
export async function updateMajorRow(db: Db, schoolId: number, id: number, changes: { collegeId?: number; name?: string; code?: string | null }): Promise<void> {
  await db.updateTable('majors').set(changes).where('id', '=', id).where('schoolId', '=', schoolId).execute();
}

/** Moves the major's classes to another college. */
export async function moveClassesOfMajor(db: Db, schoolId: number, majorId: number, collegeId: number): Promise<void> {
  await db.updateTable('classes').set({ collegeId }).where('schoolId', '=', schoolId).where('majorId', '=', majorId).execute();
}
