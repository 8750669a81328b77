/**
 * THE registration list of route-group plugins (DESIGN.md §3). Adding a group is adding its folder
 * and one line here; App.tsx mounts the ones the signed-in user's modules reach.
 */
import type { RouteGroupPlugin } from './types';
import usermng from './usermng';
import organization from './organization';
import system from './system';
import communist from './communist';
import proceeding from './proceeding';
import studentActivity from './studentActivity';
import project from './project';
import studentSelf from './studentSelf';
import transcripts from './transcripts';
import analysis from './analysis';
import voluntary from './voluntary';
import dataScreen from './dataScreen';
import site from './site';
import society from './society';
import ideology from './ideology';
import studentQuiz from './studentQuiz';
import innovate from './innovate';
import course from './course';
import dataPlatform from './dataPlatform';
import vote from './vote';
import honors from './honors';
import coin from './coin';
import moments from './moments';
import signTask from './signTask';

export const plugins: RouteGroupPlugin[] = [usermng, system, organization, communist, proceeding, studentActivity, project, studentSelf, transcripts, analysis, voluntary, dataScreen, site, society,
  // Issue 20 route groups.
  ideology,
  studentQuiz,
  innovate,
  course,
  dataPlatform,
  // Issue 21 route groups.
  vote,
  honors,
  coin,
  moments,
  signTask,
];

export { mountedPlugins, pluginResources, pluginRoutes } from './mount';
export type { FeatureRoutes, RouteGroupPlugin } from './types';
