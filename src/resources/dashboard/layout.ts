/**
 * Which widgets the admin dashboard shows, by school (spec §2 "Layout by school: 10341 hides one
 * time chart and shows extra panels; 10710 swaps in a compliance-rate chart and an activity-status
 * chart"). A pure function of the school id: the counters row is always first, then the cards in
 * reading order, each with its width on a 12-column grid at full width (≥ 1536 px).
 */

/** Every widget of the dashboard. */
export type DashboardWidgetId =
  | 'counters'
  /** Issue 13: the caller's notices with read state (GET /notice/my/list). */
  | 'notices'
  | 'needDealt'
  | 'realtime'
  | 'reachRate'
  | 'ranking'
  | 'week'
  | 'classifyPie'
  | 'classifyRadar'
  | 'volunteer'
  | 'credit'
  | 'awards'
  | 'colleges'
  /** 10341: 本学期学院活动 (GET /college/activity/statistic/list). */
  | 'collegesTerm'
  /** 10341: the teacher pending table as its own panel (GET /wait/handle/list). */
  | 'pendingTable'
  /** 10710: 年级达标率 (GET /index/grade/reach/rate). */
  | 'gradeReach'
  /** 10710: 活动状态分布 (GET /index/activity/status/count). */
  | 'activityStatus';

/** A widget and its width in columns of 12 (4 = a third, 6 = a half, 8 = two thirds, 12 = the row). */
export interface DashboardWidget {
  id: DashboardWidgetId;
  span: 4 | 6 | 8 | 12;
}

/** The school with the extra panels and without the 7-day chart. */
export const SCHOOL_EXTRA_PANELS = '10341';
/** The school with the grade reach-rate and activity-status charts instead of the 7-day chart and the pie. */
export const SCHOOL_COMPLIANCE_CHARTS = '10710';

const w = (id: DashboardWidgetId, span: DashboardWidget['span'] = 4): DashboardWidget => ({ id, span });

/**
 * The widgets of the school's dashboard, in order.
 *
 * @example dashboardLayout('10001').map((w) => w.id) → ['counters', 'notices', 'needDealt', 'realtime', …, 'colleges']
 */
export function dashboardLayout(schoolId: string | number | null | undefined): DashboardWidget[] {
  const school = String(schoolId ?? '');
  const head = [w('counters', 12), w('notices', 12), w('needDealt'), w('realtime', 8), w('reachRate', 8), w('ranking')];
  const tables = [w('volunteer'), w('credit'), w('awards')];
  if (school === SCHOOL_EXTRA_PANELS) {
    return [...head, w('classifyPie'), w('classifyRadar'), w('pendingTable'), ...tables, w('colleges', 6), w('collegesTerm', 6)];
  }
  if (school === SCHOOL_COMPLIANCE_CHARTS) {
    return [...head, w('gradeReach'), w('activityStatus'), w('classifyRadar'), ...tables, w('colleges', 12)];
  }
  return [...head, w('week'), w('classifyPie'), w('classifyRadar'), ...tables, w('colleges', 12)];
}
