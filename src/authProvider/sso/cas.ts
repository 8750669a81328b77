/**
 * CAS (issue 16; spec §4 "Single sign-on flow", §7 /user/{school}SSOAuth, /user/{school}SSOSignOut):
 * the ticket protocol of 38 of the spec's 39 schools. Our server speaks to the CAS server; the
 * browser only goes there and comes back with ?ticket=ST-….
 */
import type { SsoProtocolPlugin } from './types';
import { ssoAuthIdentity, ssoAuthSignOut, ssoAuthStart } from './ssoAuth';

export const casPlugin: SsoProtocolPlugin = {
  protocol: 'cas',

  callback(search) {
    const ticket = search.get('ticket');
    return ticket ? { ticket } : null;
  },

  /** GET /user/{routeName}SSOAuth {targetUrl, routeUrl, pathAll} → code 900, data = '{casServerUrl}/login?service=…'. */
  start: ssoAuthStart,

  /** GET /user/{routeName}SSOAuth {ticket, targetUrl, routeUrl, pathAll, schoolId} → code 0, SsoIdentity {schoolId, code}. */
  exchange: (ctx, { ticket }) => ssoAuthIdentity(ctx, { ticket }),

  /** GET /user/{routeName}SSOSignOut {userCode} → the address to leave through (e.g. the CAS /logout), or null. */
  signOut: ssoAuthSignOut,
};
