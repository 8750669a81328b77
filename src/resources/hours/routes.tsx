/** Routes of the hours feature: 我的学时 /student/hours (issue 5, src/plugins/studentSelf), under its own module. */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import hours from '.';
import { HOURS_PATH } from './paths';

/** 我的学时 of the student: the summary and the ledger records. */
export const hoursRoutes: FeatureRoutes = {
  resources: [<Resource key="myHoursRecords" name="myHoursRecords" />],
  routes: [guardedRoute(HOURS_PATH, HOURS_PATH, <hours.mine />)],
};
