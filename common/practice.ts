/**
 * Social practice (社会实践; issue 19 "Social practice", spec §2 /society, /society1, /practice; §1
 * summer and winter social practice count up to 20 hours per term): the project's statuses, its
 * type (the kind of the term it runs in, common/hoursRules.ts TERM_KIND), the spec's messages and
 * the wire shapes shared by server and web.
 */
import type { AuditHistoryItem, UploadedFile } from './activities.js';
import { TERM_KIND } from './hoursRules.js';

/**
 * The module paths of 社会实践 (server/seed/modules.ts 1301–1309; ROUTES.md "Route groups I"): each is
 * a page's address and the permission of the endpoints behind it.
 */
export const PRACTICE_MODULES = {
  mine: '/society/practice/my-list',
  list: '/society/practice/list',
  create: '/society/practice/creat',
  examine: '/society/practice/examine/list',
  finish: '/society/practice/finish/list',
  analysis: '/society/practice/analysis',
  statistics: '/society/practice/statistical/list',
  teams: '/society1/management',
  overview: '/society1/practice',
  /** The student's module 1006 (its api list grants `mine`). */
  studentHome: '/practice',
} as const;

/** A project's life: proposal under review → approved (实践中) → completion under review → completed; each review may send it back. */
export const PracticeStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3, FINISH_PENDING: 4, FINISH_REJECTED: 5, COMPLETED: 6 } as const;
export type PracticeStatusValue = (typeof PracticeStatus)[keyof typeof PracticeStatus];
export const PRACTICE_STATUSES = Object.values(PracticeStatus);

/** zh-CN status names (the web has its own in both languages). */
export const practiceStatusLabels: Record<number, string> = { 1: '立项审核中', 2: '实践中', 3: '立项驳回', 4: '结项审核中', 5: '结项驳回', 6: '已结项' };

/** A project's type is the kind of its term: 1 学期中, 2 暑期, 3 寒假. */
export const PracticeType = TERM_KIND;
export const practiceTypeLabels: Record<number, string> = { 1: '学期中社会实践', 2: '暑期社会实践', 3: '寒假社会实践' };

/** Member roles: the leader (队长) and the members (队员). */
export const PracticeRole = { LEADER: 1, MEMBER: 2 } as const;

/** Limits of the proposal form. */
export const PRACTICE_LIMITS = {
  name: 50, destination: 100, plan: 2000, report: 5000, journal: 1000, members: 30, files: 9,
  /** Budget in yuan, two decimals. */
  budgetMax: 999999.99,
  /** Hours a member may request at completion. */
  hoursMax: 100,
} as const;

/** The safety pledge a team ticks before proposing (required). */
export const SAFETY_PLEDGE_TEXT =
  '本团队全体成员承诺:遵守国家法律法规和学校规定,服从带队教师安排,不擅自离队、不前往危险区域,购买意外伤害保险,确保实践期间人身与财产安全。';

export const PRACTICE_MESSAGES = {
  notFound: '实践项目不存在',
  pledge: '请阅读并勾选安全承诺',
  dateOrder: '开始日期不能晚于结束日期',
  outsideTerm: '实践日期须在所选学期之内',
  leaderNotStudent: '队长必须是本校学生',
  memberUnknown: (codes: string) => `学号不存在: ${codes}`,
  advisorUnknown: '指导教师不存在',
  classifyNotPractice: '请选择社会实践模块下的分类',
  notEditable: '只有被驳回的立项申请可以修改',
  notLeader: '只有队长可以提交',
  notParticipant: '只有团队成员可以填写实践日志',
  journalClosed: '立项通过后才能填写实践日志',
  finishNotAllowed: '只有实践中或结项被驳回的项目可以提交结项',
  hoursRange: `参数错误: hours 每人申请学时须大于0且不超过${100}`,
  batchSameStage: '批量审核只能选择同一阶段的项目',
  allQueueRefused: '只有实践项目管理员可以查看全部待审核项目',
} as const;

/** Review stages: the proposal (立项, audit source type 8) and the completion (结项, 9). */
export type PracticeStage = 'project' | 'finish';

export interface PracticeMemberRow {
  userId: number;
  code: string;
  name: string;
  collegeName: string;
  role: number;
  /** Hours asked for at completion (null before). */
  requestedHours: string | null;
  /** Hours the ledger received after the term cap (null before approval). */
  grantedHours: string | null;
}

export interface PracticeRow {
  id: number;
  name: string;
  leaderId: number;
  leaderName: string;
  leaderCode: string;
  collegeName: string;
  advisorId: number;
  advisorName: string;
  destination: string;
  startDate: string;
  endDate: string;
  termId: number;
  termName: string;
  /** 1 学期中 / 2 暑期 / 3 寒假 (the term's kind). */
  type: number;
  typeName: string;
  classifyId: number;
  classifyName: string;
  budget: string;
  memberCount: number;
  /** Members' names, leader first (team lists). */
  memberNames: string;
  status: number;
  statusName: string;
  /** Hours per member asked for at completion. */
  requestedHours: string | null;
  createTime: string;
}

export interface PracticeJournal {
  id: number;
  authorName: string;
  content: string;
  photos: UploadedFile[];
  createTime: string;
}

export interface PracticeDetail extends PracticeRow {
  plan: string;
  safetyPledge: boolean;
  report: string;
  finishTime: string | null;
  opinion: string;
  members: PracticeMemberRow[];
  journals: PracticeJournal[];
  attachments: UploadedFile[];
  /** Proposal and completion reviews, oldest first. */
  history: AuditHistoryItem[];
  /** The open review step's name ('' when none). */
  stepName: string;
  /** What the caller may do: the leader submits completion, members write the journal. */
  canFinish: boolean;
  canJournal: boolean;
  canEdit: boolean;
}

export interface PracticeQueueRow extends PracticeRow {
  taskId: number;
  stepName: string;
  stepNo: number;
  stepCount: number;
  waitTime: string;
}

export interface PracticeAuditResult {
  count: number;
  approved: number;
  advanced: number;
  rejected: number;
}

export interface PracticeFormOptions {
  terms: { id: number; name: string; kind: number; startDate: string; endDate: string }[];
  classifies: { id: number; name: string }[];
  advisors: { id: number; name: string }[];
}

/** One line of a statistics breakdown: projects, distinct participants and hours granted. */
export interface PracticeStatLine {
  key: string;
  name: string;
  projects: number;
  members: number;
  hours: string;
}

export interface PracticeStats {
  totals: { projects: number; completed: number; members: number; hours: string; pending: number };
  byStatus: PracticeStatLine[];
  byCollege: PracticeStatLine[];
  byDestination: PracticeStatLine[];
  byType: PracticeStatLine[];
  byTerm: PracticeStatLine[];
}
