/**
 * Routes of 意见反馈 (issue 21; ROUTES.md "Route groups III"): the staff page in the /communist group and
 * the students' page /student/feedback (module 1020), each guarded by its module.
 */
import { Resource } from 'react-admin';
import { FEEDBACK_MODULES as P } from '../../../common/feedback';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import feedback from '.';

export const feedbackRoutes: FeatureRoutes = {
  resources: [<Resource key="feedback" name="feedback" />],
  routes: [guardedRoute(P.staff, P.staff, <feedback.staff />)],
};

export const studentFeedbackRoutes: FeatureRoutes = {
  resources: [<Resource key="myFeedback" name="myFeedback" />],
  routes: [guardedRoute(P.mine, P.mine, <feedback.mine />)],
};
