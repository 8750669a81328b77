/**
 * The student's own data (issue 5; spec §2 student home, §3 student info, student activity summary,
 * classify achievement item; §7 GET /student/info, /v1/student/info, /student/activity/list,
 * /achievement/by-classify-list, /student/warning/level; the student's hours live in
 * hours/routes.ts). Signed-in students only (staff: 10003 '仅限学生使用'; a student
 * with the initial password: 10003 '请先修改初始密码' from the protocol layer), about themselves
 * only: no endpoint takes a userId, and unknown keys of `params` are dropped.
 */
import type { ClassifyAchievement } from '../../../common/classify.js';
import type { StudentActivitySummary, StudentInfo } from '../../../common/studentHome.js';
import type { StudentWarningLevel } from '../../../common/warningTiers.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { classifyHoursOf } from '../hours/service.js';
import { ownDataRoute, requireStudent } from './access.js';
import { activitySummary } from './activitySummary.js';
import { studentInfo } from './info.js';
import { studentWarningLevel } from './warningLevel.js';

/** GET /student/info and GET /v1/student/info (spec §7: both, same reply). */
const infoRoute = (path: string) =>
  defineRoute({
    method: 'GET', path, summary: "The student's own profile (spec §3 student info).",
    permission: 'session', schema: noParams,
    memo: true,
    handler: ({ deps, session }): Promise<StudentInfo> => studentInfo(deps.db, requireStudent(session)),
  });

export const studentHomeRoutes: AnyRoute[] = [
  /** GET /student/info → StudentInfo {userId, cardPhoto, name, gender, code, grade, politics, departmentName, majorName, className, hours, score, scoreUnit}. */
  infoRoute('/student/info'),
  /** GET /v1/student/info → the same StudentInfo. */
  infoRoute('/v1/student/info'),
  /** GET /student/activity/list → {praCount, activityCount, honorCount}: attended activities, of them social practice, approved declarations. */
  ownDataRoute('/student/activity/list', "The student home's counters (spec §3 student activity summary).", (db, me): Promise<StudentActivitySummary> => activitySummary(db, me), { memo: true }),
  /** GET /achievement/by-classify-list → ClassifyAchievement[] {classifyId, classifyName, classifyHours, minHours}, one per top-level module. */
  ownDataRoute('/achievement/by-classify-list', "The student's hours per module with its warning value (spec §3 classify achievement item).", (db, me): Promise<ClassifyAchievement[]> =>
    classifyHoursOf(db, me.schoolId, me.userId), { memo: true },
  ),
  /** GET /student/warning/level → StudentWarningLevel {level, expectedHours, totalHours, yearOfStudy, creditYears, yellowPercent, redPercent} (issue 13 预警配置). */
  ownDataRoute('/student/warning/level', "The student's own warning tier against the pace of their year (issue 13).", (db, me): Promise<StudentWarningLevel> => studentWarningLevel(db, me)),
];
