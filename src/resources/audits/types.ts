/**
 * Rows of the review lists as the server sends them (issue 4 contract: GET
 * /activity/audit/first/list, /activity/report/audit/list; the appeal row lives in common/blacklist.ts).
 */
import type { AuditQueueRow, ReportQueueRow } from '../../../common/activities';

/** GET /activity/audit/first/list row: the activity and its open review task. */
export type FirstAuditRow = AuditQueueRow;
/** GET /activity/report/audit/list row: plus the reported participants and their total hours. */
export type ReportAuditRow = ReportQueueRow;

/** GET /blacklist/appeal/list row (common/blacklist.ts). */
export type { AppealRow } from '../../../common/blacklist';
