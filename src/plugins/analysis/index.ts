/**
 * Route group: the /analysis pages (issue 6; spec §2 /analysis: school, warning, warningSetting, warning/list, classroom, classif, organization).
 */
import type { RouteGroupPlugin } from '../types';

const plugin: RouteGroupPlugin = {
  name: 'analysis',
  basePaths: ['/analysis'],
  routes: [],
};

export default plugin;
