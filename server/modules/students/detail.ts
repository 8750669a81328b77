/**
 * One student's full profile for permitted staff (GET /school/student/detail; spec §3 student info
 * and list row): identity document and mobile masked (issue 14; the full values only through GET
 * /school/student/personal), birthday, politics, structure, grade, status, modL, totals, the
 * organisations they belong to and their change-of-major history.
 */
import type { Kysely } from 'kysely';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { maskIdNumber, maskMobile } from '../../../common/personalData.js';
import type { StudentDetail } from '../../../common/students.js';
import { formatDateTime } from '../../../common/time.js';
import { studentsInScope, type DataScope } from './scope.js';
import { placementAndTotalColumns } from './service.js';

/** GET /school/student/detail {id} → StudentDetail (idNumber, mobile masked); 10002 '学生不存在', 10003 outside the data scope. */
export async function studentDetail(db: Kysely<Database>, session: Session, scope: DataScope, id: number): Promise<StudentDetail> {
  await studentsInScope(db, session, scope, [id]);
  const row = await db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .innerJoin('schools as sc', 'sc.id', 's.schoolId')
    .leftJoin('campuses as cp', (j) => j.onRef('cp.id', '=', 's.campusId').onRef('cp.schoolId', '=', 's.schoolId'))
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 's.collegeId').onRef('co.schoolId', '=', 's.schoolId'))
    .leftJoin('majors as mj', (j) => j.onRef('mj.id', '=', 's.majorId').onRef('mj.schoolId', '=', 's.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 's.schoolId'))
    .select([
      's.userId as id', 'u.name', 's.code', 'u.gender', 's.idType', 's.idNumber', 's.birthday', 'u.mobile', 's.politics',
      's.campusId', 's.collegeId', 's.majorId', 's.classId', 's.grade', 's.status', 'u.modL', 's.cardPhoto',
      'u.lastLoginTime', 'u.createdAt', 'sc.scoreReportModel',
      ...placementAndTotalColumns,
    ])
    .where('s.schoolId', '=', session.schoolId)
    .where('s.userId', '=', id)
    .executeTakeFirstOrThrow();

  const organizations = await db
    .selectFrom('organizationMembers as om')
    .innerJoin('organizations as o', (j) => j.onRef('o.id', '=', 'om.organizationId').onRef('o.schoolId', '=', 'om.schoolId'))
    .select(['o.id', 'o.name', 'o.nature', 'om.isLeader', 'om.joinedAt'])
    .where('om.schoolId', '=', session.schoolId)
    .where('om.userId', '=', id)
    .orderBy('o.nature')
    .orderBy('o.name')
    .execute();

  const changes = await db
    .selectFrom('studentMajorChanges')
    .select([
      'id', 'fromCollegeName', 'fromMajorName', 'fromClassName', 'toCollegeName', 'toMajorName', 'toClassName', 'reason',
      'changedByName', 'changedAt',
    ])
    .where('schoolId', '=', session.schoolId)
    .where('userId', '=', id)
    .orderBy('changedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();

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
