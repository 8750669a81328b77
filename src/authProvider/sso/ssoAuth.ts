/**
 * The calls of /user/{routeName}SSOAuth and /user/{routeName}SSOSignOut (spec §7), shared by the
 * protocols whose first step is our server's redirect (CAS, OIDC): code 900 → the identity
 * provider's address; back with its answer → code 0 {schoolId, code}.
 */
import type { SchoolSso, SsoIdentity } from '../../../common/sso';
import type { ApiClient } from '../../dataProvider/apiClient';
import { ApiError, TRANSPORT_FAILURE } from '../../dataProvider/errors';
import { safeAddress } from './address';
import type { SsoContext } from './types';

/** A client-side failure of the flow; `key` is an i18n key of src/i18n/…/sso.ts (e.g. 'sso.failure.unexpected'). */
export const ssoFailure = (key: string) => new ApiError(TRANSPORT_FAILURE, '', undefined, { key });

const authPath = (routeName: string) => `/user/${routeName}SSOAuth`;

/** GET /user/{routeName}SSOAuth {targetUrl, routeUrl, pathAll} → code 900, data = the provider's http(s) login address. */
export async function ssoAuthStart({ api, sso, targetUrl, routeUrl, pathAll }: SsoContext): Promise<string> {
  const data = await api.get<unknown>(authPath(sso.routeName), { targetUrl, routeUrl, pathAll }, { redirectOnExpiry: false });
  const url = typeof data === 'string' ? safeAddress(data) : null;
  if (!url || !/^https?:/i.test(url)) throw ssoFailure('sso.failure.unexpected');
  return url;
}

/**
 * GET /user/{routeName}SSOAuth {…answer, targetUrl, routeUrl, pathAll, schoolId} → code 0, SsoIdentity
 * {schoolId, code}. `answer` is what the provider sent back ({ticket} for CAS, {code, state} for OIDC).
 */
export async function ssoAuthIdentity(
  { api, sso, schoolId, targetUrl, routeUrl, pathAll }: SsoContext,
  answer: Record<string, string>,
): Promise<SsoIdentity> {
  const data = await api.get<Partial<SsoIdentity> | string | null>(
    authPath(sso.routeName),
    { ...answer, targetUrl, routeUrl, pathAll, schoolId },
    { redirectOnExpiry: false },
  );
  if (!data || typeof data !== 'object' || !data.code) throw ssoFailure('sso.failure.unexpected');
  return { schoolId: Number(data.schoolId), code: String(data.code) };
}

/** GET /user/{routeName}SSOSignOut {userCode} → the address to leave through (the provider's logout), or null; failures ignored. */
export async function ssoAuthSignOut(api: Pick<ApiClient, 'get'>, sso: SchoolSso, userCode: string): Promise<string | null> {
  try {
    const data = await api.get<unknown>(`/user/${sso.routeName}SSOSignOut`, { userCode }, { redirectOnExpiry: false });
    return typeof data === 'string' ? safeAddress(data) : null;
  } catch {
    return null; // spec §4: the school's sign-out is best effort
  }
}
