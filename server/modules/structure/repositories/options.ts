/** The Kysely queries of the structure choices (GET /school/structure/options), always within one school. */
import { sql } from 'kysely';
import type { Db } from '../../../db/db.js';
import { findOptionRows, findTreeOptionRows, fromSchool, sameSchool } from '../../../db/tenant.js';

/** The school's campuses {id, name}, by orderId then id. */
export function findCampusOptions(db: Db, schoolId: number) {
  return findOptionRows(db, 'campuses', schoolId);
}

/** The school's colleges {id, name, parentId} (院系 tree; of one campus when given), by orderId then id. */
export function findCollegeOptions(db: Db, schoolId: number, campusId?: number) {
  return findTreeOptionRows(db, 'colleges', schoolId, campusId === undefined ? undefined : { column: 'campusId', values: [campusId] });
}

/** The school's majors {id, name, group: the college's name} (of one college, of one campus's colleges when given), by college order then id. */
export function findMajorOptions(db: Db, schoolId: number, f: { collegeId?: number; campusId?: number }) {
  return fromSchool(db, 'majors as m', schoolId)
    .innerJoin('colleges as c', sameSchool('c.id', 'm.collegeId'))
    .select(['m.id', 'm.name', 'c.name as group'])
    .$if(f.collegeId !== undefined, (q) => q.where('m.collegeId', '=', f.collegeId!))
    .$if(f.campusId !== undefined, (q) => q.where('c.campusId', '=', f.campusId!))
    .orderBy('c.orderId')
    .orderBy('c.id')
    .orderBy('m.id')
    .execute();
}

/** The school's classes {id, name, group: the major's name} (of one college, major, grade when given), by grade then name. */
export function findClassOptions(db: Db, schoolId: number, f: { collegeId?: number; majorId?: number; grade?: string }) {
  return fromSchool(db, 'classes as k', schoolId)
    .innerJoin('majors as m', sameSchool('m.id', 'k.majorId'))
    .select(['k.id', 'k.name', 'm.name as group'])
    .$if(f.collegeId !== undefined, (q) => q.where('k.collegeId', '=', f.collegeId!))
    .$if(f.majorId !== undefined, (q) => q.where('k.majorId', '=', f.majorId!))
    .$if(!!f.grade, (q) => q.where('k.grade', '=', f.grade!))
    .orderBy('k.grade')
    .orderBy('k.name')
    .execute();
}

/** The distinct non-empty grades of the school's classes and students (of one college, major when given), ascending. */
export async function findGrades(db: Db, schoolId: number, f: { collegeId?: number; majorId?: number }): Promise<string[]> {
  const scoped = <T extends 'classes' | 'students'>(table: T) =>
    sql`select grade from ${sql.table(table)} where school_id = ${schoolId} and grade is not null and grade <> ''
      ${f.collegeId !== undefined ? sql`and college_id = ${f.collegeId}` : sql``}
      ${f.majorId !== undefined ? sql`and major_id = ${f.majorId}` : sql``}`;
  const { rows } = await sql<{ grade: string }>`select distinct grade from (${scoped('classes')} union ${scoped('students')}) g order by grade`.execute(db);
  return rows.map((r) => r.grade);
}
