/**
 * Single sign-on through an OpenID Connect provider (issue 16): oidc-provider (panva) as
 * demo/sso/oidcProvider.ts starts it, beside the product (globalSetup). The administrator points
 * 示范大学 at it as OAuth2·OIDC on 系统设置 › 统一身份认证; a student opens /chdlogin on a phone, signs in
 * on the provider's own page and lands on 我的首页 under the right name; signing out here goes
 * through the provider's end_session endpoint and ends the provider's session too. Its own file:
 * sso.e2e.ts configures the same route 'chd' for CAS; this file puts back the configuration it
 * found, so the files may run in either order.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LoginResult } from '../../common/api';
import type { SsoConfigView } from '../../common/sso';
import { apiCall, apiOk, apiSignIn } from './api';
import { journeyBrowser, visible } from './browser';
import { OIDC_CLIENT, OIDC_STUDENT, openSsoSettings } from './sso-accounts';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const oidcIssuer = inject('oidcIssuer');
const { newPage } = journeyBrowser();
const shots = 'test-results/sso';

let before: SsoConfigView;
const adminToken = () => apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  before = await apiOk<SsoConfigView>(baseUrl, await adminToken(), 'GET', '/system/sso/config');
});

afterAll(async () => {
  // The configuration found (stored secrets are kept when the input leaves them empty).
  await apiOk(baseUrl, await adminToken(), 'POST', '/system/sso/config/save', { ...before, clientSecret: '', thirdKey: '' });
});

describe('OIDC single sign-on (oidc-provider)', () => {
  let phone: Page;
  let token: string | null = null;

  it('the administrator configures 示范大学 as OAuth2·OIDC on 统一身份认证, tests the connection and saves', async () => {
    const page = await newPage(1366, 768);
    await openSsoSettings(page, baseUrl, captcha);
    expect(await page.getByLabel('登录路由名').inputValue()).toBe('chd');
    await page.getByRole('combobox', { name: '认证方式' }).click();
    await page.getByRole('option', { name: 'OAuth2·OIDC' }).click();
    // The address to register at the provider is exactly the redirect_uri the provider knows.
    expect(await page.getByTestId('sso-login-address').inputValue()).toBe(`${baseUrl}/chdlogin`);
    await page.getByLabel(/^签发方地址/).fill(oidcIssuer);
    await page.getByLabel(/^客户端 ID/).fill(OIDC_CLIENT.id);
    await page.getByLabel(/^客户端密钥/).fill(OIDC_CLIENT.secret);
    await page.getByLabel(/^授权范围/).fill('openid');
    await page.getByLabel(/^学工号声明/).fill('sub');
    await page.getByLabel('启用统一身份认证').check();
    await page.getByRole('button', { name: '测试连接' }).click();
    await visible(page, '连接成功');
    await page.screenshot({ path: `${shots}/admin-oidc-config-1366.png`, fullPage: true });
    await page.getByRole('button', { name: '保存' }).click();
    await visible(page, '统一身份认证设置已保存');
  });

  it('a student opens /chdlogin, signs in on the provider’s page and lands on 我的首页 under the right name', async () => {
    phone = await newPage(375, 812);
    await phone.goto(`${baseUrl}/chdlogin`);
    // Code 900: the browser goes to the provider's authorization endpoint, then its sign-in page.
    await phone.waitForURL(`${oidcIssuer}/interaction/**`);
    await phone.locator('#username').fill(OIDC_STUDENT.username);
    await phone.locator('#password').fill('not-the-password');
    await phone.getByRole('button', { name: '登录' }).click();
    await visible(phone, '账号或密码错误');
    await phone.screenshot({ path: `${shots}/oidc-provider-signin-375.png` });
    await phone.locator('#username').fill(OIDC_STUDENT.username);
    await phone.locator('#password').fill(OIDC_STUDENT.password);
    await phone.getByRole('button', { name: '登录' }).click();
    // Back with a code → SSOAuth (PKCE, state, nonce) → /third/token → POST /login → the student's home.
    await visible(phone, '我的首页', 30000);
    const back = new URL(phone.url());
    expect(back.origin).toBe(baseUrl);
    expect(back.searchParams.get('code')).toBeNull();
    token = await phone.evaluate(() => localStorage.getItem('sessionKey'));
    const profile = await apiCall<LoginResult>(baseUrl, token, 'POST', '/login');
    expect(profile.data).toMatchObject({ code: OIDC_STUDENT.username, schoolId: 10001, identity: 2 });
    // The header names the student (the name itself shows from 600 px; here its avatar's first character).
    expect(await phone.getByTestId('user-name').textContent()).toBe(profile.data.name);
    await expect.poll(() => phone.getByRole('button', { name: /用户菜单/ }).first().innerText()).toContain(profile.data.name.slice(0, 1));
    await phone.screenshot({ path: `${shots}/student-home-oidc-375.png` });
  });

  it('signing out goes through the provider’s end_session endpoint and ends both sessions', async () => {
    expect(token).not.toBeNull();
    await phone.getByRole('button', { name: /用户菜单/ }).first().click();
    await phone.getByText('退出登录').first().click();
    await visible(phone, '确定退出吗？');
    await phone.getByRole('button', { name: /确定|确认/ }).last().click();
    // The provider asks on its own page, then sends the browser back to our sign-out page.
    await phone.waitForURL(`${oidcIssuer}/session/end**`);
    await visible(phone, '确定退出统一身份认证吗？');
    await phone.getByRole('button', { name: '退出', exact: true }).click();
    await phone.waitForURL(`${baseUrl}/logout-success**`);
    await visible(phone, '退出成功');
    expect((await apiCall(baseUrl, token, 'POST', '/login')).code).toBe(10001);
    // The provider's session is gone too: /chdlogin asks for the password again.
    await phone.goto(`${baseUrl}/chdlogin`);
    await phone.waitForURL(`${oidcIssuer}/interaction/**`);
    await phone.locator('#username').waitFor({ state: 'visible' });
  });
});
