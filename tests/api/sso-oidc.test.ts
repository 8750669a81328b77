/**
 * The single sign-on flow of spec §4 through OpenID Connect (issue 16) against oidc-provider started
 * in-process (sso-oidc-idp.ts): code 900 → the provider's authorization address with PKCE S256,
 * state (carrying targetUrl) and nonce, the checks kept in a signed cookie; back with code + state →
 * identity + binding cookie → GET /third/token → POST /login. The user number from the ID token
 * (sub) or from userinfo (preferred_username). Refused without a cookie: a wrong or missing state,
 * a replayed code, an unknown user. Sign-out through the provider's end_session_endpoint; the
 * connection test does discovery.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../common/api.js';
import type { SsoTestResult } from '../../common/sso.js';
import { oidcStateTarget } from '../../common/sso.js';
import { PROVIDER_UNREACHABLE_MESSAGE, STATE_INVALID_MESSAGE, TICKET_INVALID_MESSAGE } from '../../server/modules/sso/protocols.js';
import { ACCOUNTS, call, signInAs } from './helpers.js';
import { bindingCookie, bindingSetCookie, saveSso, ssoAuth, thirdToken } from './sso-helpers.js';
import { OIDC_SITE, oidcInput, oidcTestApp } from './sso-oidc-idp.js';

const SITE = OIDC_SITE;
const { t, admin, idp } = await oidcTestApp();

const STUDENT = ACCOUNTS.student.username;

beforeEach(async () => {
  expect((await saveSso(t, admin, oidcInput('chd', idp.issuer))).code).toBe(0);
});

/** The `sso_oidc=…` pair SSOAuth's 900 sets, or null. */
function stateCookie(res: { headers: Record<string, unknown> }): string | null {
  const raw = res.headers['set-cookie'];
  const c = (Array.isArray(raw) ? raw : raw ? [String(raw)] : []).find((v: string) => v.startsWith('sso_oidc='));
  return c ? c.split(';')[0] : null;
}

/** 900 for `targetUrl`, then `account` signs in at the provider: the return's params and the state cookie. */
async function startAndSignIn(account: string, targetUrl?: string) {
  const first = await ssoAuth(t, 'chd', targetUrl ? { targetUrl } : {});
  expect(first.env.code).toBe(900);
  const back = await idp.signIn(first.env.data as string, account);
  const q = Object.fromEntries(back.searchParams);
  return { cookie: stateCookie(first.res)!, params: { code: q.code, state: q.state, iss: q.iss }, authorizationUrl: new URL(first.env.data as string), back };
}

