/**
 * The student's activity lists and the completion-report review queue (issue 4; spec §2 student
 * activity pages and /proceeding/wait/activity/report/auditing). Rows are the spec §3 activity row
 * of server/modules/activities/rows.ts.
 */
import { SourceType, type ActivityRow, type ReportQueueRow } from '../../../common/activities.js';
import { ActivityStatus } from '../../../common/activityStatus.js';
import type { Page } from '../../../common/envelope.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime, formatMinute } from '../../../common/time.js';
import { toActivityRow } from '../activities/rows.js';
import { auditQueue } from '../audits/queue.js';
import type { Db } from '../../db/db.js';
import type { Caller } from './activity.js';
import { findMyActivities, findOpenActivities } from './repositories/activities.js';
import { reportTotals } from './repositories/enrollments.js';

const S = ActivityStatus;
/** Statuses a student sees in the open list: enrolling, plus awaiting enrollment, awaiting start and in progress for viewing. */
export const OPEN_LIST_STATUSES = [S.AWAITING_ENROLLMENT, S.ENROLLING, S.AWAITING_START, S.IN_PROGRESS];

export interface OpenActivityRow extends ActivityRow {
  posterUrl: string;
  enrollStart: string;
  enrollEnd: string;
  enrollMode: number;
  /** The caller's enrollment status (common/activities.ts EnrollmentStatus), null when none. */
  myStatus: number | null;
}

/**
 * GET /activity/open/list {current, size, name?, classify?} → {list: OpenActivityRow[], total}: the
 * school's activities in status 4–7 open to the caller (a college-level one only to the students
 * of its college), those enrolling first, then by start time.
 */
export async function listOpenActivities(db: Db, caller: Caller, p: { current: number; size: number; name?: string; classify?: number }): Promise<Page<OpenActivityRow>> {
  const { rows, total } = await findOpenActivities(
    db, caller.schoolId, caller.userId, { statuses: OPEN_LIST_STATUSES, name: p.name, classify: p.classify }, { limit: p.size, offset: pageOffset(p) },
  );
  return {
    total,
    list: rows.map((r) => ({
      ...toActivityRow(r), posterUrl: r.posterUrl, enrollStart: formatMinute(r.enrollStart), enrollEnd: formatMinute(r.enrollEnd), enrollMode: r.enrollMode, myStatus: r.myStatus ?? null,
    })),
  };
}

export interface MyActivityRow extends ActivityRow {
  enrollStart: string;
  enrollEnd: string;
  enrollMode: number;
  signMode: number;
  /** The caller's enrollment status. */
  myStatus: number;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  enrolledAt: string;
  signInAt: string | null;
  signOutAt: string | null;
  /** 1 QR, 2 back-fill, null not signed in. */
  signWay: number | null;
  /** Hours reported for the caller (the activity's unless lowered). */
  reportedHours: string;
  /** Hours granted in the ledger for this activity, null until the report is approved. */
  grantedHours: string | null;
  noShow: boolean;
}

/**
 * GET /activity/my/list {current, size, type?: 'enrolled'|'history'} → {list: MyActivityRow[],
 * total}: the caller's enrollments, newest first. enrolled = still going on (status 1 or 2 in an
 * activity not refused or completed); history = the rest (cancelled, not drawn, refused, finished).
 */
export async function listMyActivities(db: Db, caller: Caller, p: { current: number; size: number; type?: 'enrolled' | 'history' }): Promise<Page<MyActivityRow>> {
  const ongoing = p.type === undefined ? undefined : p.type === 'enrolled';
  const { rows, total } = await findMyActivities(db, caller.schoolId, caller.userId, ongoing, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({
      ...toActivityRow(r), enrollStart: formatMinute(r.enrollStart), enrollEnd: formatMinute(r.enrollEnd), enrollMode: r.enrollMode, signMode: r.signMode,
      myStatus: r.myStatus, enrolledAt: formatDateTime(r.enrolledAt)!, signInAt: formatDateTime(r.signInAt), signOutAt: formatDateTime(r.signOutAt),
      signWay: r.signWay, reportedHours: fromHundredths(toHundredths(r.reportedHours)),
      grantedHours: r.grantedHours === null ? null : fromHundredths(toHundredths(r.grantedHours)), noShow: r.noShow,
    })),
  };
}

export type { ReportQueueRow };

/**
 * GET /activity/report/audit/list {current, size, name?, scope?} → {list: ReportQueueRow[], total}:
 * the open completion-report steps (sourceType 2) of the caller ('mine') or of the school ('all',
 * activity administrators only, else 10003), oldest first, with the report's totals.
 */
export async function listReportQueue(db: Db, caller: Caller, p: { current: number; size: number; name?: string; scope?: 'mine' | 'all' }): Promise<Page<ReportQueueRow>> {
  const page = await auditQueue(db, caller, { ...p, sourceType: SourceType.REPORT });
  const totals = await reportTotals(db, caller.schoolId, page.list.map((r) => r.id));
  return {
    total: page.total,
    list: page.list.map((r) => ({ ...r, participantCount: totals.get(r.id)?.participantCount ?? 0, totalHours: totals.get(r.id)?.totalHours ?? '0.00' })),
  };
}
