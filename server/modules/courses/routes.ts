/**
 * Course endpoints, staff side (issue 20 "Courses and review"; spec §2 /course and /review). All
 * scoped to the session's school; every write runs in one transaction. Errors: 10002 naming the
 * field or saying why (COURSE_MESSAGES); 10003 without the module (access.ts). The students' side:
 * studentRoutes.ts.
 *
 * Modules: 1801 '/course/catalog' adds and edits courses; 1802 '/course/audit' reviews openings;
 * 1803 '/course/section' manages sections (and acts on any of them); 1804 '/course/attendance' and
 * 1805 '/course/grade' act on the sections one teaches; 1806 '/course/control' the control rules;
 * 1811–1816 the evaluation pages. Courses, sections and options are read by any course module.
 */
import type { z } from 'zod';
import { COURSE_MODULES as M, CourseStatus, type CourseAuditResult } from '../../../common/courses.js';
import type { JobStarted } from '../../../common/jobs.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/courses.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noPermission } from '../../protocol/errors.js';
import { holdsAny } from '../declarations/access.js';
import { requireCourseReader } from './access.js';
import { auditCourses, courseQueue } from './audit.js';
import { addCourse, courseDetail, listCourses, updateCourse } from './catalog.js';
import { addControl, CONTROL_CONSTRAINTS, deleteControl, listControls } from './control.js';
import { completeSection, gradeStudents } from './grading.js';
import { listRatings, myRatings, ratingDistribution, RATING_EXPORT_FILE, ratingExportJob, ratingStats, setRateWindow } from './ratings.js';
import { formOptions } from './repository.js';
import { addSection, listSections, markAttendance, sectionDetail, sectionQr, sectionRoster, updateSection } from './sections.js';

