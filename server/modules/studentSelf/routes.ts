/**
 * The student's own data (issue 5; spec §2 student home, §3 student info, student activity summary,
 * classify achievement item; §7 GET /student/info, /v1/student/info, /student/activity/list,
 * /achievement/by-classify-list). Signed-in students only (staff: 10003 '仅限学生使用'; a student
 * with the initial password: 10003 '请先修改初始密码' from the protocol layer), about themselves
 * only: no endpoint takes a userId, and unknown keys of `params` are dropped.
 */
import type { ClassifyAchievement } from '../../../common/classify.js';
import type { StudentActivitySummary, StudentHoursSummary, StudentInfo } from '../../../common/studentSelf.js';
import type { StudentWarningLevel } from '../../../common/warningTiers.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../protocol/fields.js';
import { classifyHoursOf } from '../hours/service.js';
import { requireStudent } from './access.js';
import { activitySummary } from './activitySummary.js';
import { hoursRecords, hoursSummary } from './hours.js';
import { studentInfo } from './info.js';
import { studentWarningLevel } from './warningLevel.js';
import { recordsParams } from './schema.js';

/** GET /student/info and GET /v1/student/info (spec §7: both, same reply). */
const infoRoute = (path: string) =>
  defineRoute({
    method: 'GET', path, summary: "The student's own profile (spec §3 student info).",
    permission: 'session', schema: noParams,
    handler: ({ deps, session }): Promise<StudentInfo> => studentInfo(deps.db, requireStudent(session)),
  });

export const studentSelfRoutes: AnyRoute[] = [
  /** GET /student/info → StudentInfo {userId, cardPhoto, name, gender, code, grade, politics, departmentName, majorName, className, hours, score, scoreUnit}. */
  infoRoute('/student/info'),
  /** GET /v1/student/info → the same StudentInfo. */
  infoRoute('/v1/student/info'),
  /** GET /student/activity/list → {praCount, activityCount, honorCount}: attended activities, of them social practice, approved declarations. */
  defineRoute({
    method: 'GET', path: '/student/activity/list', summary: "The student home's counters (spec §3 student activity summary).",
    permission: 'session', schema: noParams,
    handler: ({ deps, session }): Promise<StudentActivitySummary> => activitySummary(deps.db, requireStudent(session)),
  }),
  /** GET /achievement/by-classify-list → ClassifyAchievement[] {classifyId, classifyName, classifyHours, minHours}, one per top-level module. */
  defineRoute({
    method: 'GET', path: '/achievement/by-classify-list', summary: "The student's hours per module with its warning value (spec §3 classify achievement item).",
    permission: 'session', schema: noParams,
    handler: ({ deps, session }): Promise<ClassifyAchievement[]> => {
      const me = requireStudent(session);
      return classifyHoursOf(deps.db, me.schoolId, me.userId);
    },
  }),
  /** GET /student/hours/summary → StudentHoursSummary {total, byTerm: [{termId, termName, hours}], rules}. */
  defineRoute({
    method: 'GET', path: '/student/hours/summary', summary: "The student's total hours by term and the school's hours rules (spec §1).",
    permission: 'session', schema: noParams,
    handler: ({ deps, session }): Promise<StudentHoursSummary> => hoursSummary(deps.db, requireStudent(session)),
  }),
  /** GET /student/hours/records {current, size, classifyId?, termId?, sourceType? 1–4} → {list: HoursRecord[], total}, newest first. */
  defineRoute({
    method: 'GET', path: '/student/hours/records', summary: "The student's ledger rows traced to their source (activity, declaration, correction, import).",
    permission: 'session', schema: recordsParams,
    handler: ({ deps, session, params }) => hoursRecords(deps.db, requireStudent(session), params),
  }),
  /** GET /student/warning/level → StudentWarningLevel {level, expectedHours, totalHours, yearOfStudy, creditYears, yellowPercent, redPercent} (issue 13 预警配置). */
  defineRoute({
    method: 'GET', path: '/student/warning/level', summary: "The student's own warning tier against the pace of their year (issue 13).",
    permission: 'session', schema: noParams,
    handler: ({ deps, session }): Promise<StudentWarningLevel> => studentWarningLevel(deps.db, requireStudent(session)),
  }),
];
