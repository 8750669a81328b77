/**
 * The wire protocol of DESIGN.md §2: params codec (plain and aes) with the URL layers, the
 * Authorization credential in its accepted forms, the envelope, and the error mapping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { School } from '../../common/api.js';
import { aesCodec, encodeParams, plainCodec } from '../../common/codec.js';
import { AES_KEY, call, credential, makeApp, readEnvelope, requestToken, send, signInAs, type TestApp } from './helpers.js';

let t: TestApp;
let aes: TestApp;
beforeAll(async () => {
  [t, aes] = await Promise.all([makeApp({ captureLogs: true }), makeApp({ config: { codec: 'aes', protocolKey: AES_KEY } })]);
});
afterAll(async () => {
  await Promise.all([t.close(), aes.close()]);
});

const schoolNames = (data: School[]) => data.map((s) => s.name);

describe('params codec, plain', () => {
  it('reads params URL-encoded once more, as deployed clients send them', async () => {
    const env = await call<School[]>(t, 'GET', '/common/all-school', { firstLetter: 'S' });
    expect(env.code).toBe(0);
    expect(schoolNames(env.data)).toEqual(['示范大学']);
  });

  it('reads params that arrive without the extra URL layer', async () => {
    const res = await t.app.inject({ url: `/api/common/all-school?params=${encodeURIComponent(JSON.stringify({ firstLetter: 'D' }))}` });
    expect(schoolNames(readEnvelope<School[]>(res, plainCodec).data)).toEqual(['东湖学院']);
  });

  it('keeps + and % inside values intact through both layers', async () => {
    const username = 'a+b%c 20&x=1';
    const env = await requestToken(t, 10001, username, 'Wrong@123456');
    expect(env.code).toBe(20002);
    const recorded = await t.db.selectFrom('signInFailures').select('username').where('schoolId', '=', 10001).execute();
    expect(recorded.map((r) => r.username)).toContain(username);
  });

  it('answers 10002 for params that are not JSON, not an object, or of the wrong shape', async () => {
    for (const raw of ['not-json', '%E0%A4%A', encodeURIComponent('[1,2]'), encodeURIComponent('"text"')]) {
      const res = await t.app.inject({ url: `/api/common/all-school?params=${raw}` });
      expect(readEnvelope(res, plainCodec).code).toBe(10002);
    }
    const bad = await call(t, 'GET', '/common/all-school', { firstLetter: 'AB' });
    expect(bad).toMatchObject({ code: 10002, msg: '参数错误: firstLetter 格式不正确' });
  });

  it('reads POST params from a form field, a JSON body and a multipart field', async () => {
    const token = await signInAs(t, 'admin');
    const auth = { authorization: credential(plainCodec, token) };
    const form = await send(t, 'POST', '/login', {}, token);
    expect(readEnvelope(form, plainCodec).code).toBe(0);
    const json = await t.app.inject({ method: 'POST', url: '/api/common/captcha/mobile', headers: { 'content-type': 'application/json' }, payload: { params: encodeParams(plainCodec, { mobile: '123' }) } });
    expect(readEnvelope(json, plainCodec)).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
    const bare = await t.app.inject({ method: 'POST', url: '/api/common/captcha/mobile', headers: { 'content-type': 'application/json' }, payload: { mobile: '456' } });
    expect(readEnvelope(bare, plainCodec)).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
    const boundary = '----sc';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="params"\r\n\r\n${encodeParams(plainCodec, { mobile: '789' })}\r\n--${boundary}--\r\n`;
    const multi = await t.app.inject({ method: 'POST', url: '/api/common/captcha/mobile', headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(readEnvelope(multi, plainCodec)).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
  });

  it('answers 10002 for a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/common/modify/pwd', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(res.statusCode).toBe(200);
    expect(readEnvelope(res, plainCodec).code).toBe(10002);
  });
});

describe('params codec, aes', () => {
  const codec = aesCodec(AES_KEY);

  it('decodes aes params and encodes the whole reply envelope', async () => {
    const res = await send(aes, 'GET', '/common/all-school', { firstLetter: 'S' });
    expect(() => JSON.parse(res.body)).toThrow();
    const env = JSON.parse(codec.decode(res.body));
    expect(env).toMatchObject({ code: 0, msg: '操作成功' });
    expect(schoolNames(env.data)).toEqual(['示范大学']);
    expect(typeof env.timestamp).toBe('number');
  });

  it('accepts aes params without the extra URL layer', async () => {
    const res = await aes.app.inject({ url: `/api/common/all-school?params=${encodeURIComponent(codec.encode(JSON.stringify({ firstLetter: 'D' })))}` });
    expect(schoolNames(JSON.parse(codec.decode(res.body)).data)).toEqual(['东湖学院']);
  });

  it('encodes error replies too, but leaves 10001 as plain JSON', async () => {
    const bad = await send(aes, 'GET', '/common/all-school', { firstLetter: '??' });
    expect(JSON.parse(codec.decode(bad.body)).code).toBe(10002);
    const expired = await send(aes, 'GET', '/system/modules', {}, null);
    expect(JSON.parse(expired.body)).toMatchObject({ code: 10001, msg: '登录已失效,请重新登录', type: 'plain' });
  });

  it('rejects plain params and other keys with 10002', async () => {
    const plain = await send(aes, 'GET', '/common/all-school', { firstLetter: 'S' }, null, { codec: plainCodec });
    expect(JSON.parse(codec.decode(plain.body)).code).toBe(10002);
    const other = await send(aes, 'GET', '/common/all-school', { firstLetter: 'S' }, null, { codec: aesCodec('another-key-16ch') });
    expect(JSON.parse(codec.decode(other.body)).code).toBe(10002);
  });

  it('reads the aes-encoded Authorization credential', async () => {
    const res = await send(aes, 'GET', '/common/login/verificationcode', {});
    const { uuid } = JSON.parse(codec.decode(res.body)).data;
    const tokenRes = await send(aes, 'GET', '/token', { uuid, schoolId: 10001, username: 'admin', password: 'Admin@123456', captcha: 'T3ST' });
    const token = JSON.parse(codec.decode(tokenRes.body)).data.access_token;
    const login = await send(aes, 'POST', '/login', {}, token);
    expect(JSON.parse(codec.decode(login.body)).data.name).toBe('系统管理员');
  });
});

describe('Authorization', () => {
  it('accepts the encoded credential, a bare token, a Bearer token, a URL-encoded credential and the token header', async () => {
    const token = await signInAs(t, 'admin');
    const forms = [
      { authorization: credential(plainCodec, token) },
      { authorization: token },
      { authorization: `Bearer ${token}` },
      { authorization: encodeURIComponent(credential(plainCodec, token)) },
      { authorization: '', headers: { token } },
    ];
    for (const f of forms) expect((await call(t, 'GET', '/system/decimal', {}, null, f)).code).toBe(0);
  });

  it('treats an empty token and garbage as no session (10001)', async () => {
    for (const authorization of [credential(plainCodec, ''), 'garbage', '{"platform":3}'])
      expect((await call(t, 'GET', '/system/decimal', {}, null, { authorization })).code).toBe(10001);
  });
});

describe('envelope and errors', () => {
  it('replies HTTP 200 with {code, msg, data, timestamp}', async () => {
    const res = await send(t, 'GET', '/health');
    expect(res.statusCode).toBe(200);
    const env = JSON.parse(res.body);
    expect(Object.keys(env).sort()).toEqual(['code', 'data', 'msg', 'timestamp']);
    expect(env).toMatchObject({ code: 0, data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgresql' : 'pglite' } });
  });

  it('answers an unknown /api path with 404 and an envelope', async () => {
    const res = await t.app.inject({ url: '/api/no/such/endpoint' });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ code: 10002, msg: '接口不存在: GET /api/no/such/endpoint' });
  });

  it('sends security headers with a CSP that lets the React app run', async () => {
    const res = await send(t, 'GET', '/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('logs no password, token, Authorization header, full mobile or SMS code', async () => {
    const token = await signInAs(t, 'admin');
    await call(t, 'POST', '/login', {}, token);
    await call(t, 'POST', '/common/captcha/mobile', { countryCode: '86', mobile: '13800000001', type: 2, schoolId: 10001 });
    const sms = await t.db.selectFrom('smsMessages').select('text').where('mobile', '=', '13800000001').executeTakeFirstOrThrow();
    const code = /验证码为(\d{6})/.exec(sms.text)![1];
    const log = t.logs.join('\n');
    expect(log).toContain('/api/token');
    expect(log).not.toContain('Admin@123456');
    expect(log).not.toContain(token);
    // The outbox provider logs the message with the mobile and the code masked.
    expect(log).toContain('138****0001');
    expect(log).not.toContain('13800000001');
    expect(log).not.toContain(code);
  });

  it('logs the SMS text in full only when SMS_LOG_TEXT asks for it (demo installs)', async () => {
    const demo = await makeApp({ captureLogs: true, config: { smsLogText: true } });
    try {
      await call(demo, 'POST', '/common/captcha/mobile', { countryCode: '86', mobile: '13800000001', type: 2, schoolId: 10001 });
      const sms = await demo.db.selectFrom('smsMessages').select('text').where('mobile', '=', '13800000001').executeTakeFirstOrThrow();
      const code = /验证码为(\d{6})/.exec(sms.text)![1];
      const log = demo.logs.join('\n');
      expect(log).toContain(code);
      expect(log).toContain('138****0001');
    } finally {
      await demo.close();
    }
  });

  it('turns a server fault into 50000 with a request id, logged with its stack but never sent', async () => {
    const broken = await makeApp({ captureLogs: true });
    try {
      await sql`drop table schools cascade`.execute(broken.db);
      const env = await call(broken, 'GET', '/common/all-school', {});
      expect(env.code).toBe(50000);
      const reqId = /请求编号: ([0-9a-f]+)$/.exec(env.msg)?.[1];
      expect(reqId).toBeTruthy();
      expect(JSON.stringify(env)).not.toMatch(/at .*\.ts|stack|schools/);
      const logged = broken.logs.map((l) => JSON.parse(l)).find((l) => l.level === 50 && l.reqId === reqId);
      expect(logged?.err?.stack).toBeTruthy();
    } finally {
      await broken.close();
    }
  });
});
