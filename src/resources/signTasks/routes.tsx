/**
 * Routes of 签到任务 (issue 21 "Journals and sign tasks"; group src/plugins/signTask; ROUTES.md "Route
 * groups III"): the list, the detail and the form (create without id, edit with ?id=; /add is the
 * same form), guarded by the module 签到任务 whose endpoints they call, and the student's 签到打卡
 * (module 1021) — server/modules/signTasks/routes.ts.
 */
import { Resource } from 'react-admin';
import { SIGN_TASK_MODULES as M, SIGN_TASK_PAGES as P } from '../../../common/signTasks';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import signTasks from '.';

export const signTaskRoutes: FeatureRoutes = {
  resources: ['signTasks', 'signTaskParticipants', 'signTaskCheckins'].map((name) => <Resource key={name} name={name} />),
  routes: [
    guardedRoute(M.list, M.list, <signTasks.list />),
    guardedRoute(P.detail, M.list, <signTasks.detail />),
    guardedRoute(P.edit, M.list, <signTasks.form />),
    guardedRoute(`${M.list}/add`, M.list, <signTasks.form />),
    guardedRoute(M.mine, M.mine, <signTasks.mine />),
  ],
};
