/**
 * Routes of 荣誉就业 (issue 21; group src/plugins/honors; ROUTES.md "Route groups III"), each guarded
 * by the module whose endpoints it calls (server/modules/honours/service.ts).
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import honours from '.';
import { DETAIL_READERS, DETAILS, HONOUR_PATHS as P } from './paths';

export const honourRoutes: FeatureRoutes = {
  resources: ['growthRecords', 'myGrowthRecords'].map((name) => <Resource key={name} name={name} />),
  routes: [
    guardedRoute(P.honours, P.honours, <honours.staff kind="honour" />),
    guardedRoute(P.employment, P.employment, <honours.staff kind="employment" />),
    guardedRoute(P.myHonours, P.myHonours, <honours.mine kind="honour" />),
    guardedRoute(P.myEmployment, P.myEmployment, <honours.mine kind="employment" />),
    guardedRoute(DETAILS.honour, DETAIL_READERS.honour, <honours.details kind="honour" />),
    guardedRoute(DETAILS.employment, DETAIL_READERS.employment, <honours.details kind="employment" />),
  ],
};
