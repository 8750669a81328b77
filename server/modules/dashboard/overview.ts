/**
 * The dashboard's counters, week chart, real-time activities and teacher ranking (issue 6; spec §2
 * admin dashboard, §3 statistics summary, week row, teacher row, §7 GET /index/statistics/info,
 * /index/week/activity/count, /index/activity/list, /index/operator/guideHours, §9 top 7 teachers).
 * Definitions of each figure: common/dashboard.ts. All read the activities table through its
 * indexes and the ledger only through ledger_source_totals, so they stay fast at scale.
 */
import { sql } from 'kysely';
import type { ActivityRow } from '../../../common/activities.js';
import { TOP_TEACHERS, DASHBOARD_TABLE_ROWS, WEEK_DAYS, type StatisticsInfo, type TeacherGuideRow, type WeekActivityCount } from '../../../common/dashboard.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { SOURCE_TYPE } from '../hours/ledger.js';
import { activityRowSelect, toActivityRow } from '../activities/rows.js';
import { formatDateTime, chinaDay, dayStart } from '../../../common/time.js';
import type { Db } from '../../db/db.js';
import { activitiesIn, HELD, studentsIn, WAIT_FINISH, type Viewer } from './access.js';

const DAY = 86_400_000;

/** GET /index/statistics/info → StatisticsInfo (the dashboard cards). */
export async function statisticsInfo(db: Db, v: Viewer): Promise<StatisticsInfo> {
  const [students, operators, organizations, activities, declarations] = await Promise.all([
    db.selectFrom('students as s').select(sql<number>`count(*)::int`.as('n')).where('s.schoolId', '=', v.schoolId).where('s.status', '=', 1).where(studentsIn(v)).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', v.schoolId).where('identity', '=', 0).where('status', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('organizations').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', v.schoolId).executeTakeFirstOrThrow(),
    db
      .selectFrom('activities as a')
      .select([
        sql<number>`count(*) filter (where a.status in (${sql.join(HELD)}))::int`.as('held'),
        sql<number>`coalesce(sum(a.enroll_count) filter (where a.status in (${sql.join(HELD)})), 0)::int`.as('seats'),
        sql<number>`count(*) filter (where a.status = 1)::int`.as('review'),
        sql<number>`count(*) filter (where a.status = 7)::int`.as('running'),
      ])
      .where('a.schoolId', '=', v.schoolId)
      .where('a.isTemplate', '=', false)
      .where(activitiesIn(v))
      .executeTakeFirstOrThrow(),
    v.scope.kind === 'school'
      ? db.selectFrom('declarations as d').select(sql<number>`count(*)::int`.as('n')).where('d.schoolId', '=', v.schoolId).where('d.status', 'in', [1, 2, 3]).executeTakeFirstOrThrow()
      : db
          .selectFrom('declarations as d')
          .innerJoin('students as s', (j) => j.onRef('s.userId', '=', 'd.userId').onRef('s.schoolId', '=', 'd.schoolId'))
          .select(sql<number>`count(*)::int`.as('n'))
          .where('d.schoolId', '=', v.schoolId)
          .where('d.status', 'in', [1, 2, 3])
          .where(studentsIn(v))
          .executeTakeFirstOrThrow(),
  ]);
  return {
    studentCount: Number(students.n),
    operatorCount: Number(operators.n),
    organizationCount: Number(organizations.n),
    activityCount: Number(activities.held),
    activityEnrollCount: Number(activities.seats),
    hoursApplyCount: Number(declarations.n),
    waitAuditCount: Number(activities.review),
    progressingCount: Number(activities.running),
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
  const [submissions, activities] = await Promise.all([
    db
      .selectFrom('auditTasks as t')
      .innerJoin('activities as a', (j) => j.onRef('a.id', '=', 't.relationId').onRef('a.schoolId', '=', 't.schoolId'))
      .select('t.createdAt')
      .where('t.schoolId', '=', v.schoolId)
      .where('t.sourceType', '=', 1)
      .where('t.stepNo', '=', 1)
      .where('t.createdAt', '>=', from)
      .where('t.createdAt', '<', to)
      .where(activitiesIn(v))
      .execute(),
    // Started activities that end on or after the first day and start before the day after the last.
    db
      .selectFrom('activities as a')
      .select(['a.startTime', 'a.endTime', 'a.status'])
      .where('a.schoolId', '=', v.schoolId)
      .where('a.endTime', '>=', from)
      .where('a.startTime', '<', to)
      .where('a.isTemplate', '=', false)
      .where('a.status', '>=', 7)
      .where(activitiesIn(v))
      .execute(),
  ]);
  const rows = days.map((d) => ({ dateTime: d.label, waitAuditCount: 0, progressingCount: 0, waitFinishCount: 0 }));
  for (const s of submissions) rows[dayOf(s.createdAt)].waitAuditCount += 1;
  for (const a of activities) {
    const first = Math.max(0, dayOf(a.startTime));
    const last = Math.min(days.length - 1, dayOf(a.endTime));
    for (let d = first; d <= last; d++) rows[d].progressingCount += 1;
    if (WAIT_FINISH.includes(a.status) && a.endTime < to) rows[dayOf(a.endTime)].waitFinishCount += 1;
  }
  return rows;
}

