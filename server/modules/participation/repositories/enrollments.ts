/**
 * The Kysely queries of enrollments (issue 4: enrollment, attendance, the lottery, participants'
 * hours and the completion report's participants), always within one school and one activity.
 * The rules (windows, capacity, who may act) live in enroll.ts, attendance.ts, lottery.ts,
 * participants.ts and report.ts; here are only the reads and writes.
 */
import { sql, type OnConflictBuilder } from 'kysely';
import { ActivityStatus } from '../../../../common/activityStatus.js';
import { EnrollmentStatus, SignWay } from '../../../../common/activities.js';
import type { Db } from '../../../db/db.js';
import { callersRelation, type EnrollCaller } from './activities.js';
import type { Database } from '../../../db/types.js';
import { fromSchool, sameSchool, updateSchoolRows } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';
import { likeContains } from '../../../util/like.js';

const E = EnrollmentStatus;

/** The activity's enrollments (`activityEnrollments` of the school and activity): the base of the reads below. */
function enrollmentsOf(db: Db, schoolId: number, activityId: number) {
  return db.selectFrom('activityEnrollments').where('schoolId', '=', schoolId).where('activityId', '=', activityId);
}

/**
 * Who holds or awaits a seat of the activity (status 1 or 2) and who was refused (5), as two id
 * lists: one row, the same for every caller, so this node's query cache answers it for everyone
 * while the activity's enrollments do not change (the full activity of a rush, issue 17).
 */
export async function findSeatHolders(db: Db, schoolId: number, activityId: number): Promise<{ active: number[]; refused: number[] }> {
  const row = await enrollmentsOf(db, schoolId, activityId)
    .select([
      sql<number[]>`coalesce(array_agg(user_id) filter (where status in (${EnrollmentStatus.ENROLLED}, ${EnrollmentStatus.PENDING})), '{}')`.as('active'),
      sql<number[]>`coalesce(array_agg(user_id) filter (where status = ${EnrollmentStatus.REFUSED}), '{}')`.as('refused'),
    ])
    .executeTakeFirstOrThrow();
  return { active: row.active.map(Number), refused: row.refused.map(Number) };
}

