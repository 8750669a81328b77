/**
 * Route group: second-classroom courses and their evaluation (issue 20; ROUTES.md group II: /course,
 * /review, six sub-pages each) and the students' 我的课程 (/student/course). Pages and guards:
 * src/resources/courses/routes.tsx.
 */
import { courseRoutes } from '../../resources/courses/routes';
import type { RouteGroupPlugin } from '../types';

const course: RouteGroupPlugin = {
  name: 'course',
  basePaths: ['/course', '/review', '/student/course'],
  features: [courseRoutes],
};

export default course;