/** GET /index/activity/list → ActivityRow[]: enrolling, awaiting start or in progress, latest start first, ≤ 10. */
export async function realtimeActivities(db: Db, v: Viewer): Promise<ActivityRow[]> {
  const rows = await activityRowSelect(db, v.schoolId)
    .where('a.isTemplate', '=', false)
    .where('a.status', 'in', [5, 6, 7])
    .where(activitiesIn(v))
    .orderBy('a.startTime', 'desc')
    .orderBy('a.id', 'desc')
    .limit(DASHBOARD_TABLE_ROWS)
    .execute();
  return rows.map(toActivityRow);
}

/**
 * GET /index/operator/guideHours → TeacherGuideRow[] (≤ 7): staff with a held activity in scope
 * (created or administered), by guidanceHours, then createActivityNum, then id.
 */
export async function teacherRanking(db: Db, v: Viewer): Promise<TeacherGuideRow[]> {
  const held = () =>
    db.selectFrom('activities as a').where('a.schoolId', '=', v.schoolId).where('a.isTemplate', '=', false).where('a.status', 'in', HELD).where(activitiesIn(v));
  // Two grouped passes: by creator, and by administrator (the ones they did not create, and the
  // hours granted by those completed).
  const [created, administered] = await Promise.all([
    held().select(['a.createdBy as uid', sql<number>`count(*)::int`.as('n')]).groupBy('a.createdBy').execute(),
    held()
      .leftJoin('ledgerSourceTotals as lt', (j) =>
        j.onRef('lt.schoolId', '=', 'a.schoolId').on('lt.sourceType', '=', SOURCE_TYPE.activity).onRef('lt.relationId', '=', 'a.id'),
      )
      .select([
        'a.administratorId as uid',
        sql<number>`(count(*) filter (where a.administrator_id <> a.created_by))::int`.as('n'),
        sql<string>`coalesce(sum(lt.hours) filter (where a.status = 12), 0)::text`.as('h'),
      ])
      .groupBy('a.administratorId')
      .execute(),
  ]);
  const tally = new Map<number, { n: number; h: number }>();
  const at = (uid: number) => tally.get(uid) ?? tally.set(uid, { n: 0, h: 0 }).get(uid)!;
  for (const r of created) at(r.uid).n += Number(r.n);
  for (const r of administered) {
    const t = at(r.uid);
    t.n += Number(r.n);
    t.h += toHundredths(r.h);
  }
  if (tally.size === 0) return [];
  const staff = await db
    .selectFrom('users as u')
    .leftJoin('staff as st', (j) => j.onRef('st.userId', '=', 'u.id').onRef('st.schoolId', '=', 'u.schoolId'))
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 'st.collegeId').onRef('co.schoolId', '=', 'u.schoolId'))
    .select(['u.id', 'u.name', 'u.username', sql<string>`coalesce(co.name, '')`.as('organizationName')])
    .where('u.schoolId', '=', v.schoolId)
    .where('u.identity', '=', 0)
    .where('u.id', 'in', [...tally.keys()])
    .execute();
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
