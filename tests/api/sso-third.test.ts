/**
 * Third-party login (issue 16; spec §4, §7 GET /auth/third/JinzStuWork/login/verify and
 * /auth/third/ThdStuWork/login/verify): the partner's AES-encrypted {schoolCode, userCode,
 * userIdentity, sourceName} under the school's thirdKey (common/codec.ts) → code 0, data {schoolCode,
 * userCode} in plain text and the binding cookie → GET /third/token → POST /login. Refused with a
 * non-zero code and no cookie: a wrong key, another school's code, undecryptable values, an unknown
 * or disabled account, an identity that does not match the account, a disabled configuration. Saving
 * a 'third' configuration needs a 16-character key; SSOAuth on its route says where to enter.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../common/api.js';
import { aesCodec } from '../../common/codec.js';
import { THIRD_ORIGINS, type ThirdVerifyResult } from '../../common/sso.js';
import { DISABLED_MESSAGE } from '../../server/modules/session/service.js';
import { THIRD_ONLY_MESSAGE } from '../../server/modules/sso/service.js';
import { THIRD_IDENTITY_MESSAGE, THIRD_PARAMS_MESSAGE, THIRD_SCHOOL_MESSAGE } from '../../server/modules/sso/third.js';
import { ACCOUNTS, call, fileApp, readEnvelope, send, signInAs } from './helpers.js';
import { bindingCookie, casInput, saveSso, ssoAuth, thirdToken } from './sso-helpers.js';

const t = await fileApp({ config: { publicUrl: 'https://dekt.example.edu.cn', ssoSecret: 'sso-secret-for-tests' } });
const [admin, admin2] = [await signInAs(t, 'admin'), await signInAs(t, 'admin2')];

const KEY = 'Jinz-Key-0123456';
const KEY2 = 'ThdStu-Key-98765';
const STUDENT = ACCOUNTS.student.username;
const TEACHER = ACCOUNTS.teacher.username;

const thirdInput = (routeName: string, thirdKey: string, enabled = true) => casInput(routeName, '', { protocol: 'third', thirdKey, enabled });

beforeEach(async () => {
  expect((await saveSso(t, admin, thirdInput('jinz', KEY))).code).toBe(0);
  expect((await saveSso(t, admin2, thirdInput('thd', KEY2))).code).toBe(0);
});

interface Plain { schoolCode: string; userCode: string; userIdentity: string; sourceName: string }

/** The partner's call: each value encrypted with `key`. */
async function verify(plain: Plain, key = KEY, origin: (typeof THIRD_ORIGINS)[number] = 'JinzStuWork') {
  const codec = aesCodec(key);
  const params = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, codec.encode(v)]));
  const res = await send(t, 'GET', `/auth/third/${origin}/login/verify`, params, null);
  return { res, env: readEnvelope<ThirdVerifyResult>(res, t.codec) };
}

const student: Plain = { schoolCode: '10001', userCode: STUDENT, userIdentity: '2', sourceName: '易班' };

describe('GET /auth/third/{origin}/login/verify', () => {
  for (const origin of THIRD_ORIGINS) {
    it(`${origin}: code 0 with the plain school and user, the cookie → /third/token → POST /login`, async () => {
      const { res, env } = await verify(student, KEY, origin);
      expect(env).toMatchObject({ code: 0, data: { schoolCode: '10001', userCode: STUDENT } satisfies ThirdVerifyResult });
      const got = await thirdToken(t, { schoolId: Number(env.data.schoolCode), username: env.data.userCode }, bindingCookie(res));
      expect(got.env.code).toBe(0);
      expect(await call<LoginResult>(t, 'POST', '/login', {}, got.env.data.access_token)).toMatchObject({ code: 0, data: { schoolId: 10001, code: STUDENT, identity: 2 } });
      // The binding is good for one session.
      expect((await thirdToken(t, { schoolId: 10001, username: STUDENT }, bindingCookie(res))).env.code).toBe(20002);
    });
  }

  it('signs staff in with an identity other than 1 or 2, and a student with identity 1', async () => {
    expect((await verify({ ...student, userCode: TEACHER, userIdentity: '3' })).env).toMatchObject({ code: 0, data: { userCode: TEACHER } });
    expect((await verify({ ...student, userIdentity: '1' })).env.code).toBe(0);
  });

  it('finds the school by its own key: the other school’s partner signs in there', async () => {
    const { env } = await verify({ schoolCode: '10002', userCode: ACCOUNTS.admin2.username, userIdentity: '0', sourceName: 'thd' }, KEY2, 'ThdStuWork');
    expect(env).toMatchObject({ code: 0, data: { schoolCode: '10002', userCode: ACCOUNTS.admin2.username } });
  });
});

