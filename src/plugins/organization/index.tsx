/**
 * Route group /organization (spec §2 "/organization: ... department, club, union, voluntary,
 * classes, another, ... student-union, volunteer, other"): the 行政部门 tree of the structure and
 * the student organisation pages.
 */
import { organizationRoutes } from '../../resources/organizations/routes';
import { departmentRoutes } from '../../resources/structure/routes';
import { orgApplyRoutes } from '../../resources/orgLifecycle/routes';
import type { RouteGroupPlugin } from '../types';

const organization: RouteGroupPlugin = {
  name: 'organization',
  basePaths: ['/organization'],
  features: [departmentRoutes, organizationRoutes, orgApplyRoutes],
};

export default organization;
