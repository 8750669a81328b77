/**
 * Route group /system (spec §2 "/system and related": … teacher/role …). Issue 3 brings the role
 * page, /system/teacher/role (角色权限, the role editing screen with the permission tree); later
 * issues add the other /system pages here.
 */
import { createElement } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import analysis from '../../resources/analysis';
import classify from '../../resources/classify';
import flows from '../../resources/flows';
import notices from '../../resources/notices';
import personalData, { PERSONAL_DATA_LOG_PATH } from '../../resources/personalData';
import { NOTICE_ADD_PATH, NOTICE_LIST_PATH, NOTICE_SHOW_PATH } from '../../resources/notices/paths';
import roles from '../../resources/roles';
import terms from '../../resources/terms';
import schoolParams, { SETHONEST_PATH, SETPARAMS_PATH } from '../../resources/schoolParams';
import { RequireModule } from '../../resources/roles/RequireModule';
import type { RouteGroupPlugin } from '../types';

export const ROLE_PAGE_PATH = '/system/teacher/role';
export const FLOW_PAGE_PATH = '/system/flow';
export const CLASSIFY_PAGE_PATH = '/system/classify';
export const TERM_PAGE_PATH = '/system/term';
/** 预警配置 (module 704, issue 13): the warning values and tiers. */
export const WARN_CONFIG_PATH = '/system/classify/warn';

const system: RouteGroupPlugin = {
  name: 'system',
  basePaths: ['/system'],
  resources: [
    createElement(Resource, { key: 'roles', name: 'roles', icon: roles.icon, recordRepresentation: roles.recordRepresentation }),
    createElement(Resource, { key: 'flows', name: 'flows', icon: flows.icon, recordRepresentation: flows.recordRepresentation }),
    createElement(Resource, { key: 'notices', name: 'notices', icon: notices.icon, recordRepresentation: notices.recordRepresentation }),
  ],
  routes: [
    createElement(Route, {
      key: ROLE_PAGE_PATH,
      path: ROLE_PAGE_PATH,
      element: createElement(RequireModule, { path: ROLE_PAGE_PATH }, createElement(roles.list)),
    }),
    createElement(Route, {
      key: FLOW_PAGE_PATH,
      path: FLOW_PAGE_PATH,
      element: createElement(RequireModule, { path: FLOW_PAGE_PATH }, createElement(flows.list)),
    }),
    createElement(Route, {
      key: CLASSIFY_PAGE_PATH,
      path: CLASSIFY_PAGE_PATH,
      element: createElement(RequireModule, { path: CLASSIFY_PAGE_PATH }, createElement(classify.list)),
    }),
    createElement(Route, {
      key: TERM_PAGE_PATH,
      path: TERM_PAGE_PATH,
      element: createElement(RequireModule, { path: TERM_PAGE_PATH }, createElement(terms.list)),
    }),
    createElement(Route, {
      key: WARN_CONFIG_PATH,
      path: WARN_CONFIG_PATH,
      element: createElement(RequireModule, { path: WARN_CONFIG_PATH }, createElement(analysis.warningConfig)),
    }),
    // Issue 13 参数设置 and 诚信设置, each under its own module.
    ...([[SETPARAMS_PATH, schoolParams.setparams], [SETHONEST_PATH, schoolParams.sethonest]] as const).map(([path, page]) =>
      createElement(Route, { key: path, path, element: createElement(RequireModule, { path }, createElement(page)) }),
    ),
    // Issue 14 个人信息查看记录: who saw or exported students' personal data in full.
    createElement(Route, {
      key: PERSONAL_DATA_LOG_PATH,
      path: PERSONAL_DATA_LOG_PATH,
      element: createElement(RequireModule, { path: PERSONAL_DATA_LOG_PATH }, createElement(personalData.list)),
    }),
    // Issue 13 通知公告: the list, the add/edit form and the detail, all under the module /system/notice.
    ...([[NOTICE_LIST_PATH, notices.list], [NOTICE_ADD_PATH, notices.edit], [NOTICE_SHOW_PATH, notices.show]] as const).map(([path, page]) =>
      createElement(Route, { key: path, path, element: createElement(RequireModule, { path: NOTICE_LIST_PATH }, createElement(page)) }),
    ),
  ],
};

export default system;
