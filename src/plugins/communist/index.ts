/**
 * Route group /communist (spec §2: activity, activity/detail, historyActivity, history/detail,
 * onlyActivity, /activity/launch, /activity/copy, activity templates, blacklist): the activity pages
 * of issue 4. Each page is guarded by the module that grants its endpoints; the detail and the QR
 * screen by any of the modules that reach them. /communist/onlyActivity renders without the shell
 * (src/layout/bareLayout.ts already lists it, spec §2).
 */
import { createElement, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import activities from '../../resources/activities';
import { RequireAnyModule } from '../../resources/activities/RequireAnyModule';
import blacklist from '../../resources/blacklist';
import type { RouteGroupPlugin } from '../types';

export const ACTIVITY_LIST_PATH = '/communist/activity';
export const HISTORY_LIST_PATH = '/communist/historyActivity';
export const LAUNCH_MODULE = '/activity/launch';
export const BLACKLIST_PATH = '/communist/blacklist';

/** `path` rendering `page` for holders of any of `modules`. */
const route = (path: string, page: ComponentType, modules: string[]) =>
  createElement(Route, { key: path, path, element: createElement(RequireAnyModule, { paths: modules }, createElement(page)) });

const viewers = [ACTIVITY_LIST_PATH, HISTORY_LIST_PATH, LAUNCH_MODULE];

const communist: RouteGroupPlugin = {
  name: 'communist',
  basePaths: ['/communist', '/activity'],
  resources: [
    createElement(Resource, { key: 'activities', name: 'activities', icon: activities.icon, recordRepresentation: activities.recordRepresentation }),
    createElement(Resource, { key: 'activityTemplates', name: 'activityTemplates' }),
    createElement(Resource, { key: 'activityParticipants', name: 'activityParticipants' }),
    createElement(Resource, { key: 'blacklist', name: 'blacklist', icon: blacklist.icon, recordRepresentation: blacklist.recordRepresentation }),
  ],
  routes: [
    route(ACTIVITY_LIST_PATH, activities.list, [ACTIVITY_LIST_PATH]),
    route(HISTORY_LIST_PATH, activities.history, [HISTORY_LIST_PATH]),
    route('/communist/activity/detail', activities.detail, viewers),
    route('/communist/history/detail', activities.detail, viewers),
    route(LAUNCH_MODULE, activities.launch, [LAUNCH_MODULE]),
    route('/communist/activity/launch', activities.edit, [LAUNCH_MODULE]),
    route('/activity/copy', activities.copy, [LAUNCH_MODULE]),
    route('/communist/activity/templates', activities.templates, [LAUNCH_MODULE]),
    route('/communist/onlyActivity', activities.qr, [LAUNCH_MODULE, ACTIVITY_LIST_PATH]),
    route(BLACKLIST_PATH, blacklist.list, [BLACKLIST_PATH]),
  ],
};

export default communist;
