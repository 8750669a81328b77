/**
 * Routes of 社会实践 (issue 19; group src/plugins/society; ROUTES.md "Route groups I"), each guarded
 * by the modules whose endpoints it calls (server/modules/practice/access.ts):
 * /practice (the student's home, module 1006), /society/practice/my-list and its show page (the
 * team and advisors: 1301, or students through 1006's api entry), /society/practice/list and
 * list/show (1302, or any reader), /society/practice/creat (1303, or a student proposing),
 * examine/list (1304), finish/list (1305), analysis (1306), statistical/list (1307),
 * /society1/management (1308, the teams) and /society1/practice (1309, the overview).
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import practice from '.';
import {
  ANALYSIS_PATH, CREATE_PATH, EXAMINE_PATH, FINISH_PATH, LIST_PATH, LIST_SHOW_PATH, MINE_PATHS, MY_LIST_PATH, MY_SHOW_PATH, OVERVIEW_PATH,
  PRACTICE_HOME_PATH, READER_PATHS, STATISTICS_PATH, TEAMS_PATH,
} from './paths';

export const practiceRoutes: FeatureRoutes = {
  resources: [
    <Resource key="practices" name="practices" />,
    <Resource key="myPractices" name="myPractices" />,
    <Resource key="practiceProjectAudits" name="practiceProjectAudits" />,
    <Resource key="practiceFinishAudits" name="practiceFinishAudits" />,
  ],
  routes: [
    guardedRoute(PRACTICE_HOME_PATH, PRACTICE_HOME_PATH, <practice.mine home />),
    guardedRoute(MY_LIST_PATH, MINE_PATHS, <practice.mine />),
    guardedRoute(MY_SHOW_PATH, MINE_PATHS, <practice.show backTo={MY_LIST_PATH} />),
    guardedRoute(LIST_PATH, LIST_PATH, <practice.list />),
    guardedRoute(LIST_SHOW_PATH, READER_PATHS, <practice.show backTo={LIST_PATH} />),
    guardedRoute(CREATE_PATH, [CREATE_PATH, ...MINE_PATHS], <practice.form />),
    guardedRoute(EXAMINE_PATH, EXAMINE_PATH, <practice.queue stage="project" />),
    guardedRoute(FINISH_PATH, FINISH_PATH, <practice.queue stage="finish" />),
    guardedRoute(ANALYSIS_PATH, ANALYSIS_PATH, <practice.analysis />),
    guardedRoute(STATISTICS_PATH, STATISTICS_PATH, <practice.statistics />),
    guardedRoute(TEAMS_PATH, TEAMS_PATH, <practice.list variant="teams" />),
    guardedRoute(OVERVIEW_PATH, OVERVIEW_PATH, <practice.overview />),
  ],
};
