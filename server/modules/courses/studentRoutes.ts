/**
 * Course endpoints, students' side (issue 20; module 1011 我的课程 '/student/course'): open sections,
 * enroll and cancel, sign in by QR, their own sections with grade and hours, the anonymous rating.
 * Rules and refusals: enroll.ts.
 */
import { COURSE_MODULES } from '../../../common/courses.js';
import * as s from '../../../common/schemas/courses.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { cancelSection, enrollSection, mySections, openSections, rateSection, signIn } from './enroll.js';

const P = COURSE_MODULES.student;

export const studentCourseRoutes: AnyRoute[] = [
  /** GET /course/student/sections {current, size, name?} → {list: StudentSectionRow[], total}: sections open to enroll now. */
  defineRoute({
    method: 'GET', path: '/course/student/sections', summary: 'Course sections open to enroll (student).', permission: P, schema: s.openSectionParams,
    handler: ({ deps, session, params }) => openSections(deps.db, session, params),
  }),
  /** GET /course/student/mine {current, size} → {list: StudentSectionRow[], total}: the caller's sections with grade, hours, rating. */
  defineRoute({
    method: 'GET', path: '/course/student/mine', summary: 'The student’s own course sections.', permission: P, schema: s.openSectionParams,
    handler: ({ deps, session, params }) => mySections(deps.db, session, params),
  }),
  /** POST /course/student/enroll {sectionId} → {status 1}; 10002 '报名人数已满', '您已报名该教学班', '该教学班当前不在报名时间内'. */
  defineRoute({
    method: 'POST', path: '/course/student/enroll', summary: 'Enrolls in a course section; never past its capacity.', permission: P, schema: s.sectionIdParams, transactional: true,
    handler: ({ db, session, params }) => enrollSection(db, session, params.sectionId),
  }),
  /** POST /course/student/cancel {sectionId} → null; inside the enrollment window. */
  defineRoute({
    method: 'POST', path: '/course/student/cancel', summary: 'Cancels an enrollment and frees the seat.', permission: P, schema: s.sectionIdParams, transactional: true,
    handler: ({ db, session, params }) => cancelSection(db, session, params.sectionId),
  }),
  /** POST /course/student/sign {token} → {sectionId}: sign-in with the scanned QR token; 10002 '二维码已过期,请重新扫码'. */
  defineRoute({
    method: 'POST', path: '/course/student/sign', summary: 'Signs in to a section with its QR token.', permission: P, schema: s.signParams, transactional: true,
    handler: ({ db, session, params }) => signIn(db, session, params.token),
  }),
  /** POST /course/student/rate {sectionId, courseStars 1–5, teacherStars 1–5, comment? ≤ 500} → {id}: once, after passing. */
  defineRoute({
    method: 'POST', path: '/course/student/rate', summary: 'Rates a completed section and its teacher (anonymous to staff).', permission: P, schema: s.rateParams, transactional: true,
    handler: ({ db, session, params }) => rateSection(db, session, params),
  }),
];
