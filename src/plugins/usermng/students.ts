/**
 * The students' part of /usermng (spec §2): the list (/usermng/student/list and its short alias
 * /student/list), the student page (/usermng/student/show/:id and /student/show?id=), create and
 * edit, the export records (/usermng/student/export) and the change of major (/usermng/turnMajor).
 */
import { createElement, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import students from '../../resources/students';
import type { RouteGroupPart } from './types';

/** The student list lives at /usermng/student/list; /student/list is the spec's short alias. */
export const STUDENT_LIST_PATHS = ['/usermng/student/list', '/student/list'];
export const STUDENT_SHOW_PATHS = ['/usermng/student/show/:id', '/student/show'];

const route = (path: string, page: ComponentType) => createElement(Route, { key: path, path, element: createElement(page) });

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
    createElement(Resource, { key: 'studentExports', name: 'studentExports' }),
  ],
  routes: [
    ...STUDENT_LIST_PATHS.map((path) => route(path, students.list)),
    ...STUDENT_SHOW_PATHS.map((path) => route(path, students.show)),
    route('/usermng/student/edit/:id', students.edit),
    route('/usermng/student/create', students.create),
    route('/usermng/student/export', students.exports),
    route('/usermng/turnMajor', students.turnMajor),
  ],
};
