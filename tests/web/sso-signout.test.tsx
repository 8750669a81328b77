/**
 * Sign-out per school (issue 16; spec §4 "Session"): the SchoolSso remembered at an SSO sign-in
 * decides where sign-out goes — a CAS school's GET /user/{routeName}SSOSignOut {userCode} address,
 * else its logoutUrl, else /logout-success; a password sign-in goes to '/login'. The spec's stored
 * values are removed in every case.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { LoginResult } from '../../common/api';
import type { SchoolSso } from '../../common/sso';
import { LogoutSuccessPage } from '../../src/account/LogoutSuccessPage';
import { createAuthProvider } from '../../src/authProvider';
import { forgetModules } from '../../src/authProvider/modules';
import { getSchoolSso, setSchoolSso } from '../../src/authProvider/session';
import { signOutTarget } from '../../src/authProvider/sso/signOut';
import { createApiClient } from '../../src/dataProvider/apiClient';
import { setNavigator, setNotifier } from '../../src/dataProvider/notify';
import { fakeAdapter, renderInAdmin, type Handler } from './auth-helpers';

const CAS: SchoolSso = { routeName: 'chd', protocol: 'cas', logoutUrl: '' };
const profile = { access_token: '', isAdmin: 0, name: '王同学', identity: 2, code: '2021001', schoolId: 10710, schoolName: '长安大学', waysConvert: 1 } as LoginResult;

function setup(extra: Record<string, Handler> = {}) {
  const { adapter, seen } = fakeAdapter({
    'GET /token': () => ({ code: 0, data: { access_token: 'pw-tok' } }),
    'POST /login': () => ({ code: 0, data: profile }),
    'GET /system/modules': () => ({ code: 0, data: [] }),
    'POST /logout': () => ({ code: 0, data: null }),
    ...extra,
  });
  return { auth: createAuthProvider(createApiClient({ adapter })), seen, calls: () => seen.map((r) => `${r.method} ${r.path}`) };
}

beforeEach(() => {
  setNotifier(() => undefined);
  setNavigator(() => undefined);
  forgetModules();
});

/** Signs in by SSO (the token of /third/token) with `sso` remembered. */
async function ssoSignIn(auth: ReturnType<typeof setup>['auth'], sso: SchoolSso) {
  await auth.login({ accessToken: 'sso-tok', username: '2021001', sso });
  expect(getSchoolSso()).toEqual(sso);
}

const SIGN_OUT_KEYS = ['sessionKey', 'name', 'roleName', 'lastLoginTime', 'userName', 'compulsoryName', 'electiveName'];

describe('sign-out address per school', () => {
  it('a CAS school: GET /user/chdSSOSignOut {userCode} first, then the address it returns', async () => {
    const { auth, seen, calls } = setup({ 'GET /user/chdSSOSignOut': () => ({ code: 0, data: 'https://ids.example.edu.cn/authserver/logout' }) });
    await ssoSignIn(auth, CAS);
    seen.length = 0;
    await expect(auth.logout({})).resolves.toBe('https://ids.example.edu.cn/authserver/logout');
    expect(calls()).toEqual(['GET /user/chdSSOSignOut', 'POST /logout']);
    expect(seen[0].params).toEqual({ userCode: '2021001' });
    for (const key of SIGN_OUT_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('schoolId')).toBe('10710');
  });

  it("a CAS school whose sign-out fails or answers no usable address: its logoutUrl, else /logout-success", async () => {
    const failing = setup({ 'GET /user/chdSSOSignOut': () => 'network-error' });
    await ssoSignIn(failing.auth, { ...CAS, logoutUrl: 'https://portal.example.edu.cn/' });
    await expect(failing.auth.logout({})).resolves.toBe('https://portal.example.edu.cn/');

    const unsafe = setup({ 'GET /user/chdSSOSignOut': () => ({ code: 0, data: 'javascript:alert(1)' }) });
    await ssoSignIn(unsafe.auth, CAS);
    await expect(unsafe.auth.logout({})).resolves.toBe('/logout-success');
  });

  it('a school whose protocol has no sign-out here (third-party) goes straight to its logoutUrl', async () => {
    const { auth, calls } = setup();
    await ssoSignIn(auth, { routeName: 'demo', protocol: 'third', logoutUrl: 'https://www.yiban.example/logout' });
    await expect(auth.logout({})).resolves.toBe('https://www.yiban.example/logout');
    expect(calls().filter((c) => c.includes('SSOSignOut'))).toEqual([]);
  });

  it("an OIDC school: GET /user/{routeName}SSOSignOut {userCode} first, then the provider's end-session address", async () => {
    const endSession = 'https://idp.example.edu.cn/session/end?post_logout_redirect_uri=https%3A%2F%2Fx%2Flogout-success';
    const { auth, seen, calls } = setup({ 'GET /user/cqueSSOSignOut': () => ({ code: 0, data: endSession }) });
    await ssoSignIn(auth, { routeName: 'cque', protocol: 'oidc', logoutUrl: 'https://sso.cque.example/logout' });
    seen.length = 0;
    await expect(auth.logout({})).resolves.toBe(endSession);
    expect(calls()).toEqual(['GET /user/cqueSSOSignOut', 'POST /logout']);
    expect(seen[0].params).toEqual({ userCode: '2021001' });
  });

  it("a password sign-in forgets an earlier SSO school: '/login', no school sign-out", async () => {
    const { auth, calls } = setup();
    setSchoolSso(CAS);
    await auth.login({ username: 'admin', password: 'Admin@123456', captcha: 'abcd', uuid: 'u', schoolId: 10710 });
    expect(getSchoolSso()).toBeNull();
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(calls()).not.toContain('GET /user/chdSSOSignOut');
  });

  it('signOutTarget: no SSO → /login; SSO without an address → /logout-success; an unsafe address is not followed', () => {
    expect(signOutTarget(null)).toBe('/login');
    expect(signOutTarget(CAS)).toBe('/logout-success');
    expect(signOutTarget({ ...CAS, logoutUrl: '//evil.example.com' })).toBe('/logout-success');
  });
});

describe('logout-success page', () => {
  it("offers the SSO school's logoutUrl as the safe exit, and 重新登录 beside it", () => {
    setSchoolSso({ ...CAS, logoutUrl: 'https://portal.example.edu.cn/' });
    renderInAdmin(<LogoutSuccessPage />, { path: '/logout-success' });
    expect(screen.getByRole('link', { name: '安全退出' })).toHaveAttribute('href', 'https://portal.example.edu.cn/');
    expect(screen.getByRole('link', { name: '重新登录' })).toHaveAttribute('href', '/login');
  });

  it("/cquelogout offers no other school's address", () => {
    setSchoolSso({ ...CAS, logoutUrl: 'https://portal.example.edu.cn/' });
    renderInAdmin(<LogoutSuccessPage slug="cque" />, { path: '/cquelogout' });
    expect(screen.getByRole('link', { name: '安全退出' })).toHaveAttribute('href', '/login');
  });
});
