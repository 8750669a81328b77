/**
 * Work journals (工作日志) and the staff's things to do (待办事项) (issue 21 "Journals and sign
 * tasks"; spec §2 /proceeding/wait journal list/detail, /communist/thing/list; §5 at most 3
 * attachments on the journal page). An organisation's leader or advisor writes the organisation's
 * journal (date, title, text ≤ 5000, ≤ 3 attachments); it is reviewed through the school's flow of
 * source type 34 (工作日志审核: audit tasks, the to-do list); a rejection carries its reason and the
 * author may edit and resubmit. Things are a staff member's own list, seen by nobody else.
 */
import type { AuditHistoryItem } from './activities.js';

/** Module paths (server/seed/modules.ts 2540–2544): each a page's address and the permission of its endpoints. */
export const JOURNAL_MODULES = {
  list: '/communist/journal/list',
  add: '/communist/journal/add',
  edit: '/communist/journal/edit',
  things: '/communist/thing/list',
  queue: '/proceeding/wait/journal/list',
  detail: '/proceeding/wait/journal/detail',
} as const;

/** A journal's review: 审核中 → 已通过 / 已驳回 (edited and resubmitted: 审核中 again). */
export const JournalStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const JOURNAL_STATUSES = Object.values(JournalStatus);
export const journalStatusLabels: Record<number, string> = { 1: '审核中', 2: '已通过', 3: '已驳回' };

/** 高, 中, 低. */
export const THING_PRIORITIES = [1, 2, 3] as const;
export const thingPriorityLabels: Record<number, string> = { 1: '高', 2: '中', 3: '低' };

export const JOURNAL_LIMITS = { title: 60, content: 5000, files: 3, opinion: 200, thingTitle: 60, thingNote: 500 } as const;

export const JOURNAL_MESSAGES = {
  notFound: '工作日志不存在',
  notYours: '只能为您负责或指导的组织撰写工作日志',
  notEditable: '只有被驳回的日志可以修改后重新提交',
  futureDate: '参数错误: journalDate 日期不能晚于今天',
  filesTooMany: `参数错误: fileIds 附件最多${JOURNAL_LIMITS.files}个`,
  fileMissing: '参数错误: fileIds 文件不存在,请重新上传',
  thingNotFound: '待办事项不存在',
} as const;

/** One journal in lists and the review queue. */
export interface JournalRow {
  id: number;
  organizationId: number;
  organizationName: string;
  authorId: number;
  authorName: string;
  /** 'YYYY-MM-DD'. */
  journalDate: string;
  title: string;
  status: number;
  statusName: string;
  opinion: string;
  fileCount: number;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  createTime: string;
}

export interface JournalFile {
  id: number;
  name: string;
  url: string;
}

export interface JournalDetail extends JournalRow {
  content: string;
  files: JournalFile[];
  history: AuditHistoryItem[];
  /** The caller may decide its open review step (holder of 日志审核, in scope). */
  canAudit: boolean;
  /** The caller wrote it and it was rejected: may edit and resubmit. */
  canEdit: boolean;
}

/** A row of the review queue: the journal and its open step. */
export interface JournalQueueRow extends JournalRow {
  stepName: string;
  waitTime: string;
}

/** GET /journal/statistics: journals per month (YYYY-MM) per organisation, in the caller's scope. */
export interface JournalStatistics {
  months: string[];
  series: { organizationName: string; counts: number[] }[];
}

export interface JournalOption {
  id: number;
  name: string;
}

export interface ThingRow {
  id: number;
  title: string;
  note: string;
  /** 'YYYY-MM-DD' or null. */
  dueDate: string | null;
  priority: number;
  done: boolean;
  /** Not done and due before today (China time). */
  overdue: boolean;
  createTime: string;
}

/** GET /thing/summary: the caller's open things, how many are overdue, and their pending review to-dos (the to-do list's count). */
export interface ThingSummary {
  open: number;
  overdue: number;
  pendingReviews: number;
}
