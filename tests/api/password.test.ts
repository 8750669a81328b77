/**
 * Password change (spec §2 /changepassword, §5) and SMS recovery (spec §2 forgot password, §5, §7):
 * the rules and their texts, the outbox SMS provider, sessions revoked, lock-out cleared.
 */
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../../common/api.js';
import { ACCOUNTS, call, fileAppAs, requestToken, signIn, signInAs } from './helpers.js';
import { addStaff, roleIdByCode } from './staff-helpers.js';

const { t, admin } = await fileAppAs('admin');

const NEW = 'Better#Pass2024';

describe('POST /modify/password', () => {
  it('checks the spec §5 rules in order, with their texts', async () => {
    const token = await signInAs(t, 'teacher');
    const change = (p: object) => call(t, 'POST', '/modify/password', p, token);
    expect(await change({ newPass: NEW, confirm: NEW })).toMatchObject({ code: 10002, msg: '请输入原密码' });
    expect(await change({ old: 'x', confirm: NEW })).toMatchObject({ code: 10002, msg: '请输入密码' });
    expect(await change({ old: 'x', newPass: 'Ab1!', confirm: 'Ab1!' })).toMatchObject({ code: 10002, msg: '输入密码长度必须大于8位' });
    expect(await change({ old: 'x', newPass: 'abcdefgh1!', confirm: 'abcdefgh1!' })).toMatchObject({
      code: 10002,
      msg: '密码必须包含大写字母、小写字母、数字和特殊符号',
    });
    expect(await change({ old: 'x', newPass: NEW })).toMatchObject({ code: 10002, msg: '请再次输入密码' });
    expect(await change({ old: 'x', newPass: NEW, confirm: `${NEW}x` })).toMatchObject({ code: 10002, msg: '两次输入密码不一致!' });
    expect(await change({ old: 'Wrong@123456', newPass: NEW, confirm: NEW })).toMatchObject({ code: 20002, msg: '原密码错误' });
    const same = await change({ old: ACCOUNTS.teacher.password, newPass: ACCOUNTS.teacher.password, confirm: ACCOUNTS.teacher.password });
    expect(same.code).toBe(10002);
    // Nothing changed: the session still works.
    expect((await call(t, 'GET', '/system/decimal', {}, token)).code).toBe(0);
  });

  it('activates a new student: modL 1, status normal, every session ends, only the new password works', async () => {
    const a = ACCOUNTS.newStudent;
    const other = await signInAs(t, 'newStudent');
    const token = await signInAs(t, 'newStudent');
    expect(await call(t, 'POST', '/modify/password', { old: a.password, newPass: NEW, confirm: NEW }, token)).toMatchObject({ code: 0, data: null });
    expect((await call(t, 'POST', '/login', {}, token)).code).toBe(10001);
    expect((await call(t, 'POST', '/login', {}, other)).code).toBe(10001);
    expect((await requestToken(t, a.school, a.username, a.password)).code).toBe(20002);
    const fresh = await signIn(t, a.school, a.username, NEW);
    expect((await call<LoginResult>(t, 'POST', '/login', {}, fresh)).data.modL).toBe(1);
    const student = await t.db.selectFrom('students').select('status').where('schoolId', '=', 10001).where('code', '=', a.username).executeTakeFirstOrThrow();
    expect(student.status).toBe(1);
    expect((await call(t, 'GET', '/system/modules', {}, fresh)).code).toBe(0);
  });

  it('activates a new staff account the same way: the initial password cannot be kept, the new one opens the API', async () => {
    const made = await addStaff(t, admin, { code: 'pw-staff', roleIds: [await roleIdByCode(t, 10001, 'teacher')] });
    const initial = made.initialPasswords[0].password;
    const other = await signIn(t, 10001, 'pw-staff', initial);
    const token = await signIn(t, 10001, 'pw-staff', initial);
    expect((await call(t, 'GET', '/system/modules', {}, token)).code).toBe(10003);
    expect((await call(t, 'POST', '/modify/password', { old: initial, newPass: initial, confirm: initial }, token)).code).toBe(10002);
    expect(await call(t, 'POST', '/modify/password', { old: initial, newPass: NEW, confirm: NEW }, token)).toMatchObject({ code: 0, data: null });
    expect((await call(t, 'POST', '/login', {}, token)).code).toBe(10001);
    expect((await call(t, 'POST', '/login', {}, other)).code).toBe(10001);
    expect((await requestToken(t, 10001, 'pw-staff', initial)).code).toBe(20002);
    const fresh = await signIn(t, 10001, 'pw-staff', NEW);
    expect((await call<LoginResult>(t, 'POST', '/login', {}, fresh)).data).toMatchObject({ identity: 0, modL: 1, roleName: '指导教师' });
    expect((await call(t, 'GET', '/system/modules', {}, fresh)).code).toBe(0);
  });
});

