/**
 * The volunteer activity list of issue 6 (routes: ./routes.tsx): 志愿活动
 * /voluntary/practice/list. Loaded lazily.
 */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  practiceList: lazyWithRetry(() => import('./VoluntaryPracticeList')),
};
