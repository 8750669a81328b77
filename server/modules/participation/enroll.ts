/**
 * Enrollment (issue 4 "Enrollment: students see open activities, enroll and cancel inside the
 * window. Capacity is never exceeded, whatever the concurrency. Blacklisted students are refused.").
 *
 * Capacity: a first-come seat is taken by a conditional UPDATE (… where enroll_count < capacity)
 * that writes the enrollment in the same statement; the other writes lock the activity row
 * (SELECT … FOR UPDATE) and check the free seats before they take any. Either way concurrent
 * enrollments queue on the row lock and the (N+1)-th sees the seats gone; the table's check
 * constraint (enroll_count <= capacity) backs it up. A seat is held by an enrollment of status 1 only.
 */
import { ActivityLevel, EnrollMode, EnrollmentStatus } from '../../../common/activities.js';
import { ActivityStatus } from '../../../common/activityStatus.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { openToStudentOf } from '../activities/access.js';
import { recordAudit } from '../audits/engine.js';
import type { Db, Trx } from '../../db/db.js';
import type { ReplyCache } from '../../db/replyCache.js';
import { ACTIVITY_NOT_FOUND, findActivity, lockActivity, type ActivityRecord, type Caller } from './activity.js';
import { addSeats } from './repositories/activities.js';
import { seatDeskOf } from './seatDesk.js';
import { findActivity as findActivityRow } from '../activities/repositories/activities.js';
import { decideEnrollments, findEnrollment, findEnrollmentsOf, findSeatHolders, upsertEnrollment } from './repositories/enrollments.js';
import type { PassOrRefuse } from '../../../common/review.js';

export const MSG = {
  notEnrolling: '该活动当前不在报名中',
  outsideWindow: '不在报名时间内',
  blacklisted: '您已被列入黑名单,暂不能报名',
  full: '报名人数已满',
  otherCollege: '该活动仅限本学院学生报名',
  already: '您已报名该活动',
  refused: '您的报名未通过审核',
  notEnrolled: '您未报名该活动',
  cancelClosed: '报名已截止,不能取消报名',
} as const;

const E = EnrollmentStatus;
const within = (now: Date, from: Date, to: Date) => now.getTime() >= from.getTime() && now.getTime() <= to.getTime();

/**
 * 10002 unless the activity is enrolling (status 5) and `now` is inside [enrollStart, enrollEnd]
 * (from actualEnrollStart when 开始报名 was pressed before the planned start).
 */
function assertEnrolling(a: ActivityRecord, now: Date, closedMessage: string = MSG.notEnrolling) {
  if (a.status !== ActivityStatus.ENROLLING) throw badParams(closedMessage);
  if (!within(now, a.actualEnrollStart ?? a.enrollStart, a.enrollEnd)) throw badParams(closedMessage === MSG.notEnrolling ? MSG.outsideWindow : closedMessage);
}

/** Takes `n` seats of the locked activity, or 10002 '报名人数已满' when fewer are free. */
export async function takeSeats(trx: Trx, a: ActivityRecord, n: number, now: Date): Promise<void> {
  if (n <= 0) return;
  if (a.enrollCount + n > a.capacity) throw badParams(MSG.full);
  await addSeats(trx, a.schoolId, a.id, n, now);
  a.enrollCount += n;
}

function enrollmentOf(db: Db, a: ActivityRecord, userId: number) {
  return findEnrollment(db, a.schoolId, a.id, userId);
}

/**
 * POST /activity/enroll {id} → {status}: the student enrolls. First come (enrollMode 1): a seat now,
 * status 1. Lottery (2) and organiser review (3): status 2, no seat yet (the draw or the review
 * gives one). 10002: '活动不存在', '该活动当前不在报名中' (status ≠ 5), '不在报名时间内',
 * '您已报名该活动' (status 1 or 2 already), '您的报名未通过审核' (refused before),
 * '您已被列入黑名单,暂不能报名', '报名人数已满', '该活动仅限本学院学生报名' (a college-level activity,
 * spec §3 activityLevel 2, and a student of another college); 10003 '只有学生可以报名活动'.
 * A cancelled enrollment may enroll again.
 *
 * Speed under a rush (issue 17, bench/run.ts): a full activity is refused from this node's cache
 * (refuseWhenFull). Otherwise ONE statement reads the activity row with the caller's own
 * enrollment, student row and blacklist entry in force (findEnrollTargets, look-ups by key), and
 * every answer is decided from it, '报名人数已满' for a full first-come activity included. It reads
 * the caller's enrollment too because a student who already holds a seat of a full activity is
 * told '您已报名该活动', not that it is full. A first-come seat and its enrollment are then written by
 * ONE statement (takeFreeSeats) that commits on its own, so its row lock lasts for that statement
 * only. On the database itself both go through the node's seat desk (seatDesk.ts): the callers of
 * one activity arriving together share the read and the seat statement. So a first-come
 * enrollment needs no transaction: `db` is the database (or, in tests, any handle), and only
 * lottery and review enrollments run in `o.transaction` (the route's): they take the activity lock,
 * so the draw (which holds it) never misses a late one.
 * `o.memory`: the node's reply cache, for refuseWhenFull.
 */
