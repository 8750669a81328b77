/** The Kysely queries of 班级 (classes, each of one major and grade), always within one school. */
import { sql } from 'kysely';
import type { StructureListParams } from '../../../../common/schemas/structure.js';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';
import { likeContains } from '../../../util/like.js';
import { countRefs } from './common.js';

/** The filters of the class list (of the list params). */
export type ClassFilter = Pick<StructureListParams, 'name' | 'collegeId' | 'majorId' | 'grade'>;

/** Classes cl of the school with major and college names and their student count. */
function rows(db: Db, schoolId: number) {
  return fromSchool(db, 'classes as cl', schoolId)
    .innerJoin('majors as m', sameSchool('m.id', 'cl.majorId'))
    .innerJoin('colleges as c', sameSchool('c.id', 'cl.collegeId'))
    .select([
      'cl.id', 'cl.name', 'cl.grade', 'cl.collegeId', 'c.name as collegeName', 'cl.majorId', 'm.name as majorName',
      sql<string>`coalesce(cl.counsellor, '')`.as('counsellor'),
      sql<string>`coalesce(cl.head_teacher, '')`.as('headTeacher'),
      countRefs('students', 'class_id', 'cl').as('studentCount'),
    ]);
}

/** One page of the school's classes matching the filter, newest grade first, then by name and id; and how many match. */
export function findClassPage(db: Db, schoolId: number, f: ClassFilter, page: { limit: number; offset: number }) {
  return pageOf(
    rows(db, schoolId)
      .$if(!!f.name, (qb) => qb.where('cl.name', 'like', likeContains(f.name!)))
      .$if(f.collegeId !== undefined, (qb) => qb.where('cl.collegeId', '=', f.collegeId!))
      .$if(f.majorId !== undefined, (qb) => qb.where('cl.majorId', '=', f.majorId!))
      .$if(!!f.grade, (qb) => qb.where('cl.grade', '=', f.grade!))
      .orderBy('cl.grade', 'desc')
      .orderBy('cl.name')
      .orderBy('cl.id'),
    page,
  );
}

/** One class row with its student count; throws when absent. */
export function findClassRow(db: Db, schoolId: number, id: number) {
  return rows(db, schoolId).where('cl.id', '=', id).executeTakeFirstOrThrow();
}

/** A class's own columns. */
export interface ClassValues {
  name: string;
  grade: string;
  majorId: number;
  collegeId: number;
  counsellor: string | null;
  headTeacher: string | null;
}

/** Inserts a class and returns its id. */
export async function insertClass(db: Db, schoolId: number, v: ClassValues): Promise<number> {
  const { id } = await db.insertInto('classes').values({ schoolId, ...v }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Changes a class's own columns. */
export async function updateClassRow(db: Db, schoolId: number, id: number, changes: Partial<ClassValues>): Promise<void> {
  await db.updateTable('classes').set(changes).where('id', '=', id).where('schoolId', '=', schoolId).execute();
}
