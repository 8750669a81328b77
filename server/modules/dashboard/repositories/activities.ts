/**
 * The dashboard's queries over activities (issue 6): grouped counts of the held activities in the
 * viewer's scope, the week chart's rows, the real-time list and the teacher ranking's tallies.
 * Every query is within `v.schoolId` and the viewer's activity scope; the ledger is read only
 * through ledger_source_totals.
 */
import { sql } from 'kysely';
import { DASHBOARD_TABLE_ROWS } from '../../../../common/dashboard.js';
import { LedgerSource } from '../../../../common/ledger.js';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool } from '../../../db/tenant.js';
import { activityRowSelect } from '../../activities/repositories/activities.js';
import { activitiesIn, HELD, WAIT_FINISH, type Viewer } from '../access.js';

/** The held activities (not templates) of the school in the viewer's scope, as `activities as a`. */
function heldActivities(db: Db, v: Viewer) {
  return db.selectFrom('activities as a').where('a.schoolId', '=', v.schoolId).where('a.isTemplate', '=', false).where('a.status', 'in', HELD).where(activitiesIn(v));
}

/** The held activities in scope with the hours their completion granted (`lt.hours`, null when none). */
function heldWithGranted(db: Db, v: Viewer) {
  return heldActivities(db, v).leftJoin('ledgerSourceTotals as lt', (j) =>
    j.onRef('lt.schoolId', '=', 'a.schoolId').on('lt.sourceType', '=', LedgerSource.ACTIVITY).onRef('lt.relationId', '=', 'a.id'),
  );
}

/** Held activities in scope per status: [{status, n}] (statuses without any absent). */
export function heldByStatus(db: Db, v: Viewer) {
  return heldActivities(db, v).select(['a.status', sql<number>`count(*)::int`.as('n')]).groupBy('a.status').execute();
}

/** Held activities in scope per category: [{classifyId, held, seats}] (seats: Σ enroll_count). */
export function heldByClassify(db: Db, v: Viewer) {
  return heldActivities(db, v)
    .select(['a.classifyId', sql<number>`count(*)::int`.as('held'), sql<number>`coalesce(sum(a.enroll_count), 0)::int`.as('seats')])
    .groupBy('a.classifyId')
    .execute();
}

/** Held activities in scope per organisation: [{organizationId, held, seats, hours}] (hours granted, text). */
export function heldByOrganization(db: Db, v: Viewer) {
  return heldWithGranted(db, v)
    .select([
      'a.organizationId',
      sql<number>`count(*)::int`.as('held'),
      sql<number>`coalesce(sum(a.enroll_count), 0)::int`.as('seats'),
      sql<string>`coalesce(sum(lt.hours), 0)::text`.as('hours'),
    ])
    .groupBy('a.organizationId')
    .execute();
}

/**
 * Held college-level activities in scope per college: [{collegeId, held, seats, waitFinish}];
 * only those starting in [from, to) when `starting` is given.
 */
export function heldByCollege(db: Db, v: Viewer, starting: { from: Date; to: Date } | null) {
  return heldActivities(db, v)
    .select([
      'a.collegeId',
      sql<number>`count(*)::int`.as('held'),
      sql<number>`coalesce(sum(a.enroll_count), 0)::int`.as('seats'),
      sql<number>`count(*) filter (where a.status in (${sql.join(WAIT_FINISH)}))::int`.as('waitFinish'),
    ])
    .where('a.collegeId', 'is not', null)
    .$if(starting !== null, (q) => q.where('a.startTime', '>=', starting!.from).where('a.startTime', '<', starting!.to))
    .groupBy('a.collegeId')
    .execute();
}

/** The dashboard cards' activity counts in scope: all, held, the held ones' seats, awaiting review (1), running (7). */
export function activityCounts(db: Db, v: Viewer) {
  return db
    .selectFrom('activities as a')
    .select([
      sql<number>`count(*)::int`.as('all'),
      sql<number>`count(*) filter (where a.status in (${sql.join(HELD)}))::int`.as('held'),
      sql<number>`coalesce(sum(a.enroll_count) filter (where a.status in (${sql.join(HELD)})), 0)::int`.as('seats'),
      sql<number>`count(*) filter (where a.status = 1)::int`.as('review'),
      sql<number>`count(*) filter (where a.status = 7)::int`.as('running'),
    ])
    .where('a.schoolId', '=', v.schoolId)
    .where('a.isTemplate', '=', false)
    .where(activitiesIn(v))
    .executeTakeFirstOrThrow();
}

/** When each activity in scope was first submitted for review (audit step 1) in [from, to). */
export function submissionTimes(db: Db, v: Viewer, from: Date, to: Date) {
  return fromSchool(db, 'auditTasks as t', v.schoolId)
    .innerJoin('activities as a', sameSchool('a.id', 't.relationId'))
    .select('t.createdAt')
    .where('t.sourceType', '=', 1)
    .where('t.stepNo', '=', 1)
    .where('t.createdAt', '>=', from)
    .where('t.createdAt', '<', to)
    .where(activitiesIn(v))
    .execute();
}

/** Started activities in scope (status ≥ 7) that end on or after `from` and start before `to`: start, end, status. */
export function startedBetween(db: Db, v: Viewer, from: Date, to: Date) {
  return fromSchool(db, 'activities as a', v.schoolId)
    .select(['a.startTime', 'a.endTime', 'a.status'])
    .where('a.endTime', '>=', from)
    .where('a.startTime', '<', to)
    .where('a.isTemplate', '=', false)
    .where('a.status', '>=', 7)
    .where(activitiesIn(v))
    .execute();
}

/** Activity rows in scope enrolling, awaiting start or in progress (5, 6, 7), latest start first, ≤ 10. */
export function realtimeRows(db: Db, v: Viewer) {
  return activityRowSelect(db, v.schoolId)
    .where('a.isTemplate', '=', false)
    .where('a.status', 'in', [5, 6, 7])
    .where(activitiesIn(v))
    .orderBy('a.startTime', 'desc')
    .orderBy('a.id', 'desc')
    .limit(DASHBOARD_TABLE_ROWS)
    .execute();
}

/** Held activities in scope per creator: [{uid, n}]. */
export function heldByCreator(db: Db, v: Viewer) {
  return heldActivities(db, v).select(['a.createdBy as uid', sql<number>`count(*)::int`.as('n')]).groupBy('a.createdBy').execute();
}

/**
 * Held activities in scope per administrator: [{uid, n, h}] — n those they did not create, h the
 * hours (text) granted by the completed ones (status 12).
 */
export function heldByAdministrator(db: Db, v: Viewer) {
  return heldWithGranted(db, v)
    .select([
      'a.administratorId as uid',
      sql<number>`(count(*) filter (where a.administrator_id <> a.created_by))::int`.as('n'),
      sql<string>`coalesce(sum(lt.hours) filter (where a.status = 12), 0)::text`.as('h'),
    ])
    .groupBy('a.administratorId')
    .execute();
}
