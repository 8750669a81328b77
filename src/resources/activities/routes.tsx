/**
 * The activity pages of route group /communist (spec §2: activity, activity/detail,
 * historyActivity, history/detail, onlyActivity, /activity/launch, /activity/copy, templates) —
 * issue 4. Each page is guarded by the module that grants its endpoints; the detail and the QR
 * screen by any of the modules that reach them. /communist/onlyActivity, /activity/createLaunch and
 * /communist-templates render without the shell (src/layout/bareLayout.ts lists them).
 */
import { Resource } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import { BareFrame } from '../shared/BareFrame';
import activities from '.';
import { BARE_LAUNCH_PATH, BARE_TEMPLATES_PATH, HISTORY_LAUNCH_PATH, HISTORY_PATH, LAUNCH_PATH, LIST_PATH, TEMPLATES_PATH } from './format';

const { list: ActivityList, history: HistoryActivityList, detail: ActivityDetail, launch: ActivityLaunch, edit: ActivityEdit, copy: ActivityCopy, historyLaunch: HistoryLaunch, templates: TemplateList, qr: QrScreen } = activities;

/**
 * Spec §2's Student-PC variants under /communist: the student pages that serve them (a student's
 * activities, one activity, launching as an organiser and its templates), keeping the query (?id=).
 */
export const STUDENT_PC_PATHS: Readonly<Record<string, string>> = {
  '/communist/activity/my-list': '/student/activity',
  '/communist/activity/detailStuPc': '/student/activity/detail',
  '/communist/activityTemplateStuPc': '/student/activity/launch',
  '/communist/activity/launchStuPc': '/student/activity/launch',
};

function StudentPcRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate replace to={`${to}${search}`} />;
}

/** Who may open a detail: the list, the history or the launch module. */
const viewers = [LIST_PATH, HISTORY_PATH, LAUNCH_PATH];

export const activityRoutes: FeatureRoutes = {
  resources: [
    <Resource key="activities" name="activities" icon={activities.icon} recordRepresentation={activities.recordRepresentation} />,
    <Resource key="activityTemplates" name="activityTemplates" />,
    <Resource key="activityParticipants" name="activityParticipants" />,
  ],
  routes: [
    guardedRoute(LIST_PATH, LIST_PATH, <ActivityList />),
    guardedRoute(HISTORY_PATH, HISTORY_PATH, <HistoryActivityList />),
    guardedRoute('/communist/activity/detail', viewers, <ActivityDetail />),
    guardedRoute('/communist/history/detail', viewers, <ActivityDetail />),
    guardedRoute(LAUNCH_PATH, LAUNCH_PATH, <ActivityLaunch />),
    guardedRoute('/communist/activity/launch', LAUNCH_PATH, <ActivityEdit />),
    guardedRoute('/activity/copy', LAUNCH_PATH, <ActivityCopy />),
    // Issue 21: 再次发起 from 历史活动 — launching needs the launch module.
    guardedRoute(HISTORY_LAUNCH_PATH, LAUNCH_PATH, <HistoryLaunch />),
    guardedRoute(TEMPLATES_PATH, LAUNCH_PATH, <TemplateList />),
    guardedRoute('/communist/onlyActivity', [LAUNCH_PATH, LIST_PATH], <QrScreen />),
    // Spec §2's bare pages (no shell, e.g. opened in another system's frame): launching and the
    // templates it starts from, with the launch module.
    guardedRoute(BARE_LAUNCH_PATH, LAUNCH_PATH, <BareFrame title="activities.launch.title_create"><ActivityLaunch /></BareFrame>),
    guardedRoute(BARE_TEMPLATES_PATH, LAUNCH_PATH, <BareFrame><TemplateList launchPath={BARE_LAUNCH_PATH} /></BareFrame>),
    // The student pages guard themselves (the student modules).
    ...Object.entries(STUDENT_PC_PATHS).map(([path, to]) => <Route key={path} path={path} element={<StudentPcRedirect to={to} />} />),
  ],
};
