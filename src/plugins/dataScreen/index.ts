/**
 * Route group: the big screen /dataV (issue 6; spec §2 Data-screen page, permission '/click/dataV').
 * The page needs the button permission '/click/dataV'; the group is also mounted for holders of
 * the dashboard module, so that one of them without the button who types /dataV sees 暂无权限！
 * rather than 页面不存在. The hash form /#/dataV is turned into /dataV by src/main.tsx.
 */
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { DATAV_PATH, DataScreenPage } from '../../dataScreen';
import { DATAV_PERMISSION } from '../../layout/header/DataVLink';
import { RequireModule } from '../../resources/roles/RequireModule';
import type { RouteGroupPlugin } from '../types';

const plugin: RouteGroupPlugin = {
  name: 'dataScreen',
  basePaths: [DATAV_PERMISSION, '/dashboard'],
  routes: [
    createElement(Route, {
      key: DATAV_PATH,
      path: DATAV_PATH,
      element: createElement(RequireModule, { path: DATAV_PERMISSION }, createElement(DataScreenPage)),
    }),
  ],
};

export default plugin;
