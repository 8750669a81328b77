/**
 * Route group: the volunteer activity list /voluntary/practice/list (issue 6; spec §2 dashboard volunteer table → /voluntary/practice/list?id=1020).
 */
import type { RouteGroupPlugin } from '../types';

const plugin: RouteGroupPlugin = {
  name: 'voluntary',
  basePaths: ['/voluntary'],
  routes: [],
};

export default plugin;
