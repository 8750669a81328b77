/** Student management endpoints (spec §2 /usermng, §7). */
import type { StudentRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { defineRoute } from '../../protocol/define.js';
import { studentListParams } from './schema.js';
import { listStudents } from './service.js';

export const studentRoutes = [
  /**
   * GET /school/students {current, size (10/20/30/40), name?, code?, status? (default 1), campusId?,
   * collegeId?, majorId?, classId?, grade?, min/maxHours?, min/maxCredit?, min/maxScore?}
   * → {list: StudentRow[], total}. Permission '/usermng/student/list'.
   */
  defineRoute({
    method: 'GET',
    path: '/school/students',
    summary: "The school's students, paged and filtered (spec §3 Student list row).",
    permission: '/usermng/student/list',
    schema: studentListParams,
    handler: ({ deps, session, params }): Promise<Page<StudentRow>> => listStudents(deps.db, session, params),
  }),
];
