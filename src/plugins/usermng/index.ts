/**
 * Route group /usermng (spec §2 "Route groups": student and teacher management). This issue
 * mounts the student list; the other pages of the group arrive with later issues.
 */
import { createElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import students from '../../resources/students';
import type { RouteGroupPlugin } from '../types';

/** The student list lives at /usermng/student/list; /student/list is the spec's short alias. */
export const STUDENT_LIST_PATHS = ['/usermng/student/list', '/student/list'];

const usermng: RouteGroupPlugin = {
  name: 'usermng',
  // '/student' alone would also catch students' own pages ('/student/activity'); only the
  // management paths of spec §2 belong here.
  basePaths: ['/usermng', '/teacher', '/student/list', '/student/show'],
  resources: [
    // Registered with its list so react-admin links to 'students' work (/students shows the same list).
    createElement(Resource, {
      key: 'students',
      name: 'students',
      list: students.list,
      icon: students.icon,
      recordRepresentation: students.recordRepresentation,
    }),
  ],
  routes: STUDENT_LIST_PATHS.map((path) =>
    createElement(Route, { key: path, path, element: createElement(students.list) }),
  ),
};

export default usermng;
