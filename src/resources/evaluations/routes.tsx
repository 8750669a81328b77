/**
 * Routes of 活动评价 (issue 21; ROUTES.md "Route groups III"): the three /communist/evaluate pages and
 * the student's 待评价活动 (mounted by src/plugins/communist), and the review page
 * /proceeding/wait/evaluate/apply/auditing (mounted by src/plugins/proceeding), each guarded by the
 * module whose endpoints it calls (server/modules/evaluations/routes.ts).
 */
import { Resource } from 'react-admin';
import { EVALUATION_MODULES as P } from '../../../common/evaluations';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import evaluations from '.';

const RESOURCES = ['evaluationProjects', 'evaluationApplications', 'evaluationRatings', 'evaluationActivityScores'];

export const evaluationRoutes: FeatureRoutes = {
  resources: RESOURCES.map((name) => <Resource key={name} name={name} />),
  routes: [
    guardedRoute(P.project, P.project, <evaluations.projects />),
    guardedRoute(P.apply, [P.apply, P.project], <evaluations.applications />),
    guardedRoute(P.statistics, P.statistics, <evaluations.statistics />),
    guardedRoute(P.mine, P.mine, <evaluations.mine />),
  ],
};

/** The review page, under /proceeding. */
export const evaluationReviewRoutes: FeatureRoutes = {
  resources: [<Resource key="evaluationAudits" name="evaluationAudits" />],
  routes: [guardedRoute(P.auditing, P.auditing, <evaluations.queue />)],
};
