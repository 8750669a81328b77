/**
 * Routes of 志愿服务 (issue 6, issue 19; group src/plugins/voluntary), each under the module that
 * grants its endpoints: 志愿活动 (205) and its show page, 志愿者管理 (1201) and its show page,
 * 志愿活动模板 (1202), 发起志愿活动 (1203, also the edit page), 志愿审核 (1204), 我的志愿 (1005).
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import voluntary from '.';
import {
  MY_VOLUNTEER_PATH, VOLUNTARY_CREATE_PATH, VOLUNTARY_EDIT_PATH, VOLUNTARY_EXAMINE_PATH, VOLUNTARY_PRACTICE_PATH, VOLUNTARY_TEMPLATE_PATH, VOLUNTEER_LIST_PATH,
} from './paths';

export const voluntaryRoutes: FeatureRoutes = {
  resources: [
    <Resource key="volunteers" name="volunteers" />,
    <Resource key="serviceHours" name="serviceHours" />,
    <Resource key="serviceHoursAudits" name="serviceHoursAudits" />,
  ],
  routes: [
    guardedRoute(VOLUNTARY_PRACTICE_PATH, VOLUNTARY_PRACTICE_PATH, <voluntary.practiceList />),
    guardedRoute(`${VOLUNTARY_PRACTICE_PATH}/show`, [VOLUNTARY_PRACTICE_PATH, VOLUNTARY_EXAMINE_PATH], <voluntary.activityShow />),
    guardedRoute(VOLUNTEER_LIST_PATH, VOLUNTEER_LIST_PATH, <voluntary.volunteerList />),
    guardedRoute(`${VOLUNTEER_LIST_PATH}/show`, VOLUNTEER_LIST_PATH, <voluntary.volunteerShow />),
    guardedRoute(VOLUNTARY_TEMPLATE_PATH, VOLUNTARY_TEMPLATE_PATH, <voluntary.templates />),
    guardedRoute(VOLUNTARY_CREATE_PATH, VOLUNTARY_CREATE_PATH, <voluntary.create />),
    guardedRoute(VOLUNTARY_EDIT_PATH, VOLUNTARY_CREATE_PATH, <voluntary.edit />),
    guardedRoute(VOLUNTARY_EXAMINE_PATH, VOLUNTARY_EXAMINE_PATH, <voluntary.examine />),
    guardedRoute(MY_VOLUNTEER_PATH, MY_VOLUNTEER_PATH, <voluntary.mine />),
  ],
};
