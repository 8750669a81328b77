/**
 * The blacklist, appeals and integrity on the wire (issue 4 "Integrity and blacklist"; spec §1
 * topic 7 blacklist management, §3 credit row, §4 "Blacklist appeals are approved (removed from the
 * blacklist) or rejected with a reason"). Endpoints: server/modules/blacklist/routes.ts.
 * Times 'YYYY-MM-DD HH:mm' (Asia/Shanghai); credit as a decimal string with 2 decimals.
 */

/** Appeal status: 1 pending, 2 approved (the entry is removed), 3 rejected (with an opinion). */
export const AppealStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;

/** GET /blacklist/list status filter: active = in force now; expired = ran out; removed = taken off early. */
export const BLACKLIST_FILTERS = ['active', 'expired', 'removed'] as const;
export type BlacklistFilter = (typeof BLACKLIST_FILTERS)[number];

/** History actions of an appeal (audit_records, source type 4) and their labels. */
export const appealActionLabels: Record<string, string> = { appeal: '提交申诉', approve: '申诉通过', reject: '申诉驳回', withdraw: '管理员移出' };

/** The removal reason written when an appeal passes (word for word in the data). */
export const APPEAL_PASSED_REASON = '申诉通过';

/** Messages (Chinese, shown as the server's msg). */
export const BLACKLIST_MESSAGES = {
  blocked: '您已被列入黑名单,暂不能报名',
  notFound: '黑名单记录不存在',
  alreadyListed: '该学生已在黑名单中',
  alreadyRemoved: '该记录已移出黑名单',
  notActive: '该黑名单记录已失效,无需申诉',
  pendingExists: '该记录已有待审核的申诉,请耐心等待',
  appealNotFound: '申诉不存在',
  appealDone: '该申诉已处理',
  opinionRequired: '驳回必须填写原因',
  reasonRequired: '请填写原因',
  appealReasonRequired: '请填写申诉理由',
} as const;

/** GET /blacklist/list row. */
export interface BlacklistRow {
  id: number;
  userId: number;
  name: string;
  code: string;
  collegeName: string;
  className: string;
  reason: string;
  /** The student's no-show count when the entry was made. */
  noShowCount: number;
  startedAt: string;
  endsAt: string;
  removedAt: string | null;
  removedReason: string | null;
  removedByName: string;
  /** In force now (not removed, not yet ended). */
  active: boolean;
  /** The latest appeal's status (AppealStatus), null when never appealed. */
  appealStatus: number | null;
}

/** One appeal as the student and the auditors see it. */
export interface AppealItem {
  id: number;
  blacklistId: number;
  reason: string;
  status: number;
  statusName: string;
  opinion: string | null;
  createdAt: string;
  auditedAt: string | null;
}

/** GET /blacklist/my: the student's entry in force (if any), their appeals and integrity. */
export interface MyBlacklist {
  active: (Pick<BlacklistRow, 'id' | 'reason' | 'noShowCount' | 'startedAt' | 'endsAt' | 'appealStatus'> & { canAppeal: boolean }) | null;
  appeals: AppealItem[];
  /** 诚信值, 2 decimals. */
  credit: string;
  /** unFaithNumdo: the student's no-shows so far. */
  noShowCount: number;
}

/** GET /blacklist/appeal/list row. */
export interface AppealRow extends AppealItem {
  userId: number;
  name: string;
  code: string;
  collegeName: string;
  className: string;
  blacklistReason: string;
  startedAt: string;
  endsAt: string;
  auditorName: string;
  /** The open audit task (pending appeals), else null. */
  taskId: number | null;
  /** '已等待…' for pending appeals, '' otherwise. */
  waitTime: string;
}

/** Spec §3 credit row (GET /index/user/credit/list). */
export interface CreditRow {
  userName: string;
  userCode: string;
  /** 诚信值, 2 decimals. */
  credit: string;
  /** No-shows so far. */
  unFaithNumdo: number;
}
