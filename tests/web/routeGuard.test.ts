/** The route guard rules of spec §2 as one pure function. */
import { describe, expect, it } from 'vitest';
import { routeGuard, withSearch, type GuardInput } from '../../src/authProvider/routeGuard';
import { schoolLoginRoutes } from '../../src/authProvider/sso/registry';

const signedIn: GuardInput = { path: '/usermng/student/list', hasSession: true, modL: null, identity: 0, permissionsLoaded: true };
const signedOut: GuardInput = { ...signedIn, hasSession: false, permissionsLoaded: false };

describe('rule 1: every navigation scrolls to top', () => {
  it.each([signedIn, signedOut, { ...signedIn, path: '/login' }, { ...signedIn, path: '/dashboard', modL: '0' }])('%o', (input) => {
    expect(routeGuard(input).scrollTop).toBe(true);
  });
});

describe('rule 2: no session', () => {
  it.each(['/', '/dashboard', '/usermng/student/list', '/changepassword', '/city', '/communist/activity?id=7'])('%s → /login', (path) => {
    expect(routeGuard({ ...signedOut, path })).toEqual({ scrollTop: true, redirect: '/login' });
  });
  it('stays on /login without loading permissions', () => {
    expect(routeGuard({ ...signedOut, path: '/login' })).toEqual({ scrollTop: true });
  });
  it.each(schoolLoginRoutes)('school login route %s passes', (path) => {
    expect(routeGuard({ ...signedOut, path }).redirect).toBeUndefined();
  });
  it.each(['/cquelogout', '/sso/cquelogout', '/logout-success', '/redirect', '/create_process', '/encrypt', '/JumpPage'])('%s passes', (path) => {
    expect(routeGuard({ ...signedOut, path }).redirect).toBeUndefined();
  });
  it.each([
    ['/sso/chdlogin', '/chdlogin'],
    ['/portal/HNUULOGIN/entry', '/hnuulogin'],
    ['/x/lyaqnulogin', '/lyaqnulogin'],
    // Issue 16: a /{name}login beyond the router's 39 goes to /login?route={name}.
    ['/demologin', '/login?route=demo'],
    ['/Demo2LOGIN', '/login?route=demo2'],
    ['/jiangnan2login', '/login?route=jiangnan2'],
  ])('a URL containing a school login name (%s) goes to that route (%s), keeping the query', (path, route) => {
    expect(routeGuard({ ...signedOut, path })).toEqual({ scrollTop: true, redirect: route, keepSearch: true });
  });
  it('a path merely starting like a public page is not public', () => {
    expect(routeGuard({ ...signedOut, path: '/redirection' }).redirect).toBe('/login');
  });
  it.each(['/xlogin', '/9chdlogin', '/a_blogin', '/demologin/x'])('%s is not a route name: → /login', (path) => {
    expect(routeGuard({ ...signedOut, path })).toEqual({ scrollTop: true, redirect: '/login' });
  });
  it('the query is joined to the redirect’s own', () => {
    expect(withSearch('/login?route=demo', '?ticket=ST-1&targetUrl=%2Fx')).toBe('/login?route=demo&ticket=ST-1&targetUrl=%2Fx');
    expect(withSearch('/chdlogin', '?ticket=ST-1')).toBe('/chdlogin?ticket=ST-1');
    expect(withSearch('/login?route=demo', '')).toBe('/login?route=demo');
  });
});

describe('rule 3: session on a login route → /', () => {
  it.each(['/login', '/stulogin', '/chdlogin', '/hautlogin', '/demologin'])('%s → /', (path) => {
    expect(routeGuard({ ...signedIn, path })).toEqual({ scrollTop: true, redirect: '/' });
  });
  it('wins over permission loading', () => {
    expect(routeGuard({ ...signedIn, path: '/login', permissionsLoaded: false })).toEqual({ scrollTop: true, redirect: '/' });
  });
});

