/** The students' part of /usermng (spec §2): the student list and its short alias /student/list. */
import { createElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import students from '../../resources/students';
import type { RouteGroupPart } from './types';

/** The student list lives at /usermng/student/list; /student/list is the spec's short alias. */
export const STUDENT_LIST_PATHS = ['/usermng/student/list', '/student/list'];

export const studentsPart: RouteGroupPart = {
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
  routes: STUDENT_LIST_PATHS.map((path) => createElement(Route, { key: path, path, element: createElement(students.list) })),
};
