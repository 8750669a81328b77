/**
 * Query bases over `students as s` shared by the modules that read students with their account
 * and placement (students, student home, transcripts): one school's rows, every join on the same
 * school (DESIGN.md §3 server/db).
 */
import { sql } from 'kysely';
import type { Db } from './db.js';
import { sameSchool } from './tenant.js';

/** The school's students s with their accounts u (inner join: a student always has one). */
export function studentAccounts(db: Db, schoolId: number) {
  return db.selectFrom('students as s').innerJoin('users as u', sameSchool('u.id', 's.userId')).where('s.schoolId', '=', schoolId);
}

/** studentAccounts with the student's placement left joined: campus cp, college co, major mj, class cl (null when unset). */
export function placedStudents(db: Db, schoolId: number) {
  return studentAccounts(db, schoolId)
    .leftJoin('campuses as cp', sameSchool('cp.id', 's.campusId'))
    .leftJoin('colleges as co', sameSchool('co.id', 's.collegeId'))
    .leftJoin('majors as mj', sameSchool('mj.id', 's.majorId'))
    .leftJoin('classes as cl', sameSchool('cl.id', 's.classId'));
}

/** The placement names of a placedStudents row as collegeName, majorName, className ('' when unset). */
export const placementNameColumns = [
  sql<string>`coalesce(co.name, '')`.as('collegeName'),
  sql<string>`coalesce(mj.name, '')`.as('majorName'),
  sql<string>`coalesce(cl.name, '')`.as('className'),
] as const;
