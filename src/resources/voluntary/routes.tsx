/** Routes of the volunteer activities (issue 6; group src/plugins/voluntary): 志愿活动 /voluntary/practice/list under its module (205). */
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import voluntary from '.';
import { VOLUNTARY_PRACTICE_PATH } from './paths';

/** 志愿活动. */
export const voluntaryRoutes: FeatureRoutes = {
  routes: [guardedRoute(VOLUNTARY_PRACTICE_PATH, VOLUNTARY_PRACTICE_PATH, <voluntary.practiceList />)],
};