/** The codes the outbox provider recorded for a mobile, newest first. */
async function outbox(mobile: string) {
  const rows = await t.db.selectFrom('smsMessages').select(['text', 'schoolId', 'provider']).where('mobile', '=', mobile).orderBy('id', 'desc').execute();
  return rows.map((r) => ({ ...r, code: /验证码为(\d{6})/.exec(r.text)?.[1] }));
}

/** Lets the next SMS request for this mobile through the 60-second limit. */
async function ageCodes(mobile: string, seconds = 61) {
  await t.db.updateTable('smsCodes').set({ createdAt: new Date(Date.now() - seconds * 1000) }).where('mobile', '=', mobile).execute();
}

describe('POST /common/captcha/mobile', () => {
  it('validates the mobile number', async () => {
    expect(await call(t, 'POST', '/common/captcha/mobile', { countryCode: '86', mobile: '12345', type: 2 })).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
    expect(await call(t, 'POST', '/common/captcha/mobile', { countryCode: '86', type: 2 })).toMatchObject({ code: 10002, msg: '请填写手机号' });
    expect((await call(t, 'POST', '/common/captcha/mobile', { countryCode: '86', mobile: '13800000001', type: 2, schoolId: 99999 })).code).toBe(10007);
  });

  it('sends a 6-digit code through the outbox when the number is bound, in the school’s name', async () => {
    const env = await call(t, 'POST', '/common/captcha/mobile', { countryCode: '86', mobile: '13800000001', type: 2, schoolId: 10001 });
    expect(env).toMatchObject({ code: 0, data: null });
    const [msg] = await outbox('13800000001');
    expect(msg).toMatchObject({ schoolId: 10001, provider: 'outbox' });
    expect(msg.code).toMatch(/^\d{6}$/);
    expect(msg.text).toContain('【示范大学】');
  });

  it('replies the same for an unbound number but sends nothing', async () => {
    const env = await call(t, 'POST', '/common/captcha/mobile', { countryCode: '86', mobile: '13711112222', type: 2, schoolId: 10001 });
    expect(env).toMatchObject({ code: 0, data: null });
    expect(await outbox('13711112222')).toEqual([]);
    // A number bound in another school only is not bound here.
    await call(t, 'POST', '/common/captcha/mobile', { countryCode: '86', mobile: '13900000002', type: 2, schoolId: 10001 });
    expect(await outbox('13900000002')).toEqual([]);
  });

  it('refuses a second request for the same mobile within 60 seconds, bound or not', async () => {
    for (const mobile of ['13900000000', '13755556666']) {
      expect((await call(t, 'POST', '/common/captcha/mobile', { mobile, type: 2 })).code).toBe(0);
      const again = await call(t, 'POST', '/common/captcha/mobile', { mobile, type: 2 });
      expect(again.code).toBe(10002);
      expect(again.msg).toMatch(/^验证码发送过于频繁,请(59|60)秒后再试$/);
    }
    await ageCodes('13900000000');
    expect((await call(t, 'POST', '/common/captcha/mobile', { mobile: '13900000000', type: 2 })).code).toBe(0);
  });
});

