/**
 * Leadership dashboard and analysis figures on the wire (issue 6; spec §2 admin dashboard and the
 * /analysis routes, §3 statistics summary, week row, college row, grade, volunteer row, teacher
 * row, §7 the dashboard calls, §9 top 7 teachers). The endpoints live in server/modules/dashboard.
 *
 * Conventions of every figure here:
 *  - scoped to the caller's school and data scope (students by their college / organisation,
 *    activities as GET /activity/list scopes them);
 *  - "students" are students of status 1 (normal) unless a field says otherwise;
 *  - "held activities" are activities that are not templates, in status 1 or 4–10 or 12 (not
 *    rejected (3) nor refused at completion (11)) — the set of the pie chart of GET /activity/classify/lists;
 *  - hours are decimal strings with two places ('12.50'); rates are percentages as decimal
 *    strings with two places ('37.50' = 37.5 %), '0.00' when there is nobody to count;
 *  - days are China Standard Time (Asia/Shanghai).
 */
import type { z } from 'zod';
import type { ActivityRow } from './activities.js';
import type { ClassifyAchievement } from './classify.js';
import type { Shortfall } from './hoursRequirements.js';
import type { CohortPace, WarningLevel, WarningTiers } from './warningTiers.js';
import type { warningSettingsParams } from './schemas/dashboard.js';

/** Dashboard constants (spec §9). */
export const TOP_TEACHERS = 7;
/** Places of the guidance ranking always shown: 'to be listed' placeholders fill the missing ones (spec §2). */
export const RANKING_MIN_PLACES = 3;

/** A place of the guidance ranking: 1-based rank and the teacher, or null for a placeholder. */
export interface RankPlace {
  rank: number;
  teacher: TeacherGuideRow | null;
}

/**
 * The ranking as shown (spec §2 "top 7 teachers … Empty ranking shows three 'to be listed'
 * placeholders with zero counts"): at most 7 teachers, padded with placeholders to three places.
 */
export function rankPlaces(rows: TeacherGuideRow[]): RankPlace[] {
  const places: RankPlace[] = rows.slice(0, TOP_TEACHERS).map((teacher, i) => ({ rank: i + 1, teacher }));
  for (let i = places.length; i < RANKING_MIN_PLACES; i++) places.push({ rank: i + 1, teacher: null });
  return places;
}

/** Rows of the short dashboard tables (real-time activities, volunteer organisations, awards). */
export const DASHBOARD_TABLE_ROWS = 10;
/** Days of the week chart. */
export const WEEK_DAYS = 7;

/** GET /index/statistics/info (spec §3 statistics summary): the counters of the dashboard cards. */
export interface StatisticsInfo {
  /** Students in scope (status 1). */
  studentCount: number;
  /** Staff users of the school (identity 0, account active); the staff page applies no data scope either. */
  operatorCount: number;
  /**
   * Organisations of the school of every nature in status 正常 (已注销 ones are kept on their pages
   * but not counted); the organisation pages apply no data scope either.
   */
  organizationCount: number;
  /**
   * Activities in scope (templates aside): the rows of 活动列表 and 历史活动 together, which its popup
   * lists (issue 18 items 5, 9).
   */
  activityCount: number;
  /** Seats taken (enrollments of status 1) in the held activities in scope. */
  activityEnrollCount: number;
  /** Self-declarations (申报) of students in scope, not withdrawn. */
  hoursApplyCount: number;
  /** Activities in scope under review (status 1). */
  waitAuditCount: number;
  /** Activities in scope in progress (status 7). */
  progressingCount: number;
}

/**
 * GET /index/week/activity/count: one row per day of the last 7 days (today last), oldest first.
 * Per day: waitAuditCount = activities submitted for review that day (a first-review step 1 opened:
 * created or resubmitted); progressingCount = activities that were running that day (started,
 * status 7–12, their [startTime, endTime] overlapping the day); waitFinishCount = activities that
 * ended that day and still await completion (status 8, 9 or 10).
 */
