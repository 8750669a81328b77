/** 意见反馈 pages of issue 21 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  staff: lazyWithRetry(() => import('./StaffFeedback')),
  mine: lazyWithRetry(() => import('./MyFeedback')),
};
