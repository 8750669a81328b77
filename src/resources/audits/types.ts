/**
 * Rows of the review lists as the server sends them (issue 4 contract: GET
 * /activity/audit/first/list, /activity/report/audit/list; the appeal row lives in common/blacklist.ts).
 */
import type { ActivityRow } from '../../../common/activities';

/** GET /activity/audit/first/list row: the activity and its open review task. */
export interface FirstAuditRow extends ActivityRow {
  taskId: number;
  stepName: string;
  stepNo: number;
  stepCount: number;
  /** '已等待2天3小时15分钟'. */
  waitTime: string;
  /** 'YYYY-MM-DD HH:mm:ss' (when the task opened, i.e. submitted or passed to this step). */
  applyTime: string;
  /** The applicant's name. */
  applicant: string;
}

/** GET /activity/report/audit/list row: plus the reported participants and their total hours. */
export interface ReportAuditRow extends FirstAuditRow {
  participantCount: number;
  /** Decimal string. */
  totalHours: string;
}

/** GET /blacklist/appeal/list row (common/blacklist.ts). */
export type { AppealRow } from '../../../common/blacklist';
