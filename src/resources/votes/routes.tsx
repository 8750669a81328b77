/**
 * Routes of 评选投票 (issue 21; group src/plugins/vote; ROUTES.md "Route groups III"), each guarded
 * by the module whose endpoints it calls (server/modules/votes/access.ts and routes.ts).
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import votes from '.';
import { VOTE_MODULES as M, VOTE_PAGES as P, VOTE_READERS } from './paths';

export const voteRoutes: FeatureRoutes = {
  resources: ['votes', 'voteAudits'].map((name) => <Resource key={name} name={name} />),
  routes: [
    guardedRoute(M.list, M.list, <votes.list />),
    guardedRoute(M.audit, M.audit, <votes.audit />),
    guardedRoute(P.add, M.list, <votes.form mode="add" />),
    guardedRoute(P.edit, M.list, <votes.form mode="edit" />),
    guardedRoute(P.show, VOTE_READERS, <votes.show page="show" />),
    guardedRoute(P.auditShow, M.audit, <votes.show page="audit" />),
    guardedRoute(M.mine, M.mine, <votes.mine />),
    guardedRoute(P.ballot, M.mine, <votes.ballot />),
  ],
};
