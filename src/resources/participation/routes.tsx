/**
 * The student's activity pages, route group /student/activity (issue 4): open activities, enroll
 * and cancel, my activities, blacklist appeal (/student/activity); the detail
 * (/student/activity/detail?id=); the QR sign page (/student/activity/sign?token=); for student
 * organisation leaders /student/activity/launch (?id=, ?copyId=), /student/activity/manage?id= and
 * the bare QR /student/activity/qr?id=&kind=, whose API calls the server allows to organisers only.
 * Every page needs the module '/student/activity'.
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import participation from '.';
import { STUDENT_LAUNCH_PATH, STUDENT_MANAGE_PATH, STUDENT_QR_PATH } from './organiser/paths';

export const STUDENT_ACTIVITY_PATH = '/student/activity';
export const STUDENT_ACTIVITY_DETAIL_PATH = '/student/activity/detail';
export const STUDENT_SIGN_PATH = '/student/activity/sign';

const { page: StudentActivityPage, detail: StudentActivityDetail, sign: SignPage, launch: StudentLaunchPage, manage: StudentManagePage, qr: StudentQrPage } = participation;

export const participationRoutes: FeatureRoutes = {
  resources: ['openActivities', 'myActivities', 'organisedActivities'].map((name) => <Resource key={name} name={name} />),
  routes: [
    guardedRoute(STUDENT_ACTIVITY_PATH, STUDENT_ACTIVITY_PATH, <StudentActivityPage />),
    guardedRoute(STUDENT_ACTIVITY_DETAIL_PATH, STUDENT_ACTIVITY_PATH, <StudentActivityDetail />),
    guardedRoute(STUDENT_SIGN_PATH, STUDENT_ACTIVITY_PATH, <SignPage />),
    guardedRoute(STUDENT_LAUNCH_PATH, STUDENT_ACTIVITY_PATH, <StudentLaunchPage />),
    guardedRoute(STUDENT_MANAGE_PATH, STUDENT_ACTIVITY_PATH, <StudentManagePage />),
    guardedRoute(STUDENT_QR_PATH, STUDENT_ACTIVITY_PATH, <StudentQrPage />),
  ],
};
