/**
 * Single sign-on against a real CAS server (issue 16): Debian's python3-django-cas-server, started
 * by globalSetup. The administrator points 示范大学 at it on 系统设置 › 统一身份认证; a student opens
 * /chdlogin, signs in on the CAS server's own page and lands on 我的首页; signing out at the CAS
 * server (its single sign-out POST to our service address) ends the session here. The API checks
 * that a ticket is good once, for its own service, and that /third/token needs the browser that
 * presented it.
 */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { casUser } from '../../demo/sso/casServer';
import { encodeParams, makeCodec } from '../../common/codec';
import type { SsoConfigView } from '../../common/sso';
import type { Envelope } from '../../common/envelope';
import { apiCall, apiOk, apiSignIn } from './api';
import { journeyBrowser, visible } from './browser';
import { CAS_STUDENT, openSsoSettings } from './sso-accounts';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const casUrl = inject('casUrl');
const { newPage } = journeyBrowser();
const shots = 'test-results/sso';
const service = `${baseUrl}/chdlogin`;

/** GET /api{path} with params, sending and returning cookies as a browser would (the binding cookie is HttpOnly). */
async function withCookies<T>(path: string, params: unknown, cookie = ''): Promise<{ env: Envelope<T>; cookie: string }> {
  const q = encodeURIComponent(encodeParams(makeCodec('plain'), params));
  const res = await fetch(`${baseUrl}/api${path}?params=${q}`, { headers: cookie ? { cookie } : {} });
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { env: (await res.json()) as Envelope<T>, cookie: set || cookie };
}

beforeAll(() => {
  mkdirSync(shots, { recursive: true });
});

describe('CAS single sign-on (real CAS server)', () => {
  it('the administrator points 示范大学 at the CAS server on 统一身份认证, tests the connection and saves', async () => {
    const page = await newPage(1366, 768);
    await openSsoSettings(page, baseUrl, captcha);
    // The seed gives the demo school the route 'chd' with CAS, not enabled.
    expect(await page.getByLabel('登录路由名').inputValue()).toBe('chd');
    await page.getByLabel(/^CAS 服务器地址/).fill(casUrl);
    await page.getByLabel(/^学工号属性/).fill('xh');
    await page.getByLabel('启用统一身份认证').check();
    await page.getByRole('button', { name: '测试连接' }).click();
    await visible(page, '连接成功');
    await page.screenshot({ path: `${shots}/admin-config-1366.png`, fullPage: true });
    await page.getByRole('button', { name: '保存' }).click();
    await visible(page, '统一身份认证设置已保存');
  });

  it('a student opens /chdlogin, signs in on the CAS page, lands on 我的首页; signing out at CAS ends the session here', async () => {
    const phone: Page = await newPage(375, 812);
    await phone.goto(`${baseUrl}/chdlogin`);
    // Code 900: the browser goes to the CAS server's own login page.
    await phone.waitForURL(`${casUrl}/login**`);
    await phone.locator('#id_username').fill(CAS_STUDENT.username);
    await phone.locator('#id_password').fill(CAS_STUDENT.password);
    await phone.locator('button[type=submit]').first().click();
    // Back with a ticket → SSOAuth → /third/token → POST /login → the student's home.
    await visible(phone, '我的首页', 30000);
    expect(new URL(phone.url()).searchParams.get('ticket')).toBeNull();
    await phone.screenshot({ path: `${shots}/student-home-375.png` });

    // Single sign-out: CAS POSTs a logoutRequest to our service address, which ends the session.
    const token = await phone.evaluate(() => localStorage.getItem('sessionKey'));
    expect((await apiCall(baseUrl, token, 'POST', '/login')).code).toBe(0);
    await phone.goto(`${casUrl}/logout`);
    await expect.poll(async () => (await apiCall(baseUrl, token, 'POST', '/login')).code, { timeout: 20000, interval: 500 }).toBe(10001);
    // The app notices at its next call and leaves the student's pages.
    await phone.goto(`${baseUrl}/`);
    await phone.waitForURL(/\/(login|logout-success)$/);
  });

  it('a ticket is good once, for its own service only, and /third/token needs the browser that presented it', async () => {
    const user = casUser(casUrl);
    const schoolId = 10001;
    const ticket = await user.login(service, CAS_STUDENT.username, CAS_STUDENT.password);
    const first = await withCookies<{ schoolId: number; code: string }>('/user/chdSSOAuth', { ticket, routeUrl: '/chdlogin', pathAll: '/chdlogin', schoolId });
    expect(first.env).toMatchObject({ code: 0, data: { schoolId, code: CAS_STUDENT.username } });
    // Without the binding cookie, or for another user, no token.
    expect((await apiCall(baseUrl, null, 'GET', '/third/token', { schoolId, username: CAS_STUDENT.username })).code).not.toBe(0);
    expect((await withCookies('/third/token', { schoolId, username: '2021000002' }, first.cookie)).env.code).not.toBe(0);
    const token = await withCookies<{ access_token: string }>('/third/token', { schoolId, username: CAS_STUDENT.username }, first.cookie);
    expect(token.env.code).toBe(0);
    const profile = await apiCall<{ code: string; schoolId: number }>(baseUrl, token.env.data.access_token, 'POST', '/login');
    expect(profile.data).toMatchObject({ code: CAS_STUDENT.username, schoolId });
    // The CAS server itself refuses the same ticket again.
    expect((await withCookies('/user/chdSSOAuth', { ticket, routeUrl: '/chdlogin', pathAll: '/chdlogin', schoolId })).env.code).not.toBe(0);
    // A ticket issued for another service is refused for ours.
    const other = await user.login(`${baseUrl}/jiangnanlogin`, CAS_STUDENT.username, CAS_STUDENT.password);
    expect((await withCookies('/user/chdSSOAuth', { ticket: other, routeUrl: '/chdlogin', pathAll: '/chdlogin', schoolId })).env.code).not.toBe(0);
    await user.logout();
  });

  it('CAS 2.0: /serviceValidate with the user number in cas:user', async () => {
    const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
    const view = await apiOk<SsoConfigView>(baseUrl, admin, 'GET', '/system/sso/config');
    await apiOk(baseUrl, admin, 'POST', '/system/sso/config/save', { ...view, casVersion: '2.0', userAttribute: '', clientSecret: '', thirdKey: '' });
    const user = casUser(casUrl);
    const ticket = await user.login(service, CAS_STUDENT.username, CAS_STUDENT.password);
    const got = await withCookies<{ schoolId: number; code: string }>('/user/chdSSOAuth', { ticket, routeUrl: '/chdlogin', pathAll: '/chdlogin', schoolId: 10001 });
    expect(got.env).toMatchObject({ code: 0, data: { schoolId: 10001, code: CAS_STUDENT.username } });
    expect((await withCookies<{ access_token: string }>('/third/token', { schoolId: 10001, username: CAS_STUDENT.username }, got.cookie)).env.code).toBe(0);
    await user.logout();
  });
});
