/**
 * Route group: 数据平台 class timetables (issue 20; ROUTES.md group II /data-platform/student/timetable,
 * /data-platform/teacher/timetable) and the student's 我的课表 (/student/timetable). Pages and
 * guards: src/resources/timetables/routes.tsx.
 */
import { timetableRoutes } from '../../resources/timetables/routes';
import type { RouteGroupPlugin } from '../types';

const dataPlatform: RouteGroupPlugin = {
  name: 'dataPlatform',
  basePaths: ['/data-platform', '/student/timetable'],
  features: [timetableRoutes],
};

export default dataPlatform;