describe('POST /common/modify/pwd', () => {
  const mobile = '13800000001';
  const base = { mobile, countryCode: '86', schoolId: 10001 };

  it('checks the spec §5 recovery rules in order, with their texts', async () => {
    const recover = (p: object) => call(t, 'POST', '/common/modify/pwd', { ...base, code: '000000', ...p });
    expect(await recover({ password: 'Abcdefg1!', passwordRepeat: 'Abcdefg1?' })).toMatchObject({ code: 10002, msg: '两次输入密码不一致,请确认!' });
    const rule = async (pw: string) => (await recover({ password: pw, passwordRepeat: pw })).msg;
    expect(await rule('Ab1!')).toBe('位数必须大于8位');
    expect(await rule('Abcdefgh!')).toBe('必须要有数字');
    expect(await rule('ABCDEFG1!')).toBe('必须要有小写字母');
    expect(await rule('abcdefg1!')).toBe('必须要有大写字母');
    expect(await rule('Abcdefg12')).toBe('必须要有特殊字符');
    expect(await recover({ password: NEW, passwordRepeat: NEW, schoolId: 99999 })).toMatchObject({ code: 10007 });
    expect(await recover({ password: NEW, passwordRepeat: NEW, code: '' })).toMatchObject({ code: 10002, msg: '请填写验证码' });
  });

  it('resets the password with the SMS code, ends sessions and clears a lock-out; the code works once', async () => {
    const a = ACCOUNTS.student;
    const session = await signInAs(t, 'student');
    for (let i = 0; i < 5; i++) await requestToken(t, a.school, a.username, `Wrong@${i}`);
    expect((await requestToken(t, a.school, a.username, a.password)).code).toBe(20004);

    await ageCodes(mobile);
    expect((await call(t, 'POST', '/common/captcha/mobile', { ...base, type: 2 })).code).toBe(0);
    const [{ code }] = await outbox(mobile);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await call(t, 'POST', '/common/modify/pwd', { ...base, password: NEW, passwordRepeat: NEW, code: wrong })).toMatchObject({
      code: 20003,
      msg: '短信验证码错误或已过期',
    });
    expect(await call(t, 'POST', '/common/modify/pwd', { ...base, password: NEW, passwordRepeat: NEW, code })).toMatchObject({ code: 0 });
    expect((await call(t, 'POST', '/login', {}, session)).code).toBe(10001);
    expect((await requestToken(t, a.school, a.username, a.password)).code).toBe(20002);
    expect((await requestToken(t, a.school, a.username, NEW)).code).toBe(0);
    const reuse = await call(t, 'POST', '/common/modify/pwd', { ...base, password: 'Third#Pass2024', passwordRepeat: 'Third#Pass2024', code });
    expect(reuse.code).toBe(20003);
  });

  it('refuses an expired code, a code of another school, and a code after 5 wrong guesses', async () => {
    const send = async () => {
      await ageCodes(mobile);
      await call(t, 'POST', '/common/captcha/mobile', { ...base, type: 2 });
      return (await outbox(mobile))[0].code!;
    };
    const body = { ...base, password: 'Fourth#Pass2024', passwordRepeat: 'Fourth#Pass2024' };

    const expired = await send();
    await t.db.updateTable('smsCodes').set({ expiresAt: new Date(Date.now() - 1000) }).where('mobile', '=', mobile).execute();
    expect((await call(t, 'POST', '/common/modify/pwd', { ...body, code: expired })).code).toBe(20003);

    const otherSchool = await send();
    expect((await call(t, 'POST', '/common/modify/pwd', { ...body, schoolId: 10002, code: otherSchool })).code).toBe(20003);

    const guessed = await send();
    for (let i = 0; i < 5; i++) await call(t, 'POST', '/common/modify/pwd', { ...body, code: `99999${i}` === guessed ? '888888' : `99999${i}` });
    expect((await call(t, 'POST', '/common/modify/pwd', { ...body, code: guessed })).code).toBe(20003);
  });
});
