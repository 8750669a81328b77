/** The student's own profile (spec §3 student info; §7 GET /student/info, /v1/student/info). */
import { sql } from 'kysely';
import type { StudentInfo } from '../../../common/studentSelf.js';
import { badParams } from '../../protocol/errors.js';
import type { Db } from '../../db/db.js';
import type { Me } from './access.js';

/** Spec §3 school: waysConvert 3 → the score is points (分数), otherwise credit (学分). */
export const scoreUnitOf = (waysConvert: number) => (waysConvert === 3 ? '分数' : '学分');

/**
 * StudentInfo of the caller: users + students, the names of their college (departmentName), major
 * and class ('' when unplaced), hours and score as two-decimal strings (students.hours / .score,
 * kept by the ledger), scoreUnit from the school. 10002 '学生不存在' when the student row is missing.
 */
export async function studentInfo(db: Db, me: Me): Promise<StudentInfo> {
  const row = await db
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
    .where('s.schoolId', '=', me.schoolId)
    .where('s.userId', '=', me.userId)
    .executeTakeFirst();
  if (!row) throw badParams('学生不存在');
  const { waysConvert, ...info } = row;
  return { ...info, scoreUnit: scoreUnitOf(waysConvert) };
}
