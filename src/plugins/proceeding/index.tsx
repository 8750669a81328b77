/**
 * Route group /proceeding (spec §2 "/proceeding/wait", the old /wait addresses) plus 待办统计
 * /analysis/needDealt/list: the review pages of issue 4.
 */
import { auditRoutes } from '../../resources/audits/routes';
import { orgReviewRoutes } from '../../resources/orgLifecycle/routes';
import type { RouteGroupPlugin } from '../types';

const proceeding: RouteGroupPlugin = {
  name: 'proceeding',
  basePaths: ['/proceeding', '/wait', '/analysis/needDealt'],
  features: [auditRoutes, orgReviewRoutes],
};

export default proceeding;