export interface WeekActivityCount {
  /** 'MM-DD'. */
  dateTime: string;
  waitAuditCount: number;
  progressingCount: number;
  waitFinishCount: number;
}

/**
 * GET /index/activity/list: the real-time activities — enrolling (5), awaiting start (6) or in
 * progress (7) — in scope, latest start first, at most 10. A row opens /communist/activity/detail?id={id}.
 */
export type RealtimeActivity = ActivityRow;

/**
 * GET /index/operator/guideHours (spec §3 teacher row): the top 7 staff by guidanceHours, then
 * createActivityNum. Only staff with a held activity in scope are ranked; the web shows 'to be listed' placeholders
 * for the missing places. A row opens /teacher/user?id={userCode}.
 */
export interface TeacherGuideRow {
  userId: number;
  teacherName: string;
  /** The staff member's college ('' when none). */
  organizationName: string;
  /** Held activities in scope the staff member created or administers (活动负责人). */
  createActivityNum: number;
  /**
   * Hours granted to participants by the completed activities (status 12) the staff member
   * administers (活动负责人): Σ over those activities of the hours each participant received.
   */
  guidanceHours: string;
  /** The staff member's account. */
  userCode: string;
}

/** GET /school/grade/partake/list (spec §3 grade): the grades of the students in scope, ascending. */
export interface GradeOption {
  /** '2021'. */
  id: string;
  /** '2021级'. */
  name: string;
}

/**
 * GET /college/reach/rate/list {grade?}: per college with students in scope, the share of its
 * students (of the grade, when given) whose total hours reach the school's requiredHours. A bar
 * opens /analysis/warning/list?id={collegeId}&gradeid={grade}.
 */
export interface CollegeReachRate {
  id: number;
  name: string;
  /** The grade asked for, '' for all. */
  grade: string;
  studentCount: number;
  reachCount: number;
  reachRate: string;
}

/**
 * GET /index/voluntary/activity/list (spec §3 volunteer row): volunteer organisations (nature 3)
 * in scope by activityCount, then memberCount, at most 10. The table opens /voluntary/practice/list?id=1020.
 */
export interface VolunteerRow {
  id: number;
  TeamName: string;
  /** Held activities of the organisation in scope. */
  activityCount: number;
  /** Members, leader included. */
  memberCount: number;
}

/**
 * GET /index/project/apply/list: student awards — the latest approved declarations of students in
 * scope, newest decision first, at most 10. A row opens /communist/project/apply/detail?id={id}.
 */
export interface AwardRow {
  id: number;
  userName: string;
  /** Student number. */
  code: string;
  projectName: string;
  optionName: string;
  /** Hours the ledger received (the option's hours when not recorded). */
  hours: string;
  /** 'YYYY-MM-DD HH:mm'. */
  applyTime: string;
}

/**
 * GET /college/activity/list and /college/activity/statistic/list (spec §3 college row): per college
 * in scope, its college-level activities (activities.collegeId) — all of them for /list, those
 * starting in the current term for /statistic/list — with the reach rate of all its students.
 */
export interface CollegeRow {
  id: number;
  name: string;
  /** Held activities. */
  activityCount: number;
  /** Seats taken in them. */
  enrollCount: number;
  /** Of them, awaiting completion (status 8, 9 or 10). */
  waitFinishCount: number;
  reachRate: string;
}

/**
 * GET /analysis/warning/list row: a student (status 1) below a warning — total hours below the
 * school's requiredHours, or hours in a top-level module below that module's minHours.
 */
