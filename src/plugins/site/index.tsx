/**
 * Route group: venues and their bookings (issue 19; ROUTES.md group I: /communist/site/list,
 * /communist/site/apply, /communist/site/creat, /site/apply/list, /proceeding/wait/site/apply/auditing,
 * /system/site/template). Pages and guards: src/resources/venues/routes.tsx.
 */
import { venueRoutes } from '../../resources/venues/routes';
import type { RouteGroupPlugin } from '../types';

const site: RouteGroupPlugin = {
  name: 'site',
  basePaths: ['/site', '/communist/site', '/proceeding/wait/site', '/system/site'],
  features: [venueRoutes],
};

export default site;
