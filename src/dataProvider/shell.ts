/**
 * Typed custom methods of the shell: menu counts, the dashboards and the student home (issue 15: every web data call goes through the data provider).
 * Pages reach these with `useDataProvider<ShellDataProvider>()`.
 *
 * Their callers ask silently (`meta: {silent: true}`): spec §8 "Dashboard data calls with failed
 * code: silently ignored, no message" — a failed call leaves its widget empty. The client's 10001
 * handling still applies.
 */
import type { DataProvider } from 'react-admin';
import type { UnreadEntry } from '../../common/api';
import type { ClassifyAchievement } from '../../common/classify';
import type { StudentActivitySummary, StudentHoursSummary, StudentInfo } from '../../common/studentHome';
import type { DataClient } from './apiClient';

/**
 * The read-only calls of 数据一览, 数据大屏 and the analysis views (spec §7 dashboard calls). Each
 * answers a plain list or object, or `{list, total}` for the paged popups (`current`, `size`).
 */
export const DASHBOARD_PATHS = [
  // counters and their popups
  '/index/statistics/info',
  '/school/students',
  '/activity/list',
  '/project/apply/list',
  // tables and ranking
  '/index/activity/list',
  '/index/voluntary/activity/list',
  '/index/user/credit/list',
  '/index/project/apply/list',
  '/college/activity/list',
  '/college/activity/statistic/list',
  '/index/operator/guideHours',
  // charts
  '/school/grade/partake/list',
  '/college/reach/rate/list',
  '/index/week/activity/count',
  '/activity/classify/lists',
  '/activity/classify/hoursAvg',
  '/index/grade/reach/rate',
  '/index/activity/status/count',
  // to-do lists
  '/wait/handle/list',
  '/desk/needDealt/list',
  '/statistics/analysis/needDealt/list',
  // 数据分析 views
  '/analysis/classify',
  '/analysis/organization',
  '/analysis/reach/rate',
] as const;

/** One of DASHBOARD_PATHS. */
export type DashboardPath = (typeof DASHBOARD_PATHS)[number];

export function shellMethods(client: DataClient) {
  return {
    /**
     * GET `path` {params} of a dashboard widget → its reply `T` (spec §7; the shapes are in
     * common/dashboard.ts). Rejects with ApiError; callers ask silently (spec §8).
     */
    getDashboardData: <T>(path: DashboardPath, params: Record<string, unknown> = {}) => client.get<T>(path, params),
    /** GET /system/unreac/count → UnreadEntry[] ({path, count} per menu group, spec §7). */
    getShellUnreadCounts: () => client.get<UnreadEntry[]>('/system/unreac/count'),
    /** GET /student/info → StudentInfo, the signed-in student's card (spec §7 我的首页). */
    getMyStudentInfo: () => client.get<StudentInfo>('/student/info', {}),
    /** GET /student/activity/list → StudentActivitySummary {praCount, activityCount, honorCount}. */
    getMyActivitySummary: () => client.get<StudentActivitySummary>('/student/activity/list', {}),
    /** GET /achievement/by-classify-list → ClassifyAchievement[] (hours per classify; [] when empty). */
    getMyClassifyAchievements: async () => (await client.get<ClassifyAchievement[] | null>('/achievement/by-classify-list', {})) ?? [],
    /** GET /student/hours/summary → StudentHoursSummary {total, byTerm, rules} (hours as decimal strings). */
    getMyHoursSummary: () => client.get<StudentHoursSummary>('/student/hours/summary', {}),
  };
}

/** The data provider with these verbs. */
export type ShellDataProvider = DataProvider & ReturnType<typeof shellMethods>;
