/**
 * The single sign-on protocol plugin interface (issue 16; spec §4 "Single sign-on flow", DESIGN.md
 * §3 "sso/"). A school is onboarded by one configuration row (its SchoolSso, common/sso.ts); a new
 * protocol is one new file implementing SsoProtocolPlugin, listed in plugins.ts.
 */
import type { School } from '../../../common/api';
import type { SchoolSso, SsoIdentity, SsoProtocol } from '../../../common/sso';
import type { ApiClient } from '../../dataProvider/apiClient';

/** A school of GET /common/all-school with its public SSO part (absent on an old server → treat as null). */
export type SsoSchool = School & { sso?: SchoolSso | null };

/** The school and where the browser is, as a plugin step sees them. */
export interface SsoContext {
  api: Pick<ApiClient, 'get'>;
  /** The school's SSO (routeName as configured, e.g. 'lyAhiib'). */
  sso: SchoolSso;
  schoolId: number;
  /** The login route's full address on this site, e.g. 'https://x.edu.cn/chdlogin' (spec §7 routeUrl). */
  routeUrl: string;
  /** The app path to land on after sign-in, e.g. '/' (spec §7 targetUrl). */
  targetUrl: string;
  /** The page's full address as the browser shows it (spec §7 pathAll). */
  pathAll: string;
}

/** One protocol's steps; the runner (runner.ts) does the rest of spec §4 (token, /login, menu). */
export interface SsoProtocolPlugin {
  protocol: Exclude<SsoProtocol, 'none'>;
  /** What the identity provider sent back in the query (e.g. {ticket}); null when the browser has not been there yet. */
  callback(search: URLSearchParams): Record<string, string> | null;
  /** The app path the callback carries (OIDC: inside state), when the address has no targetUrl. */
  targetUrlOf?(callback: Record<string, string>): string | undefined;
  /**
   * First step: the identity provider's login address to send the browser to (code 900). Rejects
   * with ApiError. Absent when a partner opens the route with its callback (third-party): a visit
   * without one shows the password form for the school.
   */
  start?(ctx: SsoContext): Promise<string>;
  /** Second step: the callback exchanged on our server for the verified account. Rejects with ApiError. */
  exchange(ctx: SsoContext, callback: Record<string, string>): Promise<SsoIdentity>;
  /** A refused exchange shows the password form for the school with no message (spec §8, third-party). */
  quietRefusal?: boolean;
  /** Milliseconds after the sign-in to reload the menu and routes (spec §4: 1 s after a third-party login). */
  refreshAfterMs?: number;
  /** Sign-out at the school (best effort): the address to leave through, or null. Never rejects. */
  signOut?(api: Pick<ApiClient, 'get'>, sso: SchoolSso, userCode: string): Promise<string | null>;
}
