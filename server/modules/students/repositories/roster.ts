/**
 * The Kysely queries of the roster (issue 3) and of placing a student: the school's structure by id
 * and by name, its students by number, and the batched update of imported students, always within
 * one school.
 */
import { sql } from 'kysely';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool } from '../../../db/tenant.js';
import type { StudentValues } from './studentWrites.js';

/** The campus's name, or undefined when it is not the school's. */
export function findCampus(db: Db, schoolId: number, id: number) {
  return db.selectFrom('campuses').select('name').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** The college's name and campus, or undefined when it is not the school's. */
export function findCollege(db: Db, schoolId: number, id: number) {
  return db.selectFrom('colleges').select(['name', 'campusId']).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** The major's name, or undefined when it is not the school's or not of `collegeId`. */
export function findMajorOf(db: Db, schoolId: number, collegeId: number, id: number) {
  return db.selectFrom('majors').select('name').where('schoolId', '=', schoolId).where('id', '=', id).where('collegeId', '=', collegeId).executeTakeFirst();
}

/** The class's name and grade, or undefined when it is not the school's or not of `majorId`. */
export function findClassOf(db: Db, schoolId: number, majorId: number, id: number) {
  return db.selectFrom('classes').select(['name', 'grade']).where('schoolId', '=', schoolId).where('id', '=', id).where('majorId', '=', majorId).executeTakeFirst();
}

/**
 * Everything a roster is checked against: the school's campuses, colleges, majors, classes (with
 * their major's name), students by number and the user names of its other accounts (unordered).
 */
export async function findRosterLookups(db: Db, schoolId: number) {
  const [campuses, colleges, majors, classes, students, others] = await Promise.all([
    db.selectFrom('campuses').select(['id', 'name']).where('schoolId', '=', schoolId).execute(),
    db.selectFrom('colleges').select(['id', 'name', 'campusId']).where('schoolId', '=', schoolId).execute(),
    db.selectFrom('majors').select(['id', 'name', 'collegeId']).where('schoolId', '=', schoolId).execute(),
    fromSchool(db, 'classes as cl', schoolId)
      .innerJoin('majors as mj', sameSchool('mj.id', 'cl.majorId'))
      .select(['cl.id', 'cl.name', 'cl.majorId', 'cl.grade', 'mj.name as majorName'])
      .execute(),
    db.selectFrom('students').select(['code', 'userId', 'collegeId']).where('schoolId', '=', schoolId).execute(),
    db.selectFrom('users').select('username').where('schoolId', '=', schoolId).where('identity', '!=', 2).execute(),
  ]);
  return { campuses, colleges, majors, classes, students, others };
}

/** Every class of the school with its campus, college and major names, in the template's order (college, major, grade, class). */
export function findPlacementNames(db: Db, schoolId: number) {
  return fromSchool(db, 'classes as cl', schoolId)
    .innerJoin('majors as mj', sameSchool('mj.id', 'cl.majorId'))
    .innerJoin('colleges as co', sameSchool('co.id', 'cl.collegeId'))
    .leftJoin('campuses as cp', sameSchool('cp.id', 'co.campusId'))
    .select(['cp.name as campus', 'co.name as college', 'mj.name as major', 'cl.grade', 'cl.name as className'])
    .orderBy('co.orderId')
    .orderBy('co.name')
    .orderBy('mj.name')
    .orderBy('cl.grade')
    .orderBy('cl.name')
    .execute();
}

/** The school's campus names by orderId. */
export async function findCampusNames(db: Db, schoolId: number): Promise<string[]> {
  const rows = await db.selectFrom('campuses').select('name').where('schoolId', '=', schoolId).orderBy('orderId').execute();
  return rows.map((c) => c.name);
}

/** An imported student to update: the account's and the profile's fields (the student number stays). */
export type RosterUpdate = { userId: number; name: string; mobile: string | null; gender: number } & Omit<StudentValues, 'code'>;

/** Updates existing students in two statements (users, students) from a VALUES list; password, status and modL kept. */
export async function updateRosterStudents(db: Db, schoolId: number, chunk: RosterUpdate[], now: Date): Promise<void> {
  const userValues = sql.join(chunk.map((r) => sql`(${r.userId}::int, ${r.name}::text, ${r.mobile}::text, ${r.gender}::smallint)`));
  await sql`update users u set name = v.name, mobile = v.mobile, gender = v.gender, updated_at = ${now}
    from (values ${userValues}) as v(id, name, mobile, gender)
    where u.school_id = ${schoolId} and u.id = v.id`.execute(db);
  const studentValues = sql.join(
    chunk.map(
      (r) => sql`(${r.userId}::int, ${r.idType}::smallint, ${r.idNumber}::text, ${r.birthday}::date, ${r.politics}::smallint,
        ${r.campusId}::int, ${r.collegeId}::int, ${r.majorId}::int, ${r.classId}::int, ${r.grade}::text)`,
    ),
  );
  await sql`update students s set id_type = v.id_type, id_number = v.id_number, birthday = v.birthday, politics = v.politics,
      campus_id = v.campus_id, college_id = v.college_id, major_id = v.major_id, class_id = v.class_id, grade = v.grade
    from (values ${studentValues}) as v(user_id, id_type, id_number, birthday, politics, campus_id, college_id, major_id, class_id, grade)
    where s.school_id = ${schoolId} and s.user_id = v.user_id`.execute(db);
}