/** A read for holders of any course module (requireCourseReader, else 10003). */
const courseRead = <S extends z.ZodType>(path: string, summary: string, schema: S, read: (db: Db, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({
    method: 'GET', path, summary, permission: 'session', schema,
    handler: async ({ deps, session, params }) => {
      await requireCourseReader(deps.db, session);
      return read(deps.db, session, params);
    },
  });

/** A read for holders of any of `paths` (else 10003). */
const anyOf = <S extends z.ZodType>(paths: string[], path: string, summary: string, schema: S, read: (db: Db, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({
    method: 'GET', path, summary, permission: 'session', schema,
    handler: async ({ deps, session, params }) => {
      if (!(await holdsAny(deps.db, session, paths))) throw noPermission();
      return read(deps.db, session, params);
    },
  });

/** A POST under `permission`, in one transaction, with the unique keys' constraints mapped. */
const write = <S extends z.ZodType>(path: string, summary: string, permission: `/${string}`, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({ method: 'POST', path, summary, permission, schema, transactional: true, constraints: CONTROL_CONSTRAINTS, handler: ({ db, session, params }) => run(db, session, params) });

const STATS_READERS = [M.reviewCourse, M.reviewTeacher, M.reviewStatistics];

export const courseRoutes: AnyRoute[] = [
  /** GET /course/form/options → {classifies [{id, name, parentId}], colleges, roles, teachers [{id, name, username}], courses (open) [{id, name, hours, gradeMode}]}. */
  courseRead('/course/form/options', 'Choices of the course, section and control forms.', noParams, (db, session) => formOptions(db, session.schoolId, CourseStatus.OPEN)),
  /** GET /course/list {current, size, name?, classifyId?, status? 1–4} → {list: CourseRow[], total}, newest first. */
  courseRead('/course/list', 'The course catalogue with filters (spec §2 /course).', s.courseListParams, (db, session, p) => listCourses(db, session.schoolId, p)),
  /** GET /course/detail {id} → CourseDetail with its review history; 10002 '课程不存在'. */
  courseRead('/course/detail', 'One course with its opening review history.', s.idParams, (db, session, p) => courseDetail(db, session.schoolId, p.id)),
  /**
   * POST /course/add {name ≤ 50, classifyId, hours (> 0, 2 decimals), collegeId?, gradeMode 1|2, passScore? 0–100 (60),
   * description? ≤ 1000} → {id, status 1}: submitted for the opening review. 10003 course control.
   */
  write('/course/add', 'Opens a course: submitted for review (flow kind 26).', M.catalog, s.courseAddParams, addCourse),
  /** POST /course/update {id, …as add} → {id, status 1}: a pending course corrected, a rejected one resubmitted. */
  write('/course/update', 'Corrects a pending course or resubmits a rejected one.', M.catalog, s.courseUpdateParams, updateCourse),

  /** GET /course/audit/list {current, size, name?, scope? 'mine'|'all'} → {list: CourseQueueRow[], total}, oldest task first. */
  defineRoute({
    method: 'GET', path: '/course/audit/list', summary: 'Course openings waiting for the caller’s review.', permission: M.audit, schema: s.courseAuditListParams,
    handler: ({ deps, session, params }) => courseQueue(deps.db, session, params),
  }),
  /** POST /course/audit {ids 1–100, result 'pass'|'reject'|'refuse', opinion? (required but to pass)} → CourseAuditResult; all or nothing. */
  write('/course/audit', 'Passes, rejects or refuses course openings, in batch.', M.audit, s.auditParams, (db, session, p): Promise<CourseAuditResult> => auditCourses(db, session, p)),

  /** GET /course/section/list {current, size, courseId?, name?, status? 1|2, mine? 0|1} → {list: SectionRow[], total}; without 教学班 only one's own. */
  courseRead('/course/section/list', 'Course sections (教学班) with filters.', s.sectionListParams, (db, session, p) => listSections(db, session, p)),
  /** GET /course/section/detail {id} → SectionRow; 10002 '教学班不存在'. */
  courseRead('/course/section/detail', 'One course section.', s.idParams, (db, session, p) => sectionDetail(db, session.schoolId, p.id)),
  /**
   * POST /course/section/add {courseId (open), name ≤ 50, teacherId (staff), capacity 1–10000, enrollStart, enrollEnd,
   * startTime, endTime ('YYYY-MM-DD HH:mm'; enrollEnd ≤ endTime), schedule? ≤ 100, place ≤ 100} → {id}.
   */
  write('/course/section/add', 'Adds a section to an open course.', M.section, s.sectionAddParams, addSection),
  /** POST /course/section/update {id, …as add} → {id}; 10002 '该教学班已结课', '容量不能小于已报名人数'. */
  write('/course/section/update', 'Changes a section before completion.', M.section, s.sectionUpdateParams, updateSection),
  /** GET /course/section/roster {sectionId} → RosterRow[]: enrolled students with sign-in, grade and hours; its teacher or 教学班. */
  courseRead('/course/section/roster', 'A section’s students with attendance, grades and hours.', s.sectionIdParams, (db, session, p) => sectionRoster(db, session, p.sectionId)),
  /** GET /course/section/qr {sectionId} → {token, expiresIn, refreshIn}: the rotating sign-in code (30 s windows). */
  defineRoute({
    method: 'GET', path: '/course/section/qr', summary: 'The section’s current sign-in QR token.', permission: M.attendance, schema: s.sectionIdParams,
    handler: ({ deps, session, params }) => sectionQr(deps.db, session, params.sectionId),
  }),
  /** POST /course/section/attend {sectionId, userIds, attended 0|1} → {count}: attendance corrected by hand. */
  write('/course/section/attend', 'Marks students present or absent by hand.', M.attendance, s.attendParams, markAttendance),
  /** POST /course/section/grade {sectionId, grades [{userId, passed? 0|1, score? 0–100}]} → {count}. */
  write('/course/section/grade', 'Grades a section’s students.', M.grade, s.gradeParams, gradeStudents),
  /** POST /course/section/complete {sectionId} → CompleteResult {passed, granted, alreadyIssued}: hours into the ledger (source 9), once per student. */
  write('/course/section/complete', 'Completes a section and issues the passed students’ hours.', M.grade, s.sectionIdParams, (db, session, p) => completeSection(db, session, p.sectionId)),
  /** POST /course/section/rate-window {sectionId, rateEnd} → {sectionId}: until when students may rate the section. */
  write('/course/section/rate-window', 'Sets a section’s rating window (评价设置).', M.reviewSettings, s.rateWindowParams, setRateWindow),

  /** GET /course/control/list {current, size, classifyId?} → {list: CourseControlRow[], total}. */
  defineRoute({
    method: 'GET', path: '/course/control/list', summary: 'Course control rules (课程管控).', permission: M.control, schema: s.controlListParams,
    handler: ({ deps, session, params }) => listControls(deps.db, session.schoolId, params),
  }),
  /** POST /course/control/add {classifyId, roleId?, collegeId? (one at least)} → {id}; 10002 '该管控规则已存在'. */
  write('/course/control/add', 'Adds a course control rule.', M.control, s.controlAddParams, addControl),
  /** POST /course/control/delete {id} → null; 10002 '管控规则不存在'. */
  write('/course/control/delete', 'Deletes a course control rule.', M.control, s.idParams, (db, session, p) => deleteControl(db, session, p.id)),

  /** GET /course/review/list {current, size, courseId?, teacherId?, sectionId?, maxStars?} → {list: RatingRow[], total}: anonymous. */
  defineRoute({
    method: 'GET', path: '/course/review/list', summary: 'Students’ anonymous ratings and comments (spec §2 /review).', permission: M.reviewList, schema: s.ratingListParams,
    handler: ({ deps, session, params }) => listRatings(deps.db, session.schoolId, params),
  }),
  /** GET /course/review/export {the filters of /course/review/list} → {id} of a 'course-rating-export' job (课程评价.xlsx). */
  defineRoute({
    method: 'GET', path: '/course/review/export', summary: 'Exports the filtered ratings as xlsx, as a job.', permission: M.reviewList, schema: s.ratingFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => ({
      id: await deps.jobs.enqueue(ratingExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: RATING_EXPORT_FILE }, { filter: params }),
    }),
  }),
  /** GET /course/review/stats {by 'course'|'teacher'} → RatingStatRow[] {id, name, sectionCount, ratingCount, courseAvg, teacherAvg}. */
  anyOf(STATS_READERS, '/course/review/stats', 'Average ratings per course or per teacher.', s.statsParams, (db, session, p) => ratingStats(db, session.schoolId, p.by)),
  /** GET /course/review/distribution → RatingDistribution {course, teacher: [{stars 1–5, count}], total}. */
  anyOf(STATS_READERS, '/course/review/distribution', 'How many ratings gave each number of stars.', noParams, (db, session) => ratingDistribution(db, session.schoolId)),
  /** GET /course/review/mine {current, size} → the caller's own sections' ratings {list, total, stats, distribution}. */
  defineRoute({
    method: 'GET', path: '/course/review/mine', summary: 'Ratings of the sections the caller teaches.', permission: M.reviewMine, schema: s.ratingListParams,
    handler: ({ deps, session, params }) => myRatings(deps.db, session, params),
  }),
];
