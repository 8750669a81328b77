/**
 * Grading and completion (issue 20 "grading, hours into the ledger on completion"). The section's
 * teacher (or a holder of 教学班) grades each enrolled student — 合格/不合格 or a score, passed at
 * the course's pass score — and completes the section once every student is graded: the passed
 * students get the course's hours through the ledger (source 9 COURSE, relation id = the section,
 * so once per section and student however often it runs), in the classify of the course and the
 * term holding the section's end. Completion opens the rating window (RATE_DAYS_DEFAULT days).
 */
import { COURSE_MESSAGES, GradeMode, RATE_DAYS_DEFAULT, SectionStatus, type CompleteResult } from '../../../common/courses.js';
import { LedgerSource } from '../../../common/ledger.js';
import type { GradeParams } from '../../../common/schemas/courses.js';
import { chinaDay } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Trx } from '../../db/db.js';
import { badParams } from '../../protocol/errors.js';
import { grantHours } from '../hours/ledger.js';
import { termOf } from '../terms/service.js';
import { requireSectionStaff } from './access.js';
import * as courses from './repository.js';
import * as repo from './sectionsRepo.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
const DAY_MS = 86_400_000;

/** The section locked, with its course; 10002 '教学班不存在', '该教学班已结课'; 10003 not the caller's. */
async function lockOpenSection(trx: Trx, caller: Caller, sectionId: number) {
  const s = await repo.lockSection(trx, caller.schoolId, sectionId);
  if (!s) throw badParams(COURSE_MESSAGES.sectionNotFound);
  await requireSectionStaff(trx, caller, s);
  if (s.status === SectionStatus.COMPLETED) throw badParams(COURSE_MESSAGES.completed);
  const [course] = await courses.lockCourses(trx, caller.schoolId, [s.courseId]);
  return { s, course: course! };
}

/**
 * POST /course/section/grade {sectionId, grades: [{userId, passed? 0|1, score? 0–100}]} → {count}.
 * 合格制 needs passed ('合格制课程必须评定是否合格'), 百分制 a score ('百分制课程必须填写分数');
 * 10002 '参数错误: grades 含有未报名该教学班的学生', '该教学班已结课'.
 */
export async function gradeStudents(trx: Trx, caller: Caller, p: GradeParams, now = new Date()): Promise<{ count: number }> {
  const { s, course } = await lockOpenSection(trx, caller, p.sectionId);
  const ids = [...new Set(p.grades.map((g) => g.userId))];
  if (ids.length !== p.grades.length) throw badParams('参数错误: grades 同一学生只能出现一次');
  if ((await repo.enrolledAmong(trx, caller.schoolId, s.id, ids)).size !== ids.length) throw badParams('参数错误: grades 含有未报名该教学班的学生');
  for (const g of p.grades) {
    if (course.gradeMode === GradeMode.SCORE && g.score === undefined) throw badParams(COURSE_MESSAGES.scoreRequired);
    if (course.gradeMode === GradeMode.PASS_FAIL && g.passed === undefined) throw badParams(COURSE_MESSAGES.passedRequired);
    const score = course.gradeMode === GradeMode.SCORE ? g.score! : null;
    const passed = score !== null ? score >= course.passScore : g.passed === 1;
    await repo.setGrade(trx, caller.schoolId, s.id, g.userId, { passed, score, gradedBy: caller.userId, gradedAt: now });
  }
  return { count: p.grades.length };
}

/**
 * POST /course/section/complete {sectionId} → CompleteResult: the section ends (status 2) and the
 * passed students' hours go into the ledger. 10002 '还有学生未评定成绩,不能结课', '该教学班已结课'.
 */
export async function completeSection(trx: Trx, caller: Caller, sectionId: number, now = new Date()): Promise<CompleteResult> {
  const { s, course } = await lockOpenSection(trx, caller, sectionId);
  const grades = await repo.findGrades(trx, caller.schoolId, s.id);
  if (grades.some((g) => g.passed === null)) throw badParams(COURSE_MESSAGES.ungraded);
  const passed = grades.filter((g) => g.passed).map((g) => g.userId);
  const term = await termOf(trx, caller.schoolId, chinaDay(s.endAt));
  const r = await grantHours(trx, {
    schoolId: caller.schoolId, issuedBy: caller.userId, sourceType: LedgerSource.COURSE, relationId: s.id, classifyId: course.classifyId,
    termId: term?.id ?? null, reason: `${course.name} ${s.name}`, grants: passed.map((userId) => ({ userId, hours: course.hours })), issuedAt: now,
  });
  await repo.updateSection(trx, caller.schoolId, s.id, { status: SectionStatus.COMPLETED, completedAt: now, rateEnd: s.rateEnd ?? new Date(now.getTime() + RATE_DAYS_DEFAULT * DAY_MS) });
  return { passed: passed.length, granted: r.granted, alreadyIssued: r.alreadyIssued };
}