export async function enroll(
  db: Db, caller: Caller, id: number, now: Date,
  o: { transaction: <T>(work: (trx: Trx) => Promise<T>) => Promise<T>; memory?: ReplyCache },
): Promise<{ status: number }> {
  await refuseWhenFull(db, caller, id, now, o.memory);
  const desk = seatDeskOf(db);
  const me = { userId: caller.userId, at: now };
  const a = await desk.target(caller.schoolId, id, me);
  if (!a) throw badParams(ACTIVITY_NOT_FOUND);
  assertEnrolling(a, now);
  assertMayEnroll(a.myStatus === null ? undefined : { status: a.myStatus });
  const student = a.isStudent ? { collegeId: a.myCollegeId } : undefined;
  // A college-level activity says first who may enroll at all: a student of another college is
  // told that, not '报名人数已满'.
  const collegeLevel = a.activityLevel === ActivityLevel.COLLEGE;
  if (collegeLevel) assertStudentFor(a, student);
  // Full is the common answer in a rush: say it before the remaining checks.
  if (a.enrollMode === EnrollMode.FIRST_COME && a.enrollCount >= a.capacity) throw badParams(MSG.full);
  if (!collegeLevel) assertStudentFor(a, student);
  if (a.blacklisted) throw badParams(MSG.blacklisted);
  if (a.enrollMode !== EnrollMode.FIRST_COME) {
    return o.transaction(async (trx) => {
      assertEnrolling(await lockActivity(trx, caller.schoolId, id), now);
      await writeEnrollment(trx, a, caller.userId, E.PENDING, now);
      return { status: E.PENDING };
    });
  }
  const written = await desk.seat(a.schoolId, a.id, me);
  if (written === 'noSeat') {
    // Lost the race for the last seat, or enrollment closed meanwhile: say which.
    assertEnrolling(await findActivity(db, caller.schoolId, id), now);
    throw badParams(MSG.full);
  }
  // Another attempt of the same student won meanwhile: nothing was written, say why.
  if (written === 'taken') await refuseExisting(db, a, caller.userId);
  return { status: E.ENROLLED };
}

/**
 * The rush's common answer from memory (issue 17): a full first-come activity open to the whole
 * school refuses with two reads that are the same for every caller — the activity row and its
 * seat holders — which `memory` (the node's reply cache) keeps while neither table changes, so
 * thousands of late students cost no query at all (without it, the query cache's entries serve). The answers are enroll's, in its order:
 * '该活动当前不在报名中' / '不在报名时间内', '您已报名该活动', '您的报名未通过审核', then '报名人数已满'.
 * Any other activity goes on to the full path.
 */
async function refuseWhenFull(db: Db, caller: Caller, id: number, now: Date, memory?: ReplyCache): Promise<void> {
  const read = () => fullActivity(db, caller.schoolId, id);
  const full = memory ? await memory.remember(`enroll:full|${caller.schoolId}|${id}`, FULLNESS_TABLES, read) : await read();
  if (!full) return;
  assertEnrolling(full.activity, now);
  if (full.active.has(caller.userId)) throw badParams(MSG.already);
  if (full.refused.has(caller.userId)) throw badParams(MSG.refused);
  throw FULL;
}

/** The rush's refusal, made once: an ApiError is an immutable answer with no stack trace. */
const FULL = badParams(MSG.full);

/** What fullActivity reads: a full activity's refusal stands while neither changes. */
const FULLNESS_TABLES = ['activities', 'activity_enrollments'] as const;

/**
 * A full first-come activity open to the whole school, with who holds or was refused a seat (the
 * same for every caller, so one node remembers it for all); null for any other activity.
 */
async function fullActivity(db: Db, schoolId: number, id: number): Promise<{ activity: ActivityRecord; active: ReadonlySet<number>; refused: ReadonlySet<number> } | null> {
  const a = await findActivityRow(db, schoolId, id);
  if (!a || a.enrollMode !== EnrollMode.FIRST_COME || a.activityLevel === ActivityLevel.COLLEGE || a.enrollCount < a.capacity) return null;
  const seats = await findSeatHolders(db, schoolId, id);
  return { activity: a, active: new Set(seats.active), refused: new Set(seats.refused) };
}

