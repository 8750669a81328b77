/** Route group /communist (spec §2): the activity pages and the blacklist of issue 4. */
import { activityRoutes } from '../../resources/activities/routes';
import { blacklistRoutes } from '../../resources/blacklist/routes';
import type { RouteGroupPlugin } from '../types';

const communist: RouteGroupPlugin = {
  name: 'communist',
  basePaths: ['/communist', '/activity'],
  features: [activityRoutes, blacklistRoutes],
};

export default communist;
