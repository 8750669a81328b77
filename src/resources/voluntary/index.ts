/**
 * 志愿服务 (issue 6 志愿活动; issue 19 volunteers, volunteer activities, service hours, reviews,
 * statistics and 我的志愿; routes: ./routes.tsx). Every page is loaded lazily.
 */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

const activityPages = () => import('./VoluntaryActivityPages');

export default {
  practiceList: lazyWithRetry(() => import('./VoluntaryPracticeList')),
  volunteerList: lazyWithRetry(() => import('./VolunteerList')),
  volunteerShow: lazyWithRetry(() => import('./VolunteerShow')),
  activityShow: lazyWithRetry(() => activityPages().then((m) => ({ default: m.VoluntaryActivityShow }))),
  create: lazyWithRetry(() => activityPages().then((m) => ({ default: m.VoluntaryCreate }))),
  edit: lazyWithRetry(() => activityPages().then((m) => ({ default: m.VoluntaryEdit }))),
  templates: lazyWithRetry(() => activityPages().then((m) => ({ default: m.VoluntaryTemplates }))),
  examine: lazyWithRetry(() => import('./ExaminePage')),
  mine: lazyWithRetry(() => import('./student/MyVolunteer')),
};
