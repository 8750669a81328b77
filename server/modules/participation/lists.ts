/**
 * The student's activity lists and the completion-report review queue (issue 4; spec §2 student
 * activity pages and /proceeding/wait/activity/report/auditing). Rows are the spec §3 activity row
 * of server/modules/activities/rows.ts.
 */
import { sql } from 'kysely';
import { ActivityLevel, EnrollmentStatus, SourceType, type ActivityRow, type ReportQueueRow } from '../../../common/activities.js';
import { ActivityStatus } from '../../../common/activityStatus.js';
import type { Page } from '../../../common/envelope.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import { formatDateTime, formatMinute } from '../../../common/time.js';
import { activityRowSelect, toActivityRow } from '../activities/rows.js';
import { auditQueue, type AuditQueueRow } from '../audits/queue.js';
import type { Db } from '../../db/db.js';
import type { Caller } from './activity.js';
import { reportTotals } from './report.js';

const S = ActivityStatus;
/** Statuses a student sees in the open list: enrolling, plus awaiting enrollment, awaiting start and in progress for viewing. */
export const OPEN_LIST_STATUSES = [S.AWAITING_ENROLLMENT, S.ENROLLING, S.AWAITING_START, S.IN_PROGRESS];

/** The category and its descendants, for the `classify` (top-level module) filter. */
const inClassify = (classify: number, schoolId: number) =>
  sql<boolean>`a.classify_id in (with recursive down(id) as (
    select c.id from classifies c where c.id = ${classify} and c.school_id = ${schoolId}
    union all select c.id from classifies c join down on c.parent_id = down.id where c.school_id = ${schoolId}
  ) select id from down)`;

export interface OpenActivityRow extends ActivityRow {
  posterUrl: string;
  enrollStart: string;
  enrollEnd: string;
  enrollMode: number;
  /** The caller's enrollment status (common/activities.ts EnrollmentStatus), null when none. */
  myStatus: number | null;
}

/** Spec §3 activityLevel: school-level activities, and college-level ones of the caller's own college. */
const openToCaller = (caller: Caller) =>
  sql<boolean>`(a.activity_level <> ${ActivityLevel.COLLEGE} or a.college_id = (select s.college_id from students s
    where s.school_id = ${caller.schoolId} and s.user_id = ${caller.userId}))`;

/**
 * GET /activity/open/list {current, size, name?, classify?} → {list: OpenActivityRow[], total}: the
 * school's activities in status 4–7 open to the caller (a college-level one only to the students
 * of its college), those enrolling first, then by start time.
 */
export async function listOpenActivities(db: Db, caller: Caller, p: { current: number; size: number; name?: string; classify?: number }): Promise<Page<OpenActivityRow>> {
  const filter = <Q extends { where: any }>(q: Q): Q =>
    (q as any)
      .where('a.isTemplate', '=', false)
      .where('a.status', 'in', OPEN_LIST_STATUSES)
      .where(openToCaller(caller))
      .$if(!!p.name, (qq: any) => qq.where('a.name', 'like', likeContains(p.name!)))
      .$if(p.classify !== undefined, (qq: any) => qq.where(inClassify(p.classify!, caller.schoolId)));
  const total = await filter(db.selectFrom('activities as a').where('a.schoolId', '=', caller.schoolId))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filter(activityRowSelect(db, caller.schoolId))
    .select([
      'a.enrollStart', 'a.enrollEnd', 'a.enrollMode', 'a.posterUrl',
      sql<number | null>`(select e.status from activity_enrollments e
        where e.school_id = a.school_id and e.activity_id = a.id and e.user_id = ${caller.userId})`.as('myStatus'),
    ])
    .orderBy(sql`a.status = ${S.ENROLLING}`, 'desc')
    .orderBy('a.startTime')
    .orderBy('a.id')
    .limit(p.size)
    .offset(pageOffset(p))
    .execute();
  return {
    total: Number(total.n),
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

/** Enrollments still going on: holding or awaiting a seat in an activity not yet finished (status ≤ 10). */
const ONGOING = sql<boolean>`me.status in (${EnrollmentStatus.ENROLLED}, ${EnrollmentStatus.PENDING}) and a.status not in (${S.COMPLETION_REFUSED}, ${S.COMPLETED})`;

/**
 * GET /activity/my/list {current, size, type?: 'enrolled'|'history'} → {list: MyActivityRow[],
 * total}: the caller's enrollments, newest first. enrolled = still going on (status 1 or 2 in an
 * activity not refused or completed); history = the rest (cancelled, not drawn, refused, finished).
 */
export async function listMyActivities(db: Db, caller: Caller, p: { current: number; size: number; type?: 'enrolled' | 'history' }): Promise<Page<MyActivityRow>> {
  const where = (q: any) =>
    q
      .where('me.schoolId', '=', caller.schoolId)
      .where('me.userId', '=', caller.userId)
      .$if(p.type === 'enrolled', (qq: any) => qq.where(ONGOING))
      .$if(p.type === 'history', (qq: any) => qq.where(sql<boolean>`not (${ONGOING})`));
  const total = await where(
    db.selectFrom('activityEnrollments as me').innerJoin('activities as a', (j) => j.onRef('a.id', '=', 'me.activityId').onRef('a.schoolId', '=', 'me.schoolId')),
  )
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await where(activityRowSelect(db, caller.schoolId).innerJoin('activityEnrollments as me', (j) => j.onRef('me.activityId', '=', 'a.id').onRef('me.schoolId', '=', 'a.schoolId')))
    .select([
      'a.enrollStart', 'a.enrollEnd', 'a.enrollMode', 'a.signMode', 'me.status as myStatus', 'me.enrolledAt', 'me.signInAt', 'me.signOutAt', 'me.signWay', 'me.noShow',
      sql<string>`coalesce(me.hours, a.hours)::text`.as('reportedHours'),
      sql<string | null>`(select l.granted_hours::text from hours_ledger l where l.school_id = me.school_id
        and l.source_type = 1 and l.relation_id = a.id and l.user_id = me.user_id)`.as('grantedHours'),
    ])
    .orderBy('me.enrolledAt', 'desc')
    .orderBy('me.id', 'desc')
    .limit(p.size)
    .offset(pageOffset(p))
    .execute();
  return {
    total: Number(total.n),
    list: rows.map((r: any) => ({
      ...toActivityRow(r), posterUrl: r.posterUrl, enrollStart: formatMinute(r.enrollStart), enrollEnd: formatMinute(r.enrollEnd), enrollMode: r.enrollMode, signMode: r.signMode,
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
