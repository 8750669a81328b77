/** 签到任务 pages of issue 21 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./TaskList')),
  form: lazyWithRetry(() => import('./TaskForm')),
  detail: lazyWithRetry(() => import('./TaskDetail')),
  mine: lazyWithRetry(() => import('./Mine')),
};
