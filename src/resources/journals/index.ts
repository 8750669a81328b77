/** 工作日志 and 待办事项 pages of issue 21 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./JournalList')),
  form: lazyWithRetry(() => import('./JournalForm')),
  detail: lazyWithRetry(() => import('./JournalDetail')),
  queue: lazyWithRetry(() => import('./Queue')),
  things: lazyWithRetry(() => import('./Things')),
};
