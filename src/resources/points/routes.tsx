/**
 * Routes of 活力值 (issue 21; ROUTES.md "Route groups III"), each guarded by the module whose
 * endpoints it calls (server/modules/points/routes.ts). One FeatureRoutes per route group that
 * serves them: the gift pages under /communist, the accounts and the student's store under /coin,
 * the rules under /system.
 */
import { Resource } from 'react-admin';
import { POINTS_MODULES as P } from '../../../common/points';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import points from '.';

/** /communist/systempal/store and /communist/gift/list (group src/plugins/communist). */
export const giftRoutes: FeatureRoutes = {
  resources: [<Resource key="gifts" name="gifts" />, <Resource key="giftOrders" name="giftOrders" />],
  routes: [
    guardedRoute(P.store, P.store, <points.store />),
    guardedRoute(P.orders, P.orders, <points.orders />),
  ],
};

/** /coin/base/list and the student's /coin/mine (group src/plugins/coin). */
export const coinRoutes: FeatureRoutes = {
  resources: [<Resource key="pointsAccounts" name="pointsAccounts" />, <Resource key="pointsLedger" name="pointsLedger" />],
  routes: [
    guardedRoute(P.accounts, P.accounts, <points.accounts />),
    guardedRoute(P.mine, P.mine, <points.mine />),
  ],
};

/** /system/coin (group src/plugins/system). */
export const coinRuleRoutes: FeatureRoutes = {
  routes: [guardedRoute(P.rules, P.rules, <points.rules />)],
};
