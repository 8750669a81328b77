/**
 * The route guard of spec §2 ("Route guard" rules 1–8) as one pure function, plus the component
 * that applies it on every navigation.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import { isStudentIdentity } from '../../common/api';
import { loadModules, modulesLoaded } from './modules';
import { clearSavedItem, getSavedItem, getSubRouters, readSession } from './session';
import { matchSchoolLoginRoute, ROUTE_PARAM, unlistedRouteName } from './sso/registry';
import { rememberReturnTo } from './returnTo';
import { notifyError } from '../dataProvider/notify';

export interface GuardInput {
  /** The pathname navigated to. */
  path: string;
  hasSession: boolean;
  /** Stored modL ('0' forces the change-password page). */
  modL: string | number | null | undefined;
  /** Stored identity (1 or 2 read as student, see isStudentIdentity). */
  identity: string | number | null | undefined;
  permissionsLoaded: boolean;
  /** Paths of the saved current menu item and its sub-menu siblings (keys item / subRouters). */
  savedItem?: readonly string[] | null;
}

export interface GuardDecision {
  /** Rule 1: every navigation scrolls to top. */
  scrollTop: true;
  /** Where to go instead (replace navigation). */
  redirect?: string;
  /** Keep the query string on the redirect (a school login URL may carry an SSO ticket); joined to a redirect's own query. */
  keepSearch?: boolean;
  /** Rule 6: load the module list (menu and routes) before showing the page. */
  loadPermissions?: boolean;
  /** Rule 8: forget the saved current item. */
  clearSavedItem?: boolean;
}

/**
 * Pages reachable without a session besides the login routes: the logout-success page, the
 * redirect notice, the no-permission page and (issue 7) the transcript verification page
 * /verify/{code}; issue 21 the partner landing /encrypt (it signs in) and the redirect notice
 * /JumpPage. A path containing 'cquelogout' also passes (spec §2).
 */
export const PUBLIC_PATHS: readonly string[] = ['/logout-success', '/redirect', '/create_process', '/verify', '/encrypt', '/JumpPage'];

/** Paths where rule 5 applies. */
const DASHBOARD_PATHS = ['/dashboard'];
const CHANGE_PASSWORD_PATH = '/changepassword';

function isPublic(path: string): boolean {
  return path.includes('cquelogout') || PUBLIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

function matchesSaved(path: string, saved: readonly string[]): boolean {
  return saved.some((p) => !!p && (path === p || path.startsWith(`${p}/`)));
}

/**
 * Decides what a navigation to `input.path` does (spec §2 route guard):
 *  1. always scroll to top;
 *  2. no session and not on a login route → '/login'. Allowed without a session: /login and every
 *     per-school login route (matchSchoolLoginRoute), any path containing 'cquelogout', and the
 *     public pages /logout-success, /redirect, /create_process, /verify(/{code}), /encrypt, /JumpPage. A URL that only contains a school's
 *     login name (e.g. /sso/chdlogin) goes to that school's own login route, query kept. A path
 *     /{name}login that is not one of the 39 (a route a school configures, issue 16) goes to
 *     /login?route={name}, query kept (the login page reads it as that school's route);
 *  3. session and on /login, a school login route or such a /{name}login → '/';
 *  4. session, modL '0' → '/changepassword'. The spec names /dashboard; here it holds on every page
 *     but the public ones, since the server refuses everything else until the change (students and,
 *     issue 14, staff) and a typed address would otherwise show a misleading empty page;
 *  5. session, on /dashboard, student identity (1, also 2) → '/stulogin' (rule 3 then leads to '/',
 *     the student's home);
 *  6. otherwise, with a session and permissions not loaded → loadPermissions;
 *  7. (failed page chunks: see lazyWithRetry.ts);
 *  8. savedItem given and the path matches none of its paths (exactly or as a parent) → clearSavedItem.
 */
export function routeGuard(input: GuardInput): GuardDecision {
  const { path, hasSession } = input;
  const decision: GuardDecision = { scrollTop: true };
  if (input.savedItem && input.savedItem.length > 0 && !matchesSaved(path, input.savedItem)) decision.clearSavedItem = true;

  const unlisted = unlistedRouteName(path);
  if (!hasSession) {
    const school = matchSchoolLoginRoute(path);
    if (unlisted) {
      decision.redirect = `/login?${ROUTE_PARAM}=${unlisted}`;
      decision.keepSearch = true;
      return decision;
    }
    if (school && path !== school.loginRoute && !isPublic(path)) {
      decision.redirect = school.loginRoute;
      decision.keepSearch = true;
    } else if (!school && !isPublic(path)) decision.redirect = '/login';
    return decision;
  }
  if (unlisted || matchSchoolLoginRoute(path) !== null) {
    decision.redirect = '/';
    return decision;
  }
  if (String(input.modL ?? '') === '0' && path !== CHANGE_PASSWORD_PATH && !isPublic(path)) {
    decision.redirect = CHANGE_PASSWORD_PATH;
    return decision;
  }
  if (DASHBOARD_PATHS.includes(path) && isStudentIdentity(input.identity)) {
    decision.redirect = '/stulogin';
    return decision;
  }
  if (!input.permissionsLoaded) decision.loadPermissions = true;
  return decision;
}

/** The saved-item paths the guard compares against (stored item.path and its sub-menu's paths). */
export function savedItemPaths(): string[] {
  const item = getSavedItem();
  const paths = getSubRouters().map((m) => m.path);
  if (item?.path) paths.push(item.path);
  return paths.filter(Boolean);
}

/** `to` with the query `search` ('?a=1') added: '/login?route=demo' + '?ticket=1' → '/login?route=demo&ticket=1'. */
export function withSearch(to: string, search: string): string {
  const extra = search.replace(/^\?/, '');
  if (!extra) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${extra}`;
}

function scrollToTop() {
  try {
    window.scrollTo(0, 0);
  } catch {
    /* jsdom and old browsers */
  }
}

/**
 * Applies routeGuard on every navigation. Renders nothing. Mount once where it sees every route,
 * including the login and no-layout pages (AppNotification does so inside <Admin>).
 */
export function RouteGuard(): null {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const s = readSession();
    const decision = routeGuard({
      path: location.pathname,
      hasSession: !!s.sessionKey,
      modL: s.modL,
      identity: s.identity,
      permissionsLoaded: modulesLoaded(),
      savedItem: savedItemPaths(),
    });
    if (decision.scrollTop) scrollToTop();
    if (decision.clearSavedItem) clearSavedItem();
    if (decision.redirect === '/login' && !s.sessionKey) rememberReturnTo(location.pathname, location.search);
    if (decision.redirect && decision.redirect !== location.pathname)
      navigate(decision.keepSearch ? withSearch(decision.redirect, location.search) : decision.redirect, { replace: true });
    else if (decision.loadPermissions) loadModules().catch(notifyError);
  }, [location.pathname, location.search, navigate]);
  return null;
}
