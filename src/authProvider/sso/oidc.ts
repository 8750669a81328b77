/**
 * OAuth2 / OpenID Connect (issue 16; spec §4 "Single sign-on flow", §7 /user/{school}SSOAuth,
 * /user/cque/auth/token). Our server holds the client secret, PKCE verifier, state and nonce; the
 * browser goes to the provider's authorization address (code 900) and comes back to
 * /{routeName}login?code=…&state=… (state carries targetUrl), or with ?error=…&error_description=…
 * (→ the failure page).
 * The school whose route is 'cque' keeps its deployed shape: GET /user/cque/auth/token
 * {code, redirect_uri} → data {id} (the user number).
 */
import { oidcStateTarget, type CqueTokenResult } from '../../../common/sso';
import { ApiError, TRANSPORT_FAILURE } from '../../dataProvider/errors';
import type { SsoContext, SsoProtocolPlugin } from './types';
import { ssoAuthIdentity, ssoAuthSignOut, ssoAuthStart, ssoFailure } from './ssoAuth';

/** The route of the school with the deployed code → id exchange (spec §7 /user/cque/auth/token). */
export const CQUE_ROUTE = 'cque';

/** GET /user/cque/auth/token {code, redirect_uri: the route's exact address} → data {id}: the user number of the route's school. */
async function cqueIdentity({ api, schoolId, routeUrl }: SsoContext, code: string) {
  const data = await api.get<Partial<CqueTokenResult> | null>(`/user/${CQUE_ROUTE}/auth/token`, { code, redirect_uri: routeUrl }, { redirectOnExpiry: false });
  const id = data?.id as unknown;
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '') throw ssoFailure('sso.failure.unexpected');
  return { schoolId, code: String(id) };
}

export const oidcPlugin: SsoProtocolPlugin = {
  protocol: 'oidc',

  callback(search): Record<string, string> | null {
    const error = search.get('error');
    if (error) return { error, error_description: search.get('error_description') ?? '' };
    const code = search.get('code');
    if (!code) return null;
    const iss = search.get('iss'); // RFC 9207, when the provider sends it
    return { code, state: search.get('state') ?? '', ...(iss ? { iss } : {}) };
  },

  /** The page asked for travels inside state (common/sso.ts oidcState); the redirect_uri stays exact. */
  targetUrlOf: ({ state }) => (state ? oidcStateTarget(state) : undefined),

  /** GET /user/{routeName}SSOAuth {targetUrl, routeUrl, pathAll} → code 900, data = the provider's authorization address. */
  start: ssoAuthStart,

  /**
   * GET /user/{routeName}SSOAuth {code, state, iss?, targetUrl, routeUrl, pathAll, schoolId} → code 0
   * {schoolId, code}; for 'cque' GET /user/cque/auth/token. A provider error rejects with its
   * description (or its error code) as the message.
   */
  exchange(ctx, { error, error_description: description, ...answer }) {
    if (error) return Promise.reject(new ApiError(TRANSPORT_FAILURE, (description || error).slice(0, 300)));
    if (ctx.sso.routeName.toLowerCase() === CQUE_ROUTE) return cqueIdentity(ctx, answer.code);
    return ssoAuthIdentity(ctx, answer);
  },

  /** GET /user/{routeName}SSOSignOut {userCode} → the provider's end-session address, or null. */
  signOut: ssoAuthSignOut,
};
