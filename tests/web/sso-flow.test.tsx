/**
 * Single sign-on on a school's login route (issue 16; spec §4 "Single sign-on flow", §7): the route's
 * school read from the school list, code 900 → the browser leaves for the CAS server, back with a
 * ticket → SSOAuth → /third/token → POST /login → storage and menu → the requested page; a refusal
 * shows the failure page with the way back to the password login. The same through an OIDC
 * provider (code + state, cque's code → id), a third-party partner's parameters (only code 0
 * proceeds, a refusal quietly opens the password form), a school configured but not enabled, and a
 * route a school configures beyond the router's 39 (/login?route=…). The app's auth provider over
 * a fake school API (auth-helpers serveApi), the real catalogue (shell-harness).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginResult } from '../../common/api';
import { oidcState } from '../../common/sso';
import { LoginPage } from '../../src/account';
import { authProvider, RouteGuard } from '../../src/authProvider';
import { forgetModules, getModules } from '../../src/authProvider/modules';
import { getSchoolSso } from '../../src/authProvider/session';
import { browser } from '../../src/authProvider/sso/address';
import type { SsoSchool } from '../../src/authProvider/sso/types';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { renderWithAdmin } from './shell-harness';

const ORIGIN = window.location.origin;
const IDP_LOGIN = 'https://ids.example.edu.cn/authserver/login?service=x';
const school = (id: number, name: string, sso: SsoSchool['sso']): SsoSchool => ({
  id, name, firstLetter: 'C', logo: '', hoursUnit: '学时', scoreReportModel: 1, waysConvert: 1, sso,
});
const SCHOOLS = [
  school(10710, '长安大学', { routeName: 'chd', protocol: 'cas', logoutUrl: '' }),
  school(10001, '示范大学', null),
  school(10611, '重庆第二师范学院', { routeName: 'cque', protocol: 'oidc', logoutUrl: '' }),
  school(10476, '河南示范学院', { routeName: 'hnuu', protocol: 'oidc', logoutUrl: '' }),
  school(10404, '丽水学院', { routeName: 'lsu', protocol: 'third', logoutUrl: '' }),
  school(10403, '演示大学', { routeName: 'demo', protocol: 'cas', logoutUrl: '' }),
];
const profile: Partial<LoginResult> = {
  access_token: '', isAdmin: 0, name: '王同学', identity: 2, code: '2021001', schoolId: 10710, schoolName: '长安大学', waysConvert: 1,
};
const menu = [{ id: 1, name: '我的首页', path: '/', parentId: 0, orderId: 1, isBtn: 0, icon: '', children: [] }];

let seen: SeenRequest[];
function api(extra: Record<string, Handler> = {}) {
  seen = serveApi({
    'GET /common/all-school': () => ({ code: 0, data: SCHOOLS }),
    'GET /user/chdSSOAuth': (r) => (r.params.ticket ? { code: 0, data: { schoolId: 10710, code: '2021001' } } : { code: 900, data: IDP_LOGIN }),
    'GET /third/token': () => ({ code: 0, data: { access_token: 'sso-tok' } }),
    'POST /login': () => ({ code: 0, data: profile }),
    'GET /system/modules': () => ({ code: 0, data: menu }),
    ...extra,
  });
}
const calls = () => seen.map((r) => `${r.method} ${r.path}`);
/** The params of the first call to `path` (by path, not position: the login page's other calls may come first). */
const paramsOf = (path: string) => seen.find((r) => r.path === path)?.params;

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  forgetModules();
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  api();
});
afterEach(() => assign.mockRestore());

const open = (path: string) => renderWithAdmin(<LoginPage />, { path, authProvider });

/** Opens `path` with GET /user/{routeName}SSOAuth answering 900 → `address`: the browser goes there, the call had the first step's params. */
async function expectFirstStep(routeName: string, path: string, address: string) {
  api({ [`GET /user/${routeName}SSOAuth`]: () => ({ code: 900, data: address }) });
  open(path);
  await waitFor(() => expect(assign).toHaveBeenCalledWith(address));
  const routeUrl = `${ORIGIN}/${routeName}login`;
  expect(paramsOf(`/user/${routeName}SSOAuth`)).toEqual({ targetUrl: '/', routeUrl, pathAll: routeUrl });
}

