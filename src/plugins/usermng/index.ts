/**
 * Route group /usermng (spec §2 "Route groups": students, teachers and the administrative
 * structure). Each area keeps its resources and routes in its own file; this list joins them.
 */
import type { RouteGroupPlugin } from '../types';
import { staffPart } from './staff';
import { structurePart } from './structure';
import { studentsPart } from './students';

export { STUDENT_LIST_PATHS } from './students';

const parts = [studentsPart, structurePart, staffPart];

const usermng: RouteGroupPlugin = {
  name: 'usermng',
  // '/student' alone would also catch students' own pages ('/student/activity'); only the
  // management paths of spec §2 belong here.
  basePaths: ['/usermng', '/teacher', '/student/list', '/student/show'],
  resources: parts.flatMap((p) => p.resources),
  routes: parts.flatMap((p) => p.routes),
};

export default usermng;
