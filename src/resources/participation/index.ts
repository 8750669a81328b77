/**
 * The student's activity pages of issue 4 (route group /student/activity, routes.tsx): 我的活动, the
 * activity detail and the QR sign page; for organisation leaders the launch, manage and QR pages
 * (organiser/). Pages load lazily.
 */
import EventOutlined from '@mui/icons-material/EventOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  page: lazyWithRetry(() => import('./StudentActivityPage')),
  detail: lazyWithRetry(() => import('./StudentActivityDetail')),
  sign: lazyWithRetry(() => import('./SignPage')),
  launch: lazyWithRetry(() => import('./organiser/OrganiserPages')),
  manage: lazyWithRetry(() => import('./organiser/OrganiserPages').then((m) => ({ default: m.StudentManagePage }))),
  qr: lazyWithRetry(() => import('./organiser/OrganiserPages').then((m) => ({ default: m.StudentQrPage }))),
  icon: EventOutlined,
};
