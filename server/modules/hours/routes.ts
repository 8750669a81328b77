/**
 * Hours read from the ledger (issue 4; DESIGN.md §4, spec §3 classify achievement item). The
 * ledger is written by grantHours / correctHours (ledger.ts) inside the transactions of the
 * completion-report approval and the declarations; no endpoint writes it directly yet.
 */
import { z } from 'zod';
import type { ClassifyAchievement } from '../../../common/classify.js';
import { defineRoute } from '../../protocol/define.js';
import { int } from '../../protocol/fields.js';
import { dataScopeOf, studentsInScope } from '../students/scope.js';
import { classifyHoursOf } from './service.js';

export const hoursRoutes = [
  /**
   * GET /hours/student/classify {userId} → ClassifyAchievement[] {classifyId, classifyName,
   * classifyHours, minHours}, one per top-level module. Staff with '/usermng/student/list' and the
   * student in their data scope; 10002 '学生不存在' (unknown or another school's), 10003 out of scope.
   */
  defineRoute({
    method: 'GET', path: '/hours/student/classify', summary: 'A student’s hours per module (spec §3 classify achievement item).',
    permission: '/usermng/student/list', schema: z.object({ userId: int({ min: 1 }) }),
    handler: async ({ deps, session, params }): Promise<ClassifyAchievement[]> => {
      await studentsInScope(deps.db, session, await dataScopeOf(deps.db, session), [params.userId]);
      return classifyHoursOf(deps.db, session.schoolId, params.userId);
    },
  }),
];
