/**
 * Route of the big screen (issue 6; group src/plugins/dataScreen): /dataV under the button
 * permission '/click/dataV' (spec §2 Data-screen page). The group is also mounted for holders of
 * the dashboard module, so that one of them without the button who types /dataV sees 暂无权限！
 * rather than 页面不存在.
 */
import { guardedRoute } from '../resources/shared/guardedRoute';
import { DATAV_PERMISSION } from '../layout/header/DataVLink';
import type { FeatureRoutes } from '../resources/shared/guardedRoute';
import { DATAV_PATH, DataScreenPage } from '.';

/** 数据大屏. */
export const dataScreenRoutes: FeatureRoutes = {
  routes: [guardedRoute(DATAV_PATH, DATAV_PERMISSION, <DataScreenPage />)],
};
