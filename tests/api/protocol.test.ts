/**
 * The wire protocol of DESIGN.md §2: params codec (plain and aes) with the URL layers, the
 * Authorization credential in its accepted forms, the envelope, and the error mapping; issue 14's
 * bounded parameters (NUL, int4, real dates, multipart only on uploads, data exceptions).
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { School } from '../../common/api.js';
import { aesCodec, encodeParams, plainCodec } from '../../common/codec.js';
import type { AppDeps } from '../../server/deps.js';
import { DATA_EXCEPTION_MESSAGE } from '../../server/protocol/dbErrors.js';
import { defineRoute } from '../../server/protocol/define.js';
import { noParams } from '../../common/schemas/fields.js';
import { MULTIPART_MALFORMED_MESSAGE, NO_UPLOAD_MESSAGE } from '../../server/protocol/params.js';
import { BODY_MALFORMED_MESSAGE, BODY_TOO_LARGE_MESSAGE, protocolPlugin, registerRoutes } from '../../server/protocol/plugin.js';
import { AES_KEY, call, credential, makeApp, newCaptcha, readEnvelope, requestToken, send, signInAs, TEST_CAPTCHA, type TestApp } from './helpers.js';

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

  it('reads POST params from a form field, a JSON body and the multipart field of an upload', async () => {
    const token = await signInAs(t, 'admin');
    const auth = { authorization: credential(plainCodec, token) };
    const form = await send(t, 'POST', '/login', {}, token);
    expect(readEnvelope(form, plainCodec).code).toBe(0);
    const json = await t.app.inject({ method: 'POST', url: '/api/common/captcha/mobile', headers: { 'content-type': 'application/json' }, payload: { params: encodeParams(plainCodec, { mobile: '123' }) } });
    expect(readEnvelope(json, plainCodec)).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
    const bare = await t.app.inject({ method: 'POST', url: '/api/common/captcha/mobile', headers: { 'content-type': 'application/json' }, payload: { mobile: '456' } });
    expect(readEnvelope(bare, plainCodec)).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
    // Multipart is parsed only where a route declares uploads (issue 14): the roster import does.
    const boundary = '----sc';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="params"\r\n\r\n${encodeParams(plainCodec, { mode: 'everything' })}\r\n--${boundary}--\r\n`;
    const multi = await t.app.inject({ method: 'POST', url: '/api/school/student/import', headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(readEnvelope(multi, plainCodec)).toMatchObject({ code: 10002, msg: '参数错误: mode 必须为 dryRun、importAll 或 importValid' });
  });

  it('answers 10002 for a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/common/modify/pwd', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(res.statusCode).toBe(200);
    expect(readEnvelope(res, plainCodec)).toMatchObject({ code: 10002, msg: BODY_MALFORMED_MESSAGE });
    const xml = await t.app.inject({ method: 'POST', url: '/api/common/modify/pwd', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(readEnvelope(xml, plainCodec)).toMatchObject({ code: 10002, msg: BODY_MALFORMED_MESSAGE });
    const big = await t.app.inject({ method: 'POST', url: '/api/common/modify/pwd', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `params=${'x'.repeat(1024 * 1024 + 1)}` });
    expect(readEnvelope(big, plainCodec)).toMatchObject({ code: 10002, msg: BODY_TOO_LARGE_MESSAGE });
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

  it('sends the API’s short security headers on data replies, a CSP that lets the React app run on documents', async () => {
    const res = await send(t, 'GET', '/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    const page = await t.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('writes one access line per request: its id, method, path without the query, status and milliseconds', async () => {
    const before = t.logs.length;
    const env = await call(t, 'GET', '/common/all-school', {});
    expect(env.code).toBe(0);
    const lines = t.logs.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/common/all-school?…', status: 200 });
    expect(lines[0].reqId).toMatch(/^[0-9a-f]+$/);
    expect(typeof lines[0].ms).toBe('number');
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

describe('bounded parameters (issue 14: no bad input reaches a 50000)', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await signInAs(t, 'admin');
  });

  /** The JSON log lines of one request, found by a text its reply or log carries. */
  const logLinesWith = (text: string) => t.logs.filter((l) => l.includes(text)).map((l) => JSON.parse(l) as Record<string, unknown>);

  it('refuses NUL in any string or key of params, naming the field, logged at info without a stack', async () => {
    // Each value below passes its schema (free text, a dropped key): only the NUL check refuses it.
    expect(await call(t, 'GET', '/school/students', { name: '张\u0000三' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: name 格式不正确' });
    expect((await call(t, 'GET', '/school/students', { name: '张三' }, admin)).code).toBe(0);
    // The schema alone would first miss the project's name; the NUL check names the nested field.
    const nested = await call(t, 'POST', '/project/add', { options: [{ name: '一等奖\u0000', hours: 2 }] }, admin);
    expect(nested).toMatchObject({ code: 10002, msg: '参数错误: options.0.name 格式不正确' });
    const key = await call(t, 'GET', '/school/students', { 'name\u0000': 'x' }, admin);
    expect(key).toMatchObject({ code: 10002, msg: '参数错误: name\\u0000 格式不正确' });
    // A NUL 40,000 arrays deep is found without exhausting the stack; the message shows the path cut short.
    const deepJson = `{"mobile":${'['.repeat(40_000)}"x\\u0000"${']'.repeat(40_000)}}`;
    const deepRes = await t.app.inject({
      method: 'POST', url: '/api/common/captcha/mobile', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `params=${encodeURIComponent(deepJson)}`,
    });
    const deepReply = readEnvelope(deepRes, plainCodec);
    expect(deepReply.code).toBe(10002);
    expect(deepReply.msg).toMatch(/^参数错误: mobile(\.0)+… 格式不正确$/);
    expect(deepReply.msg.length).toBeLessThan(130);
    const logged = logLinesWith('options.0.name');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, msg: 'params rejected', code: 10002 });
    expect(JSON.stringify(logged[0])).not.toMatch(/stack|"err"/);
  });

  it('refuses integers outside PostgreSQL integer in ids, filters and id lists', async () => {
    for (const id of [2147483648, '2147483648', -2147483649])
      expect(await call(t, 'GET', '/school/student/detail', { id }, admin), `id ${id}`).toMatchObject({ code: 10002, msg: '参数错误: id 格式不正确' });
    // The largest integer passes the schema and is simply no student.
    const largest = await call(t, 'GET', '/school/student/detail', { id: 2147483647 }, admin);
    expect(largest.msg).not.toContain('格式不正确');
    expect(largest.code).not.toBe(50000);
    expect(await call(t, 'GET', '/school/students', { collegeId: 2147483648 }, admin)).toMatchObject({ code: 10002, msg: '参数错误: collegeId 格式不正确' });
    expect(await call(t, 'GET', '/activity/list', { organizerList: '1,2147483648' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: organizerList 格式不正确' });
    for (const ids of [[2147483648], '1,2147483648'])
      expect(await call(t, 'POST', '/activity/audit/first', { ids, result: 'pass' }, admin), JSON.stringify(ids)).toMatchObject({ code: 10002, msg: '参数错误: ids 格式不正确' });
  });

  it('refuses dates that are not real calendar days (zero date, February 30th, year 0)', async () => {
    for (const startDate of ['0000-00-00', '2026-02-30', '0000-01-01'])
      expect(await call(t, 'GET', '/activity/list', { startDate }, admin), startDate).toMatchObject({ code: 10002, msg: '参数错误: startDate 日期格式应为 yyyy-MM-dd' });
    const profile = { name: '测试', code: 'fuzz-1', idType: 1, idNumber: 'E12345678', gender: 1, campusId: 1, collegeId: 1, majorId: 1, classId: 1, grade: '2021' };
    for (const birthday of ['0000-00-00', '2026-02-30'])
      expect(await call(t, 'POST', '/school/student/add', { ...profile, birthday }, admin), birthday).toMatchObject({ code: 10002, msg: '出生日期格式应为yyyy-MM-dd' });
    expect(await call(t, 'POST', '/system/term/add', { name: '坏学期', kind: 1, startDate: '2026-02-30', endDate: '2026-07-01' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: startDate 格式不正确' });
  });

  it('answers bad /token inputs with 10002 naming the field', async () => {
    const uuid = await newCaptcha(t);
    const good = { uuid, schoolId: 10001, username: 'admin', password: 'Admin@123456', captcha: TEST_CAPTCHA };
    const cases: [Record<string, unknown>, string][] = [
      [{ schoolId: 2147483648 }, '参数错误: schoolId 格式不正确'],
      [{ schoolId: '99999999999999999999' }, '参数错误: schoolId 格式不正确'],
      [{ username: 'ad\u0000min' }, '参数错误: username 格式不正确'],
      [{ password: 'Admin@123456\u0000' }, '参数错误: password 格式不正确'],
      [{ uuid: `${uuid}\u0000` }, '参数错误: uuid 格式不正确'],
      [{ captcha: ['T3ST'] }, '参数错误: captcha 格式不正确'],
    ];
    for (const [bad, msg] of cases) expect(await call(t, 'GET', '/token', { ...good, ...bad }), JSON.stringify(bad)).toMatchObject({ code: 10002, msg });
    // None of them used the captcha up: it still signs in.
    expect((await call(t, 'GET', '/token', good)).code).toBe(0);
  });

  it('refuses a multipart body without a boundary or on a route without uploads: 10001 first where a session is needed', async () => {
    const multipart = (url: string, headers: Record<string, string>, contentType = 'multipart/form-data') =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...headers, 'content-type': contentType }, payload: '--x\r\nContent-Disposition: form-data; name="params"\r\n\r\n{}\r\n--x--\r\n' });
    const auth = { authorization: credential(plainCodec, admin) };
    const cases: [string, Record<string, string>, string | undefined, number, string][] = [
      ['/upload/file', {}, undefined, 10001, '登录已失效,请重新登录'],
      ['/upload/file', auth, undefined, 10002, MULTIPART_MALFORMED_MESSAGE],
      ['/login', {}, undefined, 10001, '登录已失效,请重新登录'],
      ['/login', auth, undefined, 10002, NO_UPLOAD_MESSAGE],
      ['/login', auth, 'multipart/form-data; boundary=x', 10002, NO_UPLOAD_MESSAGE],
      ['/common/captcha/mobile', {}, undefined, 10002, NO_UPLOAD_MESSAGE],
    ];
    for (const [url, headers, contentType, code, msg] of cases) {
      const res = await multipart(url, headers, contentType);
      expect(res.statusCode, url).toBe(200);
      expect(readEnvelope(res, plainCodec), `${url} ${JSON.stringify(headers).length > 2 ? 'signed in' : 'no session'}`).toMatchObject({ code, msg });
    }
  });

  it('turns a database data exception into 10002 without a field, logged at warn with the route and SQLSTATE', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        cb();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    const deps = { db: t.db, config: t.config, dbKind: 'pglite', codec: plainCodec, sms: null } as unknown as AppDeps;
    await app.register(protocolPlugin, { deps });
    // A handler that hands the database a value its type refuses, as a schema gap would.
    registerRoutes(app, deps, [
      defineRoute({
        method: 'GET', path: '/probe/cast', summary: 'Test only.', permission: 'public', schema: noParams,
        handler: async () => (await sql<{ n: number }>`select ${'12abc'}::int as n`.execute(t.db)).rows,
      }),
    ]);
    try {
      const res = await app.inject({ url: '/api/probe/cast' });
      expect(readEnvelope(res, plainCodec)).toMatchObject({ code: 10002, msg: DATA_EXCEPTION_MESSAGE });
      const warned = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'database data exception replied 10002');
      expect(warned).toMatchObject({ level: 40, route: 'GET /probe/cast', sqlstate: '22P02' });
      expect(JSON.stringify(warned)).not.toMatch(/stack|"err"/);
    } finally {
      await app.close();
    }
  });
});
