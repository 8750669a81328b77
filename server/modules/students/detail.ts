/**
 * One student's full profile for permitted staff (GET /school/student/detail; spec §3 student info
 * and list row): identity document and mobile masked (issue 14; the full values only through GET
 * /school/student/personal), birthday, politics, structure, grade, status, modL, totals, the
 * organisations they belong to and their change-of-major history.
 */
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { maskIdNumber, maskMobile } from '../../../common/personalData.js';
import type { StudentDetail } from '../../../common/students.js';
import { formatDateTime } from '../../../common/time.js';
import { studentsInScope, type DataScope } from './scope.js';
import * as repo from './repositories/students.js';

/** GET /school/student/detail {id} → StudentDetail (idNumber, mobile masked); 10002 '学生不存在', 10003 outside the data scope. */
export async function studentDetail(db: Db, session: Session, scope: DataScope, id: number): Promise<StudentDetail> {
  await studentsInScope(db, session, scope, [id]);
  const [row, organizations, changes] = await Promise.all([
    repo.findStudentProfile(db, session.schoolId, id),
    repo.findStudentOrganizations(db, session.schoolId, id),
    repo.findMajorChanges(db, session.schoolId, id),
  ]);
  return {
    ...row,
    idNumber: maskIdNumber(row.idNumber),
    birthday: row.birthday ?? '',
    mobile: maskMobile(row.mobile),
    grade: row.grade ?? '',
    lastLoginTime: row.lastLoginTime ? formatDateTime(row.lastLoginTime) : null,
    createdAt: formatDateTime(row.createdAt) ?? '',
    organizations: organizations.map((o) => ({ ...o, joinedAt: formatDateTime(o.joinedAt) ?? '' })),
    majorChanges: changes.map((c) => ({ ...c, changedAt: formatDateTime(c.changedAt) ?? '' })),
  };
}
