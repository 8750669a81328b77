/**
 * The student's activity pages (/student/activity: open activities, enroll and cancel, my
 * activities, blacklist appeal; /student/activity/detail?id=; the QR sign page
 * /student/activity/sign?token=; for student organisation leaders /student/activity/launch (?id=,
 * ?copyId=), /student/activity/manage?id= and the bare QR /student/activity/qr?id=&kind=, whose
 * API calls the server allows to organisers only) — issue 4. Every page needs the module '/student/activity'.
 */
import { createElement, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import studentActivity from '../../resources/studentActivity';
import { RequireModule } from '../../resources/roles/RequireModule';
import { STUDENT_LAUNCH_PATH, STUDENT_MANAGE_PATH, STUDENT_QR_PATH } from '../../resources/studentActivity/organiser/paths';
import type { RouteGroupPlugin } from '../types';

export const STUDENT_ACTIVITY_PATH = '/student/activity';
export const STUDENT_ACTIVITY_DETAIL_PATH = '/student/activity/detail';
export const STUDENT_SIGN_PATH = '/student/activity/sign';
export { STUDENT_LAUNCH_PATH, STUDENT_MANAGE_PATH, STUDENT_QR_PATH } from '../../resources/studentActivity/organiser/paths';

const guarded = (path: string, page: ComponentType) =>
  createElement(Route, {
    key: path,
    path,
    element: createElement(RequireModule, { path: STUDENT_ACTIVITY_PATH }, createElement(page)),
  });

const plugin: RouteGroupPlugin = {
  name: 'studentActivity',
  basePaths: [STUDENT_ACTIVITY_PATH],
  resources: ['openActivities', 'myActivities', 'organisedActivities'].map((name) => createElement(Resource, { key: name, name })),
  routes: [
    guarded(STUDENT_ACTIVITY_PATH, studentActivity.page),
    guarded(STUDENT_ACTIVITY_DETAIL_PATH, studentActivity.detail),
    guarded(STUDENT_SIGN_PATH, studentActivity.sign),
    guarded(STUDENT_LAUNCH_PATH, studentActivity.launch),
    guarded(STUDENT_MANAGE_PATH, studentActivity.manage),
    guarded(STUDENT_QR_PATH, studentActivity.qr),
  ],
};

export default plugin;
