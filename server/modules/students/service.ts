/**
 * The school's student list (spec §3 "Student list row", §7 GET /school/students), scoped to the
 * session's school and data scope. hours, score and credit (诚信值) are the numeric totals on the
 * students row (0 until the hours ledger maintains them), sent as strings with 2 decimals.
 */
import type { StudentRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { pageOffset } from '../../protocol/paging.js';
import * as repo from './repositories/students.js';
import type { StudentListParams } from '../../../common/schemas/students.js';
import type { DataScope } from './scope.js';

/** GET /school/students → {list: StudentRow[], total}, ordered by student number. */
export async function listStudents(db: Db, session: Session, scope: DataScope, p: StudentListParams): Promise<Page<StudentRow>> {
  const [school, { rows, total }] = await Promise.all([
    repo.findSchoolSettings(db, session.schoolId),
    repo.findStudentPage(db, session.schoolId, p, scope, { limit: p.size, offset: pageOffset(p) }),
  ]);
  return { list: rows.map((r) => ({ ...r, scoreReportModel: school.scoreReportModel })), total };
}