describe('rule 4: modL 0 → /changepassword', () => {
  it.each(['0', 0])('on /dashboard with modL %o', (modL) => {
    expect(routeGuard({ ...signedIn, path: '/dashboard', modL }).redirect).toBe('/changepassword');
  });
  it('also on the index route /, where sign-in lands', () => {
    expect(routeGuard({ ...signedIn, path: '/', modL: '0', identity: 2 }).redirect).toBe('/changepassword');
  });
  it('for staff too, and on any typed page, since the server refuses everything else (issue 14)', () => {
    expect(routeGuard({ ...signedIn, path: '/', modL: '0', identity: 0 }).redirect).toBe('/changepassword');
    expect(routeGuard({ ...signedIn, path: '/teacher/user', modL: '0', identity: 0 }).redirect).toBe('/changepassword');
    expect(routeGuard({ ...signedIn, path: '/usermng/student/list', modL: '0' }).redirect).toBe('/changepassword');
  });
  it('comes before the student rule', () => {
    expect(routeGuard({ ...signedIn, path: '/dashboard', modL: '0', identity: 1 }).redirect).toBe('/changepassword');
  });
  it.each(['1', null, undefined, ''])('not with modL %o', (modL) => {
    expect(routeGuard({ ...signedIn, path: '/dashboard', modL }).redirect).toBeUndefined();
  });
  it('not on the change-password page itself nor on the public pages', () => {
    expect(routeGuard({ ...signedIn, path: '/changepassword', modL: '0' }).redirect).toBeUndefined();
    for (const path of ['/logout-success', '/verify/AB12CD34', '/redirect']) expect(routeGuard({ ...signedIn, path, modL: '0' }).redirect, path).toBeUndefined();
  });
});

describe('rule 5: student on /dashboard → /stulogin (then rule 3 → /)', () => {
  it.each([1, '1', 2, '2'])('identity %o', (identity) => {
    expect(routeGuard({ ...signedIn, path: '/dashboard', identity, modL: '1' }).redirect).toBe('/stulogin');
    expect(routeGuard({ ...signedIn, path: '/stulogin', identity }).redirect).toBe('/');
  });
  it('not for staff, and not on / (no loop)', () => {
    expect(routeGuard({ ...signedIn, path: '/dashboard', identity: 0 }).redirect).toBeUndefined();
    expect(routeGuard({ ...signedIn, path: '/', identity: 1, modL: '1' }).redirect).toBeUndefined();
  });
});

describe('rule 6: load permissions when not loaded', () => {
  it('with a session and no redirect', () => {
    expect(routeGuard({ ...signedIn, permissionsLoaded: false })).toEqual({ scrollTop: true, loadPermissions: true });
    expect(routeGuard({ ...signedIn, path: '/dashboard', permissionsLoaded: false }).loadPermissions).toBe(true);
  });
  it('not when loaded, not without a session, not when redirecting', () => {
    expect(routeGuard(signedIn)).toEqual({ scrollTop: true });
    expect(routeGuard({ ...signedOut, path: '/login' }).loadPermissions).toBeUndefined();
    expect(routeGuard({ ...signedIn, path: '/dashboard', modL: '0', permissionsLoaded: false }).loadPermissions).toBeUndefined();
  });
});

describe('rule 8: the saved current item', () => {
  const savedItem = ['/usermng/student/list', '/usermng/student/campus'];
  it('kept when the path is one of its paths or below one', () => {
    expect(routeGuard({ ...signedIn, savedItem }).clearSavedItem).toBeUndefined();
    expect(routeGuard({ ...signedIn, path: '/usermng/student/campus', savedItem }).clearSavedItem).toBeUndefined();
    expect(routeGuard({ ...signedIn, path: '/usermng/student/list/7', savedItem }).clearSavedItem).toBeUndefined();
  });
  it('cleared when the path does not match it', () => {
    expect(routeGuard({ ...signedIn, path: '/communist/activity', savedItem })).toEqual({ scrollTop: true, clearSavedItem: true });
    expect(routeGuard({ ...signedIn, path: '/usermng/student/listing', savedItem }).clearSavedItem).toBe(true);
  });
  it('nothing to clear without a saved item', () => {
    expect(routeGuard({ ...signedIn, savedItem: [] }).clearSavedItem).toBeUndefined();
    expect(routeGuard({ ...signedIn, savedItem: null }).clearSavedItem).toBeUndefined();
  });
});
