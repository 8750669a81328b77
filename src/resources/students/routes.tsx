/**
 * The students' routes of /usermng (spec §2): the list (/usermng/student/list and its short alias
 * /student/list), the student page (/usermng/student/show/:id and /student/show?id=), create and
 * edit, the export records (/usermng/student/export, its own module 学生导出) and the change of
 * major (/usermng/turnMajor, the 转专业 permission). The list's module guards its other pages.
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import students from '.';

/** The student list lives at /usermng/student/list; /student/list is the spec's short alias. */
export const STUDENT_LIST_PATHS = ['/usermng/student/list', '/student/list'];
export const STUDENT_SHOW_PATHS = ['/usermng/student/show/:id', '/student/show'];
export const STUDENT_EXPORT_PATH = '/usermng/student/export';
export const TURN_MAJOR_PATH = '/usermng/turnMajor';

export const studentRoutes: FeatureRoutes = {
  resources: [
    // Registered with its list so react-admin links to 'students' work (/students shows the same list).
    <Resource key="students" name="students" list={students.list} icon={students.icon} recordRepresentation={students.recordRepresentation} />,
    <Resource key="studentExports" name="studentExports" />,
  ],
  routes: [
    ...STUDENT_LIST_PATHS.map((path) => guardedRoute(path, STUDENT_LIST_PATHS, <students.list />)),
    ...STUDENT_SHOW_PATHS.map((path) => guardedRoute(path, STUDENT_LIST_PATHS, <students.show />)),
    guardedRoute('/usermng/student/edit/:id', STUDENT_LIST_PATHS, <students.edit />),
    guardedRoute('/usermng/student/create', STUDENT_LIST_PATHS, <students.create />),
    guardedRoute(STUDENT_EXPORT_PATH, STUDENT_EXPORT_PATH, <students.exports />),
    guardedRoute(TURN_MAJOR_PATH, TURN_MAJOR_PATH, <students.turnMajor />),
  ],
};
