/**
 * Route group /organization (spec §2 "/organization: ... department, club, union, voluntary,
 * classes, another, ... student-union, volunteer, other"): the 行政部门 tree and the student
 * organisation pages, one per nature, with the spec's side menu. The aliases student-union,
 * volunteer and other open the union, voluntary and another pages.
 */
import { createElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { naturePaths, ORGANIZATION_NATURES, type OrganizationNature } from '../../../common/organizations';
import colleges from '../../resources/colleges';
import organizations from '../../resources/organizations';
import type { RouteGroupPlugin } from '../types';

const ALIASES: Record<string, string> = {
  '/organization/student-union': naturePaths[1],
  '/organization/volunteer': naturePaths[3],
  '/organization/other': naturePaths[5],
};

const page = (nature: OrganizationNature, path: string) =>
  createElement(Route, { key: path, path, element: createElement(organizations.page, { nature }) });

const organization: RouteGroupPlugin = {
  name: 'organization',
  basePaths: ['/organization'],
  resources: [createElement(Resource, { key: 'organizations', name: 'organizations', icon: organizations.icon })],
  routes: [
    createElement(Route, { key: '/organization/department', path: '/organization/department', element: createElement(colleges.tree) }),
    ...ORGANIZATION_NATURES.map((n) => page(n, naturePaths[n])),
    ...Object.entries(ALIASES).map(([alias, target]) => page(ORGANIZATION_NATURES.find((n) => naturePaths[n] === target)!, alias)),
  ],
};

export default organization;
