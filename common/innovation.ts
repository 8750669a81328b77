/**
 * Innovation and entrepreneurship (创新创业; issue 20 "Innovation and entrepreneurship", spec §2
 * /innovate and /innovation): projects of 大学生创新创业训练计划 (立项 → 中期检查 → 结题, each reviewed),
 * competitions (学科竞赛) with team registrations and results by award level, incubation (孵化),
 * bonus (奖励) records, fields (领域), undertaking organisations (承办) and banners. Statuses, levels,
 * the hours of an award, the spec's messages and the wire shapes shared by server and web.
 */
import type { AuditHistoryItem } from './activities.js';

/** Module paths (server/seed/modules.ts 1701–1714, student 1010): each a page's address and the permission of its endpoints. */
export const INNOVATION_MODULES = {
  overview: '/innovate',
  review: '/innovate/project/review',
  audit: '/innovate/project/audit',
  members: '/innovate/creation/member',
  teams: '/innovate/creation/team',
  teachers: '/innovate/creation/teacher',
  bonus: '/innovate/bonus',
  hatching: '/innovate/hatching',
  guidance: '/innovate/guidance',
  field: '/innovate/field',
  undertake: '/innovate/undertake',
  competition: '/innovate/competition',
  banner: '/innovate/banner',
  list: '/innovation/list',
  /** The student's module 1010 (and the detail page under it). */
  mine: '/innovation/my-list',
} as const;

/** 国家级, 省级, 校级: of a project and of a competition. */
export const INNOVATION_LEVELS = [1, 2, 3] as const;
export const innovationLevelLabels: Record<number, string> = { 1: '国家级', 2: '省级', 3: '校级' };

/** A project's type in the national programme. */
export const projectTypeLabels: Record<number, string> = { 1: '创新训练', 2: '创业训练', 3: '创业实践' };

/** A project's life: 立项 → 在研 → 中期检查 → 中期通过 → 结题审核 → 已结题; each review may send it back. */
export const ProjectStatus = {
  PENDING: 1, REJECTED: 2, ONGOING: 3, MIDTERM_PENDING: 4, MIDTERM_REJECTED: 5, MIDTERM_PASSED: 6, FINISH_PENDING: 7, FINISH_REJECTED: 8, FINISHED: 9,
} as const;
export const PROJECT_STATUSES = Object.values(ProjectStatus);
export const projectStatusLabels: Record<number, string> = {
  1: '立项审核中', 2: '立项驳回', 3: '在研', 4: '中期检查中', 5: '中期检查驳回', 6: '中期检查通过', 7: '结题审核中', 8: '结题驳回', 9: '已结题',
};

/** Project member roles: 负责人, 成员, 指导教师 (staff). */
export const ProjectRole = { LEADER: 1, MEMBER: 2, TEACHER: 3 } as const;
export const projectRoleLabels: Record<number, string> = { 1: '负责人', 2: '成员', 3: '指导教师' };

/** A competition result's or incubation's review: 审核中 → 已通过 / 已驳回. */
export const ReviewedStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const resultStatusLabels: Record<number, string> = { 1: '审核中', 2: '已通过', 3: '已驳回' };
export const hatchingStatusLabels: Record<number, string> = { 1: '审核中', 2: '孵化中', 3: '已驳回' };

/** Award levels, highest first (a lower number is a higher level). */
export const AWARD_LEVELS = [1, 2, 3, 4, 5] as const;
export const awardLevelLabels: Record<number, string> = { 1: '特等奖', 2: '一等奖', 3: '二等奖', 4: '三等奖', 5: '优秀奖' };

/**
 * Hours of an award by competition level (国家级, 省级, 校级) and award level: what one result is worth.
 * A student's results in one competition count once, at the highest (declarations' rule, grant.ts).
 */
export const AWARD_HOURS: Record<number, Record<number, string>> = {
  1: { 1: '12.00', 2: '10.00', 3: '8.00', 4: '6.00', 5: '4.00' },
  2: { 1: '8.00', 2: '6.00', 3: '5.00', 4: '4.00', 5: '2.00' },
  3: { 1: '4.00', 2: '3.00', 3: '2.00', 4: '1.50', 5: '1.00' },
};

/** Stages of an incubated start-up. */
export const hatchingStageLabels: Record<number, string> = { 1: '种子期', 2: '初创期', 3: '成长期', 4: '已出孵' };

/** The review stages of /innovation/audit: three of projects, competition results, incubation. */
export const INNOVATION_STAGES = ['approval', 'midterm', 'finish', 'result', 'hatching'] as const;
export type InnovationStage = (typeof INNOVATION_STAGES)[number];

export const INNOVATION_LIMITS = { name: 50, text: 2000, members: 15, teachers: 3, hoursMax: 50, budgetMax: 999999.99 } as const;

export const INNOVATION_MESSAGES = {
  notFound: '创新项目不存在',
  competitionNotFound: '竞赛不存在',
  resultNotFound: '竞赛成绩不存在',
  hatchingNotFound: '孵化项目不存在',
  recordNotFound: '记录不存在',
  dateOrder: '开始日期不能晚于结束日期',
  leaderNotStudent: '负责人须为本校学生',
  memberUnknown: (codes: string) => `学号不存在: ${codes}`,
  teacherUnknown: '指导教师不存在',
  classifyNotInnovation: '请选择创新创业模块下的分类',
  fieldUnknown: '领域不存在',
  undertakerUnknown: '承办单位不存在',
  notMidterm: '只有在研或中期检查被驳回的项目可以提交中期检查',
  notFinish: '只有中期检查通过或结题被驳回的项目可以提交结题',
  notLeader: '只有项目负责人可以提交',
  nameTaken: '名称已存在',
  inUse: '已被使用,不能删除',
  resultTaken: '该学生在本竞赛已有同一奖项的成绩',
  allQueueRefused: '只有创新项目管理员可以查看全部待审核事项',
} as const;

