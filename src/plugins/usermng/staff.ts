/**
 * The staff part of /usermng (spec §2): /teacher/user (教师管理), also reached from the dashboard's
 * teacher tile and, as /teacher/user?id={userCode}, from the guidance-hours ranking (the list opens
 * filtered by that 工号).
 */
import { createElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { RequireModule } from '../../resources/roles/RequireModule';
import staff from '../../resources/staff';
import type { RouteGroupPart } from './types';

export const STAFF_LIST_PATH = '/teacher/user';

export const staffPart: RouteGroupPart = {
  resources: [createElement(Resource, { key: 'staff', name: 'staff', icon: staff.icon, recordRepresentation: staff.recordRepresentation })],
  routes: [
    createElement(Route, {
      key: STAFF_LIST_PATH,
      path: STAFF_LIST_PATH,
      element: createElement(RequireModule, { path: STAFF_LIST_PATH }, createElement(staff.list)),
    }),
  ],
};
