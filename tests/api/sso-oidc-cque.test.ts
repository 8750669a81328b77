/**
 * The cque shape of the OAuth2 code exchange (issue 16; spec §4, §7 GET /user/cque/auth/token
 * {code, redirect_uri} → data.id) against oidc-provider in-process (sso-oidc-idp.ts, client 'cque'
 * without PKCE): the deployed client's code → the user number + the binding cookie → GET
 * /third/token → POST /login. Refused without a cookie: a redirect_uri not this site's /cquelogin,
 * a replayed or forged code, an unknown user, a route 'cque' that is not OIDC.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../common/api.js';
import type { CqueTokenResult } from '../../common/sso.js';
import { TICKET_INVALID_MESSAGE } from '../../server/modules/sso/protocols.js';
import { NOT_OPEN_MESSAGE, REDIRECT_URI_MESSAGE } from '../../server/modules/sso/service.js';
import { ACCOUNTS, call, readEnvelope, send } from './helpers.js';
import { bindingCookie, casInput, saveSso, ssoAuth, thirdToken } from './sso-helpers.js';
import { OIDC_CLIENTS, OIDC_SITE, oidcInput, oidcTestApp } from './sso-oidc-idp.js';

const SITE = OIDC_SITE;
const { t, admin, idp } = await oidcTestApp();

const STUDENT = ACCOUNTS.student.username;
const REDIRECT = `${SITE}/cquelogin`;

beforeAll(async () => {
  expect((await saveSso(t, admin, oidcInput('cque', idp.issuer, { clientId: 'cque', clientSecret: OIDC_CLIENTS.cque }))).code).toBe(0);
});

/** A code for `account` as the deployed cque client obtains it: no PKCE, no state, no nonce. */
async function codeFor(account: string, redirectUri = REDIRECT): Promise<string> {
  const auth = new URL(`${idp.issuer}/auth`);
  auth.search = new URLSearchParams({ client_id: 'cque', response_type: 'code', scope: 'openid', redirect_uri: redirectUri }).toString();
  const back = await idp.signIn(auth.href, account);
  return back.searchParams.get('code')!;
}

async function cqueToken(params: { code: string; redirect_uri: string }, cookie?: string) {
  const res = await send(t, 'GET', '/user/cque/auth/token', params, null, cookie ? { headers: { cookie } } : {});
  return { res, env: readEnvelope<CqueTokenResult>(res, t.codec) };
}

describe('GET /user/cque/auth/token', () => {
  it('exchanges the code for the user number and the binding cookie; /third/token → POST /login', async () => {
    const { res, env } = await cqueToken({ code: await codeFor(STUDENT), redirect_uri: REDIRECT });
    expect(env).toMatchObject({ code: 0, data: { id: STUDENT } });
    const got = await thirdToken(t, { schoolId: 10001, username: STUDENT }, bindingCookie(res));
    expect(got.env.code).toBe(0);
    expect(await call<LoginResult>(t, 'POST', '/login', {}, got.env.data.access_token)).toMatchObject({ code: 0, data: { schoolId: 10001, code: STUDENT } });
    // Without the cookie /third/token still refuses.
    expect((await thirdToken(t, { schoolId: 10001, username: STUDENT }, null)).env.code).toBe(20002);
  });

  it('completes a flow begun at our SSOAuth (PKCE challenge sent) with the verifier and nonce of the browser’s cookie', async () => {
    const first = await ssoAuth(t, 'cque', { routeUrl: '/cquelogin', pathAll: '/cquelogin' });
    expect(first.env.code).toBe(900);
    const raw = first.res.headers['set-cookie'];
    const state = (Array.isArray(raw) ? raw : [String(raw)]).find((c) => c.startsWith('sso_oidc='))!.split(';')[0];
    const back = await idp.signIn(first.env.data as string, STUDENT);
    const code = back.searchParams.get('code')!;
    // The provider holds the code to the challenge: without the verifier it is refused…
    expect((await cqueToken({ code, redirect_uri: REDIRECT })).env).toMatchObject({ code: 20002, msg: TICKET_INVALID_MESSAGE });
    // …with the browser's cookie a fresh code goes through.
    const again = await ssoAuth(t, 'cque', { routeUrl: '/cquelogin', pathAll: '/cquelogin' });
    const raw2 = again.res.headers['set-cookie'];
    const state2 = (Array.isArray(raw2) ? raw2 : [String(raw2)]).find((c) => c.startsWith('sso_oidc='))!.split(';')[0];
    const code2 = (await idp.signIn(again.env.data as string, STUDENT)).searchParams.get('code')!;
    const ok = await cqueToken({ code: code2, redirect_uri: REDIRECT }, state2);
    expect(ok.env).toMatchObject({ code: 0, data: { id: STUDENT } });
    expect(bindingCookie(ok.res)).not.toBeNull();
    expect(state).not.toBe(state2);
  });

  it('refuses, with no cookie, a redirect_uri of another site, a replayed or forged code, an unknown user', async () => {
    const refused = async (r: Awaited<ReturnType<typeof cqueToken>>, code: number, msg: string) => {
      expect(r.env).toMatchObject({ code, msg });
      expect(bindingCookie(r.res)).toBeNull();
    };
    const code = await codeFor(STUDENT);
    await refused(await cqueToken({ code, redirect_uri: 'https://evil.example.com/cquelogin' }), 10002, REDIRECT_URI_MESSAGE);
    await refused(await cqueToken({ code, redirect_uri: `${SITE}/cquelogin.evil.example.com` }), 10002, REDIRECT_URI_MESSAGE);
    expect((await cqueToken({ code, redirect_uri: REDIRECT })).env.code).toBe(0);
    await refused(await cqueToken({ code, redirect_uri: REDIRECT }), 20002, TICKET_INVALID_MESSAGE);
    await refused(await cqueToken({ code: 'forged-code', redirect_uri: REDIRECT }), 20002, TICKET_INVALID_MESSAGE);
    await refused(await cqueToken({ code: await codeFor('9999999999'), redirect_uri: REDIRECT }), 20002, '统一身份认证账号 9999999999 在本系统中不存在,请联系管理员');
  });

  it('is not open when the route cque is not an enabled OIDC one', async () => {
    expect((await saveSso(t, admin, casInput('cque', 'https://ids.example.edu.cn/authserver'))).code).toBe(0);
    try {
      expect((await cqueToken({ code: 'x', redirect_uri: REDIRECT })).env).toMatchObject({ code: 10007, msg: NOT_OPEN_MESSAGE });
      expect((await saveSso(t, admin, oidcInput('cque', idp.issuer, { clientId: 'cque', enabled: false }))).code).toBe(0);
      expect((await cqueToken({ code: 'x', redirect_uri: REDIRECT })).env).toMatchObject({ code: 10007, msg: NOT_OPEN_MESSAGE });
    } finally {
      expect((await saveSso(t, admin, oidcInput('cque', idp.issuer, { clientId: 'cque', clientSecret: OIDC_CLIENTS.cque }))).code).toBe(0);
    }
  });
});