export interface WarningRow {
  userId: number;
  name: string;
  code: string;
  collegeName: string;
  majorName: string;
  className: string;
  grade: string;
  /** Total hours. */
  hours: string;
  /** The requiredHours of the student's requirement set (their cohort's). */
  requiredHours: string;
  /** True when the total is short (a 'total' shortfall). */
  belowTotal: boolean;
  /** The verdict of common/hoursRequirements.ts evaluate() (issue 13). */
  met: boolean;
  /** Every unmet requirement with the hours missing, as on the transcript. */
  shortfalls: Shortfall[];
  /** The modules (with minHours > 0) in which the student is short, by the tree's order. */
  classifies: ClassifyAchievement[];
  /**
   * The tier (issue 13 预警配置, common/warningTiers.ts warningLevel): 'red' below redPercent % of
   * the pace of the student's year, 'yellow' below yellowPercent %, null otherwise.
   */
  level: WarningLevel | null;
  /** The pace of the student's year ('133.33'); null for a grade without a year or a record-only postgraduate. */
  expectedHours: string | null;
}

/** GET /analysis/warning/settings → and POST → (after the change). */
export interface WarningSettings {
  /** The school's total requirement (changed on /system/rules, shown for reference). */
  requiredHours: string;
  /** Every top-level module in the tree's order. */
  items: WarningSettingItem[];
  /** The school's tiers (issue 13 预警配置). */
  tiers: WarningTiers;
  /** The paces of the cohorts now at school, newest first (the worked examples of 预警配置). */
  paces: CohortPace[];
}
export interface WarningSettingItem {
  classifyId: number;
  classifyName: string;
  /** The module's warning value; '0.00' = no warning. */
  minHours: string;
}
/** POST /analysis/warning/settings params: the module values ({classifyId, minHours}[]), the tiers, or both. */
export type WarningSettingsInput = z.input<typeof warningSettingsParams>;

/** GET /analysis/reach/rate {groupBy}: reach rates of the students in scope by college or by grade. */
export type ReachGroupBy = 'college' | 'grade';
export interface ReachRateRow {
  /** The college id, or the grade ('2021'). */
  id: number | string;
  /** The college's name, or '2021级'. */
  name: string;
  studentCount: number;
  reachCount: number;
  reachRate: string;
}

/**
 * GET /analysis/classify: per top-level module (tree order) — the held activities in scope and
 * their seats taken, and the hours the students in scope hold in the module.
 */
export interface ClassifyAnalysisRow {
  classifyId: number;
  name: string;
  minHours: string;
  activityCount: number;
  enrollCount: number;
  /** Σ hours of the students in scope in the module. */
  totalHours: string;
  /** totalHours / studentCount. */
  avgHours: string;
  /** Students in scope. */
  studentCount: number;
  /** Of them, at or above minHours in the module (everybody when minHours is 0). */
  reachCount: number;
}

/**
 * GET /analysis/organization: per organisation in scope (organisation scope: the led ones), by
 * activityCount — held activities in scope, seats taken and the hours their completion granted.
 */
export interface OrganizationAnalysisRow {
  id: number;
  name: string;
  /** 1 学生会, 2 社团协会, 3 志愿组织, 4 班级组织, 5 其他组织. */
  nature: number;
  activityCount: number;
  enrollCount: number;
  /** Hours granted to participants by the organisation's completed activities. */
  totalHours: string;
}

/**
 * GET /index/grade/reach/rate → ReachRateRow[] by grade (school 10710's 年级达标率 chart): per grade
 * of the students in scope (ascending), the share whose total hours reach the school's
 * requiredHours — the figures of GET /analysis/reach/rate {groupBy: 'grade'}, behind the dashboard
 * permission. Rows are {id: '2021', name: '2021级', studentCount, reachCount, reachRate}.
 */
export type GradeReachRate = ReachRateRow;

/**
 * GET /index/activity/status/count (school 10710's 活动状态分布 donut): the held activities in scope
 * by status — one row per held status (1, 4–10, 12), in that order, zeros included; `name` is the
 * status label of spec §4 (common/enums.ts activityStatusLabels).
 */
export interface ActivityStatusCount {
  status: number;
  name: string;
  count: number;
}
