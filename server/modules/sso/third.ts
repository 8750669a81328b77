/**
 * Third-party login (issue 16; spec §4 "Third-party login", §7 /auth/third/JinzStuWork/login/verify
 * and /auth/third/ThdStuWork/login/verify): a partner platform (易班-style) sends the school, the
 * user number, the identity and its own name, each AES-encrypted with the key it shares with the
 * school (the thirdKey of the school's 'third' configuration; AES-128-ECB/PKCS#7/base64 exactly as
 * common/codec.ts). A verified account gets the binding cookie, so GET /third/token then issues its
 * session as after SSOAuth.
 */
import { randomUUID } from 'node:crypto';
import { aesCodec, type Codec } from '../../../common/codec.js';
import { ResultCode } from '../../../common/codes.js';
import type { ThirdVerifyParams } from '../../../common/schemas/sso.js';
import type { ThirdOrigin, ThirdVerifyResult } from '../../../common/sso.js';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../protocol/errors.js';
import { findOpenSchool } from '../schools/repository.js';
import type { SsoHttp } from './protocols.js';
import * as repo from './repository.js';
import { activeAccount, bindIdentity } from './service.js';

export const THIRD_SCHOOL_MESSAGE = '第三方登录的学校未开通或参数无法解密';
export const THIRD_PARAMS_MESSAGE = '第三方登录参数无法解密,请从第三方平台重新进入';
export const THIRD_IDENTITY_MESSAGE = '第三方登录的身份与本系统账号不符';

const refused = (msg: string) => new ApiError(ResultCode.BAD_CREDENTIALS, msg);

/** `text` decrypted with `codec`, trimmed; null when it does not decrypt to non-empty text. */
function decrypt(codec: Codec, text: string): string | null {
  try {
    return codec.decode(text).trim() || null;
  } catch {
    return null;
  }
}

/** The school whose key decrypts `schoolCode` to its own id, with that key's codec; null when none does. */
async function schoolOf(db: Db, schoolCode: string): Promise<{ schoolId: number; codec: Codec } | null> {
  for (const cfg of await repo.enabledThirdConfigs(db)) {
    let codec: Codec;
    try {
      codec = aesCodec(cfg.thirdKey);
    } catch {
      continue; // a key saved before keys were checked: no partner can use it
    }
    if (decrypt(codec, schoolCode) === String(cfg.schoolId)) return { schoolId: cfg.schoolId, codec };
  }
  return null;
}

/** userIdentity 1 or 2 names a student; anything else staff (spec §6: students sign in with identity 2). */
const isStudentIdentity = (identity: string) => identity === '1' || identity === '2';

/**
 * GET /auth/third/{origin}/login/verify {schoolCode, userCode, userIdentity, sourceName} (each
 * encrypted) → ThirdVerifyResult {schoolCode: the school id as text, userCode} in plain text, with
 * the binding cookie for GET /third/token {schoolId: Number(schoolCode), username: userCode}. The
 * school is the one whose enabled 'third' key decrypts schoolCode to its id. Errors (code 20002, no
 * cookie; the web then does nothing, spec §4): THIRD_SCHOOL_MESSAGE, THIRD_PARAMS_MESSAGE, an unknown
 * or disabled account, THIRD_IDENTITY_MESSAGE (a student's account for a staff identity or the other
 * way round); 10007 school closed.
 */
export async function thirdVerify(db: Db, http: SsoHttp, origin: ThirdOrigin, p: ThirdVerifyParams): Promise<ThirdVerifyResult> {
  const school = await schoolOf(db, p.schoolCode);
  if (!school) throw refused(THIRD_SCHOOL_MESSAGE);
  const [userCode, userIdentity, sourceName] = [p.userCode, p.userIdentity, p.sourceName].map((v) => decrypt(school.codec, v));
  if (userCode === null || userIdentity === null || sourceName === null) throw refused(THIRD_PARAMS_MESSAGE);
  if (!(await findOpenSchool(db, school.schoolId))) throw new ApiError(ResultCode.SCHOOL_UNKNOWN);
  const user = await activeAccount(db, school.schoolId, userCode);
  if (isStudentIdentity(userIdentity) !== (user.studentStatus !== null)) throw refused(THIRD_IDENTITY_MESSAGE);
  http.request.log.info({ schoolId: school.schoolId, origin, sourceName }, 'third-party login verified');
  // No ticket comes with a partner's login: a fresh one links the binding to the session once.
  await bindIdentity(db, http, school.schoolId, user.id, userCode, `third:${origin}:${randomUUID()}`);
  return { schoolCode: String(school.schoolId), userCode };
}
