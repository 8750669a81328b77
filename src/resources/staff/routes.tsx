/**
 * The staff route of /usermng (spec §2): /teacher/user (教师管理), also reached from the dashboard's
 * teacher tile and, as /teacher/user?id={userCode}, from the guidance-hours ranking (the list opens
 * filtered by that 工号).
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import staff from '.';

export const STAFF_LIST_PATH = '/teacher/user';

export const staffRoutes: FeatureRoutes = {
  resources: [<Resource key="staff" name="staff" icon={staff.icon} recordRepresentation={staff.recordRepresentation} />],
  routes: [guardedRoute(STAFF_LIST_PATH, STAFF_LIST_PATH, <staff.list />)],
};