/** One project in lists (staff list, student's own, review queues). */
export interface InnovationProjectRow {
  id: number;
  name: string;
  level: number;
  levelName: string;
  type: number;
  typeName: string;
  fieldId: number | null;
  fieldName: string | null;
  leaderId: number;
  leaderName: string;
  leaderCode: string | null;
  collegeName: string | null;
  teacherNames: string;
  memberCount: number;
  startDate: string;
  endDate: string;
  budget: string;
  hours: string | null;
  status: number;
  statusName: string;
  createTime: string;
}

/** A review queue row: the subject's name, whom it concerns, and the open step. */
export interface InnovationQueueRow {
  id: number;
  stage: InnovationStage;
  name: string;
  /** The applicant or student the record concerns. */
  personName: string;
  /** Level, award or stage, as a label. */
  detail: string;
  taskId: number;
  stepName: string;
  stepNo: number;
  stepCount: number;
  waitTime: string;
}

export interface InnovationMember {
  userId: number;
  name: string;
  code: string | null;
  role: number;
  roleName: string;
  grantedHours: string | null;
}

export interface InnovationProjectDetail extends InnovationProjectRow {
  classifyId: number;
  classifyName: string;
  plan: string;
  midtermReport: string;
  finishReport: string;
  opinion: string;
  members: InnovationMember[];
  history: AuditHistoryItem[];
  /** What the caller may do now. */
  canMidterm: boolean;
  canFinish: boolean;
}

export interface CompetitionRow {
  id: number;
  name: string;
  level: number;
  levelName: string;
  organizer: string;
  undertakerId: number | null;
  undertakerName: string | null;
  fieldId: number | null;
  fieldName: string | null;
  classifyId: number;
  classifyName: string;
  startDate: string;
  endDate: string;
  description: string;
  teamCount: number;
  resultCount: number;
}

export interface TeamRow {
  id: number;
  competitionId: number;
  competitionName: string;
  name: string;
  leaderId: number;
  leaderName: string;
  teacherId: number | null;
  teacherName: string | null;
  memberNames: string;
  memberCount: number;
  createTime: string;
}

export interface ResultRow {
  id: number;
  competitionId: number;
  competitionName: string;
  competitionLevel: number;
  teamId: number | null;
  teamName: string | null;
  userId: number;
  studentName: string;
  studentCode: string | null;
  awardLevel: number;
  awardName: string;
  hours: string;
  grantedHours: string | null;
  status: number;
  statusName: string;
  opinion: string;
  createTime: string;
}

export interface HatchingRow {
  id: number;
  name: string;
  company: string;
  stage: number;
  stageName: string;
  leaderId: number;
  leaderName: string;
  mentorId: number;
  mentorName: string;
  fieldName: string | null;
  description: string;
  status: number;
  statusName: string;
  opinion: string;
  createTime: string;
}

export interface BonusRow {
  id: number;
  userId: number;
  studentName: string;
  studentCode: string | null;
  title: string;
  amount: string;
  reason: string;
  awardedOn: string;
}

/** A name dictionary row (领域, 承办单位): how many records use it. */
export interface DictRow {
  id: number;
  name: string;
  contact: string;
  useCount: number;
}

export interface BannerRow {
  id: number;
  title: string;
  fileId: number;
  url: string;
  link: string;
  sort: number;
  enabled: boolean;
}

/** A teacher's guidance: one row per project, team or start-up the teacher guides. */
export interface GuidanceRow {
  id: string;
  teacherId: number;
  teacherName: string;
  kind: 'project' | 'team' | 'hatching';
  subjectId: number;
  subjectName: string;
  /** The project's or start-up's status number (null for a team); `status` is its Chinese name. */
  statusCode: number | null;
  status: string;
}

/** A project member as /innovate/creation/member and teacher list it. */
export interface MemberRow extends InnovationMember {
  id: string;
  projectId: number;
  projectName: string;
  /** The project's status number (its name in the interface language comes from the catalogue). */
  projectStatus: number;
  projectStatusName: string;
  collegeName: string | null;
}

/** /innovation/list: one student's innovation record. */
export interface StudentRecordRow {
  id: number;
  name: string;
  code: string;
  collegeName: string | null;
  projectCount: number;
  resultCount: number;
  hatchingCount: number;
  bonusCount: number;
  hours: string;
}

/** /innovation/my/record: the caller's own innovation record. */
export interface MyInnovation {
  hours: string;
  projects: InnovationProjectRow[];
  teams: TeamRow[];
  results: ResultRow[];
  hatchings: HatchingRow[];
  bonuses: BonusRow[];
}

export interface InnovationOverview {
  projects: { total: number; finished: number; byStatus: { status: number; count: number }[]; byLevel: { level: number; count: number }[]; byField: { name: string; count: number }[] };
  competitions: number;
  results: { byAward: { awardLevel: number; count: number }[] };
  hatchings: number;
  hours: string;
  pending: Record<InnovationStage, number>;
}

export interface InnovationOptions {
  fields: { id: number; name: string }[];
  undertakers: { id: number; name: string }[];
  classifies: { id: number; name: string }[];
  teachers: { id: number; name: string }[];
  competitions: { id: number; name: string; level: number }[];
}

export interface InnovationAuditResult {
  count: number;
  approved: number;
  advanced: number;
  rejected: number;
}
