/** Addresses of the course pages (ROUTES.md group II: /course, /review; issue 20 six sub-pages each) — the module paths that guard them. */
import { COURSE_MODULES as M } from '../../../common/courses';

export interface TabDef {
  key: string;
  path: string;
}

/** The six tabs of 第二课堂课程, each its own address and module. */
export const COURSE_TABS: TabDef[] = [
  { key: 'catalog', path: M.catalog }, { key: 'audit', path: M.audit }, { key: 'section', path: M.section },
  { key: 'attendance', path: M.attendance }, { key: 'grade', path: M.grade }, { key: 'control', path: M.control },
];

/** The six tabs of 课程评价. */
export const REVIEW_TABS: TabDef[] = [
  { key: 'list', path: M.reviewList }, { key: 'course', path: M.reviewCourse }, { key: 'teacher', path: M.reviewTeacher },
  { key: 'statistics', path: M.reviewStatistics }, { key: 'settings', path: M.reviewSettings }, { key: 'my', path: M.reviewMine },
];

/** The student's page; `?sign=<token>` (the teacher's QR code) signs in on opening. */
export const STUDENT_COURSE_PATH = M.student;
export const signLink = (token: string) => `${window.location.origin}${M.student}?sign=${encodeURIComponent(token)}`;

/** Issue 21 (ROUTES.md group III): the address of 课程管控 under /communist, served by the same page. */
export const COMMUNIST_CONTROL_PATH = '/communist/course/control/list';
