/**
 * Who may do what with courses (issue 20 "Courses and review"; spec §6 "visible data depends on
 * permission"). Module paths of the seeded tree (server/seed/modules.ts): 1801 课程目录, 1802 开课审核,
 * 1803 教学班, 1804 考勤签到, 1805 成绩与结课, 1806 课程管控; 1811–1816 课程评价; students 1011 我的课程.
 * A section's attendance and grades are its teacher's, or anyone's holding 教学班 (the managers).
 */
import { COURSE_MODULES as M, COURSE_MESSAGES } from '../../../common/courses.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { noPermission } from '../../protocol/errors.js';
import { holdsAny } from '../declarations/access.js';

/** Every staff course module: reading the catalogue, sections and options is open to any of them. */
export const COURSE_READERS = [M.catalog, M.audit, M.section, M.attendance, M.grade, M.control, M.reviewSettings];

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** 10003 unless the caller holds one of the course modules. */
export async function requireCourseReader(db: Db, caller: Caller): Promise<void> {
  if (!(await holdsAny(db, caller, COURSE_READERS))) throw noPermission();
}

/** 10003 '您不是该教学班的授课教师' unless the caller teaches the section or holds 教学班. */
export async function requireSectionStaff(db: Db, caller: Caller, section: { teacherId: number }): Promise<void> {
  if (section.teacherId === caller.userId) return;
  if (!(await hasPermission(db, caller, M.section))) throw noPermission(COURSE_MESSAGES.notYourSection);
}

/** Whether the caller sees every section (教学班) rather than only the ones they teach. */
export const seesAllSections = (db: Db, caller: Caller) => hasPermission(db, caller, M.section);
