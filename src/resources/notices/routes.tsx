/**
 * Routes of 通知公告 (issue 13; group src/plugins/system): the list /system/notice, the add/edit form
 * /system/announcement/add and the detail /system/announcement/show, all under the module
 * /system/notice.
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import notices from '.';
import { NOTICE_ADD_PATH, NOTICE_LIST_PATH, NOTICE_SHOW_PATH } from './paths';

/** 通知公告 and the notices resource. */
export const noticeRoutes: FeatureRoutes = {
  resources: [<Resource key="notices" name="notices" icon={notices.icon} recordRepresentation={notices.recordRepresentation} />],
  routes: [
    guardedRoute(NOTICE_LIST_PATH, NOTICE_LIST_PATH, <notices.list />),
    guardedRoute(NOTICE_ADD_PATH, NOTICE_LIST_PATH, <notices.edit />),
    guardedRoute(NOTICE_SHOW_PATH, NOTICE_LIST_PATH, <notices.show />),
  ],
};
