/**
 * The administrative structure's part of /usermng (spec §2 "/usermng: /student/campus, college,
 * major, class"): one resource and one route per page.
 */
import { createElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import campuses from '../../resources/campuses';
import classes from '../../resources/classes';
import colleges from '../../resources/colleges';
import majors from '../../resources/majors';
import type { RouteGroupPart } from './types';

/** Menu path → the resource whose list is that page. */
export const STRUCTURE_PAGES = [
  { path: '/usermng/student/campus', name: 'campuses', config: campuses },
  { path: '/usermng/student/college', name: 'colleges', config: colleges },
  { path: '/usermng/student/major', name: 'majors', config: majors },
  { path: '/usermng/student/class', name: 'classes', config: classes },
] as const;

export const structurePart: RouteGroupPart = {
  resources: STRUCTURE_PAGES.map(({ name, config }) =>
    createElement(Resource, { key: name, name, list: config.list, icon: config.icon, recordRepresentation: config.recordRepresentation as never }),
  ),
  routes: STRUCTURE_PAGES.map(({ path, config }) => createElement(Route, { key: path, path, element: createElement(config.list) })),
};
