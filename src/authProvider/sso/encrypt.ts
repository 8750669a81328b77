/**
 * /encrypt (issue 21; spec §2 top-level "/encrypt", §4 "Third-party login … one with AES-encrypted
 * parameters"): our reading — the landing of a partner platform that opens this site with the
 * encrypted parameters of the third-party login (?schoolCode=…&userCode=…&userIdentity=…&sourceName=…,
 * AES, base64) but without a school's login route. The school is the one whose configured key
 * decrypts schoolCode (the server decides: GET /auth/third/{origin}/login/verify, server/modules/sso/
 * third.ts); then GET /third/token as every SSO sign-in. Unlike a school's route (quiet refusal,
 * spec §8), this page has no school to fall back to, so a refusal is shown with its Chinese message.
 */
import type { SchoolSso } from '../../../common/sso';
import type { ApiClient } from '../../dataProvider/apiClient';
import { safeAppPath } from './address';
import { ssoFailure } from './ssoAuth';
import { thirdPlugin } from './third';

/** The SchoolSso remembered for a session begun on /encrypt: third-party, no school sign-out address. */
export const ENCRYPT_SSO: SchoolSso = { routeName: 'encrypt', protocol: 'third', logoutUrl: '' };

export interface EncryptedSignIn {
  accessToken: string;
  username: string;
  schoolId: number;
  /** The app path to land on: ?targetUrl= when it is one, else '/'. */
  targetUrl: string;
}

/**
 * The encrypted parameters of `search` exchanged for a session token. Rejects with ApiError: the
 * server's refusal (20002 with THIRD_SCHOOL_MESSAGE, THIRD_PARAMS_MESSAGE …), or
 * 'sso.encrypt.missing' when the address carries no parameters.
 */
export async function runEncryptedSignIn(api: Pick<ApiClient, 'get'>, search: URLSearchParams): Promise<EncryptedSignIn> {
  const callback = thirdPlugin.callback(search);
  if (!callback) throw ssoFailure('sso.encrypt.missing');
  const targetUrl = safeAppPath(search.get('targetUrl'), '/');
  const identity = await thirdPlugin.exchange(
    { api, sso: ENCRYPT_SSO, schoolId: 0, routeUrl: `${window.location.origin}/encrypt`, targetUrl, pathAll: window.location.href },
    callback,
  );
  if (!identity.schoolId) throw ssoFailure('sso.failure.unexpected');
  const token = await api.get<{ access_token?: string } | null>('/third/token', { schoolId: identity.schoolId, username: identity.code }, { redirectOnExpiry: false });
  if (!token?.access_token) throw ssoFailure('sso.failure.unexpected');
  return { accessToken: token.access_token, username: identity.code, schoolId: identity.schoolId, targetUrl };
}
