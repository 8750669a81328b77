/** The organisation lifecycle's pages (issue 19; routes: ./routes.tsx), loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  queue: lazyWithRetry(() => import('./OrgQueueList')),
  application: lazyWithRetry(() => import('./ApplicationDetailPage')),
  applications: lazyWithRetry(() => import('./ApplicationList')),
  teams: lazyWithRetry(() => import('./TeamList')),
  team: lazyWithRetry(() => import('./TeamDetailPage')),
  mine: lazyWithRetry(() => import('./StudentOrgPage')),
};
