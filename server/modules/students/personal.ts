/**
 * Personal data in full (issue 14 defect 8): replies and exports mask the resident ID and mobile
 * (common/personalData.ts); holders of 查看完整个人信息 ('/click/student/personal') may see one
 * student's values in full or export them in full, and each such use is recorded in
 * personal_data_views (who, when, from which IP, which student or how many and the filter).
 */
import { PERSONAL_DATA_PERMISSION, type PersonalDataView, type StudentPersonalData } from '../../../common/personalData.js';
import type { Page } from '../../../common/envelope.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import { noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime } from '../../../common/time.js';
import type { StudentFilter } from '../../../common/schemas/students.js';
import { studentsInScope, type DataScope } from './scope.js';
import type { Db, Trx } from '../../db/db.js';
import * as views from './repositories/personalData.js';
import * as students from './repositories/students.js';

/**
 * GET /school/student/personal {id} → {idNumber, mobile} in full, recorded as a 'view' with the
 * caller's IP in the same transaction. 10002 '学生不存在'; 10003 outside the data scope.
 */
export async function revealStudent(db: Trx, session: Session, scope: DataScope, id: number, ip: string): Promise<StudentPersonalData> {
  await studentsInScope(db, session, scope, [id]);
  const s = await students.findStudentAccount(db, session.schoolId, id);
  await views.insertPersonalDataView(db, session.schoolId, {
    userId: session.userId, userName: session.name, action: 'view', studentId: id, studentCode: s.code, studentName: s.name, ip,
  });
  return { idNumber: s.idNumber ?? '', mobile: s.mobile ?? '' };
}

/** Records a full export of `count` students with its filter (before the job starts, so no full file goes unrecorded). */
export async function recordFullExport(db: Db, session: Session, count: number, filter: Record<string, unknown>, ip: string): Promise<void> {
  await views.insertPersonalDataView(db, session.schoolId, {
    userId: session.userId, userName: session.name, action: 'export', studentCount: count, filter: JSON.stringify(filter), ip,
  });
}

/** GET /school/student/personal/log {current, size} → {list: PersonalDataView[], total}, newest first, the session's school only. */
export async function listPersonalDataViews(db: Db, session: Session, p: { current: number; size: number }): Promise<Page<PersonalDataView>> {
  const { rows, total } = await views.findPersonalDataViews(db, session.schoolId, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map((r) => ({ ...r, createdAt: formatDateTime(r.createdAt) ?? '' })), total };
}

export const FULL_EXPORT_REFUSED = '暂无权限！完整导出身份证号和手机号需要“查看完整个人信息”权限';

/**
 * Before a full export (POST /school/student/export with full 1): 10003 without 查看完整个人信息,
 * otherwise records the export with the number of students the filter selects in the caller's scope.
 */
export async function authorizeFullExport(db: Db, session: Session, scope: DataScope, filter: StudentFilter, ip: string): Promise<void> {
  if (!(await hasPermission(db, session, PERSONAL_DATA_PERMISSION))) throw noPermission(FULL_EXPORT_REFUSED);
  await recordFullExport(db, session, await students.countStudents(db, session.schoolId, filter, scope), { ...filter }, ip);
}
