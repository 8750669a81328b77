/**
 * The single sign-on runner (issue 16; spec §4 "Single sign-on flow", §7 /user/{school}SSOAuth,
 * /third/token): one pass on the school's login route, protocol steps by the school's plugin.
 *
 *  - no callback in the address → plugin.start → { kind: 'redirect', url } (code 900: the browser goes there);
 *    a plugin without start (third-party: the partner brings the callback) → { kind: 'password' };
 *  - back with the callback (?ticket=…, ?code=…, the partner's parameters) → plugin.exchange →
 *    SsoIdentity {schoolId, code} → GET /third/token {schoolId, username: code} →
 *    { kind: 'token', accessToken, username, targetUrl, refreshAfterMs? }; the caller then signs in
 *    with it (authProvider.login({accessToken, username, sso}), which posts /login, fills storage and
 *    loads the menu as the password login does) and goes to targetUrl;
 *  - a refused exchange of a plugin with quietRefusal → { kind: 'password' } (spec §8: no message).
 *
 * Rejects with ApiError: the server's code and msg, or a `key` of src/i18n/…/sso.ts for a reply
 * the client cannot use.
 */
import type { SsoIdentity } from '../../../common/sso';
import type { ApiClient } from '../../dataProvider/apiClient';
import { loginAddress, safeAppPath } from './address';
import { ssoPluginFor } from './plugins';
import { ssoFailure as failure } from './ssoAuth';
import type { SsoContext, SsoSchool } from './types';

export interface SsoRunInput {
  /** The school of the login route, with its SchoolSso. */
  school: SsoSchool;
  /** The page's full address, e.g. 'https://x.edu.cn/chdlogin?ticket=ST-1&targetUrl=%2F'. */
  href: string;
  /** Where to land when the address names no targetUrl (the remembered deep link, else '/'). */
  returnTo?: string;
}

export type SsoStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'token'; accessToken: string; username: string; targetUrl: string; refreshAfterMs?: number }
  /** Show the password form for the school, with no message. */
  | { kind: 'password' };

/** Runs the step of spec §4 the address is at (see above). */
export async function runSso(api: Pick<ApiClient, 'get'>, { school, href, returnTo = '/' }: SsoRunInput): Promise<SsoStep> {
  const sso = school.sso;
  const plugin = ssoPluginFor(sso);
  if (!sso || !plugin) throw failure('sso.failure.unsupported');
  const url = new URL(href);
  const callback = plugin.callback(url.searchParams);
  const ctx: SsoContext = {
    api,
    sso,
    schoolId: Number(school.id),
    routeUrl: loginAddress(url.origin, sso.routeName),
    // The server keeps targetUrl in the address the identity provider returns to (CAS), or in what it brings back (OIDC state).
    targetUrl: safeAppPath(url.searchParams.get('targetUrl') ?? (callback && plugin.targetUrlOf?.(callback)), safeAppPath(returnTo)),
    pathAll: href,
  };
  if (!callback) return plugin.start ? { kind: 'redirect', url: await plugin.start(ctx) } : { kind: 'password' };

  let identity: SsoIdentity;
  try {
    identity = await plugin.exchange(ctx, callback);
  } catch (e) {
    if (plugin.quietRefusal) return { kind: 'password' };
    throw e;
  }
  if (identity.schoolId !== ctx.schoolId) throw failure('sso.failure.otherSchool');
  const token = await api.get<{ access_token?: string } | null>(
    '/third/token',
    { schoolId: identity.schoolId, username: identity.code },
    { redirectOnExpiry: false },
  );
  if (!token?.access_token) throw failure('sso.failure.unexpected');
  const step: SsoStep = { kind: 'token', accessToken: token.access_token, username: identity.code, targetUrl: ctx.targetUrl };
  return plugin.refreshAfterMs ? { ...step, refreshAfterMs: plugin.refreshAfterMs } : step;
}
