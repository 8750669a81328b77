/**
 * The single sign-on flow of spec §4 against the in-process CAS double (issue 16): code 900 → the
 * CAS login; back with a ticket → SSOAuth validates it for exactly this service (2.0 and 3.0, the
 * known XML shapes, the user number in cas:user or an attribute) → identity + binding cookie →
 * GET /third/token → POST /login. Refusals leave no cookie: forged, other-service and replayed
 * tickets, unknown and disabled accounts, an unreachable server; /third/token without the cookie,
 * with another user's or school's, tampered or expired. Single sign-out ends the session; so does
 * SSOSignOut, answering where the browser goes.
 */
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../common/api.js';
import type { SsoIdentity } from '../../common/sso.js';
import { DISABLED_MESSAGE } from '../../server/modules/session/service.js';
import { PROVIDER_UNREACHABLE_MESSAGE, TICKET_INVALID_MESSAGE } from '../../server/modules/sso/protocols.js';
import { BINDING_INVALID_MESSAGE, OTHER_USER_MESSAGE, TICKET_USED_MESSAGE } from '../../server/modules/sso/service.js';
import { ACCOUNTS, call, fileApp, signInAs } from './helpers.js';
import { logoutRequestXml, startCasDouble } from './sso-cas-double.js';
import { bindingCookie, bindingSetCookie, casInput, saveSso, ssoAuth, thirdToken } from './sso-helpers.js';

const SITE = 'https://dekt.example.edu.cn';
const SECRET = 'sso-secret-for-tests';
const t = await fileApp({ config: { publicUrl: SITE, ssoSecret: SECRET } });
const admin = await signInAs(t, 'admin');
const cas = await startCasDouble();
afterAll(() => cas.close());

const STUDENT = ACCOUNTS.student.username;
/** The service the route 'chd' validates tickets for (no targetUrl). */
const SERVICE = `${SITE}/chdlogin`;

beforeEach(async () => {
  expect((await saveSso(t, admin, casInput('chd', cas.url))).code).toBe(0);
});

/** SSOAuth with a fresh ticket for `user` at SERVICE (other fields of the ticket as given). */
async function exchange(user: string, spec: Partial<Parameters<typeof cas.issue>[0]> = {}) {
  return ssoAuth(t, 'chd', { ticket: cas.issue({ user, service: SERVICE, ...spec }) });
}

/** The whole flow for `user`: ticket → identity + cookie → /third/token → the token. */
async function signInThroughCas(user: string): Promise<{ token: string; ticket: string }> {
  const ticket = cas.issue({ user, service: SERVICE });
  const { res, env } = await ssoAuth(t, 'chd', { ticket });
  expect(env).toMatchObject({ code: 0, data: { schoolId: 10001, code: user } });
  const got = await thirdToken(t, { schoolId: 10001, username: user }, bindingCookie(res));
  expect(got.env.code).toBe(0);
  return { token: got.env.data.access_token, ticket };
}

