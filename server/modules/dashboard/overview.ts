/**
 * The dashboard's counters, week chart, real-time activities and teacher ranking (issue 6; spec §2
 * admin dashboard, §3 statistics summary, week row, teacher row, §7 GET /index/statistics/info,
 * /index/week/activity/count, /index/activity/list, /index/operator/guideHours, §9 top 7 teachers).
 * Definitions of each figure: common/dashboard.ts. All read the activities table through its
 * indexes and the ledger only through ledger_source_totals, so they stay fast at scale.
 */
import type { ActivityRow } from '../../../common/activities.js';
import { TOP_TEACHERS, WEEK_DAYS, type StatisticsInfo, type TeacherGuideRow, type WeekActivityCount } from '../../../common/dashboard.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { toActivityRow } from '../activities/rows.js';
import { formatDateTime, chinaDay, dayStart } from '../../../common/time.js';
import type { Db } from '../../db/db.js';
import { WAIT_FINISH, type Viewer } from './access.js';
import * as activities from './repositories/activities.js';
import * as students from './repositories/students.js';

const DAY = 86_400_000;

/** GET /index/statistics/info → StatisticsInfo (the dashboard cards). */
export async function statisticsInfo(db: Db, v: Viewer): Promise<StatisticsInfo> {
  const [studentCount, operatorCount, organizationCount, counts, declarationCount] = await Promise.all([
    students.countStudents(db, v),
    students.countOperators(db, v.schoolId),
    students.countOrganizations(db, v.schoolId),
    activities.activityCounts(db, v),
    students.countDeclarations(db, v),
  ]);
  return {
    studentCount,
    operatorCount,
    organizationCount,
    activityCount: Number(counts.all),
    activityEnrollCount: Number(counts.seats),
    hoursApplyCount: declarationCount,
    waitAuditCount: Number(counts.review),
    progressingCount: Number(counts.running),
  };
}

/** The last `n` days in China Standard Time, oldest first: their first instant and 'MM-DD'. */
export function lastDays(now: Date, n = WEEK_DAYS): { start: Date; label: string }[] {
  const today = dayStart(chinaDay(now)).getTime();
  return Array.from({ length: n }, (_, i) => {
    const start = new Date(today - (n - 1 - i) * DAY);
    return { start, label: formatDateTime(start)!.slice(5, 10) };
  });
}

/** GET /index/week/activity/count → WeekActivityCount[7], oldest first (definitions in common/dashboard.ts). */
export async function weekActivityCount(db: Db, v: Viewer, now = new Date()): Promise<WeekActivityCount[]> {
  const days = lastDays(now);
  const from = days[0].start;
  const to = new Date(days[days.length - 1].start.getTime() + DAY);
  const dayOf = (t: Date) => Math.floor((t.getTime() - from.getTime()) / DAY);
  const [submissions, started] = await Promise.all([activities.submissionTimes(db, v, from, to), activities.startedBetween(db, v, from, to)]);
  const rows = days.map((d) => ({ dateTime: d.label, waitAuditCount: 0, progressingCount: 0, waitFinishCount: 0 }));
  for (const s of submissions) rows[dayOf(s.createdAt)].waitAuditCount += 1;
  for (const a of started) {
    const first = Math.max(0, dayOf(a.startTime));
    const last = Math.min(days.length - 1, dayOf(a.endTime));
    for (let d = first; d <= last; d++) rows[d].progressingCount += 1;
    if (WAIT_FINISH.includes(a.status) && a.endTime < to) rows[dayOf(a.endTime)].waitFinishCount += 1;
  }
  return rows;
}

/** GET /index/activity/list → ActivityRow[]: enrolling, awaiting start or in progress, latest start first, ≤ 10. */
export async function realtimeActivities(db: Db, v: Viewer): Promise<ActivityRow[]> {
  const rows = await activities.realtimeRows(db, v);
  return rows.map(toActivityRow);
}

/**
 * GET /index/operator/guideHours → TeacherGuideRow[] (≤ 7): staff with a held activity in scope
 * (created or administered), by guidanceHours, then createActivityNum, then id.
 */
export async function teacherRanking(db: Db, v: Viewer): Promise<TeacherGuideRow[]> {
  // Two grouped passes: by creator, and by administrator (the ones they did not create, and the
  // hours granted by those completed).
  const [created, administered] = await Promise.all([activities.heldByCreator(db, v), activities.heldByAdministrator(db, v)]);
  const tally = new Map<number, { n: number; h: number }>();
  const at = (uid: number) => tally.get(uid) ?? tally.set(uid, { n: 0, h: 0 }).get(uid)!;
  for (const r of created) at(r.uid).n += Number(r.n);
  for (const r of administered) {
    const t = at(r.uid);
    t.n += Number(r.n);
    t.h += toHundredths(r.h);
  }
  if (tally.size === 0) return [];
  const staff = await students.staffNames(db, v.schoolId, [...tally.keys()]);
  return staff
    .map((u) => ({ u, t: tally.get(u.id)! }))
    .filter(({ t }) => t.n > 0)
    .sort((x, y) => y.t.h - x.t.h || y.t.n - x.t.n || x.u.id - y.u.id)
    .slice(0, TOP_TEACHERS)
    .map(({ u, t }) => ({
      userId: u.id,
      teacherName: u.name,
      organizationName: u.organizationName,
      createActivityNum: t.n,
      guidanceHours: fromHundredths(t.h),
      userCode: u.username,
    }));
}
