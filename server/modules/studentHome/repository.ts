/**
 * The Kysely queries of the student home (spec §3 student info and activity summary), always for
 * one student of one school. The reply shapes are built in info.ts, activitySummary.ts and
 * warningLevel.ts.
 */
import { sql } from 'kysely';
import { EnrollmentStatus } from '../../../common/activities.js';
import type { Db } from '../../db/db.js';
import { placedStudents } from '../../db/students.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';

/**
 * The student's profile row: users + students, the school's waysConvert, the names of their college
 * (departmentName), major and class ('' when unplaced), hours and score as two-decimal strings;
 * undefined when the student row is missing.
 */
export function findStudentInfo(db: Db, schoolId: number, userId: number) {
  return placedStudents(db, schoolId)
    .innerJoin('schools as sc', 'sc.id', 's.schoolId')
    .select([
      's.userId', 's.cardPhoto', 'u.name', 'u.gender', 's.code', 's.politics', 'sc.waysConvert',
      sql<string>`coalesce(s.grade, '')`.as('grade'),
      sql<string>`coalesce(co.name, '')`.as('departmentName'),
      sql<string>`coalesce(mj.name, '')`.as('majorName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
      sql<string>`round(s.hours, 2)::text`.as('hours'),
      sql<string>`round(s.score, 2)::text`.as('score'),
    ])
    .where('s.userId', '=', userId)
    .executeTakeFirst();
}

/** The student's grade, postgraduate flag and total hours; undefined when the student row is missing. */
export function findStudentStanding(db: Db, schoolId: number, userId: number) {
  return db.selectFrom('students').select(['grade', 'isPostgraduate', 'hours']).where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirst();
}

/** Activities the user attended (a seat, status 1, with a sign-in) per category: {classifyId, n}. */
export function attendedPerClassify(db: Db, schoolId: number, userId: number) {
  return fromSchool(db, 'activityEnrollments as e', schoolId)
    .innerJoin('activities as a', sameSchool('a.id', 'e.activityId'))
    .select(['a.classifyId', sql<number>`count(*)::int`.as('n')])
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
