/**
 * A staff member's mobile in full (issue 14 defect 8, staff half): replies mask it (service.ts);
 * holders of 查看完整个人信息 who also manage staff (教师管理) may show one in full, and each such
 * view is recorded in personal_data_views with subject_kind 'staff' (the student_* columns then
 * name the staff member: id, 工号, name as they were).
 */
import type { StaffPersonalData } from '../../../common/personalData.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { NOT_FOUND, STAFF_PAGE } from './service.js';
import * as repo from './repository.js';
import type { Trx } from '../../db/db.js';

/**
 * GET /system/employee/personal {id} → {mobile} in full ('' when none), recorded as a 'view' of a
 * 'staff' subject with the caller's IP in the same transaction. 10003 without 教师管理 (the route
 * itself needs 查看完整个人信息); 10002 '教师不存在' for an unknown id, a student or another school's.
 */
export async function revealEmployee(db: Trx, session: Session, id: number, ip: string): Promise<StaffPersonalData> {
  // The button alone does not open staff data to a role that cannot see the staff list.
  if (!(await hasPermission(db, session, STAFF_PAGE))) throw noPermission();
  const [row] = await repo.findStaffAccounts(db, session.schoolId, [id]);
  if (!row) throw badParams(NOT_FOUND);
  await repo.insertPersonalDataView(db, session.schoolId, {
    userId: session.userId, userName: session.name, action: 'view', subjectKind: 'staff',
    studentId: id, studentCode: row.username, studentName: row.name, ip,
  });
  return { mobile: row.mobile ?? '' };
}
