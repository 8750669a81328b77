/**
 * Route group: the volunteer activity list /voluntary/practice/list (issue 6; spec §2 dashboard
 * volunteer table → /voluntary/practice/list?id=1020). Page and guard: src/resources/voluntary/routes.tsx.
 */
import { voluntaryRoutes } from '../../resources/voluntary/routes';
import { teamRoutes } from '../../resources/orgLifecycle/routes';
import type { RouteGroupPlugin } from '../types';

const voluntary: RouteGroupPlugin = {
  name: 'voluntary',
  basePaths: ['/voluntary'],
  features: [voluntaryRoutes, teamRoutes],
};

export default voluntary;