describe('the flow of spec §4 with CAS 3.0', () => {
  it('900 → CAS login for the service on PUBLIC_URL; the ticket → identity and a 60 s HttpOnly cookie; /third/token → a session POST /login accepts', async () => {
    const first = await ssoAuth(t, 'chd', { targetUrl: '/student/hours', routeUrl: '/chdlogin', pathAll: '/chdlogin' });
    const service = `${SERVICE}?targetUrl=${encodeURIComponent('/student/hours')}`;
    expect(first.env).toMatchObject({ code: 900, data: `${cas.url}/login?service=${encodeURIComponent(service)}` });

    const ticket = cas.issue({ user: STUDENT, service });
    const { res, env } = await ssoAuth(t, 'chd', { targetUrl: '/student/hours', ticket });
    expect(env).toMatchObject({ code: 0, data: { schoolId: 10001, code: STUDENT } satisfies SsoIdentity });
    expect(cas.requests.at(-1)).toEqual({ path: '/cas/p3/serviceValidate', query: { service, ticket } });
    const setCookie = bindingSetCookie(res)!;
    expect(setCookie).toMatch(/; Max-Age=60;/);
    expect(setCookie).toMatch(/; Path=\/api/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);

    const got = await thirdToken(t, { schoolId: 10001, username: STUDENT }, bindingCookie(res));
    expect(got.env.code).toBe(0);
    expect(bindingSetCookie(got.res)).toMatch(/^sso_binding=; Max-Age=0;/);
    const login = await call<LoginResult>(t, 'POST', '/login', {}, got.env.data.access_token);
    expect(login).toMatchObject({ code: 0, data: { schoolId: 10001, code: STUDENT, identity: 2 } });
    const link = await t.db.selectFrom('ssoTickets').select(['sessionId', 'userId']).where('ticket', '=', ticket).executeTakeFirstOrThrow();
    expect(link.sessionId).not.toBeNull();

    // The same cookie a second time: the ticket has made its session.
    expect((await thirdToken(t, { schoolId: 10001, username: STUDENT }, bindingCookie(res))).env).toMatchObject({ code: 20002, msg: TICKET_USED_MESSAGE });
  });

  it('signs staff in by their account too', async () => {
    const { token } = await signInThroughCas(ACCOUNTS.teacher.username);
    expect(await call<LoginResult>(t, 'POST', '/login', {}, token)).toMatchObject({ code: 0, data: { code: ACCOUNTS.teacher.username, identity: 0 } });
  });

  it('validates at /serviceValidate under CAS 2.0', async () => {
    expect((await saveSso(t, admin, casInput('chd', cas.url, { casVersion: '2.0' }))).code).toBe(0);
    expect((await exchange(STUDENT)).env).toMatchObject({ code: 0, data: { code: STUDENT } });
    expect(cas.requests.at(-1)?.path).toBe('/cas/serviceValidate');
  });
});

describe('the user number in an attribute', () => {
  for (const shape of ['prefixed', 'unprefixed-attributes', 'attributes-in-success'] as const) {
    it(`reads it from ${shape} attributes (the first of repeated values)`, async () => {
      expect((await saveSso(t, admin, casInput('chd', cas.url, { userAttribute: 'xh' }))).code).toBe(0);
      const { env, res } = await exchange('zhangsan', { shape, attributes: { cn: '张三', xh: [STUDENT, '0000000000'] } });
      expect(env).toMatchObject({ code: 0, data: { schoolId: 10001, code: STUDENT } });
      expect(bindingCookie(res)).not.toBeNull();
    });
  }

  it('refuses an answer without the attribute', async () => {
    expect((await saveSso(t, admin, casInput('chd', cas.url, { userAttribute: 'eduPersonStudentID' }))).code).toBe(0);
    const { env, res } = await exchange(STUDENT, { attributes: { xh: STUDENT } });
    expect(env).toMatchObject({ code: 20002, msg: '统一身份认证未返回学工号(eduPersonStudentID),请联系管理员' });
    expect(bindingCookie(res)).toBeNull();
  });
});

