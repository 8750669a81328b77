/** Routes of the terms (group src/plugins/system): 学期设置 /system/term under its own module. */
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import terms from '.';
import { TERM_PAGE_PATH } from './paths';

/** 学期设置. */
export const termRoutes: FeatureRoutes = {
  routes: [guardedRoute(TERM_PAGE_PATH, TERM_PAGE_PATH, <terms.list />)],
};