/**
 * 10003 '只有学生可以报名活动' unless the caller is a student; 10002 '该活动仅限本学院学生报名' when the
 * activity is college-level (spec §3 activityLevel 2) and the student belongs to another college.
 */
function assertStudentFor(a: ActivityRecord, student: { collegeId: number | null } | undefined): void {
  if (!student) throw noPermission('只有学生可以报名活动');
  if (!openToStudentOf(a, student.collegeId)) throw badParams(MSG.otherCollege);
}

/** 10002 when an existing enrollment forbids enrolling again (active, pending or refused). */
function assertMayEnroll(existing: { status: number } | undefined): void {
  if (existing && (existing.status === E.ENROLLED || existing.status === E.PENDING)) throw badParams(MSG.already);
  if (existing && existing.status === E.REFUSED) throw badParams(MSG.refused);
}

/**
 * Inserts the enrollment, or revives a cancelled / not-drawn one — atomically (ON CONFLICT … WHERE),
 * so two simultaneous attempts by the same student cannot both succeed: the loser's transaction
 * (and its seat) rolls back with '您已报名该活动' or '您的报名未通过审核'.
 */
async function writeEnrollment(trx: Trx, a: ActivityRecord, userId: number, status: number, now: Date): Promise<void> {
  if (!(await upsertEnrollment(trx, a.schoolId, a.id, userId, status, now))) await refuseExisting(trx, a, userId);
}

/** Throws the 10002 of the user's enrollment that stood in the way of a write ('您已报名该活动' by default). */
async function refuseExisting(trx: Db, a: ActivityRecord, userId: number): Promise<never> {
  assertMayEnroll(await enrollmentOf(trx, a, userId));
  throw badParams(MSG.already);
}

/**
 * POST /activity/enroll/cancel {id} → null: the student withdraws while enrollment is open (status
 * 5, inside the window — hence before the activity starts); a held seat is freed.
 * 10002 '报名已截止,不能取消报名', '您未报名该活动'.
 */
export async function cancelEnrollment(trx: Trx, caller: Caller, id: number, now: Date): Promise<null> {
  const a = await lockActivity(trx, caller.schoolId, id);
  assertEnrolling(a, now, MSG.cancelClosed);
  const existing = await enrollmentOf(trx, a, caller.userId);
  if (!existing || (existing.status !== E.ENROLLED && existing.status !== E.PENDING)) throw badParams(MSG.notEnrolled);
  await decideEnrollments(trx, a.schoolId, a.id, [existing.id], E.CANCELLED, now);
  if (existing.status === E.ENROLLED) await addSeats(trx, a.schoolId, a.id, -1, now);
  return null;
}

/**
 * POST /activity/enroll/review {id, userIds, result: 'pass'|'refuse'} → {done}: the organiser
 * decides pending enrollments of an organiser-review activity (enrollMode 3) before it starts
 * (status 5 or 6). pass gives each a seat (status 1) — the whole batch is refused with
 * '报名人数已满' when the free seats do not cover it; refuse → status 5. 10002
 * '该活动不是审核报名模式', '当前状态不能审核报名', '参数错误: userIds 含有不是待审核状态的学生'.
 * The caller's right (organiser or admin) is checked by the route before the transaction.
 */
export async function reviewEnrollments(trx: Trx, caller: Caller, id: number, userIds: number[], result: PassOrRefuse, now: Date): Promise<{ done: number }> {
  const a = await lockActivity(trx, caller.schoolId, id);
  if (a.enrollMode !== EnrollMode.REVIEW) throw badParams('该活动不是审核报名模式');
  if (a.status !== ActivityStatus.ENROLLING && a.status !== ActivityStatus.AWAITING_START) throw badParams('当前状态不能审核报名');
  const ids = [...new Set(userIds)];
  const pending = await findEnrollmentsOf(trx, a.schoolId, a.id, ids, E.PENDING);
  if (pending.length !== ids.length) throw badParams('参数错误: userIds 含有不是待审核状态的学生');
  if (result === 'pass') await takeSeats(trx, a, ids.length, now);
  await decideEnrollments(trx, a.schoolId, a.id, pending.map((p) => p.id), result === 'pass' ? E.ENROLLED : E.REFUSED, now);
  await recordAudit(trx, {
    schoolId: a.schoolId, sourceType: 1, relationId: a.id, action: result === 'pass' ? 'enrollPass' : 'enrollRefuse', actorId: caller.userId,
    opinion: `${result === 'pass' ? '通过' : '拒绝'}${ids.length}人的报名`, fromStatus: a.status, toStatus: a.status, now,
  });
  return { done: ids.length };
}
