/**
 * Hours read from the ledger (issue 4; DESIGN.md §4, spec §3 classify achievement item): a
 * student's hours per module for staff, and the student's own totals and rows (issue 5). The
 * ledger is written by grantHours / correctHours (ledger.ts) inside the transactions of the
 * completion-report approval and the declarations; no endpoint writes it directly yet.
 */
import type { ClassifyAchievement } from '../../../common/classify.js';
import type { StudentHoursSummary } from '../../../common/studentHome.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { ownDataRoute, requireStudent } from '../studentHome/access.js';
import { dataScopeOf, studentsInScope } from '../students/scope.js';
import { recordsParams, studentClassifyParams } from '../../../common/schemas/hours.js';
import { classifyHoursOf } from './service.js';
import { hoursRecords, hoursSummary } from './studentHours.js';

export const hoursRoutes: AnyRoute[] = [
  /**
   * GET /hours/student/classify {userId} → ClassifyAchievement[] {classifyId, classifyName,
   * classifyHours, minHours}, one per top-level module. Staff with '/usermng/student/list' and the
   * student in their data scope; 10002 '学生不存在' (unknown or another school's), 10003 out of scope.
   */
  defineRoute({
    method: 'GET', path: '/hours/student/classify', summary: 'A student’s hours per module (spec §3 classify achievement item).',
    permission: '/usermng/student/list', schema: studentClassifyParams,
    handler: async ({ deps, session, params }): Promise<ClassifyAchievement[]> => {
      await studentsInScope(deps.db, session, await dataScopeOf(deps.db, session), [params.userId]);
      return classifyHoursOf(deps.db, session.schoolId, params.userId);
    },
  }),
  /** GET /student/hours/summary → StudentHoursSummary {total, byTerm: [{termId, termName, hours}], rules}. */
  ownDataRoute('/student/hours/summary', "The student's total hours by term and the school's hours rules (spec §1).", (db, me): Promise<StudentHoursSummary> => hoursSummary(db, me), { memo: true }),
  /** GET /student/hours/records {current, size, classifyId?, termId?, sourceType? 1–4} → {list: HoursRecord[], total}, newest first. */
  defineRoute({
    method: 'GET', path: '/student/hours/records', summary: "The student's ledger rows traced to their source (activity, declaration, correction, import).",
    permission: 'session', schema: recordsParams,
    memo: true,
    handler: ({ deps, session, params }) => hoursRecords(deps.db, requireStudent(session), params),
  }),
];
