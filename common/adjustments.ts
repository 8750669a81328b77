/**
 * 加减学时 Manual hours adjustments on the wire (issue 21 "Route groups III"; spec §2 /communist
 * plus, sub, count). A request adds (plus) or subtracts (sub) the same hours of one category and
 * term for 1–200 students with a reason and evidence; it is reviewed through the school's flow of
 * kind 32 (common/flows.ts) by school-level administrators — a college administrator may request
 * but never approve — and its approval writes one ledger correction per student (LedgerSource.
 * CORRECTION, relation = the request; hours/ledger.ts correctHours), all in one transaction, once.
 * Endpoints: server/modules/adjustments/routes.ts.
 */

/** Menu paths, also the permissions of the endpoints (server/seed/modules.ts 2403–2405). */
export const ADJUSTMENT_PATHS = { count: '/communist/count', plus: '/communist/plus', sub: '/communist/sub' } as const;

/** 1 加学时, 2 减学时. */
export const AdjustmentDirection = { PLUS: 1, SUB: 2 } as const;
export const ADJUSTMENT_DIRECTIONS = ['plus', 'sub'] as const;
export type AdjustmentDirectionName = (typeof ADJUSTMENT_DIRECTIONS)[number];
export const adjustmentDirectionLabels: Record<number, string> = { 1: '加学时', 2: '减学时' };

/** 1 under review, 2 approved (ledger written), 3 rejected. */
export const AdjustmentStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const ADJUSTMENT_STATUSES = [1, 2, 3] as const;
export const adjustmentStatusLabels: Record<number, string> = { 1: '审核中', 2: '已通过', 3: '已驳回' };

export const ADJUSTMENT_LIMITS = { students: 200, reason: 500, files: 9, maxHours: 100 } as const;
export const ADJUSTMENT_EXPORT_FILE = '加减学时台账.xlsx';

/** The ledger row's reason: '减学时: <reason>' (the transcript shows it as the source name). */
export const correctionReason = (direction: number, reason: string) => `${adjustmentDirectionLabels[direction] ?? ''}: ${reason}`;

/** Messages (Chinese, shown as the server's msg). */
export const ADJUSTMENT_MESSAGES = {
  notFound: '学时调整申请不存在',
  unknownCodes: (codes: string[]) => `参数错误: studentCodes 学号不存在: ${codes.slice(0, 5).join('、')}`,
  belowZero: (name: string) => `参数错误: hours ${name}的学时不足,减少后将小于0`,
  collegeCannotApprove: '学院管理员只能申请加减学时,审批须由学校管理员进行',
} as const;

/** GET /adjustment/list row. */
export interface AdjustmentRow {
  id: number;
  direction: number;
  directionName: string;
  classifyId: number;
  classifyName: string;
  termId: number;
  termName: string;
  /** Hours per student, positive, 2 decimals. */
  hours: string;
  reason: string;
  studentCount: number;
  /** The first students' names, '、'-joined. */
  studentNames: string;
  status: number;
  statusName: string;
  requestedByName: string;
  createdAt: string;
  decidedAt: string | null;
  opinion: string;
  /** The open audit task's id (pending requests), else null. */
  taskId: number | null;
  /** The caller may decide the open step now. */
  canAudit: boolean;
}

/** GET /adjustment/detail. */
export interface AdjustmentDetail extends AdjustmentRow {
  students: { userId: number; name: string; code: string; collegeName: string; className: string; hoursNow: string }[];
  files: { id: number; name: string; url: string }[];
  history: { action: string; actorName: string; opinion: string; time: string }[];
}

/** GET /adjustment/statistics: counts by status and approved hours (student-hours) by direction. */
export interface AdjustmentStatistics {
  pending: number;
  approved: number;
  rejected: number;
  /** Sum over approved requests of hours × students, 2 decimals. */
  plusHours: string;
  subHours: string;
  /** Approved student-hours per category: [{classifyName, plus, sub}]. */
  byClassify: { classifyName: string; plus: string; sub: string }[];
}

/** GET /adjustment/options: the form's choices. */
export interface AdjustmentOptions {
  classifies: { id: number; name: string }[];
  terms: { id: number; name: string; current: boolean }[];
}
