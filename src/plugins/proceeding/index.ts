/**
 * Route group /proceeding (spec §2 "/proceeding/wait": activity first/report auditing, blacklist
 * apply auditing; /wait/activity redirects) plus 待办统计 /analysis/needDealt/list: the review pages
 * of issue 4. Each page is guarded by its own module path (RequireModule).
 *
 * Redirects (spec §2 "/wait/activity (redirects to first/list; children first/list, report/list …)"):
 * /wait/activity → /wait/activity/first/list → /proceeding/wait/activity/first/auditing, and
 * /wait/activity/report/list → /proceeding/wait/activity/report/auditing.
 */
import { createElement, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import audits from '../../resources/audits';
import { RequireModule } from '../../resources/roles/RequireModule';
import type { RouteGroupPlugin } from '../types';

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

const guarded = (path: string, page: ComponentType) =>
  createElement(Route, { key: path, path, element: createElement(RequireModule, { path }, createElement(page)) });

const redirect = (from: string, to: string) =>
  createElement(Route, { key: from, path: from, element: createElement(Navigate, { to, replace: true }) });

const proceeding: RouteGroupPlugin = {
  name: 'proceeding',
  basePaths: ['/proceeding', '/wait', '/analysis/needDealt'],
  resources: ['firstAudits', 'reportAudits', 'blacklistAppeals', 'needDealt'].map((name) => createElement(Resource, { key: name, name })),
  routes: [
    guarded(FIRST_AUDIT_PATH, audits.firstList),
    guarded(REPORT_AUDIT_PATH, audits.reportList),
    guarded(APPEAL_AUDIT_PATH, audits.appealList),
    guarded(NEED_DEALT_PATH, audits.needDealtList),
    ...Object.entries(PROCEEDING_REDIRECTS).map(([from, to]) => redirect(from, to)),
  ],
};

export default proceeding;
