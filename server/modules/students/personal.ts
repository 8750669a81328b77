/**
 * Personal data in full (issue 14 defect 8): replies and exports mask the resident ID and mobile
 * (common/personalData.ts); holders of 查看完整个人信息 ('/click/student/personal') may see one
 * student's values in full or export them in full, and each such use is recorded in
 * personal_data_views (who, when, from which IP, which student or how many and the filter).
 */
import type { Kysely } from 'kysely';
import { PERSONAL_DATA_PERMISSION, type PersonalDataView, type StudentPersonalData } from '../../../common/personalData.js';
import type { Page } from '../../../common/envelope.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime } from '../../../common/time.js';
import type { StudentFilter } from './schema.js';
import { studentsInScope, type DataScope } from './scope.js';
import { countStudents } from './service.js';
import type { Trx } from '../../db/db.js';

/**
 * GET /school/student/personal {id} → {idNumber, mobile} in full, recorded as a 'view' with the
 * caller's IP in the same transaction. 10002 '学生不存在'; 10003 outside the data scope.
 */
export async function revealStudent(db: Trx, session: Session, scope: DataScope, id: number, ip: string): Promise<StudentPersonalData> {
  await studentsInScope(db, session, scope, [id]);
  const s = await db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .select(['s.idNumber', 'u.mobile', 's.code', 'u.name'])
    .where('s.schoolId', '=', session.schoolId)
    .where('s.userId', '=', id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('personalDataViews')
    .values({ schoolId: session.schoolId, userId: session.userId, userName: session.name, action: 'view', studentId: id, studentCode: s.code, studentName: s.name, ip })
    .execute();
  return { idNumber: s.idNumber ?? '', mobile: s.mobile ?? '' };
}

/** Records a full export of `count` students with its filter (before the job starts, so no full file goes unrecorded). */
export async function recordFullExport(db: Kysely<Database>, session: Session, count: number, filter: Record<string, unknown>, ip: string): Promise<void> {
  await db
    .insertInto('personalDataViews')
    .values({ schoolId: session.schoolId, userId: session.userId, userName: session.name, action: 'export', studentCount: count, filter: JSON.stringify(filter), ip })
    .execute();
}

/** GET /school/student/personal/log {current, size} → {list: PersonalDataView[], total}, newest first, the session's school only. */
export async function listPersonalDataViews(db: Kysely<Database>, session: Session, p: { current: number; size: number }): Promise<Page<PersonalDataView>> {
  const base = db.selectFrom('personalDataViews').where('schoolId', '=', session.schoolId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'action', 'subjectKind', 'userId', 'userName', 'studentId', 'studentCode', 'studentName', 'studentCount', 'filter', 'ip', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(p.size)
      .offset(pageOffset(p))
      .execute(),
  ]);
  return { list: rows.map((r) => ({ ...r, createdAt: formatDateTime(r.createdAt) ?? '' })), total: Number(count.total) };
}

export const FULL_EXPORT_REFUSED = '暂无权限！完整导出身份证号和手机号需要“查看完整个人信息”权限';

/**
 * Before a full export (POST /school/student/export with full 1): 10003 without 查看完整个人信息,
 * otherwise records the export with the number of students the filter selects in the caller's scope.
 */
export async function authorizeFullExport(db: Kysely<Database>, session: Session, scope: DataScope, filter: StudentFilter, ip: string): Promise<void> {
  if (!(await hasPermission(db, session, PERSONAL_DATA_PERMISSION))) throw noPermission(FULL_EXPORT_REFUSED);
  await recordFullExport(db, session, await countStudents(db, session.schoolId, filter, scope), { ...filter }, ip);
}
