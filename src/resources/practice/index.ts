/**
 * 社会实践 pages of issue 19 (routes: ./routes.tsx), each loaded lazily: the staff list and team
 * view, the detail, the proposal form, the two review queues, the analysis, statistics and
 * overview, and the team's own projects (also the student's /practice home).
 */
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./PracticeList')),
  show: lazyWithRetry(() => import('./PracticeShow')),
  form: lazyWithRetry(() => import('./PracticeForm')),
  queue: lazyWithRetry(() => import('./PracticeQueue')),
  analysis: lazyWithRetry(() => import('./PracticeAnalysis')),
  statistics: lazyWithRetry(() => import('./PracticeStatistics')),
  overview: lazyWithRetry(() => import('./PracticeOverview')),
  mine: lazyWithRetry(() => import('./MyPractices')),
};
