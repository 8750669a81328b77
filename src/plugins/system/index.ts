/**
 * Route group /system (spec §2 "/system and related": … teacher/role …). Issue 3 brings the role
 * page, /system/teacher/role (角色权限, the role editing screen with the permission tree); later
 * issues add the other /system pages here.
 */
import { createElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import roles from '../../resources/roles';
import { RequireModule } from '../../resources/roles/RequireModule';
import type { RouteGroupPlugin } from '../types';

export const ROLE_PAGE_PATH = '/system/teacher/role';

const system: RouteGroupPlugin = {
  name: 'system',
  basePaths: ['/system'],
  resources: [createElement(Resource, { key: 'roles', name: 'roles', icon: roles.icon, recordRepresentation: roles.recordRepresentation })],
  routes: [
    createElement(Route, {
      key: ROLE_PAGE_PATH,
      path: ROLE_PAGE_PATH,
      element: createElement(RequireModule, { path: ROLE_PAGE_PATH }, createElement(roles.list)),
    }),
  ],
};

export default system;
