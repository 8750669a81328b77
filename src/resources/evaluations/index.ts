/** 活动评价 pages of issue 21 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  projects: lazyWithRetry(() => import('./Projects')),
  applications: lazyWithRetry(() => import('./Applications')),
  statistics: lazyWithRetry(() => import('./Statistics')),
  queue: lazyWithRetry(() => import('./Queue')),
  mine: lazyWithRetry(() => import('./Mine')),
};
