/**
 * Helpers of the single sign-on API tests (issue 16): a school's configuration as the form sends it,
 * the SSOAuth and /third/token calls with the browser's cookie, and the binding cookie of a reply.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Envelope } from '../../common/envelope.js';
import type { SsoConfigInput, SsoConfigView, SsoIdentity } from '../../common/sso.js';
import { call, readEnvelope, send, type TestApp } from './helpers.js';

/** A complete SsoConfigInput: CAS 3.0 at `casServerUrl`, enabled, user number in cas:user. */
export function casInput(routeName: string, casServerUrl: string, extra: Partial<SsoConfigInput> = {}): SsoConfigInput {
  return {
    routeName, protocol: 'cas', enabled: true, casServerUrl, casVersion: '3.0', userAttribute: '', oidcIssuer: '', clientId: '',
    clientSecret: '', scopes: 'openid', userClaim: 'sub', thirdKey: '', logoutUrl: '', ...extra,
  };
}

/** POST /system/sso/config/save → its envelope. */
export const saveSso = (t: TestApp, token: string, input: Partial<SsoConfigInput>) => call<SsoConfigView>(t, 'POST', '/system/sso/config/save', input, token);

/** The `sso_binding=…` pair a reply sets (for the Cookie header of the next request), or null. */
export function bindingCookie(res: LightMyRequestResponse): string | null {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const c = all.find((v) => v.startsWith('sso_binding='));
  return c ? c.split(';')[0] : null;
}

/** The Set-Cookie header of the binding, as the browser receives it, or undefined. */
export function bindingSetCookie(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).find((v) => v.startsWith('sso_binding='));
}

/** GET /user/{routeName}SSOAuth → the raw reply and its envelope. */
export async function ssoAuth(t: TestApp, routeName: string, params: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await send(t, 'GET', `/user/${routeName}SSOAuth`, params, null, { headers });
  return { res, env: readEnvelope<SsoIdentity | string>(res, t.codec) };
}

/** GET /third/token with the browser's cookie (when given) → the raw reply and its envelope. */
export async function thirdToken(t: TestApp, params: { schoolId: number; username: string }, cookie?: string | null) {
  const res = await send(t, 'GET', '/third/token', params, null, { headers: cookie ? { cookie } : {} });
  return { res, env: readEnvelope<{ access_token: string }>(res, t.codec) as Envelope<{ access_token: string }> };
}
