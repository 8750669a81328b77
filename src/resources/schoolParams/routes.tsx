/** Routes of issue 13 (group src/plugins/system): 参数设置 /system/setparams and 诚信设置 /system/sethonest, each under its own module. */
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import schoolParams from '.';
import { SETHONEST_PATH, SETPARAMS_PATH } from './paths';

/** 参数设置 and 诚信设置. */
export const schoolParamsRoutes: FeatureRoutes = {
  routes: [
    guardedRoute(SETPARAMS_PATH, SETPARAMS_PATH, <schoolParams.setparams />),
    guardedRoute(SETHONEST_PATH, SETHONEST_PATH, <schoolParams.sethonest />),
  ],
};
