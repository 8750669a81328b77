/**
 * The student's side of courses (issue 20; module 1011 我的课程 '/student/course'): open sections,
 * enrollment and cancellation inside the window, sign-in by the teacher's rotating QR code, their
 * own sections with grade and hours, and the anonymous rating of a completed section.
 *
 * Capacity is exact under any concurrency, as for activities (participation/enroll.ts): a full
 * section is refused from one read, otherwise ONE statement (sectionsRepo.takeSeat: UPDATE … WHERE
 * enroll_count < capacity, INSERT … ON CONFLICT from its row) takes the seat and writes the
 * enrollment; the check constraint enroll_count <= capacity backs it up.
 */
import { COURSE_MESSAGES as MSG, CourseEnrollStatus as E, SectionStatus, type StudentSectionRow } from '../../../common/courses.js';
import type { Page } from '../../../common/envelope.js';
import type { RateParams } from '../../../common/schemas/courses.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { parseQrToken, verifyQrToken } from '../participation/qr.js';
import * as ratings from './ratingsRepo.js';
import { canRate, toStudentSectionRow } from './rows.js';
import * as repo from './sectionsRepo.js';

type Caller = Pick<Session, 'schoolId' | 'userId' | 'identity'>;
const within = (now: Date, from: Date, to: Date) => now >= from && now <= to;

function assertStudent(caller: Caller) {
  if (caller.identity !== 2) throw noPermission('只有学生可以报名课程');
}

/**
 * POST /course/student/enroll {sectionId} → {status 1}. 10002 '教学班不存在',
 * '该教学班当前不在报名时间内', '您已报名该教学班', '报名人数已满'; 10003 not a student.
 */
export async function enrollSection(trx: Trx, caller: Caller, sectionId: number, now = new Date()): Promise<{ status: number }> {
  assertStudent(caller);
  const s = await repo.findEnrollTarget(trx, caller.schoolId, sectionId, caller.userId);
  if (!s) throw badParams(MSG.sectionNotFound);
  if (s.status !== SectionStatus.ACTIVE || !within(now, s.enrollStart, s.enrollEnd)) throw badParams(MSG.notEnrolling);
  if (s.myStatus === E.ENROLLED) throw badParams(MSG.already);
  if (s.enrollCount >= s.capacity) throw badParams(MSG.full);
  const written = await repo.takeSeat(trx, caller.schoolId, sectionId, caller.userId, now);
  if (written === 'noSeat') throw badParams(MSG.full);
  // Another attempt of the same student won meanwhile: this seat rolls back with the error.
  if (written === 'taken') throw badParams(MSG.already);
  return { status: E.ENROLLED };
}

/** POST /course/student/cancel {sectionId} → null: inside the window only. 10002 '该教学班当前不在报名时间内', '您未报名该教学班'. */
export async function cancelSection(trx: Trx, caller: Caller, sectionId: number, now = new Date()): Promise<null> {
  const s = await repo.lockSection(trx, caller.schoolId, sectionId);
  if (!s) throw badParams(MSG.sectionNotFound);
  if (s.status !== SectionStatus.ACTIVE || !within(now, s.enrollStart, s.enrollEnd)) throw badParams(MSG.notEnrolling);
  if (!(await repo.cancelSeat(trx, caller.schoolId, sectionId, caller.userId))) throw badParams(MSG.notEnrolled);
  return null;
}

/**
 * POST /course/student/sign {token} → {sectionId, signTime}: the scanned code of the teacher's screen
 * (30–60 s valid). 10002 '二维码已过期,请重新扫码', '您未报名该教学班', '该教学班已结课',
 * '课程尚未开始,不能签到' (more than an hour before the start), '您已签到'.
 */
export async function signIn(trx: Trx, caller: Caller, token: string, now = new Date()): Promise<{ sectionId: number }> {
  const parsed = parseQrToken(token);
  const s = parsed ? await repo.lockSection(trx, caller.schoolId, parsed.activityId) : undefined;
  if (!s || !verifyQrToken(s.qrSecret, s.id, token, now)) throw badParams(MSG.qrExpired);
  if (s.status === SectionStatus.COMPLETED) throw badParams(MSG.completed);
  const mine = await repo.findEnrollment(trx, caller.schoolId, s.id, caller.userId);
  if (!mine || mine.status !== E.ENROLLED) throw badParams(MSG.notEnrolled);
  if (now.getTime() < s.startAt.getTime() - 3_600_000) throw badParams(MSG.notStarted);
  if (mine.signedAt) throw badParams(MSG.alreadySigned);
  await repo.setSigned(trx, caller.schoolId, s.id, [caller.userId], now, true);
  return { sectionId: s.id };
}

/** GET /course/student/sections {current, size, name?} → open sections with the caller's status, soonest closing first. */
export async function openSections(db: Db, caller: Caller, p: { current: number; size: number; name?: string }, now = new Date()): Promise<Page<StudentSectionRow>> {
  const { rows, total } = await repo.findOpenSections(db, caller.schoolId, caller.userId, p.name, now, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map((r) => toStudentSectionRow(r, now)), total };
}

/** GET /course/student/mine {current, size} → the caller's sections with attendance, grade, hours and rating state. */
export async function mySections(db: Db, caller: Caller, p: { current: number; size: number }, now = new Date()): Promise<Page<StudentSectionRow>> {
  const { rows, total } = await repo.findMySections(db, caller.schoolId, caller.userId, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map((r) => toStudentSectionRow(r, now)), total };
}

/**
 * POST /course/student/rate {sectionId, courseStars 1–5, teacherStars 1–5, comment?} → {id}: once,
 * by a student who passed the completed section, until its rating window ends. 10002 '教学班不存在',
 * '您已评价该教学班', '不在评价时间内', '只有已结课且成绩合格的学生可以评价'.
 */
export async function rateSection(trx: Trx, caller: Caller, p: RateParams, now = new Date()): Promise<{ id: number }> {
  const r = await repo.findStudentSection(trx, caller.schoolId, caller.userId, p.sectionId);
  if (!r) throw badParams(MSG.sectionNotFound);
  if (r.rated) throw badParams(MSG.alreadyRated);
  if (r.status === SectionStatus.COMPLETED && r.myPassed === true && r.rateEnd !== null && now > r.rateEnd) throw badParams(MSG.rateClosed);
  if (!canRate(r, now)) throw badParams(MSG.notRateable);
  const row = await ratings.insertRating(trx, {
    schoolId: caller.schoolId, sectionId: p.sectionId, userId: caller.userId, courseStars: p.courseStars, teacherStars: p.teacherStars, comment: p.comment ?? '', createdAt: now,
  });
  if (!row) throw badParams(MSG.alreadyRated);
  return row;
}
