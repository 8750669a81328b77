/**
 * The organisation lifecycle (issue 19 "Organisation lifecycle"; spec §2 /proceeding/wait
 * organisation create/cancel/appraising/year/register examine, /voluntary/management team pages):
 * an organisation is founded (成立), registered each academic year (注册), reviewed each year (年审),
 * appraised (评优) and deregistered (注销), each an application reviewed through the school's flow of
 * its kind. A volunteer team (志愿服务队) is an organisation of nature 3 founded the same way under
 * source type 5.
 */
import { SourceType } from './activities.js';
import type { AuditHistoryItem } from './activities.js';

/** Kind of an organisation application. */
export const OrgApplyKind = { CREATE: 1, REGISTER: 2, YEAR: 3, APPRAISING: 4, CANCEL: 5 } as const;
export type OrgApplyKindCode = (typeof OrgApplyKind)[keyof typeof OrgApplyKind];
export const ORG_APPLY_KINDS = [1, 2, 3, 4, 5] as const;
export const orgApplyKindLabels: Record<number, string> = { 1: '成立申请', 2: '注册申请', 3: '年审申请', 4: '评优申请', 5: '注销申请' };

/** Status of an application: 1 待审核, 2 已通过, 3 已驳回 (correct it and resubmit). */
export const OrgApplyStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const orgApplyStatusLabels: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已驳回' };

/** Lifecycle status of an organisation: 1 正常, 2 已注销 (kept, never deleted). */
export const OrgStatus = { ACTIVE: 1, CANCELLED: 2 } as const;
export const orgStatusLabels: Record<number, string> = { 1: '正常', 2: '已注销' };

/** Stars an appraisal may give (星级). */
export const STAR_MAX = 5;
/** Volunteer organisations (common/organizations.ts nature 3). */
export const TEAM_NATURE = 3;

/** The audit source type (and flow kind) of an application: 成立 of a volunteer team is 5, the others 10–14. */
export function sourceTypeOfApply(kind: number, nature: number): number {
  if (kind === OrgApplyKind.CREATE && nature === TEAM_NATURE) return SourceType.VOLUNTEER_TEAM;
  return SourceType.ORG_CREATE + kind - 1;
}

/** The source types of the lifecycle reviews. */
export const ORG_SOURCE_TYPES = [SourceType.VOLUNTEER_TEAM, SourceType.ORG_CREATE, SourceType.ORG_REGISTER, SourceType.ORG_YEAR, SourceType.ORG_APPRAISING, SourceType.ORG_CANCEL] as const;

/** The review module (menu path) of each source type: the queue's permission. */
export const orgReviewPaths: Record<number, string> = {
  [SourceType.VOLUNTEER_TEAM]: '/voluntary/management/examine/team',
  [SourceType.ORG_CREATE]: '/proceeding/wait/organization/create/examine',
  [SourceType.ORG_REGISTER]: '/proceeding/wait/organization/register/examine',
  [SourceType.ORG_YEAR]: '/proceeding/wait/organization/year/examine',
  [SourceType.ORG_APPRAISING]: '/proceeding/wait/organization/appraising/examine',
  [SourceType.ORG_CANCEL]: '/proceeding/wait/organization/cancel/examine',
};
export const TEAM_LIST_PATH = '/voluntary/management/team/list';
/** 组织申请 (staff page of every application, module 410) and the student's page (module 1007). */
export const ORG_APPLY_PATH = '/organization/apply';
export const STUDENT_ORG_PATH = '/student/organization';

/** 2025 → '2025-2026学年'. */
export const academicYearLabel = (y: number | null | undefined) => (y ? `${y}-${y + 1}学年` : '');

/** Messages of the lifecycle rules (10002 unless said otherwise). */
export const ORG_LIFECYCLE_MESSAGES = {
  notFound: '申请不存在',
  cancelled: '该组织已注销',
  pendingSame: '该组织已有待审核的同类申请',
  registeredYear: '该组织本学年已提交注册申请',
  nameTaken: '已有同名组织或待审核的同名成立申请',
  notApplicant: '只有组织负责人或组织管理员可以提交申请',
  onlyRejected: '只有已驳回的申请可以修改后重新提交',
} as const;

/** A row of the application lists and review queues. */
export interface OrgApplicationRow {
  id: number;
  kind: number;
  kindName: string;
  sourceType: number;
  status: number;
  statusName: string;
  organizationId: number | null;
  /** The organisation's name, or the one asked for by a 成立 application. */
  name: string;
  nature: number;
  academicYear: number | null;
  applicantName: string;
  applyTime: string;
  opinion: string;
}

/** A queue row: the application and its open review step. */
export interface OrgQueueRow extends OrgApplicationRow {
  taskId: number;
  stepName: string;
  stepNo: number;
  stepCount: number;
  waitTime: string;
}

export interface OrgMemberBrief {
  userId: number;
  name: string;
  code: string;
  isLeader: boolean;
}

/** GET /organization/lifecycle/detail → the application with what it asks for and its history. */
export interface OrgApplicationDetail extends OrgApplicationRow {
  parentId: number | null;
  charter: string;
  advisorId: number | null;
  advisorName: string;
  serviceArea: string;
  collegeId: number | null;
  collegeName: string;
  founders: OrgMemberBrief[];
  activityCount: number | null;
  memberCount: number | null;
  financeSummary: string;
  requestedStar: number | null;
  requestedExcellent: boolean;
  reason: string;
  /** True when the caller may decide its open step (or it is the caller's rejected one to resubmit). */
  canAudit: boolean;
  canResubmit: boolean;
  history: AuditHistoryItem[];
}

/** The lifecycle facts of an organisation (its page, the team list). */
export interface OrgLifecycleInfo {
  id: number;
  name: string;
  nature: number;
  status: number;
  statusName: string;
  star: number | null;
  excellent: boolean;
  advisorId: number | null;
  advisorName: string;
  charter: string;
  serviceArea: string;
  collegeId: number | null;
  collegeName: string;
  registeredYear: number | null;
  leaderName: string;
  memberCount: number;
  createdAt: string;
}

/** GET /organization/lifecycle/organization {id} → the facts, members, and every application's history. */
export interface OrgLifecycleDetail extends OrgLifecycleInfo {
  members: OrgMemberBrief[];
  applications: OrgApplicationRow[];
  history: AuditHistoryItem[];
}

/** GET /organization/lifecycle/year/summary → counts a 年审 reports, computed from the data. */
export interface OrgYearSummary {
  activityCount: number;
  memberCount: number;
}

/** POST /organization/lifecycle/audit → how many were decided and how. */
export interface OrgAuditResult {
  done: number;
  approved: number;
  advanced: number;
  rejected: number;
}

/** History actions as the timeline names them. */
export const orgActionLabels: Record<string, string> = { submit: '提交申请', resubmit: '修改后重新提交', approveStep: '审核通过', reject: '驳回', refuse: '拒绝' };
