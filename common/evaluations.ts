/**
 * 活动评价 (issue 21 "Evaluations"; spec §2 /communist/evaluate/project, apply, statistics and
 * /proceeding/wait/evaluate/apply/auditing; §3 activity row starScore): students rate the activities
 * they attended (1–5 stars and a comment) within EVALUATION_WINDOW_DAYS after the end, once per
 * activity; the activity row's starScore is the average of those ratings. Staff define evaluation
 * projects (评价项目: a campaign with its criteria), organisations apply to take part, the
 * applications are reviewed through the school's flow of kind 31. Shared by server and web.
 */

/** Module paths (server/seed/modules.ts 2200–2204, student 1017): each a page's address and the permission of its endpoints. */
export const EVALUATION_MODULES = {
  group: '/communist/evaluate',
  project: '/communist/evaluate/project',
  apply: '/communist/evaluate/apply',
  statistics: '/communist/evaluate/statistics',
  auditing: '/proceeding/wait/evaluate/apply/auditing',
  /** The student's module 1017 待评价活动 (phone page). */
  mine: '/communist/evaluate/mine',
} as const;

/**
 * How long after an activity ends (its actual end when ended by hand, else the planned one) its
 * participants may rate it: a constant of the product, 7 days (not a school parameter).
 */
export const EVALUATION_WINDOW_DAYS = 7;
export const EVALUATION_WINDOW_MS = EVALUATION_WINDOW_DAYS * 24 * 3600_000;

export const EVALUATION_LIMITS = { comment: 300, projectName: 50, description: 500, criteria: 10, criterion: 50, reason: 300 } as const;

/** 1–5 stars. */
export const STAR_SCORES = [1, 2, 3, 4, 5] as const;

/** An application's review: 审核中 → 已通过 / 已驳回. */
export const ApplyStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const APPLY_STATUSES = Object.values(ApplyStatus);
export const applyStatusLabels: Record<number, string> = { 1: '审核中', 2: '已通过', 3: '已驳回' };

/** The spec's and our refusals (10002 unless said otherwise). */
export const EVALUATION_MESSAGES = {
  activityNotFound: '活动不存在',
  notEnded: '活动尚未结束，结束后才能评价',
  windowClosed: `评价已截止：活动结束${EVALUATION_WINDOW_DAYS}天内可以评价`,
  /** 10003: the student did not sign in to the activity. */
  notAttended: '只有签到参加了活动的学生可以评价',
  alreadyRated: '您已评价过该活动',
  onlyStudents: '只有学生可以评价活动',
  ratingNotFound: '评价不存在',
  projectNotFound: '评价项目不存在',
  projectInUse: '该评价项目已有组织申请或评价，不能删除；可将其停用',
  projectNameTaken: '已存在同名评价项目',
  projectClosed: '该评价项目已停用',
  dateOrder: '参数错误: endDate 结束日期不能早于开始日期',
  organizationNotFound: '组织不存在',
  /** 10003: the organisation is outside the caller's data scope. */
  organizationOutOfScope: '只能为您管理的组织申请',
  alreadyApplied: '该组织已申请此评价项目',
  applyNotFound: '评价申请不存在',
  allQueueRefused: '只有评价管理员可以查看全部待审核申请',
} as const;

/** A row of GET /evaluate/project/list. */
export interface EvaluationProjectRow {
  id: number;
  name: string;
  description: string;
  criteria: string[];
  startDate: string;
  endDate: string;
  enabled: boolean;
  /** Applications approved / all. */
  approvedCount: number;
  applyCount: number;
  createTime: string;
}

/** A row of GET /evaluate/apply/list. */
export interface EvaluationApplyRow {
  id: number;
  projectId: number;
  projectName: string;
  organizationId: number;
  orgName: string;
  reason: string;
  applicantName: string;
  status: number;
  statusName: string;
  opinion: string;
  createTime: string;
}

/** A row of GET /evaluate/apply/audit/list: an application waiting at a step of the caller. */
export interface EvaluationQueueRow {
  id: number;
  projectName: string;
  orgName: string;
  applicantName: string;
  reason: string;
  taskId: number;
  stepName: string;
  stepNo: number;
  stepCount: number;
  waitTime: string;
}

/** An activity the student may rate now (GET /evaluate/mine). */
export interface PendingEvaluation {
  activityId: number;
  name: string;
  orgName: string;
  endTime: string;
  /** Last moment to rate, 'YYYY-MM-DD HH:mm'. */
  deadline: string;
  /** Criteria of the evaluation project the organisation takes part in, if any (hints for the comment). */
  criteria: string[];
}

/** One of the student's own ratings. */
export interface MyEvaluation {
  id: number;
  activityId: number;
  name: string;
  orgName: string;
  score: number;
  comment: string;
  hidden: boolean;
  createTime: string;
}

export interface MyEvaluations {
  pending: PendingEvaluation[];
  done: MyEvaluation[];
}

/** A rating as staff see it (GET /evaluate/list): the student is named (not anonymous, so abuse can be dealt with). */
export interface EvaluationRow {
  id: number;
  activityId: number;
  activityName: string;
  orgName: string;
  studentName: string;
  score: number;
  comment: string;
  hidden: boolean;
  createTime: string;
}

/** Average, count and 1–5 distribution of one organisation or organiser (GET /evaluate/statistics). */
export interface EvaluationStatRow {
  id: number;
  name: string;
  activityCount: number;
  count: number;
  /** One decimal, e.g. '4.3'. */
  average: string;
  /** Counts of 1, 2, 3, 4, 5 stars. */
  stars: number[];
}

/** Per activity: its starScore (the activity row's), count of ratings. */
export interface ActivityScoreRow {
  id: number;
  name: string;
  orgName: string;
  administrator: string;
  endTime: string;
  starScore: string | null;
  count: number;
}

export interface EvaluationStatistics {
  by: 'organization' | 'organiser';
  rows: EvaluationStatRow[];
  /** Counts of 1–5 stars over everything in scope. */
  stars: number[];
  total: number;
  average: string | null;
}

/** GET /evaluate/options: the application form's choices. */
export interface EvaluationOptions {
  projects: { id: number; name: string }[];
  organizations: { id: number; name: string }[];
}
