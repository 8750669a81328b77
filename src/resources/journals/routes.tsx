/**
 * Routes of 工作日志 and 待办事项 (issue 21; ROUTES.md "Route groups III"): the writers' pages in the
 * /communist group (list, add, edit, detail; 待办事项) and the review pages in the /proceeding group
 * (/proceeding/wait/journal/list and detail), each guarded by the module whose endpoints it calls
 * (server/modules/journals/routes.ts).
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import journals from '.';
import { DETAIL_READERS, JOURNAL_PATHS as P, WRITER_DETAIL } from './paths';

export const journalRoutes: FeatureRoutes = {
  resources: ['workJournals', 'staffThings'].map((name) => <Resource key={name} name={name} />),
  routes: [
    guardedRoute(P.list, P.list, <journals.list />),
    guardedRoute(P.add, P.list, <journals.form />),
    guardedRoute(P.edit, P.list, <journals.form editing />),
    guardedRoute(WRITER_DETAIL, DETAIL_READERS, <journals.detail />),
    guardedRoute(P.things, P.things, <journals.things />),
  ],
};

export const journalReviewRoutes: FeatureRoutes = {
  resources: [<Resource key="journalAudits" name="journalAudits" />],
  routes: [
    guardedRoute(P.queue, P.queue, <journals.queue />),
    guardedRoute(P.detail, DETAIL_READERS, <journals.detail review />),
  ],
};
