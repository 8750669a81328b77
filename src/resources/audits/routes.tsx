/**
 * The review pages of route group /proceeding (spec §2 "/proceeding/wait": activity first and
 * report auditing, blacklist appeal auditing) plus 待办统计 /analysis/needDealt/list — issue 4. Each
 * page is guarded by its own module path.
 *
 * Redirects (spec §2 "/wait/activity (redirects to first/list; children first/list, report/list …)"):
 * /wait/activity → /wait/activity/first/list → /proceeding/wait/activity/first/auditing, and
 * /wait/activity/report/list → /proceeding/wait/activity/report/auditing.
 */
import { Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import audits from '.';
import { REPORT_REVIEW_PATH } from '../activities/report/paths';

export const FIRST_AUDIT_PATH = '/proceeding/wait/activity/first/auditing';
export const REPORT_AUDIT_PATH = '/proceeding/wait/activity/report/auditing';
export const APPEAL_AUDIT_PATH = '/proceeding/wait/blacklist/apply/auditing';
export const NEED_DEALT_PATH = '/analysis/needDealt/list';

/** Old addresses of spec §2 and where they lead. */
export const PROCEEDING_REDIRECTS: Record<string, string> = {
  '/wait/activity': '/wait/activity/first/list',
  '/wait/activity/first/list': FIRST_AUDIT_PATH,
  '/wait/activity/report/list': REPORT_AUDIT_PATH,
};

const { firstList: FirstAuditList, reportList: ReportAuditList, reportReview: ReportReview, appealList: AppealAuditList, needDealtList: NeedDealtList } = audits;

export const auditRoutes: FeatureRoutes = {
  resources: ['firstAudits', 'reportAudits', 'blacklistAppeals', 'needDealt'].map((name) => <Resource key={name} name={name} />),
  routes: [
    guardedRoute(FIRST_AUDIT_PATH, FIRST_AUDIT_PATH, <FirstAuditList />),
    guardedRoute(REPORT_AUDIT_PATH, REPORT_AUDIT_PATH, <ReportAuditList />),
    guardedRoute(REPORT_REVIEW_PATH, REPORT_AUDIT_PATH, <ReportReview />),
    guardedRoute(APPEAL_AUDIT_PATH, APPEAL_AUDIT_PATH, <AppealAuditList />),
    guardedRoute(NEED_DEALT_PATH, NEED_DEALT_PATH, <NeedDealtList />),
    ...Object.entries(PROCEEDING_REDIRECTS).map(([from, to]) => <Route key={from} path={from} element={<Navigate to={to} replace />} />),
  ],
};
