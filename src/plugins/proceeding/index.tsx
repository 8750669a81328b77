/**
 * Route group /proceeding (spec §2 "/proceeding/wait", the old /wait addresses) plus 待办统计
 * /analysis/needDealt/list: the review pages of issue 4.
 */
import { auditRoutes } from '../../resources/audits/routes';
import { orgReviewRoutes } from '../../resources/orgLifecycle/routes';
// Issue 21: 评价申请审核 (/proceeding/wait/evaluate/apply/auditing).
import { evaluationReviewRoutes } from '../../resources/evaluations/routes';
// Issue 21: 学分置换审核 (/proceeding/wait/credit/replace/auditing, /wait/replace/first/list).
import { creditReviewRoutes } from '../../resources/creditReplace/routes';
// Issue 21: 日志审核 (/proceeding/wait/journal/list and detail).
import { journalReviewRoutes } from '../../resources/journals/routes';
import type { RouteGroupPlugin } from '../types';

const proceeding: RouteGroupPlugin = {
  name: 'proceeding',
  basePaths: ['/proceeding', '/wait', '/analysis/needDealt'],
  features: [auditRoutes, orgReviewRoutes, evaluationReviewRoutes, journalReviewRoutes, creditReviewRoutes],
};

export default proceeding;
