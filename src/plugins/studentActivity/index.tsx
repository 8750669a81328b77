/** Route group /student/activity (issue 4): the student's side of activities, the participation feature. */
import { participationRoutes } from '../../resources/participation/routes';
import type { RouteGroupPlugin } from '../types';

const studentActivity: RouteGroupPlugin = {
  name: 'studentActivity',
  basePaths: ['/student/activity'],
  features: [participationRoutes],
};

export default studentActivity;
