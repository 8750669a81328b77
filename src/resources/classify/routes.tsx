/** Routes of the category tree (group src/plugins/system): 模块分类 /system/classify under its own module. */
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import classify from '.';
import { CLASSIFY_PAGE_PATH } from './paths';

/** 模块分类. */
export const classifyRoutes: FeatureRoutes = {
  routes: [guardedRoute(CLASSIFY_PAGE_PATH, CLASSIFY_PAGE_PATH, <classify.list />)],
};
