/**
 * Route group /usermng (spec §2 "Route groups": students, teachers and the administrative
 * structure).
 */
import { staffRoutes } from '../../resources/staff/routes';
import { structureRoutes } from '../../resources/structure/routes';
import { studentRoutes } from '../../resources/students/routes';
import type { RouteGroupPlugin } from '../types';

const usermng: RouteGroupPlugin = {
  name: 'usermng',
  // '/student' alone would also catch students' own pages ('/student/activity'); only the
  // management paths of spec §2 belong here.
  basePaths: ['/usermng', '/teacher', '/student/list', '/student/show'],
  features: [studentRoutes, structureRoutes, staffRoutes],
};

export default usermng;
