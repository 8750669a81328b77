/** Routes of issue 14 (group src/plugins/system): 个人信息查看记录 /system/personalDataLog, who saw or exported students' personal data in full. */
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import personalData from '.';
import { PERSONAL_DATA_LOG_PATH } from './paths';

/** 个人信息查看记录. */
export const personalDataRoutes: FeatureRoutes = {
  routes: [guardedRoute(PERSONAL_DATA_LOG_PATH, PERSONAL_DATA_LOG_PATH, <personalData.list />)],
};
