/**
 * Route group: the big screen /dataV (issue 6; spec §2 Data-screen page, permission '/click/dataV'),
 * mounted for holders of the button and of the dashboard module (those without the button see
 * 暂无权限！). Page and guard: src/dataScreen/routes.tsx. The hash form /#/dataV is turned into
 * /dataV by src/main.tsx.
 */
import { dataScreenRoutes } from '../../dataScreen/routes';
import { DATAV_PERMISSION } from '../../layout/header/DataVLink';
import type { RouteGroupPlugin } from '../types';

const dataScreen: RouteGroupPlugin = {
  name: 'dataScreen',
  basePaths: [DATAV_PERMISSION, '/dashboard'],
  features: [dataScreenRoutes],
};

export default dataScreen;
