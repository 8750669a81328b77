/**
 * Route group 志愿服务 (ROUTES.md group I /voluntary/*, /volunteer; issue 6 志愿活动, issue 19):
 * volunteers, volunteer activities with their service hours, templates, reviews, and the students'
 * 我的志愿. Pages and guards: src/resources/voluntary/routes.tsx. "orglife" adds the volunteer
 * teams' pages (/voluntary/management/team, /voluntary/management/examine/team) to this group.
 */
import { voluntaryRoutes } from '../../resources/voluntary/routes';
import { teamRoutes } from '../../resources/orgLifecycle/routes';
import type { RouteGroupPlugin } from '../types';

const voluntary: RouteGroupPlugin = {
  name: 'voluntary',
  basePaths: ['/voluntary', '/volunteer'],
  features: [voluntaryRoutes, teamRoutes],
};

export default voluntary;
