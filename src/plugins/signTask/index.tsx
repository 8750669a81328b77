/**
 * Route group: 签到任务 (issue 21 "Journals and sign tasks"; spec §2 /communist/signTask and the
 * student's /student/signTask). Pages and guards: src/resources/signTasks/routes.tsx.
 */
import { signTaskRoutes } from '../../resources/signTasks/routes';
import type { RouteGroupPlugin } from '../types';

const signTask: RouteGroupPlugin = {
  name: 'signTask',
  basePaths: ['/communist/signTask', '/student/signTask'],
  features: [signTaskRoutes],
};

export default signTask;
