/**
 * Routes of 加减学时 (issue 21; group src/plugins/communist; ROUTES.md "Route groups III"), each
 * guarded by the module whose endpoints it calls (server/modules/adjustments/routes.ts).
 */
import { Resource } from 'react-admin';
import { ADJUSTMENT_PATHS as P } from '../../../common/adjustments';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import adjustments from '.';

export const adjustmentRoutes: FeatureRoutes = {
  resources: [<Resource key="adjustments" name="adjustments" />],
  routes: [
    guardedRoute(P.count, P.count, <adjustments.ledger />),
    guardedRoute(P.plus, P.plus, <adjustments.form direction="plus" />),
    guardedRoute(P.sub, P.sub, <adjustments.form direction="sub" />),
  ],
};