describe('refusals at SSOAuth (no cookie)', () => {
  const refused = async (r: Awaited<ReturnType<typeof ssoAuth>>, msg: string) => {
    expect(r.env).toMatchObject({ code: 20002, msg });
    expect(r.res.headers['set-cookie']).toBeUndefined();
  };

  it('a forged ticket', async () => {
    await refused(await ssoAuth(t, 'chd', { ticket: 'ST-forged-123' }), TICKET_INVALID_MESSAGE);
  });

  it('a ticket issued for another service', async () => {
    await refused(await ssoAuth(t, 'chd', { ticket: cas.issue({ user: STUDENT, service: 'https://evil.example.com/chdlogin' }) }), TICKET_INVALID_MESSAGE);
    // …or for this route with another targetUrl.
    await refused(await ssoAuth(t, 'chd', { ticket: cas.issue({ user: STUDENT, service: SERVICE }), targetUrl: '/other' }), TICKET_INVALID_MESSAGE);
  });

  it('a replayed ticket, even when the server would validate it again', async () => {
    const ticket = cas.issue({ user: STUDENT, service: SERVICE, reusable: true });
    expect((await ssoAuth(t, 'chd', { ticket })).env.code).toBe(0);
    await refused(await ssoAuth(t, 'chd', { ticket }), TICKET_USED_MESSAGE);
  });

  it('forgets tickets older than any session made from them when recording a new one', async () => {
    const user = await t.db.selectFrom('users').select('id').where('schoolId', '=', 10001).where('username', '=', STUDENT).executeTakeFirstOrThrow();
    const old = new Date(Date.now() - 9 * 86_400_000);
    await t.db.insertInto('ssoTickets').values([{ schoolId: 10001, ticket: 'ST-old', userId: user.id, createdAt: old }, { schoolId: 10001, ticket: 'ST-recent', userId: user.id }]).execute();
    expect((await exchange(STUDENT)).env.code).toBe(0);
    const left = await t.db.selectFrom('ssoTickets').select('ticket').where('ticket', 'in', ['ST-old', 'ST-recent']).execute();
    expect(left).toEqual([{ ticket: 'ST-recent' }]);
  });

  it('an unknown or disabled account', async () => {
    await refused(await exchange('9999999999'), '统一身份认证账号 9999999999 在本系统中不存在,请联系管理员');
    const other = await t.db.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', 10001).where('code', 'not in', [STUDENT, ACCOUNTS.newStudent.username]).orderBy('code', 'desc').executeTakeFirstOrThrow();
    await t.db.updateTable('students').set({ status: 5 }).where('userId', '=', other.userId).execute();
    await refused(await exchange(other.code), DISABLED_MESSAGE);
    await t.db.updateTable('users').set({ status: 0 }).where('username', '=', ACCOUNTS.teacher.username).where('schoolId', '=', 10001).execute();
    try {
      await refused(await exchange(ACCOUNTS.teacher.username), DISABLED_MESSAGE);
    } finally {
      await t.db.updateTable('users').set({ status: 1 }).where('username', '=', ACCOUNTS.teacher.username).where('schoolId', '=', 10001).execute();
    }
  });

  it('a CAS server that cannot be reached or fails', async () => {
    cas.failWith(502);
    try {
      await refused(await exchange(STUDENT), PROVIDER_UNREACHABLE_MESSAGE);
    } finally {
      cas.failWith(null);
    }
    expect((await saveSso(t, admin, casInput('chd', 'http://127.0.0.1:9/cas'))).code).toBe(0);
    await refused(await ssoAuth(t, 'chd', { ticket: 'ST-1-x' }), PROVIDER_UNREACHABLE_MESSAGE);
  });

  it('a route whose configuration is disabled', async () => {
    expect((await saveSso(t, admin, casInput('chd', cas.url, { enabled: false }))).code).toBe(0);
    const r = await exchange(STUDENT);
    expect(r.env.code).toBe(10007);
    expect(r.res.headers['set-cookie']).toBeUndefined();
  });
});

