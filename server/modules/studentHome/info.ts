/** The student's own profile (spec §3 student info; §7 GET /student/info, /v1/student/info). */
import type { StudentInfo } from '../../../common/studentHome.js';
import { badParams } from '../../protocol/errors.js';
import type { Db } from '../../db/db.js';
import type { Me } from './access.js';
import { findStudentInfo } from './repository.js';

/** Spec §3 school: waysConvert 3 → the score is points (分数), otherwise credit (学分). */
export const scoreUnitOf = (waysConvert: number) => (waysConvert === 3 ? '分数' : '学分');

/**
 * StudentInfo of the caller: users + students, the names of their college (departmentName), major
 * and class ('' when unplaced), hours and score as two-decimal strings (students.hours / .score,
 * kept by the ledger), scoreUnit from the school. 10002 '学生不存在' when the student row is missing.
 */
export async function studentInfo(db: Db, me: Me): Promise<StudentInfo> {
  const row = await findStudentInfo(db, me.schoolId, me.userId);
  if (!row) throw badParams('学生不存在');
  const { waysConvert, ...info } = row;
  return { ...info, scoreUnit: scoreUnitOf(waysConvert) };
}
