/**
 * Leadership dashboards and analytics (issue 6): the /index/*, /college/*, /school/grade/* figures
 * of the admin dashboard (spec §2 /dashboard, §3, §7) and the /analysis endpoints (spec §2
 * /analysis routes). Every figure is computed from the database, scoped to the session's school
 * and the caller's data scope (access.ts); the definitions are in common/dashboard.ts.
 *
 * Permissions: the dashboard endpoints need the '/dashboard' module (id 1); the /analysis ones a
 * module of the /analysis group (600) named on each route; 10003 otherwise (students included).
 * Errors: 10002 naming the field for bad params. Failed dashboard calls are silent on the client (spec §8).
 * The to-do panel (/desk/needDealt/list), the pie and radar charts (/activity/classify/lists,
 * /hoursAvg) and the credit table (/index/user/credit/list) are served by audits/, activities/
 * and blacklist/.
 */
import type {
  CollegeReachRate, GradeOption, ReachRateRow, WarningRow, WarningSettings,
} from '../../../common/dashboard.js';
import type { Page } from '../../../common/envelope.js';
import type { JobStarted } from '../../../common/jobs.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import type { Db } from '../../db/db.js';
import { ANALYSIS, CLASSIFY_WARN, DASHBOARD, requireAnyModule, viewerOf, type Viewer } from './access.js';
import { classifyAnalysis, organizationAnalysis } from './analysis.js';
import { collegeReachRates, collegeRows, gradeOptions, reachRates } from './colleges.js';
import { realtimeActivities, statisticsInfo, teacherRanking, weekActivityCount } from './overview.js';
import * as s from '../../../common/schemas/dashboard.js';
import { activityStatusCounts } from './statusCount.js';
import { updateWarningSettings, warningExportFileName, warningList, warningSettings } from './warnings.js';
import { warningExportJob } from './jobs.js';
import { awardRows, volunteerRows } from './widgets.js';

/** The grade list also fills the /analysis filters. */
const GRADE_READERS = [DASHBOARD, ANALYSIS.warning, ANALYSIS.school, ANALYSIS.classroom];
const REACH_READERS = [ANALYSIS.school, ANALYSIS.classroom];
const SETTING_READERS = [ANALYSIS.warningSetting, CLASSIFY_WARN, ANALYSIS.warning];
const SETTING_WRITERS = [ANALYSIS.warningSetting, CLASSIFY_WARN];

/** A figure without params: GET under `permission`, read within the caller's data scope (viewerOf). */
const figure = (path: string, summary: string, permission: `/${string}`, read: (db: Db, viewer: Viewer) => Promise<unknown>) =>
  defineRoute({
    method: 'GET', path, summary, permission, schema: noParams,
    handler: async ({ deps, session }) => read(deps.db, await viewerOf(deps.db, session)),
  });

