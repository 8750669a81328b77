/**
 * The Kysely queries of the student home (spec §3 student info and activity summary), always for
 * one student of one school. The reply shapes are built in info.ts, activitySummary.ts and
 * warningLevel.ts.
 */
import { sql } from 'kysely';
import { EnrollmentStatus } from '../../../common/activities.js';
import type { Db } from '../../db/db.js';
import { schoolRows } from '../../db/tenant.js';

/**
 * The student's profile row: users + students, the school's waysConvert, the names of their college
 * (departmentName), major and class ('' when unplaced), hours and score as two-decimal strings;
 * undefined when the student row is missing.
 */
export function findStudentInfo(db: Db, schoolId: number, userId: number) {
  return db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .innerJoin('schools as sc', 'sc.id', 's.schoolId')
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 's.collegeId').onRef('co.schoolId', '=', 's.schoolId'))
    .leftJoin('majors as mj', (j) => j.onRef('mj.id', '=', 's.majorId').onRef('mj.schoolId', '=', 's.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 's.schoolId'))
    .select([
      's.userId', 's.cardPhoto', 'u.name', 'u.gender', 's.code', 's.politics', 'sc.waysConvert',
      sql<string>`coalesce(s.grade, '')`.as('grade'),
      sql<string>`coalesce(co.name, '')`.as('departmentName'),
      sql<string>`coalesce(mj.name, '')`.as('majorName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
      sql<string>`round(s.hours, 2)::text`.as('hours'),
      sql<string>`round(s.score, 2)::text`.as('score'),
    ])
    .where('s.schoolId', '=', schoolId)
    .where('s.userId', '=', userId)
    .executeTakeFirst();
}

/** The student's grade, postgraduate flag and total hours; undefined when the student row is missing. */
export function findStudentStanding(db: Db, schoolId: number, userId: number) {
  return db.selectFrom('students').select(['grade', 'isPostgraduate', 'hours']).where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirst();
}

/** Activities the user attended (a seat, status 1, with a sign-in) per category: {classifyId, n}. */
export function attendedPerClassify(db: Db, schoolId: number, userId: number) {
  return db
    .selectFrom('activityEnrollments as e')
    .innerJoin('activities as a', (j) => j.onRef('a.id', '=', 'e.activityId').onRef('a.schoolId', '=', 'e.schoolId'))
    .select(['a.classifyId', sql<number>`count(*)::int`.as('n')])
    .where('e.schoolId', '=', schoolId)
    .where('e.userId', '=', userId)
    .where('e.status', '=', EnrollmentStatus.ENROLLED)
    .where('e.signInAt', 'is not', null)
    .groupBy('a.classifyId')
    .execute();
}

/** How many of the user's declarations have this status. */
export async function countDeclarations(db: Db, schoolId: number, userId: number, status: number): Promise<number> {
  const row = await schoolRows(db, 'declarations', schoolId, { userId, status }).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
