/** 活力值 pages of issue 21 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  accounts: lazyWithRetry(() => import('./Accounts')),
  store: lazyWithRetry(() => import('./Store')),
  orders: lazyWithRetry(() => import('./Orders')),
  rules: lazyWithRetry(() => import('./Rules')),
  mine: lazyWithRetry(() => import('./Mine')),
};