describe('first visit: code 900 sends the browser to the identity provider', () => {
  it('GET /user/chdSSOAuth {targetUrl, routeUrl, pathAll} → window.location to data', async () => {
    open('/chdlogin');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(IDP_LOGIN));
    expect(calls()).toEqual(['GET /common/all-school', 'GET /user/chdSSOAuth']);
    expect(seen[1].params).toEqual({ targetUrl: '/', routeUrl: `${ORIGIN}/chdlogin`, pathAll: `${ORIGIN}/chdlogin` });
    expect(screen.getByRole('status')).toHaveTextContent('正在跳转到统一身份认证…');
    expect(localStorage.getItem('sessionKey')).toBeNull();
  });

  it('a remembered deep link travels as targetUrl; the route is found anywhere in the URL', async () => {
    sessionStorage.setItem('returnTo', '/student/activity/sign?token=abc');
    open('/chdlogin');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(seen[1].params.targetUrl).toBe('/student/activity/sign?token=abc');
  });
});

describe('back with a ticket', () => {
  it('ticket → SSOAuth → /third/token → POST /login → storage and menu → the requested page', async () => {
    const { location } = open('/chdlogin?ticket=ST-1-abc&targetUrl=%2Fstudent%2Factivity%2Fsign%3Ftoken%3Dq');
    await waitFor(() => expect(location().pathname).toBe('/student/activity/sign'));
    expect(location().search).toBe('?token=q');
    // (The test router keeps the login page mounted after it leaves: later calls are its /login form's.)
    expect(calls().slice(0, 5)).toEqual(['GET /common/all-school', 'GET /user/chdSSOAuth', 'GET /third/token', 'POST /login', 'GET /system/modules']);
    const href = `${ORIGIN}/chdlogin?ticket=ST-1-abc&targetUrl=%2Fstudent%2Factivity%2Fsign%3Ftoken%3Dq`;
    expect(seen[1].params).toEqual({ ticket: 'ST-1-abc', targetUrl: '/student/activity/sign?token=q', routeUrl: `${ORIGIN}/chdlogin`, pathAll: href, schoolId: 10710 });
    expect(seen[2].params).toEqual({ schoolId: 10710, username: '2021001' });
    expect(JSON.parse(String(seen[3].headers.Authorization)).token).toBe('sso-tok');
    // Storage as the password login fills it, plus the school's SSO for sign-out.
    expect(localStorage.getItem('sessionKey')).toBe('sso-tok');
    expect(localStorage.getItem('name')).toBe('王同学');
    expect(localStorage.getItem('usernameCode')).toBe('2021001');
    expect(localStorage.getItem('IsfirstLogin')).toBe('1');
    expect(getModules()).toEqual(menu);
    expect(getSchoolSso()).toEqual({ routeName: 'chd', protocol: 'cas', logoutUrl: '' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows 正在通过统一身份认证登录… meanwhile; an unsafe targetUrl lands on the home page', async () => {
    let release: () => void = () => undefined;
    api({ 'GET /third/token': () => new Promise((ok) => (release = () => ok({ code: 0, data: { access_token: 'sso-tok' } }))) });
    const { location } = open('/chdlogin?ticket=ST-2&targetUrl=%2F%2Fevil.example.com');
    expect(await screen.findByText('正在通过统一身份认证登录…')).toBeInTheDocument();
    await waitFor(() => expect(calls()).toContain('GET /third/token'));
    release();
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(seen[1].params.targetUrl).toBe('/');
  });
});

describe('failure', () => {
  it("a refused ticket shows the server's message and a way to the password login with the school preselected", async () => {
    api({ 'GET /user/chdSSOAuth': () => ({ code: 20010, msg: '票据无效或已过期，请重新登录' }) });
    open('/chdlogin?ticket=ST-old');
    expect(await screen.findByRole('heading', { name: '统一身份认证登录失败' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('票据无效或已过期，请重新登录');
    expect(screen.getByText('学校：长安大学')).toBeInTheDocument();
    expect(calls()).not.toContain('GET /third/token');
    expect(localStorage.getItem('sessionKey')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '使用账号密码登录' }));
    await waitFor(() => expect(screen.getByTestId('chosen-school')).toHaveTextContent('长安大学'));
    expect(screen.getByLabelText('账号')).toBeInTheDocument();
  });

  it('a refused /login leaves no session and shows its message', async () => {
    api({ 'POST /login': () => ({ code: 20004, msg: '账号已停用' }) });
    open('/chdlogin?ticket=ST-3');
    expect(await screen.findByRole('alert')).toHaveTextContent('账号已停用');
    expect(localStorage.getItem('sessionKey')).toBeNull();
  });

  it('an answer of another school is refused', async () => {
    api({ 'GET /user/chdSSOAuth': () => ({ code: 0, data: { schoolId: 10001, code: 'x' } }) });
    open('/chdlogin?ticket=ST-4');
    expect(await screen.findByRole('alert')).toHaveTextContent('统一身份认证返回的账号不属于本学校');
    expect(calls()).not.toContain('GET /third/token');
  });
});

describe('schools without SSO keep the password form', () => {
  it('a route no school names: the picker with the not-opened notice, no SSO call', async () => {
    open('/ahsjlogin');
    expect(await screen.findByText('该学校暂未开通,请在下方选择学校')).toBeInTheDocument();
    expect(calls().filter((c) => c.includes('SSO'))).toEqual([]);
  });

  it("a school configured but not enabled (protocol 'none'): the password form with the school preselected, no SSO call", async () => {
    api({ 'GET /common/all-school': () => ({ code: 0, data: [school(10710, '长安大学', { routeName: 'chd', protocol: 'none', logoutUrl: '' })] }) });
    open('/chdlogin');
    await waitFor(() => expect(screen.getByTestId('chosen-school')).toHaveTextContent('长安大学'));
    expect(screen.getByLabelText('账号')).toBeInTheDocument();
    expect(screen.queryByText('该学校暂未开通,请在下方选择学校')).toBeNull();
    expect(calls().filter((c) => c.includes('SSO'))).toEqual([]);
  });
});

describe('OIDC', () => {
  const AUTHORIZE = 'https://idp.example.edu.cn/auth?client_id=web&response_type=code&code_challenge_method=S256&state=s&nonce=n';

  it('first visit: GET /user/hnuuSSOAuth {targetUrl, routeUrl, pathAll} → code 900 → the authorization address', async () => {
    await expectFirstStep('hnuu', '/hnuulogin', AUTHORIZE);
  });

  it('back with code and state: SSOAuth {code, state, iss} → /third/token → POST /login → the page carried in state', async () => {
    api({ 'GET /user/hnuuSSOAuth': () => ({ code: 0, data: { schoolId: 10476, code: '2022007' } }) });
    const state = oidcState('r4nd0m', '/student/activity/sign?token=q');
    const search = `?code=c-1&state=${encodeURIComponent(state)}&iss=${encodeURIComponent('https://idp.example.edu.cn')}`;
    const { location } = open(`/hnuulogin${search}`);
    await waitFor(() => expect(location().pathname).toBe('/student/activity/sign'));
    expect(calls().slice(0, 4)).toEqual(['GET /common/all-school', 'GET /user/hnuuSSOAuth', 'GET /third/token', 'POST /login']);
    expect(seen[1].params).toEqual({
      code: 'c-1', state, iss: 'https://idp.example.edu.cn', targetUrl: '/student/activity/sign?token=q',
      routeUrl: `${ORIGIN}/hnuulogin`, pathAll: `${ORIGIN}/hnuulogin${search}`, schoolId: 10476,
    });
    expect(seen[2].params).toEqual({ schoolId: 10476, username: '2022007' });
    expect(getSchoolSso()).toEqual({ routeName: 'hnuu', protocol: 'oidc', logoutUrl: '' });
  });

  it("the provider's ?error=…&error_description=… shows the failure page with its description, no call", async () => {
    open('/hnuulogin?error=access_denied&error_description=%E7%94%A8%E6%88%B7%E5%8F%96%E6%B6%88%E4%BA%86%E6%8E%88%E6%9D%83');
    expect(await screen.findByRole('heading', { name: '统一身份认证登录失败' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('用户取消了授权');
    expect(calls()).toEqual(['GET /common/all-school']);
  });

  it('without a description the error code shows', async () => {
    open('/hnuulogin?error=invalid_scope');
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid_scope');
  });

  it("cque: GET /user/cque/auth/token {code, redirect_uri} → data.id → /third/token {schoolId, username: id}", async () => {
    api({ 'GET /user/cque/auth/token': () => ({ code: 0, data: { id: '2019001' } }) });
    const { location } = open('/cquelogin?code=c-2&state=xyz');
    await waitFor(() => expect(calls()).toContain('POST /login'));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(calls().slice(0, 4)).toEqual(['GET /common/all-school', 'GET /user/cque/auth/token', 'GET /third/token', 'POST /login']);
    expect(seen[1].params).toEqual({ code: 'c-2', redirect_uri: `${ORIGIN}/cquelogin` });
    expect(seen[2].params).toEqual({ schoolId: 10611, username: '2019001' });
  });

  it('cque refused: the failure page with the server message, no token', async () => {
    api({ 'GET /user/cque/auth/token': () => ({ code: 20002, msg: '授权码无效或已过期' }) });
    open('/cquelogin?code=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('授权码无效或已过期');
    expect(calls()).not.toContain('GET /third/token');
  });
});

describe('third-party sign-in', () => {
  // AES-encrypted base64 as the partner sends it: '+' and '/' unencoded, '=' encoded.
  const ENC = { schoolCode: 'q1+Zx/9kA%3D%3D', userCode: 'Vb+2/Lw%3D', userIdentity: 'MQ%3D%3D', sourceName: 'eWliYW4%3D' };
  const query = (over: Record<string, string> = {}) => `?${Object.entries({ ...ENC, ...over }).map(([k, v]) => `${k}=${v}`).join('&')}`;
  let moduleLoads: number[];
  const verified = () => ({ code: 0, data: { schoolCode: '10404', userCode: '2021001' } });

  beforeEach(() => {
    moduleLoads = [];
    api({
      'GET /auth/third/JinzStuWork/login/verify': verified,
      'GET /system/modules': () => {
        moduleLoads.push(Date.now());
        return { code: 0, data: menu };
      },
    });
  });

  it('code 0 → /third/token {schoolId: the route school, username: userCode} → signed in; the sub-route refresh 1 s later', async () => {
    const { location } = open(`/lsulogin${query()}`);
    await waitFor(() => expect(localStorage.getItem('sessionKey')).toBe('sso-tok'));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(calls().slice(0, 5)).toEqual(['GET /common/all-school', 'GET /auth/third/JinzStuWork/login/verify', 'GET /third/token', 'POST /login', 'GET /system/modules']);
    // The values go on as the partner sent them ('+' kept).
    expect(seen[1].params).toEqual({ schoolCode: 'q1+Zx/9kA==', userCode: 'Vb+2/Lw=', userIdentity: 'MQ==', sourceName: 'eWliYW4=' });
    expect(seen[2].params).toEqual({ schoolId: 10404, username: '2021001' });
    expect(moduleLoads).toHaveLength(1);
    await waitFor(() => expect(moduleLoads).toHaveLength(2), { timeout: 4000 });
    expect(moduleLoads[1] - moduleLoads[0]).toBeGreaterThanOrEqual(950);
  });

  it('sourceName naming ThdStuWork uses its verify endpoint', async () => {
    api({ 'GET /auth/third/ThdStuWork/login/verify': verified });
    open(`/lsulogin${query({ sourceName: 'ThdStuWork' })}`);
    await waitFor(() => expect(calls()).toContain('POST /login'));
    expect(calls()[1]).toBe('GET /auth/third/ThdStuWork/login/verify');
  });

  it('a non-zero code: nothing more happens — the password form for the school, no message (spec §8)', async () => {
    api({ 'GET /auth/third/JinzStuWork/login/verify': () => ({ code: 20002, msg: '参数解密失败' }) });
    open(`/lsulogin${query()}`);
    await waitFor(() => expect(screen.getByTestId('chosen-school')).toHaveTextContent('丽水学院'));
    expect(screen.getByLabelText('账号')).toBeInTheDocument();
    expect(screen.queryByText('参数解密失败')).toBeNull();
    expect(screen.queryByRole('heading', { name: '统一身份认证登录失败' })).toBeNull();
    expect(calls()).not.toContain('GET /third/token');
    expect(localStorage.getItem('sessionKey')).toBeNull();
  });

  it("without the partner's parameters the route opens the password form for the school, no call", async () => {
    open('/lsulogin');
    await waitFor(() => expect(screen.getByTestId('chosen-school')).toHaveTextContent('丽水学院'));
    expect(calls().filter((c) => c.includes('/auth/third/'))).toEqual([]);
  });
});

describe('a route a school configures beyond the 39', () => {
  it('the guard forwards /demologin to /login?route=demo, keeping the query', async () => {
    const { location } = renderWithAdmin(<RouteGuard />, { path: '/demologin?ticket=ST-9&targetUrl=%2Fx', authProvider });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toBe('?route=demo&ticket=ST-9&targetUrl=%2Fx');
  });

  it('/login?route=demo runs the SSO of the school whose route is demo, with its real service address', async () => {
    await expectFirstStep('demo', '/login?route=demo', IDP_LOGIN);
  });

  it('back with the ticket on /login?route=demo&ticket=…: signed in as at /demologin', async () => {
    api({ 'GET /user/demoSSOAuth': () => ({ code: 0, data: { schoolId: 10403, code: '2021009' } }) });
    const { location } = open('/login?route=demo&ticket=ST-9&targetUrl=%2Fx');
    await waitFor(() => expect(location().pathname).toBe('/x'));
    expect(paramsOf('/user/demoSSOAuth')).toEqual({ ticket: 'ST-9', targetUrl: '/x', routeUrl: `${ORIGIN}/demologin`, pathAll: `${ORIGIN}/demologin?ticket=ST-9&targetUrl=%2Fx`, schoolId: 10403 });
    expect(paramsOf('/third/token')).toEqual({ schoolId: 10403, username: '2021009' });
  });

  it('a name no school configures: the picker with the not-opened notice', async () => {
    open('/login?route=nowhere');
    expect(await screen.findByText('该学校暂未开通,请在下方选择学校')).toBeInTheDocument();
    expect(calls().filter((c) => c.includes('SSO'))).toEqual([]);
  });
});
