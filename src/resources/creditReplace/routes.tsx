/**
 * Routes of 学分置换 (issue 21; ROUTES.md "Route groups III"), each guarded by the module whose
 * endpoints it calls (server/modules/creditReplace/routes.ts): the records list (mounted by
 * src/plugins/communist), the review queue and its old address /wait/replace/first/list (src/plugins/
 * proceeding), 置换认定规则 (src/plugins/system) and the student's page (src/plugins/studentSelf).
 */
import { Resource } from 'react-admin';
import { CREDIT_PATHS as P } from '../../../common/creditReplace';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import credit from '.';

export const creditListRoutes: FeatureRoutes = {
  resources: [<Resource key="creditRequests" name="creditRequests" />],
  routes: [guardedRoute(P.list, P.list, <credit.list />)],
};

export const creditReviewRoutes: FeatureRoutes = {
  resources: [<Resource key="creditQueue" name="creditQueue" />],
  routes: [
    guardedRoute(P.auditing, P.auditing, <credit.queue />),
    guardedRoute(P.oldQueue, P.auditing, <credit.queue />),
  ],
};

export const creditRuleRoutes: FeatureRoutes = {
  resources: [<Resource key="creditRules" name="creditRules" />],
  routes: [guardedRoute(P.rules, P.rules, <credit.rules />)],
};

export const studentCreditRoutes: FeatureRoutes = {
  resources: [<Resource key="myCreditRequests" name="myCreditRequests" />],
  routes: [guardedRoute(P.mine, P.mine, <credit.mine />)],
};
