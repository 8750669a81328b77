/**
 * Third-party sign-in (issue 16; spec §4 "Third-party login", §7 /auth/third/JinzStuWork/login/verify,
 * /auth/third/ThdStuWork/login/verify, §8): a partner (易班-style) opens the school's route with
 * ?schoolCode=…&userCode=…&userIdentity=…&sourceName=… (AES-encrypted, base64; passed on as they
 * came). Our server decrypts and verifies them; only code 0 proceeds (data {schoolCode, userCode}),
 * then /third/token for the route's school. A refusal, or a visit without the parameters, opens
 * the password form for the school with no message (spec §8). After the sign-in the sub-route
 * refresh runs after 1 second (spec §4, §9).
 */
import { THIRD_ORIGINS, type ThirdOrigin, type ThirdVerifyResult } from '../../../common/sso';
import type { SsoProtocolPlugin } from './types';
import { ssoFailure } from './ssoAuth';

const PARAMS = ['schoolCode', 'userCode', 'userIdentity', 'sourceName'] as const;

/** The verify endpoint's partner: the one sourceName names (case-insensitive), else JinzStuWork. */
export function thirdPartnerOf(sourceName: string | undefined): ThirdOrigin {
  const name = (sourceName ?? '').trim().toLowerCase();
  return THIRD_ORIGINS.find((p) => p.toLowerCase() === name) ?? THIRD_ORIGINS[0];
}

export const thirdPlugin: SsoProtocolPlugin = {
  protocol: 'third',
  quietRefusal: true,
  refreshAfterMs: 1000,

  callback(search) {
    // A '+' of base64 sent unencoded reads as ' ' in a query; base64 has no spaces, so put it back.
    const read = (p: string) => (search.get(p) ?? '').replace(/ /g, '+');
    if (!read('schoolCode') || !read('userCode')) return null;
    return Object.fromEntries(PARAMS.map((p) => [p, read(p)]));
  },

  /**
   * GET /auth/third/{JinzStuWork|ThdStuWork}/login/verify {schoolCode, userCode, userIdentity,
   * sourceName} → code 0 data {schoolCode: the school id, userCode} (plain) → SsoIdentity; the
   * runner refuses a school other than the route's.
   */
  async exchange({ api, schoolId }, params) {
    const data = await api.get<Partial<ThirdVerifyResult> | null>(
      `/auth/third/${thirdPartnerOf(params.sourceName)}/login/verify`,
      Object.fromEntries(PARAMS.map((p) => [p, params[p] ?? ''])),
      { redirectOnExpiry: false },
    );
    const userCode = data?.userCode as unknown;
    if ((typeof userCode !== 'string' && typeof userCode !== 'number') || userCode === '') throw ssoFailure('sso.failure.unexpected');
    return { schoolId: data?.schoolCode ? Number(data.schoolCode) : schoolId, code: String(userCode) };
  },
};
