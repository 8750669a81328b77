/** 学分置换 pages of issue 21 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  rules: lazyWithRetry(() => import('./RuleList')),
  list: lazyWithRetry(() => import('./RecordList')),
  queue: lazyWithRetry(() => import('./ReviewQueue')),
  mine: lazyWithRetry(() => import('./MyCredit')),
};
