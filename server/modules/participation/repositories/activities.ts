/**
 * The Kysely queries of participation on the activity row (issue 4): its seat counter, the lottery
 * record, the scheduler's due activities, and the student's activity lists (rows of
 * activities/repositories/activities.ts activityRowSelect). Within one school, except the
 * scheduler's scan of every school.
 */
import { sql } from 'kysely';
import { ActivityLevel, EnrollmentStatus } from '../../../../common/activities.js';
import { ActivityStatus } from '../../../../common/activityStatus.js';
import type { Db } from '../../../db/db.js';
import { sameSchool, schoolRows } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';
import { likeContains } from '../../../util/like.js';
import { activityRowSelect, updateActivity } from '../../activities/repositories/activities.js';
import { inForce } from '../../blacklist/repositories/entries.js';

const S = ActivityStatus;

/** Adds `n` (negative: frees) to the activity's enroll_count. */
export async function addSeats(db: Db, schoolId: number, id: number, n: number, now: Date): Promise<void> {
  await updateActivity(db, schoolId, id, { enrollCount: sql<number>`enroll_count + ${n}`, updatedAt: now });
}

/** One enrolling student of a batch (participation/seatDesk.ts): who, and the request's time. */
export interface EnrollCaller {
  userId: number;
  at: Date;
}

/**
 * The callers as a relation `c(caller_id, caller_at)`, one row each, in order (two arrays unnested
 * side by side): what a batch's statement joins to answer every caller at once.
 */
export function callersRelation(db: Db, callers: readonly EnrollCaller[]) {
  const userIds = callers.map((c) => c.userId);
  const ats = callers.map((c) => c.at.toISOString());
  return db.selectNoFrom([
    sql<number>`unnest(${userIds}::int[])`.as('callerId'),
    sql<Date>`unnest(${ats}::timestamptz[])`.as('callerAt'),
    sql<number>`generate_subscripts(${userIds}::int[], 1)`.as('callerOrder'),
  ]);
}

/**
 * What enrolling decides on, for several callers of one activity in one statement (issue 17: a
 * rush's students arriving together cost one round trip): per caller (callerId), the school's
 * activity (not a template) with every column, the caller's enrollment status in it (myStatus,
 * null when none), the caller's student row (isStudent; myCollegeId, null when none) — each a
 * look-up by key — and whether a blacklist entry of the caller is in force at the caller's time
 * (blacklisted). No rows when the activity is not the school's.
 */
export function findEnrollTargets(db: Db, schoolId: number, id: number, callers: readonly EnrollCaller[]) {
  const callerId = sql.ref<number>('c.caller_id');
  return schoolRows(db, 'activities', schoolId, { id, isTemplate: false })
    .innerJoin(callersRelation(db, callers).as('c'), (j) => j.onTrue())
    .selectAll('activities')
    .select((eb) => [
      'c.callerId',
      eb.selectFrom('activityEnrollments as me').select('me.status').where('me.schoolId', '=', schoolId).where('me.activityId', '=', id)
        .where('me.userId', '=', callerId).as('myStatus'),
      eb.exists(eb.selectFrom('students as st').select('st.userId').where('st.schoolId', '=', schoolId).where('st.userId', '=', callerId)).as('isStudent'),
      eb.selectFrom('students as st').select('st.collegeId').where('st.schoolId', '=', schoolId).where('st.userId', '=', callerId).as('myCollegeId'),
      inForce(schoolId, callerId, sql.ref<Date>('c.caller_at')).as('blacklisted'),
    ])
    .execute();
}

/** Records the activity's lottery: its seed, the draw time, and the `winners` seats taken. */
export async function recordLottery(db: Db, schoolId: number, id: number, seed: string, winners: number, now: Date): Promise<void> {
  await updateActivity(db, schoolId, id, { lotterySeed: seed, lotteryDrawnAt: now, enrollCount: sql<number>`enroll_count + ${winners}`, updatedAt: now });
}

/**
 * The activities of EVERY school (not templates) with a time event due as of `now` — awaiting
 * enrollment past enrollStart, enrolling past enrollEnd, awaiting start past startTime, in progress
 * past endTime — as {id, schoolId}, oldest id first, at most `limit`.
 */