describe('GET /third/token without a valid binding', () => {
  /** A binding cookie signed with the test secret: what SSOAuth would set, with `exp` as given. */
  const forge = (b: object, secret = SECRET) => `sso_binding=${fastifyCookie.sign(Buffer.from(JSON.stringify(b)).toString('base64url'), secret)}`;

  it('refuses no cookie, another user’s or school’s, a tampered, a foreign-signed and an expired one', async () => {
    const refusedWith = async (params: { schoolId: number; username: string }, cookie: string | null) =>
      expect((await thirdToken(t, params, cookie)).env).toMatchObject({ code: 20002, msg: BINDING_INVALID_MESSAGE });
    const me = { schoolId: 10001, username: STUDENT };
    await refusedWith(me, null);
    const { res } = await exchange(STUDENT);
    const cookie = bindingCookie(res)!;
    await refusedWith({ schoolId: 10001, username: ACCOUNTS.teacher.username }, cookie);
    await refusedWith({ schoolId: 10002, username: STUDENT }, cookie);
    await refusedWith(me, cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    const ticket = cas.issue({ user: STUDENT, service: SERVICE });
    await refusedWith(me, forge({ schoolId: 10001, code: STUDENT, ticket, exp: Date.now() + 60_000 }, 'another-secret'));
    await refusedWith(me, forge({ schoolId: 10001, code: STUDENT, ticket, exp: Date.now() - 1 }));
    // The genuine cookie still works: the refusals wrote nothing.
    expect((await thirdToken(t, me, cookie)).env.code).toBe(0);
  });

  it('refuses a well-signed cookie whose ticket SSOAuth never recorded', async () => {
    const cookie = forge({ schoolId: 10001, code: STUDENT, ticket: 'ST-never-validated', exp: Date.now() + 60_000 });
    expect((await thirdToken(t, { schoolId: 10001, username: STUDENT }, cookie)).env).toMatchObject({ code: 20002, msg: TICKET_USED_MESSAGE });
  });
});

describe('signing out', () => {
  it('CAS single sign-out: a LogoutRequest POSTed to /chdlogin ends the session of that ticket, and only that one', async () => {
    const { token, ticket } = await signInThroughCas(STUDENT);
    const other = await signInAs(t, 'student');
    expect((await call(t, 'POST', '/login', {}, token)).code).toBe(0);
    const res = await t.app.inject({
      method: 'POST', url: '/chdlogin', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ logoutRequest: logoutRequestXml(ticket) }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t, 'POST', '/login', {}, token)).code).toBe(10001);
    expect((await call(t, 'POST', '/login', {}, other)).code).toBe(0);
    // Unknown tickets and garbage are answered 200 and end nothing.
    for (const payload of [new URLSearchParams({ logoutRequest: logoutRequestXml('ST-unknown') }).toString(), 'logoutRequest=%3Cnot-xml', 'x=1']) {
      expect((await t.app.inject({ method: 'POST', url: '/chdlogin', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload })).statusCode).toBe(200);
    }
    expect((await call(t, 'POST', '/login', {}, other)).code).toBe(0);
  });

  it('SSOSignOut ends the caller’s own session and answers the CAS logout address back to /logout-success', async () => {
    const { token } = await signInThroughCas(STUDENT);
    expect(await call(t, 'GET', '/user/chdSSOSignOut', { userCode: ACCOUNTS.teacher.username }, token)).toMatchObject({ code: 10003, msg: OTHER_USER_MESSAGE });
    expect((await call(t, 'POST', '/login', {}, token)).code).toBe(0);
    const out = await call<string>(t, 'GET', '/user/chdSSOSignOut', { userCode: STUDENT }, token);
    expect(out).toMatchObject({ code: 0, data: `${cas.url}/logout?service=${encodeURIComponent(`${SITE}/logout-success`)}` });
    expect((await call(t, 'POST', '/login', {}, token)).code).toBe(10001);
    expect((await call(t, 'GET', '/user/chdSSOSignOut', { userCode: STUDENT }, token)).code).toBe(10001);
  });

  it('SSOSignOut without an enabled provider answers the school’s logoutUrl, else /logout-success', async () => {
    expect((await saveSso(t, admin, casInput('chd', cas.url, { enabled: false, logoutUrl: 'https://ids.example.edu.cn/logout' }))).code).toBe(0);
    const token = await signInAs(t, 'student');
    expect((await call(t, 'GET', '/user/chdSSOSignOut', { userCode: STUDENT }, token)).data).toBe('https://ids.example.edu.cn/logout');
    const admin2 = await signInAs(t, 'admin2');
    expect((await call(t, 'GET', '/user/chdSSOSignOut', { userCode: ACCOUNTS.admin2.username }, admin2)).data).toBe('/logout-success');
    expect((await call(t, 'POST', '/login', {}, admin2)).code).toBe(10001);
  });
});
