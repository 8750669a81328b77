/**
 * The activities resource config and its pages (issue 4, plugin communist); every page is loaded
 * lazily so the route group's code stays out of the first bundle.
 */
import EventOutlined from '@mui/icons-material/EventOutlined';
import type { ActivityRow } from '../../../common/activities';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./ActivityList')),
  history: lazyWithRetry(() => import('./ActivityList').then((m) => ({ default: m.HistoryActivityList }))),
  detail: lazyWithRetry(() => import('./detail/ActivityDetailPage')),
  launch: lazyWithRetry(() => import('./launch/LaunchPage')),
  edit: lazyWithRetry(() => import('./launch/LaunchPage').then((m) => ({ default: m.LaunchEdit }))),
  copy: lazyWithRetry(() => import('./launch/LaunchPage').then((m) => ({ default: m.LaunchCopy }))),
  historyLaunch: lazyWithRetry(() => import('./launch/HistoryLaunch')),
  templates: lazyWithRetry(() => import('./TemplateList')),
  qr: lazyWithRetry(() => import('./qr/QrScreen')),
  icon: EventOutlined,
  recordRepresentation: (record: ActivityRow) => record.name,
};
