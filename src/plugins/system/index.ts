/**
 * Route group /system (spec §2 "/system and related": … teacher/role …). Issue 3 brings the role
 * page, /system/teacher/role (角色权限, the role editing screen with the permission tree); later
 * issues add the other /system pages here.
 */
import { createElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import classify from '../../resources/classify';
import flows from '../../resources/flows';
import roles from '../../resources/roles';
import { RequireModule } from '../../resources/roles/RequireModule';
import type { RouteGroupPlugin } from '../types';

export const ROLE_PAGE_PATH = '/system/teacher/role';
export const FLOW_PAGE_PATH = '/system/flow';
export const CLASSIFY_PAGE_PATH = '/system/classify';

const system: RouteGroupPlugin = {
  name: 'system',
  basePaths: ['/system'],
  resources: [
    createElement(Resource, { key: 'roles', name: 'roles', icon: roles.icon, recordRepresentation: roles.recordRepresentation }),
    createElement(Resource, { key: 'flows', name: 'flows', icon: flows.icon, recordRepresentation: flows.recordRepresentation }),
  ],
  routes: [
    createElement(Route, {
      key: ROLE_PAGE_PATH,
      path: ROLE_PAGE_PATH,
      element: createElement(RequireModule, { path: ROLE_PAGE_PATH }, createElement(roles.list)),
    }),
    createElement(Route, {
      key: FLOW_PAGE_PATH,
      path: FLOW_PAGE_PATH,
      element: createElement(RequireModule, { path: FLOW_PAGE_PATH }, createElement(flows.list)),
    }),
    createElement(Route, {
      key: CLASSIFY_PAGE_PATH,
      path: CLASSIFY_PAGE_PATH,
      element: createElement(RequireModule, { path: CLASSIFY_PAGE_PATH }, createElement(classify.list)),
    }),
  ],
};

export default system;