describe('refusals (non-zero code, no cookie)', () => {
  const refused = async (r: Awaited<ReturnType<typeof verify>>, msg: string) => {
    expect(r.env).toMatchObject({ code: 20002, msg });
    expect(r.res.headers['set-cookie']).toBeUndefined();
  };

  it('a wrong key, another school’s code under this key, a school whose configuration is disabled', async () => {
    await refused(await verify(student, 'Wrong-Key-012345'), THIRD_SCHOOL_MESSAGE);
    await refused(await verify({ ...student, schoolCode: '10002' }), THIRD_SCHOOL_MESSAGE);
    await refused(await verify({ ...student, schoolCode: '10001' }, KEY2), THIRD_SCHOOL_MESSAGE);
    expect((await saveSso(t, admin, thirdInput('jinz', '', false))).code).toBe(0);
    await refused(await verify(student), THIRD_SCHOOL_MESSAGE);
  });

  it('values that do not decrypt under the school’s key', async () => {
    const codec = aesCodec(KEY);
    const params = { schoolCode: codec.encode('10001'), userCode: aesCodec(KEY2).encode(STUDENT), userIdentity: codec.encode('2'), sourceName: 'not-base64!' };
    const res = await send(t, 'GET', '/auth/third/JinzStuWork/login/verify', params, null);
    expect(readEnvelope(res, t.codec)).toMatchObject({ code: 20002, msg: THIRD_PARAMS_MESSAGE });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('an unknown or disabled account, a user of another school, an identity not matching the account', async () => {
    await refused(await verify({ ...student, userCode: '9999999999' }), '统一身份认证账号 9999999999 在本系统中不存在,请联系管理员');
    await refused(await verify({ ...student, schoolCode: '10002', userCode: STUDENT }, KEY2), '统一身份认证账号 2021000001 在本系统中不存在,请联系管理员');
    await refused(await verify({ ...student, userIdentity: '0' }), THIRD_IDENTITY_MESSAGE);
    await refused(await verify({ ...student, userCode: TEACHER, userIdentity: '2' }), THIRD_IDENTITY_MESSAGE);
    await t.db.updateTable('users').set({ status: 0 }).where('username', '=', TEACHER).where('schoolId', '=', 10001).execute();
    try {
      await refused(await verify({ ...student, userCode: TEACHER, userIdentity: '0' }), DISABLED_MESSAGE);
    } finally {
      await t.db.updateTable('users').set({ status: 1 }).where('username', '=', TEACHER).where('schoolId', '=', 10001).execute();
    }
  });
});

describe('the configuration of a third-party login', () => {
  it('needs a key of 16 single-byte characters (10002 naming thirdKey); an empty one keeps the stored key', async () => {
    for (const thirdKey of ['short-key', 'Jinz-Key-01234567', '密钥-Key-0123456789'.slice(0, 16)]) {
      expect((await saveSso(t, admin, thirdInput('jinz', thirdKey))).msg).toBe('参数错误: thirdKey 必须为 16 个英文字母、数字或符号');
    }
    expect((await saveSso(t, admin, thirdInput('jinz', ''))).data).toMatchObject({ protocol: 'third', hasThirdKey: true });
    expect((await verify(student)).env.code).toBe(0);
  });

  it('SSOAuth on its route says to enter from the partner; the connection test has nothing to try', async () => {
    expect((await ssoAuth(t, 'jinz', {})).env).toMatchObject({ code: 10007, msg: THIRD_ONLY_MESSAGE });
    expect((await call(t, 'POST', '/system/sso/config/test', {}, admin)).data).toMatchObject({ ok: false });
  });
});
