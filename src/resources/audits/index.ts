/**
 * The review pages of issue 4 (mounted by src/plugins/proceeding): 活动审核, 结项审核,
 * 黑名单申诉审核 and 待办统计. Pages load lazily.
 */
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  firstList: lazyWithRetry(() => import('./FirstAuditList')),
  reportList: lazyWithRetry(() => import('./ReportAuditList')),
  // The auditor's page of one report lives with the report (activities/report).
  reportReview: lazyWithRetry(() => import('../activities/report/ReportReviewPage')),
  appealList: lazyWithRetry(() => import('./AppealAuditList')),
  needDealtList: lazyWithRetry(() => import('./NeedDealtList')),
  icon: FactCheckOutlined,
};
