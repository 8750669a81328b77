/**
 * Route group: the big screen /dataV (issue 6; spec §2 Data-screen page, permission '/click/dataV').
 */
import type { RouteGroupPlugin } from '../types';

const plugin: RouteGroupPlugin = {
  name: 'dataScreen',
  basePaths: ['/click/dataV'],
  routes: [],
};

export default plugin;
