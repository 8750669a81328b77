/**
 * Route group: the volunteer activity list /voluntary/practice/list (issue 6; spec §2 dashboard
 * volunteer table → /voluntary/practice/list?id=1020), guarded by its module 志愿活动 (205).
 */
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import voluntary from '../../resources/voluntary';
import { RequireModule } from '../../resources/roles/RequireModule';
import type { RouteGroupPlugin } from '../types';

export const VOLUNTARY_PRACTICE_PATH = '/voluntary/practice/list';

const plugin: RouteGroupPlugin = {
  name: 'voluntary',
  basePaths: ['/voluntary'],
  routes: [
    createElement(Route, {
      key: VOLUNTARY_PRACTICE_PATH,
      path: VOLUNTARY_PRACTICE_PATH,
      element: createElement(RequireModule, { path: VOLUNTARY_PRACTICE_PATH }, createElement(voluntary.practiceList)),
    }),
  ],
};

export default plugin;
