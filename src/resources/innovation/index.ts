/** 创新创业 pages of issue 20 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  overview: lazyWithRetry(() => import('./Overview')),
  projects: lazyWithRetry(() => import('./Projects')),
  details: lazyWithRetry(() => import('./Details')),
  mine: lazyWithRetry(() => import('./Mine')),
  competition: lazyWithRetry(() => import('./Competitions')),
  hatching: lazyWithRetry(() => import('./Hatching')),
  banner: lazyWithRetry(() => import('./Banners')),
  lists: lazyWithRetry(() => import('./ListPages')),
};