describe('the flow of spec §4 through OIDC', () => {
  it('900 → authorization with PKCE S256, state and nonce; code → identity + cookie → /third/token → POST /login', async () => {
    const first = await ssoAuth(t, 'chd', { targetUrl: '/student/hours', routeUrl: '/chdlogin', pathAll: '/chdlogin' });
    expect(first.env.code).toBe(900);
    const url = new URL(first.env.data as string);
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/auth`);
    const q = url.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({ client_id: 'dekt', response_type: 'code', redirect_uri: `${SITE}/chdlogin`, code_challenge_method: 'S256', scope: 'openid profile' });
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(oidcStateTarget(q.get('state')!)).toBe('/student/hours');
    const setCookie = String((Array.isArray(first.res.headers['set-cookie']) ? first.res.headers['set-cookie'] : [first.res.headers['set-cookie']]).find((c) => String(c).startsWith('sso_oidc=')));
    expect(setCookie).toMatch(/; Max-Age=600;/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).not.toContain(q.get('nonce')!);

    const back = await idp.signIn(url.href, STUDENT);
    expect(back.origin + back.pathname).toBe(`${SITE}/chdlogin`);
    expect(back.searchParams.get('state')).toBe(q.get('state'));
    const { res, env } = await ssoAuth(t, 'chd', { code: back.searchParams.get('code'), state: back.searchParams.get('state'), iss: back.searchParams.get('iss') }, { cookie: stateCookie(first.res)! });
    expect(env).toMatchObject({ code: 0, data: { schoolId: 10001, code: STUDENT } });
    expect(bindingSetCookie(res)).toMatch(/; Max-Age=60;.*HttpOnly/);
    expect(String(res.headers['set-cookie'])).toMatch(/sso_oidc=; Max-Age=0/);

    const got = await thirdToken(t, { schoolId: 10001, username: STUDENT }, bindingCookie(res));
    expect(got.env.code).toBe(0);
    expect(await call<LoginResult>(t, 'POST', '/login', {}, got.env.data.access_token)).toMatchObject({ code: 0, data: { schoolId: 10001, code: STUDENT, identity: 2 } });
  });

  it('reads the user number from userinfo when the ID token lacks the claim, and works without iss', async () => {
    expect((await saveSso(t, admin, oidcInput('chd', idp.issuer, { userClaim: 'preferred_username' }))).code).toBe(0);
    const { cookie, params } = await startAndSignIn(`u-${ACCOUNTS.teacher.username}`);
    const { env, res } = await ssoAuth(t, 'chd', { code: params.code, state: params.state }, { cookie });
    expect(env).toMatchObject({ code: 0, data: { schoolId: 10001, code: ACCOUNTS.teacher.username } });
    const got = await thirdToken(t, { schoolId: 10001, username: ACCOUNTS.teacher.username }, bindingCookie(res));
    expect(await call<LoginResult>(t, 'POST', '/login', {}, got.env.data.access_token)).toMatchObject({ code: 0, data: { identity: 0 } });
  });
});

describe('refusals (no binding cookie)', () => {
  const refused = (r: Awaited<ReturnType<typeof ssoAuth>>, msg: string) => {
    expect(r.env).toMatchObject({ code: 20002, msg });
    expect(bindingCookie(r.res)).toBeNull();
  };

  it('a wrong state, a missing state cookie, another browser’s state cookie', async () => {
    const { cookie, params } = await startAndSignIn(STUDENT);
    refused(await ssoAuth(t, 'chd', { ...params, state: `${params.state}x` }, { cookie }), STATE_INVALID_MESSAGE);
    refused(await ssoAuth(t, 'chd', params), STATE_INVALID_MESSAGE);
    const other = await startAndSignIn(STUDENT);
    refused(await ssoAuth(t, 'chd', params, { cookie: other.cookie }), STATE_INVALID_MESSAGE);
    // A state cookie edited by hand fails its signature.
    refused(await ssoAuth(t, 'chd', params, { cookie: cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }), STATE_INVALID_MESSAGE);
  });

  it('a replayed code, even with the original state cookie', async () => {
    const { cookie, params } = await startAndSignIn(STUDENT);
    expect((await ssoAuth(t, 'chd', params, { cookie })).env.code).toBe(0);
    refused(await ssoAuth(t, 'chd', params, { cookie }), TICKET_INVALID_MESSAGE);
  });

  it('a code whose PKCE verifier is not the one of its cookie', async () => {
    const a = await startAndSignIn(STUDENT);
    const b = await startAndSignIn(STUDENT);
    // b's state and cookie with a's code: state checks out, the verifier does not.
    refused(await ssoAuth(t, 'chd', { ...b.params, code: a.params.code }, { cookie: b.cookie }), TICKET_INVALID_MESSAGE);
  });

  it('an unknown user, a disabled account, a missing claim', async () => {
    const unknown = await startAndSignIn('9999999999');
    refused(await ssoAuth(t, 'chd', unknown.params, { cookie: unknown.cookie }), '统一身份认证账号 9999999999 在本系统中不存在,请联系管理员');
    await t.db.updateTable('users').set({ status: 0 }).where('username', '=', ACCOUNTS.teacher.username).where('schoolId', '=', 10001).execute();
    try {
      const off = await startAndSignIn(ACCOUNTS.teacher.username);
      refused(await ssoAuth(t, 'chd', off.params, { cookie: off.cookie }), '账号已被禁用,请联系管理员');
    } finally {
      await t.db.updateTable('users').set({ status: 1 }).where('username', '=', ACCOUNTS.teacher.username).where('schoolId', '=', 10001).execute();
    }
    expect((await saveSso(t, admin, oidcInput('chd', idp.issuer, { userClaim: 'xh' }))).code).toBe(0);
    const noClaim = await startAndSignIn(STUDENT);
    refused(await ssoAuth(t, 'chd', noClaim.params, { cookie: noClaim.cookie }), '统一身份认证未返回学工号(xh),请联系管理员');
  });

  it('a provider that cannot be reached: 900 and the exchange both say so', async () => {
    expect((await saveSso(t, admin, oidcInput('chd', 'http://127.0.0.1:9'))).code).toBe(0);
    expect((await ssoAuth(t, 'chd', {})).env).toMatchObject({ code: 20002, msg: PROVIDER_UNREACHABLE_MESSAGE });
    refused(await ssoAuth(t, 'chd', { code: 'x', state: 'y' }), STATE_INVALID_MESSAGE);
  });
});

describe('signing out and the connection test', () => {
  it('SSOSignOut answers the provider’s end_session_endpoint back to /logout-success', async () => {
    const token = await signInAs(t, 'student');
    const out = await call<string>(t, 'GET', '/user/chdSSOSignOut', { userCode: STUDENT }, token);
    expect(out.code).toBe(0);
    const url = new URL(out.data);
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/session/end`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ post_logout_redirect_uri: `${SITE}/logout-success`, client_id: 'dekt' });
    expect((await call(t, 'POST', '/login', {}, token)).code).toBe(10001);
    // The provider accepts it: its logout confirmation page, not an error.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('logout');
  });

  it('discovers the provider, and reports one that is not there', async () => {
    const test = (params: object) => call<SsoTestResult>(t, 'POST', '/system/sso/config/test', params, admin);
    expect((await test({ protocol: 'oidc', oidcIssuer: idp.issuer })).data).toMatchObject({ ok: true, message: '连接成功' });
    expect((await test({})).data.ok).toBe(true);
    expect((await test({ protocol: 'oidc', oidcIssuer: 'http://127.0.0.1:9' })).data).toMatchObject({ ok: false, message: expect.stringContaining('无法连接') });
    expect((await test({ protocol: 'oidc', oidcIssuer: `${idp.issuer}/nothing` })).data.ok).toBe(false);
  });
});
