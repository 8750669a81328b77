/** Route group: the student's own pages /student/declare, /student/hours, /student/transcript — issue 5. */
import type { RouteGroupPlugin } from '../types';

const plugin: RouteGroupPlugin = {
  name: 'studentSelf',
  basePaths: ['/student/declare', '/student/hours', '/student/transcript'],
  resources: [],
  routes: [],
};

export default plugin;
