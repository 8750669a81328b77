/**
 * Password sign-in (spec §2 login, §7 GET /token, POST /login, POST /logout; DESIGN.md §5):
 * captcha, every result code of GET /token, lock-out, the login profile, sign-out and idle expiry.
 */
import { describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../../common/api.js';
import { ACCOUNTS, call, fileApp, newCaptcha, requestToken, signIn, signInAs, TEST_CAPTCHA } from './helpers.js';
import { addStaff, roleIdByCode } from './staff-helpers.js';

const t = await fileApp();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf: Buffer) {
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

describe('GET /common/login/verificationcode', () => {
  it('returns a uuid and a base64 PNG of about 120x40 without a data: prefix', async () => {
    const env = await call<{ uuid: string; code: string }>(t, 'GET', '/common/login/verificationcode');
    expect(env.code).toBe(0);
    expect(env.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(env.data.code.startsWith('data:')).toBe(false);
    const png = Buffer.from(env.data.code, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 120, height: 40 });
  });

  it('accepts the drawn text in any letter case, once', async () => {
    const env = await call<{ uuid: string }>(t, 'GET', '/common/login/verificationcode');
    const row = await t.db.selectFrom('captchas').select('code').where('uuid', '=', env.data.uuid).executeTakeFirstOrThrow();
    expect(row.code).toHaveLength(4);
    const a = ACCOUNTS.admin;
    const params = { uuid: env.data.uuid, schoolId: a.school, username: a.username, password: a.password, captcha: row.code.toUpperCase() };
    expect((await call(t, 'GET', '/token', params)).code).toBe(0);
    const again = await call(t, 'GET', '/token', params);
    expect(again).toMatchObject({ code: 20003, msg: '验证码错误或已过期' });
  });
});

describe('GET /token', () => {
  it('signs in with a correct account and returns a 43-character random token stored only as a hash', async () => {
    const env = await requestToken(t, 10001, 'admin', 'Admin@123456');
    expect(env.code).toBe(0);
    expect(env.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.selectFrom('sessions').select('tokenHash').execute();
    expect(stored.map((s) => s.tokenHash)).not.toContain(env.data.access_token);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it('10007 for an unknown school and for a school that is not opened', async () => {
    expect(await requestToken(t, 99999, 'admin', 'Admin@123456')).toMatchObject({ code: 10007, msg: '学校不存在或未开通' });
    await t.db.insertInto('schools').values({ id: 10099, name: '未开通学院', firstLetter: 'W', opened: false }).execute();
    expect((await requestToken(t, 10099, 'admin', 'Admin@123456')).code).toBe(10007);
  });

  it('20003 for a wrong captcha, and the captcha is used up by the attempt', async () => {
    const uuid = await newCaptcha(t);
    const a = ACCOUNTS.admin;
    const wrong = await call(t, 'GET', '/token', { uuid, schoolId: a.school, username: a.username, password: a.password, captcha: 'zzzz' });
    expect(wrong).toMatchObject({ code: 20003 });
    const right = await call(t, 'GET', '/token', { uuid, schoolId: a.school, username: a.username, password: a.password, captcha: TEST_CAPTCHA });
    expect(right.code).toBe(20003);
  });

  it('20003 for an expired captcha and for an unknown uuid', async () => {
    const uuid = await newCaptcha(t);
    await t.db.updateTable('captchas').set({ expiresAt: new Date(Date.now() - 1000) }).where('uuid', '=', uuid).execute();
    const a = ACCOUNTS.admin;
    const base = { schoolId: a.school, username: a.username, password: a.password, captcha: TEST_CAPTCHA };
    expect((await call(t, 'GET', '/token', { ...base, uuid })).code).toBe(20003);
    expect((await call(t, 'GET', '/token', { ...base, uuid: 'no-such-captcha' })).code).toBe(20003);
  });

  it('20002 for a wrong password and for an unknown account, with the same message', async () => {
    expect(await requestToken(t, 10001, 'admin', 'Wrong@123456')).toMatchObject({ code: 20002, msg: '账号或密码错误' });
    expect(await requestToken(t, 10001, 'nobody', 'Wrong@123456')).toMatchObject({ code: 20002, msg: '账号或密码错误' });
    // An account of another school does not exist here.
    expect((await requestToken(t, 10002, 't1001', 'Teacher@123456')).code).toBe(20002);
  });

  it('locks the account on the 5th wrong password for 30 minutes, even for the right password', async () => {
    const who = 't1002';
    for (let i = 1; i <= 4; i++) expect((await requestToken(t, 10001, who, `Wrong@${i}`)).code).toBe(20002);
    const fifth = await requestToken(t, 10001, who, 'Wrong@5');
    expect(fifth).toMatchObject({ code: 20004, msg: '密码错误次数过多,账号已锁定,请30分钟后再试' });
    const right = await requestToken(t, 10001, who, 'Teacher@123456');
    expect(right.code).toBe(20004);
    expect(right.msg).toMatch(/请(29|30)分钟后再试$/);
  });

  it('says how many minutes are left, and unlocks when the 30 minutes have passed', async () => {
    const who = 't1003';
    for (let i = 1; i <= 5; i++) await requestToken(t, 10001, who, `Wrong@${i}`);
    const failures = t.db.updateTable('signInFailures').where('schoolId', '=', 10001).where('username', '=', who);
    await failures.set({ at: new Date(Date.now() - 18 * 60_000) }).execute();
    expect(await requestToken(t, 10001, who, 'Teacher@123456')).toMatchObject({ code: 20004, msg: '密码错误次数过多,账号已锁定,请12分钟后再试' });
    await failures.set({ at: new Date(Date.now() - 31 * 60_000) }).execute();
    expect((await requestToken(t, 10001, who, 'Teacher@123456')).code).toBe(0);
  });

  it('a successful sign-in clears earlier failures', async () => {
    const who = 't1004';
    for (let i = 1; i <= 4; i++) await requestToken(t, 10001, who, `Wrong@${i}`);
    expect((await requestToken(t, 10001, who, 'Teacher@123456')).code).toBe(0);
    for (let i = 1; i <= 4; i++) expect((await requestToken(t, 10001, who, `Wrong@${i}`)).code).toBe(20002);
  });

  it('10002 naming the missing field', async () => {
    const uuid = await newCaptcha(t);
    const env = await call(t, 'GET', '/token', { uuid, username: 'admin', password: 'x', captcha: TEST_CAPTCHA });
    expect(env).toMatchObject({ code: 10002, msg: '参数错误: schoolId 不能为空' });
  });
});

describe('POST /login', () => {
  it('returns the staff profile of spec §3 with modL, echoing the token', async () => {
    const token = await signInAs(t, 'admin');
    const env = await call<LoginResult>(t, 'POST', '/login', {}, token);
    expect(env.code).toBe(0);
    const school = await t.db.selectFrom('schools').selectAll().where('id', '=', 10001).executeTakeFirstOrThrow();
    const user = await t.db.selectFrom('users').selectAll().where('schoolId', '=', 10001).where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(env.data).toMatchObject({
      access_token: token,
      isAdmin: 1,
      name: user.name,
      identity: 0,
      code: 'admin',
      schoolId: 10001,
      schoolName: '示范大学',
      schoolLogo: school.logo,
      hoursUnit: '学时',
      waysConvert: 1,
      compulsoryName: '必修',
      electiveName: '选修',
      isOpenHonorJoinNumber: 0,
      operatorId: user.id,
      roleName: '系统管理员',
      decimalPlaces: 2,
      avatar: '',
      modL: 1,
    });
  });

  it('returns modL for students and lists every role of a user', async () => {
    const student = await call<LoginResult>(t, 'POST', '/login', {}, await signInAs(t, 'student'));
    expect(student.data).toMatchObject({ identity: 2, modL: 1, code: '2021000001', isAdmin: 0, roleName: '学生' });
    const fresh = await call<LoginResult>(t, 'POST', '/login', {}, await signInAs(t, 'newStudent'));
    expect(fresh.data).toMatchObject({ identity: 2, modL: 0, code: '2021000002' });
    const teacher = await call<LoginResult>(t, 'POST', '/login', {}, await signInAs(t, 'teacher'));
    expect(teacher.data.roleName.split(',').sort()).toEqual(['审核员', '指导教师'].sort());
  });

  it('lastLoginTime is the previous sign-in, and this one is recorded', async () => {
    const first = await call<LoginResult>(t, 'POST', '/login', {}, await signIn(t, 10001, 't1005', 'Teacher@123456'));
    expect(first.data.lastLoginTime).toBeNull();
    const row = await t.db.selectFrom('users').select('lastLoginTime').where('schoolId', '=', 10001).where('username', '=', 't1005').executeTakeFirstOrThrow();
    expect(row.lastLoginTime).toBeInstanceOf(Date);
    const second = await call<LoginResult>(t, 'POST', '/login', {}, await signIn(t, 10001, 't1005', 'Teacher@123456'));
    expect(second.data.lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const cst = new Date(row.lastLoginTime!.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(second.data.lastLoginTime).toBe(cst);
  });

  it('10001 without a token, with an unknown token and after sign-out', async () => {
    expect(await call(t, 'POST', '/login', {}, null)).toMatchObject({ code: 10001, msg: '登录已失效,请重新登录' });
    expect((await call(t, 'POST', '/login', {}, 'x'.repeat(43))).code).toBe(10001);
    const token = await signInAs(t, 'admin');
    expect((await call(t, 'POST', '/logout', {}, token))).toMatchObject({ code: 0, data: null });
    expect((await call(t, 'POST', '/login', {}, token)).code).toBe(10001);
    expect((await call(t, 'GET', '/system/modules', {}, token)).code).toBe(10001);
  });
});

describe('session expiry', () => {
  it('expires after SESSION_IDLE_MINUTES without a request', async () => {
    const token = await signInAs(t, 'admin');
    expect((await call(t, 'GET', '/system/decimal', {}, token)).code).toBe(0);
    // The clock, not the row: the node's cached copy of the session ages with it (issue 17).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (t.config.sessionIdleMinutes - 5) * 60_000);
      expect((await call(t, 'GET', '/system/decimal', {}, token)).code).toBe(0);
      // The request above moved last_seen_at forward; idle again, past the limit this time.
      vi.setSystemTime(Date.now() + (t.config.sessionIdleMinutes + 1) * 60_000);
      expect(await call(t, 'GET', '/system/decimal', {}, token)).toMatchObject({ code: 10001, msg: '登录已失效,请重新登录' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a request moves last_seen_at forward (at most once a minute)', async () => {
    const token = await signInAs(t, 'teacher');
    const rows = () => t.db.selectFrom('sessions').select(['id', 'lastSeenAt']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const { id } = await rows();
    const old = new Date(Date.now() - 10 * 60_000);
    await t.db.updateTable('sessions').set({ lastSeenAt: old }).where('id', '=', id).execute();
    await call(t, 'GET', '/system/decimal', {}, token);
    const touched = await rows();
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(old.getTime() + 9 * 60_000);
  });
});

describe('students whose initial password is unchanged (modL 0)', () => {
  it('may only sign in, sign out, change the password and read decimal places', async () => {
    const token = await signInAs(t, 'newStudent');
    expect((await call(t, 'POST', '/login', {}, token)).code).toBe(0);
    expect((await call(t, 'GET', '/system/decimal', {}, token)).code).toBe(0);
    expect(await call(t, 'GET', '/system/modules', {}, token)).toMatchObject({ code: 10003, msg: '请先修改初始密码' });
    expect(await call(t, 'GET', '/system/unreac/count', {}, token)).toMatchObject({ code: 10003, msg: '请先修改初始密码' });
    expect((await call(t, 'POST', '/logout', {}, token)).code).toBe(0);
  });
});

describe('staff whose initial password is unchanged (modL 0, issue 14)', () => {
  it('are held to the same rule as students, whatever their roles', async () => {
    const admin = await signInAs(t, 'admin');
    const made = await addStaff(t, admin, { code: 'm0-1', roleIds: [await roleIdByCode(t, 10001, 'admin')] });
    const token = await signIn(t, 10001, 'm0-1', made.initialPasswords[0].password);
    expect((await call<LoginResult>(t, 'POST', '/login', {}, token)).data).toMatchObject({ identity: 0, modL: 0, roleName: '系统管理员' });
    expect((await call(t, 'GET', '/system/decimal', {}, token)).code).toBe(0);
    expect(await call(t, 'GET', '/system/modules', {}, token)).toMatchObject({ code: 10003, msg: '请先修改初始密码' });
    expect(await call(t, 'GET', '/system/unreac/count', {}, token)).toMatchObject({ code: 10003, msg: '请先修改初始密码' });
    expect(await call(t, 'GET', '/system/employees', { current: 1, size: 10 }, token)).toMatchObject({ code: 10003, msg: '请先修改初始密码' });
    expect((await call(t, 'POST', '/logout', {}, token)).code).toBe(0);
  });

  it('but the demo staff accounts of the seed are usable at once (modL 1)', async () => {
    const demo: [string, string][] = [
      ['admin', 'Admin@123456'], ['t1001', 'Teacher@123456'], ['c1001', 'College@123456'], ['l1001', 'Leader@123456'], ['a1001', 'Auditor@123456'],
    ];
    for (const [username, password] of demo) {
      const token = await signIn(t, 10001, username, password);
      expect((await call<LoginResult>(t, 'POST', '/login', {}, token)).data, username).toMatchObject({ identity: 0, modL: 1 });
      expect((await call(t, 'GET', '/system/modules', {}, token)).code, username).toBe(0);
    }
  });
});
