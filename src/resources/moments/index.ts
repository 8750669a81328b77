/** 校园动态 pages of issue 21 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  moderation: lazyWithRetry(() => import('./ModerationList')),
  feed: lazyWithRetry(() => import('./FeedPage')),
  themes: lazyWithRetry(() => import('./ThemePage')),
  detail: lazyWithRetry(() => import('./Detail')),
};