export function findDueActivities(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('activities')
    .select(['id', 'schoolId'])
    .where('isTemplate', '=', false)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', S.AWAITING_ENROLLMENT), eb('enrollStart', '<=', now)]),
        eb.and([eb('status', '=', S.ENROLLING), eb('enrollEnd', '<=', now)]),
        eb.and([eb('status', '=', S.AWAITING_START), eb('startTime', '<=', now)]),
        eb.and([eb('status', '=', S.IN_PROGRESS), eb('endTime', '<=', now)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The category `classify` and its descendants (recursive over classifies.parent_id) contain `a`'s category. */
const inClassify = (classify: number, schoolId: number) =>
  sql<boolean>`a.classify_id in (with recursive down(id) as (
    select c.id from classifies c where c.id = ${classify} and c.school_id = ${schoolId}
    union all select c.id from classifies c join down on c.parent_id = down.id where c.school_id = ${schoolId}
  ) select id from down)`;

/** Spec §3 activityLevel: school-level activities, and college-level ones of the user's own college. */
const openToStudent = (schoolId: number, userId: number) =>
  sql<boolean>`(a.activity_level <> ${ActivityLevel.COLLEGE} or a.college_id = (select s.college_id from students s
    where s.school_id = ${schoolId} and s.user_id = ${userId}))`;

/** The filters of the student's open list. */
export interface OpenListFilter {
  /** Statuses shown. */
  statuses: number[];
  /** Name contains. */
  name?: string;
  /** A top-level module: the category and every category below it. */
  classify?: number;
}

/**
 * One page of the school's activities (not templates) in `statuses` open to the user (a
 * college-level one only to the students of its college): activityRowSelect rows plus the windows,
 * enrollMode, poster and the user's enrollment status (myStatus, null when none); those enrolling
 * first, then by start time; and how many match.
 */
export function findOpenActivities(db: Db, schoolId: number, userId: number, f: OpenListFilter, page: { limit: number; offset: number }) {
  return pageOf(
    activityRowSelect(db, schoolId)
      // Literals (numbers from the code, never input): activities_open_list_ix is partial on them,
      // and a prepared statement's generic plan proves a partial index only from constants.
      .where(sql<boolean>`not a.is_template and a.status in (${sql.join(f.statuses.map((st) => sql.lit(st)))})`)
      .where(openToStudent(schoolId, userId))
      .$if(!!f.name, (q) => q.where('a.name', 'like', likeContains(f.name!)))
      .$if(f.classify !== undefined, (q) => q.where(inClassify(f.classify!, schoolId)))
      .select([
        'a.enrollStart', 'a.enrollEnd', 'a.enrollMode', 'a.posterUrl',
        sql<number | null>`(select e.status from activity_enrollments e
          where e.school_id = a.school_id and e.activity_id = a.id and e.user_id = ${userId})`.as('myStatus'),
      ])
      // The order of activities_open_list_ix, a literal for the same reason.
      .orderBy(sql`a.status = ${sql.lit(S.ENROLLING)}`, 'desc')
      .orderBy('a.startTime')
      .orderBy('a.id'),
    page,
  );
}

/** Enrollments still going on: holding or awaiting a seat in an activity not refused or completed. */
const ONGOING = sql<boolean>`me.status in (${EnrollmentStatus.ENROLLED}, ${EnrollmentStatus.PENDING}) and a.status not in (${S.COMPLETION_REFUSED}, ${S.COMPLETED})`;

/**
 * One page of the user's enrollments in the school's activities: activityRowSelect rows plus the
 * windows, modes, the enrollment (myStatus, enrolledAt, sign times and way, noShow), the reported
 * hours (the activity's unless lowered) and the ledger's granted hours (null until granted), as
 * text; `ongoing` true keeps the enrollments still going on, false the others; newest first; and
 * how many match.
 */
export function findMyActivities(db: Db, schoolId: number, userId: number, ongoing: boolean | undefined, page: { limit: number; offset: number }) {
  return pageOf(
    activityRowSelect(db, schoolId)
      .innerJoin('activityEnrollments as me', sameSchool('me.activityId', 'a.id'))
      .where('me.schoolId', '=', schoolId)
      .where('me.userId', '=', userId)
      .$if(ongoing === true, (q) => q.where(ONGOING))
      .$if(ongoing === false, (q) => q.where(sql<boolean>`not (${ONGOING})`))
      .select([
        'a.enrollStart', 'a.enrollEnd', 'a.enrollMode', 'a.signMode', 'me.status as myStatus', 'me.enrolledAt', 'me.signInAt',
        'me.signOutAt', 'me.signWay', 'me.noShow',
        sql<string>`coalesce(me.hours, a.hours)::text`.as('reportedHours'),
        sql<string | null>`(select l.granted_hours::text from hours_ledger l where l.school_id = me.school_id
          and l.source_type = 1 and l.relation_id = a.id and l.user_id = me.user_id)`.as('grantedHours'),
      ])
      .orderBy('me.enrolledAt', 'desc')
      .orderBy('me.id', 'desc'),
    page,
  );
}
