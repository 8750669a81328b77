/**
 * Routes of the courses feature (issue 20; ROUTES.md group II: /course, /review), mounted by
 * src/plugins/course. /course and /review open the first tab the user's modules reach; each of the
 * six sub-pages is guarded by its own module; 我的课程 '/student/course' by the student module 1011.
 */
import { Resource } from 'react-admin';
import { COURSE_MODULES as M } from '../../../common/courses';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import courses from '.';
import { COMMUNIST_CONTROL_PATH, COURSE_TABS, REVIEW_TABS } from './paths';

export const courseRoutes: FeatureRoutes = {
  resources: ['courses', 'courseAudits', 'courseSections', 'courseControls', 'courseRatings', 'openCourseSections', 'myCourseSections'].map((name) => (
    <Resource key={name} name={name} icon={courses.icon} recordRepresentation="name" />
  )),
  routes: [
    guardedRoute(M.home, COURSE_TABS.map((t) => t.path), <courses.course />),
    ...COURSE_TABS.map((t) => guardedRoute(t.path, t.path, <courses.course />)),
    guardedRoute(M.review, REVIEW_TABS.map((t) => t.path), <courses.review />),
    ...REVIEW_TABS.map((t) => guardedRoute(t.path, t.path, <courses.review />)),
    guardedRoute(M.student, M.student, <courses.student />),
    // Issue 21 (ROUTES.md group III): the course control rules at the /communist address, same module and page.
    guardedRoute(COMMUNIST_CONTROL_PATH, M.control, <courses.controlList />),
  ],
};
