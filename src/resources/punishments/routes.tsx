/**
 * Routes of 处分 (issue 21; group src/plugins/communist; ROUTES.md "Route groups III"), each guarded
 * by the module whose endpoints it calls (server/modules/punishments/routes.ts).
 */
import { Resource } from 'react-admin';
import { PUNISHMENT_PATHS as P } from '../../../common/punishments';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import punishments from '.';

export const punishmentRoutes: FeatureRoutes = {
  resources: [<Resource key="punishments" name="punishments" />],
  routes: [
    guardedRoute(P.list, P.list, <punishments.lists page="list" />),
    guardedRoute(P.cancel, P.cancel, <punishments.lists page="cancel" />),
    guardedRoute(P.edit, P.list, <punishments.edit />),
    guardedRoute(P.detail, [P.list, P.cancel], <punishments.detail />),
    guardedRoute(P.mine, P.mine, <punishments.mine />),
  ],
};
