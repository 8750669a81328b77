/**
 * The role route of /system (spec §2 "teacher/role"): /system/teacher/role (角色权限, the role
 * editing screen with the permission tree), under its own module.
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import roles from '.';

export const ROLE_PAGE_PATH = '/system/teacher/role';

export const roleRoutes: FeatureRoutes = {
  resources: [<Resource key="roles" name="roles" icon={roles.icon} recordRepresentation={roles.recordRepresentation} />],
  routes: [guardedRoute(ROLE_PAGE_PATH, ROLE_PAGE_PATH, <roles.list />)],
};
