/**
 * The per-school login routes (spec §2) and which school each one opens, decided at run time.
 *
 * The 39 routes of the spec are the router's paths (/login, /stulogin, /chdlogin … /hautlogin).
 * Which school a route opens is not compiled in: a school's SSO configuration names its route
 * (SchoolSso.routeName in GET /common/all-school, common/sso.ts), so `schoolForRoute` reads it from
 * the school list. Route names a school configures beyond the 39 are learned from the same list
 * (`learnRouteNames`) and then match like the others. The router has no page for them: the route
 * guard forwards /{name}login to /login?route={name} (`unlistedRouteName`), and the login page
 * reads that back as the route (`loginRouteAt`).
 */
import { SSO_ROUTE_NAME_PATTERN } from '../../../common/sso';
import type { SsoSchool } from './types';

/** A login route: its name ('chd'; 'default' for /login) and path ('/chdlogin'). */
export interface LoginRoute {
  id: string;
  loginRoute: string;
}

const SPEC_NAMES = [
  'stu', 'chd', 'ahsj', 'xakj', 'jlnu', 'hnvtc', 'cque', 'bzuu', 'lyahiib', 'wzut', 'hciit', 'lsu', 'stdu', 'ahua', 'hnuu',
  'hnucm', 'scmc', 'jjvu', 'lypt', 'lyaqnu', 'hnnu', 'ahwsjkxy', 'cqmu', 'lybjwlxy', 'chzc', 'wjcahnu', 'tyu', 'aepu', 'ahyz',
  'dlou', 'amtc', 'lnjzxy', 'sdnu', 'jiangnan', 'lvtc', 'bzy', 'lntdxy', 'haut',
];

/** The 39 routes of spec §2, in its order. /login and /stulogin open no school. */
export const ssoRegistry: readonly LoginRoute[] = [
  { id: 'default', loginRoute: '/login' },
  ...SPEC_NAMES.map((id) => ({ id, loginRoute: `/${id}login` })),
];

/** The 39 login paths ('/login', '/stulogin', … '/hautlogin'), for the router. */
export const schoolLoginRoutes: readonly string[] = ssoRegistry.map((p) => p.loginRoute);

/** Routes that never open a school: the plain login and the students' /stulogin (route guard rule 5). */
export const NO_SCHOOL_ROUTES: ReadonlySet<string> = new Set(['default', 'stu']);

const learned = new Map<string, LoginRoute>();

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A name counts only as a whole word, so 'login' does not match inside '/stulogin'.
function matcher(route: LoginRoute) {
  const name = route.loginRoute.slice(1);
  return { route, length: name.length, re: new RegExp(`(^|[^A-Za-z0-9])${escape(name)}(?![A-Za-z0-9])`, 'i') };
}

let matchers = ssoRegistry.map(matcher).sort((a, b) => b.length - a.length);

/**
 * Adds the route names the schools configure (SchoolSso.routeName) to the table; names of the 39
 * change nothing. Call with each school list read (the login page does).
 */
export function learnRouteNames(schools: readonly SsoSchool[]): void {
  let added = false;
  for (const s of schools) {
    const name = s.sso?.routeName?.toLowerCase();
    if (!name || name === 'default' || ssoRegistry.some((r) => r.id === name) || learned.has(name)) continue;
    learned.set(name, { id: name, loginRoute: `/${name}login` });
    added = true;
  }
  if (added) matchers = [...ssoRegistry, ...learned.values()].map(matcher).sort((a, b) => b.length - a.length);
}

/** Forgets every learned name (back to the spec's 39): for a new school list, and between tests. */
export function forgetRouteNames(): void {
  learned.clear();
  matchers = ssoRegistry.map(matcher).sort((a, b) => b.length - a.length);
}

/**
 * The login route a URL belongs to (spec §2: a route also matches when its name appears anywhere
 * in the URL — path, query or hash). The longest matching name wins. Null when none.
 * Example: matchSchoolLoginRoute('/sso/chdlogin?ticket=1')?.id === 'chd'.
 */
export function matchSchoolLoginRoute(url: string | null | undefined): LoginRoute | null {
  if (!url) return null;
  return matchers.find((m) => m.re.test(url))?.route ?? null;
}

/**
 * The school a route opens: the one whose SSO names that route (case-insensitive), null for
 * /login, /stulogin and a route no school of `schools` configures.
 */
export function schoolForRoute(routeId: string, schools: readonly SsoSchool[]): SsoSchool | null {
  const id = routeId.toLowerCase();
  if (NO_SCHOOL_ROUTES.has(id)) return null;
  return schools.find((s) => s.sso?.routeName?.toLowerCase() === id) ?? null;
}

/** The query parameter carrying a login route the router has no page for: /login?route=demo. */
export const ROUTE_PARAM = 'route';

/**
 * The name of a path /{name}login (name of SSO_ROUTE_NAME_PATTERN, 'login' in any case) that is
 * not one of the 39 routes of the router, lower-cased; null otherwise.
 * Example: unlistedRouteName('/demologin') === 'demo'; unlistedRouteName('/chdlogin') === null.
 */
export function unlistedRouteName(path: string): string | null {
  const m = /^\/([A-Za-z0-9]+)login$/i.exec(path);
  if (!m || !SSO_ROUTE_NAME_PATTERN.test(m[1])) return null;
  const name = m[1].toLowerCase();
  return schoolLoginRoutes.includes(`/${name}login`) ? null : name;
}

/**
 * The login route a page address is on: /login?route={name} (a route the guard forwarded, name of
 * SSO_ROUTE_NAME_PATTERN) reads as /{name}login; otherwise matchSchoolLoginRoute(pathname).
 */
export function loginRouteAt(pathname: string, search: string): LoginRoute | null {
  const matched = matchSchoolLoginRoute(pathname);
  if (matched?.id !== 'default' || pathname !== '/login') return matched;
  const name = new URLSearchParams(search).get(ROUTE_PARAM)?.toLowerCase() ?? '';
  return SSO_ROUTE_NAME_PATTERN.test(name) ? { id: name, loginRoute: `/${name}login` } : matched;
}

/**
 * The page's full address as the identity provider knows it: on /login?route={name} the real
 * service address {origin}/{name}login with the other parameters kept byte for byte
 * ('/login?route=demo&ticket=ST-1' → '{origin}/demologin?ticket=ST-1'); elsewhere the address as it is.
 */
export function serviceHref(origin: string, pathname: string, search: string, hash = ''): string {
  const route = pathname === '/login' ? loginRouteAt(pathname, search) : null;
  if (!route || route.id === 'default') return `${origin}${pathname}${search}${hash}`;
  const rest = search
    .replace(/^\?/, '')
    .split('&')
    .filter((kv) => kv !== '' && kv.split('=')[0] !== ROUTE_PARAM)
    .join('&');
  return `${origin}${route.loginRoute}${rest ? `?${rest}` : ''}${hash}`;
}
