/**
 * Routes of 校园动态 (issue 21; group src/plugins/moments; ROUTES.md "Route groups III"), each
 * guarded by the module whose endpoints it calls (server/modules/moments/routes.ts).
 */
import { Resource } from 'react-admin';
import { MOMENT_DETAIL_PATH, MOMENT_MODULES as P, MOMENT_READERS } from '../../../common/moments';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import moments from '.';

export const momentRoutes: FeatureRoutes = {
  resources: [<Resource key="moments" name="moments" />],
  routes: [
    guardedRoute(P.show, P.show, <moments.moderation />),
    guardedRoute(P.dynamic, P.dynamic, <moments.feed staff />),
    guardedRoute(P.theme, P.theme, <moments.themes />),
    guardedRoute(MOMENT_DETAIL_PATH, MOMENT_READERS, <moments.detail />),
    guardedRoute(P.mine, P.mine, <moments.feed staff={false} />),
  ],
};