export const dashboardRoutes: AnyRoute[] = [
  /** GET /index/statistics/info → StatisticsInfo: the eight dashboard counters (spec §3 statistics summary). */
  figure('/index/statistics/info', 'Dashboard counters (spec §7).', DASHBOARD, statisticsInfo),
  /** GET /index/week/activity/count → WeekActivityCount[7], oldest first, days in China time (spec §3 week row). */
  figure('/index/week/activity/count', 'Activities per day of the last 7 days (spec §7).', DASHBOARD, weekActivityCount),
  /** GET /index/activity/list → ActivityRow[] ≤ 10: enrolling, awaiting start or in progress, latest start first. */
  figure('/index/activity/list', 'Real-time activities (spec §7).', DASHBOARD, realtimeActivities),
  /** GET /index/operator/guideHours → TeacherGuideRow[] ≤ 7 by guidanceHours (spec §3 teacher row, §9 top 7). */
  figure('/index/operator/guideHours', 'Teacher guidance-hours ranking (spec §7).', DASHBOARD, teacherRanking),
  /** GET /school/grade/partake/list → GradeOption[] {id '2021', name '2021级'}: grades of the students in scope. */
  defineRoute({
    method: 'GET', path: '/school/grade/partake/list', summary: 'Grades of the students in scope (spec §7).', permission: 'session', schema: noParams,
    handler: async ({ deps, session }): Promise<GradeOption[]> => {
      await requireAnyModule(deps.db, session, GRADE_READERS);
      return gradeOptions(deps.db, await viewerOf(deps.db, session));
    },
  }),
  /** GET /college/reach/rate/list {grade?} → CollegeReachRate[]: per college, the share reaching requiredHours. */
  defineRoute({
    method: 'GET', path: '/college/reach/rate/list', summary: 'Reach rates by college (spec §7).', permission: DASHBOARD, schema: s.gradeParams,
    handler: async ({ deps, session, params }): Promise<CollegeReachRate[]> => collegeReachRates(deps.db, await viewerOf(deps.db, session), params.grade),
  }),
  /** GET /index/voluntary/activity/list → VolunteerRow[] ≤ 10 {id, TeamName, activityCount, memberCount} (spec §3 volunteer row). */
  figure('/index/voluntary/activity/list', 'Volunteer organisations (spec §7).', DASHBOARD, volunteerRows),
  /** GET /index/project/apply/list → AwardRow[] ≤ 10: the latest approved declarations (student awards). */
  figure('/index/project/apply/list', 'Student awards (spec §7).', DASHBOARD, awardRows),
  /** GET /college/activity/list → CollegeRow[]: per college, its college-level activities (all time) and reach rate (spec §3 college row). */
  figure('/college/activity/list', 'College rows, all time (spec §7).', DASHBOARD, (db, viewer) => collegeRows(db, viewer, { term: false })),
  /** GET /college/activity/statistic/list → CollegeRow[]: the same for the activities starting in the current term. */
  figure('/college/activity/statistic/list', 'College rows, current term (spec §7).', DASHBOARD, (db, viewer) => collegeRows(db, viewer, { term: true })),
  /** GET /index/grade/reach/rate → GradeReachRate[] (ReachRateRow by grade, ascending): school 10710's 年级达标率 chart. */
  figure('/index/grade/reach/rate', 'Reach rates by grade for the dashboard (spec §2 layout 10710).', DASHBOARD, (db, viewer) => reachRates(db, viewer, 'grade')),
  /** GET /index/activity/status/count → ActivityStatusCount[]: held activities in scope by status (school 10710's 活动状态分布). */
  figure('/index/activity/status/count', 'Held activities by status (spec §2 layout 10710).', DASHBOARD, activityStatusCounts),
  /**
   * GET /analysis/warning/list {current, size, collegeId?, grade?, classId?, classifyId?, level? 'red'|'yellow', name?, code?}
   * → {list: WarningRow[] (with level, expectedHours), total}: students below a warning, by student number (warnings.ts).
   */
  defineRoute({
    method: 'GET', path: '/analysis/warning/list', summary: 'Students below their hours warnings (spec §2 /analysis/warning/list).',
    permission: ANALYSIS.warning, schema: s.warningListParams,
    handler: async ({ deps, session, params }): Promise<Page<WarningRow>> => warningList(deps.db, await viewerOf(deps.db, session), params),
  }),
  /** GET /analysis/warning/export {the list's filters} → {id} of a 'warning-export' job (学时预警-<time>.xlsx with 预警等级; result {rows}). */
  defineRoute({
    method: 'GET', path: '/analysis/warning/export', summary: 'Exports the warning list as xlsx, as a job.', permission: ANALYSIS.warning, schema: s.warningFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => {
      const viewer = await viewerOf(deps.db, session);
      const fileName = warningExportFileName();
      const id = await deps.jobs.enqueue(warningExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName }, { viewer, filter: params, fileName });
      return { id };
    },
  }),
  /** GET /analysis/warning/settings → WarningSettings {requiredHours, items: [{classifyId, classifyName, minHours}], tiers: {yellowPercent, redPercent}, paces}. */
  defineRoute({
    method: 'GET', path: '/analysis/warning/settings', summary: 'Warning values of the top-level modules (spec §2 /analysis/warningSetting).', permission: 'session', schema: noParams,
    handler: async ({ deps, session }): Promise<WarningSettings> => {
      await requireAnyModule(deps.db, session, SETTING_READERS);
      return warningSettings(deps.db, session.schoolId);
    },
  }),
  /**
   * POST /analysis/warning/settings {items?: [{classifyId, minHours}], tiers?: {yellowPercent, redPercent}} → WarningSettings;
   * one transaction. 10002 naming the field (tiers: integers 1–100, red below yellow); 10003 without 预警设置 / 预警配置.
   */
  defineRoute({
    method: 'POST', path: '/analysis/warning/settings', summary: 'Sets the warning values of top-level modules.', permission: 'session', schema: s.warningSettingsParams,
    transactional: true,
    handler: async ({ db, session, params }): Promise<WarningSettings> => {
      await requireAnyModule(db, session, SETTING_WRITERS);
      return updateWarningSettings(db, session.schoolId, params);
    },
  }),
  /** GET /analysis/reach/rate {groupBy 'college'|'grade'} → ReachRateRow[]. */
  defineRoute({
    method: 'GET', path: '/analysis/reach/rate', summary: 'Reach rates by college or grade (spec §2 /analysis/school).', permission: 'session', schema: s.reachRateParams,
    handler: async ({ deps, session, params }): Promise<ReachRateRow[]> => {
      await requireAnyModule(deps.db, session, REACH_READERS);
      return reachRates(deps.db, await viewerOf(deps.db, session), params.groupBy);
    },
  }),
  /** GET /analysis/classify → ClassifyAnalysisRow[] per top-level module. */
  figure('/analysis/classify', 'Per-module analysis (spec §2 /analysis/classif).', ANALYSIS.classify, classifyAnalysis),
  /** GET /analysis/organization → OrganizationAnalysisRow[] per organisation in scope. */
  figure('/analysis/organization', 'Per-organisation analysis (spec §2 /analysis/organization).', ANALYSIS.organization, organizationAnalysis),
];
