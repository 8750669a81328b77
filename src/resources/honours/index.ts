/** 荣誉就业 pages of issue 21 (routes: ./routes.tsx), each loaded lazily. */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  staff: lazyWithRetry(() => import('./StaffList')),
  mine: lazyWithRetry(() => import('./MyList')),
  details: lazyWithRetry(() => import('./Details')),
};