/** The user's enrollment in the activity with every column, undefined when none. */
export function findEnrollment(db: Db, schoolId: number, activityId: number, userId: number) {
  return enrollmentsOf(db, schoolId, activityId).selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** The enrollments of `userIds` in the activity ({id, userId, status}); only those of `status` when given. */
export function findEnrollmentsOf(db: Db, schoolId: number, activityId: number, userIds: number[], status?: number) {
  return enrollmentsOf(db, schoolId, activityId)
    .select(['id', 'userId', 'status'])
    .where('userId', 'in', userIds)
    .$if(status !== undefined, (q) => q.where('status', '=', status!))
    .execute();
}

/** Ids of the activity's enrollments awaiting the draw or the review (status 2), ascending. */
export async function pendingEnrollmentIds(db: Db, schoolId: number, activityId: number): Promise<number[]> {
  const rows = await enrollmentsOf(db, schoolId, activityId).select('id').where('status', '=', E.PENDING).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** The user's seat in the activity (status 1) as {id, signInAt}, undefined when they hold none. */
export function findSeat(db: Db, schoolId: number, activityId: number, userId: number) {
  return enrollmentsOf(db, schoolId, activityId).select(['id', 'signInAt']).where('userId', '=', userId).where('status', '=', E.ENROLLED).executeTakeFirst();
}

/**
 * The ON CONFLICT of an enrollment write (the key school, activity, user): a cancelled or not-drawn
 * enrollment is revived in `status` with the times the write brought (attendance and hours
 * cleared); any other stands, and the write returns no row for it.
 */
const reviveEnded = (status: number) => (oc: OnConflictBuilder<Database, 'activityEnrollments'>) =>
  oc
    .columns(['schoolId', 'activityId', 'userId'])
    .doUpdateSet((eb) => ({
      status, enrolledAt: eb.ref('excluded.enrolledAt'), decidedAt: eb.ref('excluded.decidedAt'),
      signInAt: null, signOutAt: null, signWay: null, backfillReason: null, backfillBy: null, hours: null, noShow: false,
    }))
    .where('activityEnrollments.status', 'in', [E.CANCELLED, E.NOT_DRAWN]);

/**
 * Inserts the user's enrollment, or revives a cancelled / not-drawn one (attendance and hours
 * cleared) — one statement (ON CONFLICT … WHERE). Returns false when an enrollment in another
 * status stood in the way.
 */
export async function upsertEnrollment(db: Db, schoolId: number, activityId: number, userId: number, status: number, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('activityEnrollments')
    .values({ schoolId, activityId, userId, status, enrolledAt: now, decidedAt: status === E.ENROLLED ? now : null })
    .onConflict(reviveEnded(status))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** What takeFreeSeats did for a batch: who was given a seat, who was picked, and the seats free before. */
export interface SeatsTaken {
  /** Picked and now enrolled (status 1): a new enrollment, or their cancelled / not-drawn one revived. */
  enrolled: Set<number>;
  /** Given a free seat in order; those not enrolled had another enrollment in the way and wrote nothing. */
  picked: Set<number>;
  /** Seats free before the statement; null when the activity is full or not enrolling. */
  free: number | null;
}

/**
 * First-come seats and their enrollments for several callers of one activity in ONE statement
 * (issue 17 "Enrollment takes its seat with one statement"), meant to run on its own, outside any
 * transaction, so that the activity row's lock lasts for this statement only. Its CTEs:
 *  - a: locks the activity row while it is enrolling (status 5) with a seat free, and reads the
 *    free seats and the window;
 *  - pick: the first `free` callers, in their order, whose time is inside the window;
 *  - put: inserts each picked caller's enrollment (status 1), or revives their cancelled or
 *    not-drawn one (ON CONFLICT … WHERE); an enrollment in another status stands, and the caller
 *    gets nothing;
 *  - seat: adds the enrollments written to enroll_count.
 * Each enrollment's times are its caller's. `callers` must name each user once. Under READ
 * COMMITTED a concurrent statement waits on the row lock and then reads the counter it left, so
 * the seats never exceed the capacity (the table's check constraint backs it up).
 */
export async function takeFreeSeats(db: Db, schoolId: number, activityId: number, callers: readonly EnrollCaller[], now: Date): Promise<SeatsTaken> {
  const row = await db
    .with('c', () => callersRelation(db, callers))
    .with('a', (qc) =>
      qc
        .selectFrom('activities')
        .select([sql<number>`capacity - enroll_count`.as('free'), sql<Date>`coalesce(actual_enroll_start, enroll_start)`.as('opens'), 'enrollEnd'])
        .where('schoolId', '=', schoolId)
        .where('id', '=', activityId)
        .where('status', '=', ActivityStatus.ENROLLING)
        .where(sql<boolean>`enroll_count < capacity`)
        .forUpdate(),
    )
    .with('pick', (qc) =>
      qc
        .selectFrom(['c', 'a'])
        .select(['c.callerId', 'c.callerAt'])
        .whereRef('c.callerAt', '>=', 'a.opens')
        .whereRef('c.callerAt', '<=', 'a.enrollEnd')
        .orderBy('c.callerOrder')
        .limit((eb) => eb.selectFrom('a').select('a.free')),
    )
    .with('put', (qc) =>
      qc
        .insertInto('activityEnrollments')
        .columns(['schoolId', 'activityId', 'userId', 'status', 'enrolledAt', 'decidedAt'])
        .expression((eb) =>
          // Typed casts: a parameter in a SELECT list has no type of its own.
          eb.selectFrom('pick').select([
            sql<number>`${schoolId}::int`.as('schoolId'), sql<number>`${activityId}::int`.as('activityId'), 'pick.callerId',
            sql<number>`${E.ENROLLED}::int`.as('status'), 'pick.callerAt', 'pick.callerAt as decidedAt',
          ]),
        )
        .onConflict(reviveEnded(E.ENROLLED))
        .returning('userId'),
    )
    .with('seat', (qc) =>
      qc
        .updateTable('activities')
        .set({ enrollCount: sql<number>`enroll_count + (select count(*) from put)`, updatedAt: now })
        .where('schoolId', '=', schoolId)
        .where('id', '=', activityId)
        .where((eb) => eb.exists(eb.selectFrom('put').select('put.userId')))
        .returning('id'),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('put').select(sql<number[] | null>`array_agg(put.user_id)`.as('ids')).as('enrolled'),
      eb.selectFrom('pick').select(sql<number[] | null>`array_agg(pick.caller_id)`.as('ids')).as('picked'),
      eb.selectFrom('a').select('a.free').as('free'),
    ])
    .executeTakeFirstOrThrow();
  return { enrolled: new Set(row.enrolled ?? []), picked: new Set(row.picked ?? []), free: row.free ?? null };
}

/** Inserts seat-holding enrollments (status 1, decided now) of `userIds` in the activity. */
export async function insertSeats(db: Db, schoolId: number, activityId: number, userIds: number[], now: Date): Promise<void> {
  if (!userIds.length) return;
  await db
    .insertInto('activityEnrollments')
    .values(userIds.map((userId) => ({ schoolId, activityId, userId, status: E.ENROLLED, enrolledAt: now, decidedAt: now })))
    .execute();
}

/** Sets the status (decided now) of the activity's enrollments `ids`. */
export async function decideEnrollments(db: Db, schoolId: number, activityId: number, ids: number[], status: number, now: Date): Promise<void> {
  if (!ids.length) return;
  await updateSchoolRows(db, 'activityEnrollments', schoolId, { activityId }, { status, decidedAt: now }).where('id', 'in', ids).execute();
}

/** Signs the enrollment in by QR (the first time stays) and returns its sign-in time. */
export async function signIn(db: Db, schoolId: number, id: number, now: Date): Promise<Date | null> {
  const first = { signInAt: sql<Date>`coalesce(sign_in_at, ${now})`, signWay: sql<number>`coalesce(sign_way, ${SignWay.QR})`, noShow: false };
  const r = await updateSchoolRows(db, 'activityEnrollments', schoolId, { id }, first)
    .returning('signInAt')
    .executeTakeFirstOrThrow();
  return r.signInAt;
}

/** Signs the enrollment out (the first time stays) and returns its sign-out time. */
export async function signOut(db: Db, schoolId: number, id: number, now: Date): Promise<Date | null> {
  const r = await updateSchoolRows(db, 'activityEnrollments', schoolId, { id }, { signOutAt: sql<Date>`coalesce(sign_out_at, ${now})` })
    .returning('signOutAt')
    .executeTakeFirstOrThrow();
  return r.signOutAt;
}

/**
 * Back-fills attendance of `userIds` in the activity: sign-in now (signWay 2, the reason, by whom)
 * for those not signed in; with `signOut`, sign-out now for those not signed out (an earlier
 * back-fill's reason and author stay).
 */
export async function backfillAttendance(
  db: Db, schoolId: number, activityId: number, userIds: number[], by: { reason: string; userId: number; signOut: boolean }, now: Date,
): Promise<void> {
  const mine = db.updateTable('activityEnrollments').where('schoolId', '=', schoolId).where('activityId', '=', activityId).where('userId', 'in', userIds);
  await mine
    .set({ signInAt: now, signWay: SignWay.BACKFILL, backfillReason: by.reason, backfillBy: by.userId, noShow: false })
    .where('signInAt', 'is', null)
    .execute();
  if (by.signOut)
    await mine
      .set({ signOutAt: now, backfillReason: sql<string>`coalesce(backfill_reason, ${by.reason})`, backfillBy: sql<number>`coalesce(backfill_by, ${by.userId})` })
      .where('signOutAt', 'is', null)
      .execute();
}

/** Sets each user's reported hours (user id → decimal string) on their enrollment in the activity. */
export async function setEnrollmentHours(db: Db, schoolId: number, activityId: number, hours: Map<number, string>): Promise<void> {
  if (!hours.size) return;
  const values = sql.join([...hours].map(([userId, h]) => sql`(${userId}::int, ${h}::numeric)`));
  await sql`update activity_enrollments e set hours = v.h from (values ${values}) as v(uid, h)
    where e.school_id = ${schoolId} and e.activity_id = ${activityId} and e.user_id = v.uid`.execute(db);
}

/**
 * The student's number (else the username), college and class names ('' when none), for a query
 * joining users as u and students as s (left join).
 */
export function studentLabelColumns() {
  return [
    sql<string>`coalesce(s.code, u.username)`.as('code'),
    sql<string>`coalesce((select co.name from colleges co where co.id = s.college_id and co.school_id = s.school_id), '')`.as('collegeName'),
    sql<string>`coalesce((select cl.name from classes cl where cl.id = s.class_id and cl.school_id = s.school_id), '')`.as('className'),
  ] as const;
}

/** The filters of the participant list. */
export interface ParticipantFilter {
  /** Student name or number contains. */
  name?: string;
  /** 1 signed in (QR or back-fill), 0 not signed in. */
  signed?: number;
  /** One enrollment status; absent = every status but 3 (cancelled). */
  status?: number;
}

/**
 * One page of the activity's participants in enrollment order: the enrollment's columns, the
 * student's name, code (else the username), college and class names ('' when none) and the
 * reported hours (`activityHours` unless lowered) as text; and how many match.
 */
export function findParticipants(db: Db, schoolId: number, activityId: number, activityHours: string, f: ParticipantFilter, page: { limit: number; offset: number }) {
  return pageOf(
    fromSchool(db, 'activityEnrollments as e', schoolId)
      .innerJoin('users as u', sameSchool('u.id', 'e.userId'))
      .leftJoin('students as s', sameSchool('s.userId', 'e.userId'))
      .where('e.activityId', '=', activityId)
      .$if(f.status === undefined, (q) => q.where('e.status', '<>', E.CANCELLED))
      .$if(f.status !== undefined, (q) => q.where('e.status', '=', f.status!))
      .$if(f.signed === 1, (q) => q.where('e.signInAt', 'is not', null))
      .$if(f.signed === 0, (q) => q.where('e.signInAt', 'is', null))
      .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('u.name', 'like', likeContains(f.name!)), eb('s.code', 'like', likeContains(f.name!))])))
      .select([
        'e.userId', 'u.name', 'e.status', 'e.enrolledAt', 'e.signInAt', 'e.signOutAt', 'e.signWay', 'e.backfillReason', 'e.noShow',
        ...studentLabelColumns(),
        sql<string>`coalesce(e.hours, ${activityHours}::numeric)::text`.as('hours'),
      ])
      .orderBy('e.id'),
    page,
  );
}

/** Per activity of `ids`: the report's participants (seats with a sign-in) and their hours summed (text, 2 places). */
export async function reportTotals(db: Db, schoolId: number, ids: number[]): Promise<Map<number, { participantCount: number; totalHours: string }>> {
  if (!ids.length) return new Map();
  const rows = await fromSchool(db, 'activityEnrollments as e', schoolId)
    .innerJoin('activities as a', sameSchool('a.id', 'e.activityId'))
    .select(['e.activityId', sql<number>`count(*)::int`.as('n'), sql<string>`sum(coalesce(e.hours, a.hours))::numeric(10,2)::text`.as('total')])
    .where('e.activityId', 'in', ids)
    .where('e.status', '=', E.ENROLLED)
    .where('e.signInAt', 'is not', null)
    .groupBy('e.activityId')
    .execute();
  return new Map(rows.map((r) => [r.activityId, { participantCount: Number(r.n), totalHours: r.total }]));
}

/** Those of `userIds` who are students of the school. */
export async function studentUserIds(db: Db, schoolId: number, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('userId', 'in', userIds).execute();
  return rows.map((r) => r.userId);
}
