/**
 * Sign-out per school (issue 16; spec §4 "Session": after removing the stored values, sign-out goes
 * to the school's external logout address, or /login by default; the school's server-side sign-out
 * is called first). The school is the one the user signed in to by SSO, remembered at sign-in
 * (session.ts setSchoolSso); a password sign-in remembers none.
 */
import type { SchoolSso } from '../../../common/sso';
import type { ApiClient } from '../../dataProvider/apiClient';
import { safeAddress } from './address';
import { ssoPluginFor } from './plugins';

/** The page after sign-out of an SSO school without its own address (spec §2 logout-success page). */
export const LOGOUT_SUCCESS_PATH = '/logout-success';

/**
 * The school's sign-out at its identity provider (for CAS: GET /user/{routeName}SSOSignOut
 * {userCode}); resolves to the address it returns, or null. Never rejects.
 */
export async function ssoSignOut(api: Pick<ApiClient, 'get'>, sso: SchoolSso | null, userCode: string): Promise<string | null> {
  const plugin = ssoPluginFor(sso);
  return sso && plugin?.signOut ? plugin.signOut(api, sso, userCode) : null;
}

/** Where sign-out goes without an address from the school's sign-out: sso.logoutUrl, else /logout-success; '/login' without SSO. */
export function signOutTarget(sso: SchoolSso | null): string {
  if (!sso) return '/login';
  return safeAddress(sso.logoutUrl) ?? LOGOUT_SUCCESS_PATH;
}

/** The external (http/https) logout address of an SSO school, for the logout-success page's safe exit; null when none. */
export function externalLogoutUrl(sso: SchoolSso | null): string | null {
  const url = safeAddress(sso?.logoutUrl);
  return url && /^https?:/i.test(url) ? url : null;
}
