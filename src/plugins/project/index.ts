/** Route group: /communist/project (projects, declaration list) and /proceeding/wait/declare (declaration review) — issue 5. */
import type { RouteGroupPlugin } from '../types';

const plugin: RouteGroupPlugin = {
  name: 'project',
  basePaths: ['/communist/project', '/proceeding/wait/declare', '/wait/declare'],
  resources: [],
  routes: [],
};

export default plugin;
