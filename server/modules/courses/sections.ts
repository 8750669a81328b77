/**
 * Course sections (教学班, issue 20 "sections with teacher, capacity, times and place"): added to an
 * open course by holders of 教学班; listed for any course module (a teacher without 教学班 sees the
 * sections they teach); the roster with attendance and grades; the rotating attendance QR code
 * (participation/qr.ts, the activities' mechanism, keyed by the section's own secret) and the
 * teacher's attendance corrections.
 */
import { randomBytes } from 'node:crypto';
import { COURSE_MESSAGES, CourseStatus, SectionStatus, type RosterRow, type SectionRow } from '../../../common/courses.js';
import type { Page } from '../../../common/envelope.js';
import type { AttendParams, SectionAddParams, SectionListParams, SectionUpdateParams } from '../../../common/schemas/courses.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { qrTiming, qrToken } from '../participation/qr.js';
import { requireSectionStaff, seesAllSections } from './access.js';
import * as courses from './repository.js';
import { toRosterRow, toSectionRow } from './rows.js';
import * as repo from './sectionsRepo.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** The section; 10002 '教学班不存在'. */
export async function loadSection(db: Db, schoolId: number, id: number) {
  const s = await repo.findSection(db, schoolId, id);
  if (!s) throw badParams(COURSE_MESSAGES.sectionNotFound);
  return s;
}

/** 10002 naming the field: the course not open, the teacher unknown, the name taken in the course. */
async function checkSection(db: Db, schoolId: number, p: SectionAddParams, exceptId?: number) {
  const [course] = await courses.lockCourses(db, schoolId, [p.courseId]);
  if (!course) throw fieldError('courseId', COURSE_MESSAGES.courseNotFound);
  if (course.status !== CourseStatus.OPEN) throw fieldError('courseId', COURSE_MESSAGES.notOpen);
  if (!(await repo.staffExists(db, schoolId, p.teacherId))) throw fieldError('teacherId', COURSE_MESSAGES.teacherNotFound);
  if (await repo.sectionNameTaken(db, schoolId, p.courseId, p.name, exceptId)) throw fieldError('name', COURSE_MESSAGES.sectionNameTaken);
}

const values = (p: SectionAddParams) => ({
  courseId: p.courseId, name: p.name, teacherId: p.teacherId, capacity: p.capacity, enrollStart: p.enrollStart, enrollEnd: p.enrollEnd,
  startAt: p.startTime, endAt: p.endTime, schedule: p.schedule ?? '', place: p.place,
});

/** POST /course/section/add SectionAddParams → {id}. 10002 '课程不存在', '课程尚未通过开课审核', '授课教师不存在', '该课程已有同名教学班'. */
export async function addSection(db: Db, caller: Caller, p: SectionAddParams): Promise<{ id: number }> {
  await checkSection(db, caller.schoolId, p);
  return repo.insertSection(db, { schoolId: caller.schoolId, ...values(p), qrSecret: randomBytes(16).toString('hex') });
}

/**
 * POST /course/section/update {id, …as add} → {id}: not after completion; the capacity never below
 * the seats taken. 10002 '教学班不存在', '该教学班已结课', '容量不能小于已报名人数' and add's refusals.
 */
export async function updateSection(db: Db, caller: Caller, p: SectionUpdateParams): Promise<{ id: number }> {
  const s = await repo.lockSection(db, caller.schoolId, p.id);
  if (!s) throw badParams(COURSE_MESSAGES.sectionNotFound);
  if (s.status === SectionStatus.COMPLETED) throw badParams(COURSE_MESSAGES.completed);
  if (p.capacity < s.enrollCount) throw fieldError('capacity', COURSE_MESSAGES.capacityBelowEnrolled);
  await checkSection(db, caller.schoolId, p, p.id);
  await repo.updateSection(db, caller.schoolId, p.id, values(p));
  return { id: p.id };
}

/**
 * GET /course/section/list {current, size, courseId?, name? (section or course), status?, mine?} →
 * {list: SectionRow[], total}, latest start first. Without 教学班, or with mine 1, only the caller's own.
 */
export async function listSections(db: Db, caller: Caller, p: SectionListParams, now = new Date()): Promise<Page<SectionRow>> {
  const own = p.mine === 1 || !(await seesAllSections(db, caller));
  const { rows, total } = await repo.findSections(db, caller.schoolId, { ...p, teacherId: own ? caller.userId : undefined }, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map((r) => toSectionRow(r, now)), total };
}

/** GET /course/section/detail {id} → SectionRow; 10002 '教学班不存在'. */
export async function sectionDetail(db: Db, schoolId: number, id: number, now = new Date()): Promise<SectionRow> {
  return toSectionRow(await loadSection(db, schoolId, id), now);
}

/** GET /course/section/roster {sectionId} → RosterRow[] by student number; its teacher or 教学班 (else 10003). */
export async function sectionRoster(db: Db, caller: Caller, sectionId: number): Promise<RosterRow[]> {
  await requireSectionStaff(db, caller, await loadSection(db, caller.schoolId, sectionId));
  return (await repo.findRoster(db, caller.schoolId, sectionId)).map(toRosterRow);
}

/**
 * GET /course/section/qr {sectionId} → {token, expiresIn, refreshIn (seconds)}: the sign-in code of
 * the current 30-second window, for the teacher's screen. 10002 '该教学班已结课'; 10003 not theirs.
 */
export async function sectionQr(db: Db, caller: Caller, sectionId: number, now = new Date()) {
  const s = await loadSection(db, caller.schoolId, sectionId);
  await requireSectionStaff(db, caller, s);
  if (s.status === SectionStatus.COMPLETED) throw badParams(COURSE_MESSAGES.completed);
  return { token: qrToken(s.qrSecret, s.id, 'in', now), ...qrTiming(now) };
}

/**
 * POST /course/section/attend {sectionId, userIds, attended} → {count}: the teacher marks students
 * present (now) or absent by hand. 10002 '该教学班已结课', '参数错误: userIds 含有未报名该教学班的学生'.
 */
export async function markAttendance(db: Db, caller: Caller, p: AttendParams, now = new Date()): Promise<{ count: number }> {
  const s = await repo.lockSection(db, caller.schoolId, p.sectionId);
  if (!s) throw badParams(COURSE_MESSAGES.sectionNotFound);
  await requireSectionStaff(db, caller, s);
  if (s.status === SectionStatus.COMPLETED) throw badParams(COURSE_MESSAGES.completed);
  const ids = [...new Set(p.userIds)];
  if ((await repo.enrolledAmong(db, caller.schoolId, s.id, ids)).size !== ids.length) throw badParams('参数错误: userIds 含有未报名该教学班的学生');
  return { count: await repo.setSigned(db, caller.schoolId, s.id, ids, p.attended ? now : null, p.attended === 1) };
}
