/**
 * 处分 Punishments on the wire (issue 21 "Route groups III"; spec §2 /communist/punishment list,
 * edit, detail, cancel; §3 student row credit = integrity value). A punishment lowers the student's
 * integrity (students.credit) by its level's deduction (never below 0; the amount taken is kept so a
 * cancellation gives exactly that back); 留校察看 and 开除学籍 also put the student on the blacklist
 * (common/blacklist.ts) until the punishment is cancelled. Endpoints: server/modules/punishments/routes.ts.
 */

/** Menu paths, also the permissions of the endpoints (server/seed/modules.ts 2400–2405, 2409). */
export const PUNISHMENT_PATHS = {
  list: '/communist/punishment/list',
  edit: '/communist/punishment/edit',
  detail: '/communist/punishment/detail',
  cancel: '/communist/punishment/cancel',
  /** The student's own punishments (student module 2409). */
  mine: '/communist/punishment/my',
} as const;

/** Levels (处分等级), mildest first. */
export const PunishmentLevel = { WARNING: 1, SERIOUS_WARNING: 2, DEMERIT: 3, PROBATION: 4, EXPULSION: 5 } as const;
export const PUNISHMENT_LEVELS = [1, 2, 3, 4, 5] as const;
export const punishmentLevelLabels: Record<number, string> = { 1: '警告', 2: '严重警告', 3: '记过', 4: '留校察看', 5: '开除学籍' };
/** Integrity points each level deducts (decision: 5/10/20/30/50 of the start value 100). */
export const PUNISHMENT_DEDUCTIONS: Record<number, string> = { 1: '5.00', 2: '10.00', 3: '20.00', 4: '30.00', 5: '50.00' };
/** Levels that put the student on the blacklist while the punishment is in force. */
export const BLACKLISTING_LEVELS: readonly number[] = [PunishmentLevel.PROBATION, PunishmentLevel.EXPULSION];
/** How long such a blacklisting runs when the punishment is not cancelled first (days). */
export const PUNISHMENT_BLACKLIST_DAYS = 365;
/** The blacklist reason of a punishment, word for word. */
export const punishmentBlacklistReason = (level: number, documentNo: string) => `处分: ${punishmentLevelLabels[level] ?? ''} (${documentNo})`;

/** 1 in force, 2 cancelled (撤销). */
export const PunishmentStatus = { ACTIVE: 1, CANCELLED: 2 } as const;
export const punishmentStatusLabels: Record<number, string> = { 1: '生效中', 2: '已撤销' };

export const PUNISHMENT_LIMITS = { reason: 500, documentNo: 50, cancelReason: 500, files: 9 } as const;

/** Messages (Chinese, shown as the server's msg). */
export const PUNISHMENT_MESSAGES = {
  notFound: '处分记录不存在',
  documentTaken: '处分文号已存在',
  cancelled: '该处分已撤销',
  cancelReasonRequired: '请填写撤销原因',
  studentNotFound: '学生不存在',
} as const;

/** An uploaded evidence file (POST /upload/file reply). */
export interface PunishmentFile {
  id: number;
  name: string;
  url: string;
}

/** GET /punishment/list row. */
export interface PunishmentRow {
  id: number;
  userId: number;
  name: string;
  code: string;
  collegeName: string;
  className: string;
  level: number;
  levelName: string;
  reason: string;
  /** 'YYYY-MM-DD'. */
  punishedOn: string;
  documentNo: string;
  /** Integrity points taken, 2 decimals. */
  deducted: string;
  /** The student put on the blacklist by it. */
  blacklisted: boolean;
  status: number;
  statusName: string;
  cancelReason: string;
  /** 'YYYY-MM-DD HH:mm' or null. */
  cancelledAt: string | null;
  cancelledByName: string;
  createdAt: string;
}

/** GET /punishment/detail: the row, the student's integrity now and the evidence. */
export interface PunishmentDetail extends PunishmentRow {
  /** The student's 诚信值 now, 2 decimals. */
  credit: string;
  files: PunishmentFile[];
  createdByName: string;
}

/** GET /punishment/my: the student's own punishments and integrity. */
export interface MyPunishments {
  credit: string;
  list: PunishmentRow[];
}
