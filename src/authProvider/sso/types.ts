/**
 * The single sign-on plugin interface (spec §4 "Single sign-on flow", DESIGN.md §3 "sso/").
 * A school's SSO is one registry entry (registry.ts), or one new file when its protocol is new.
 */
import type { ApiClient } from '../../dataProvider/apiClient';

/** What a plugin may use: where the browser is and the API client. */
export interface SsoContext {
  /** Full address of the page (ticket / code parameters live in its query). */
  href: string;
  pathname: string;
  search: URLSearchParams;
  /** The plugin's school, when known. */
  schoolId: number | null;
  api: Pick<ApiClient, 'get' | 'post'>;
}

/**
 * What a step produced: a session token (then the app posts /login, fills storage, loads the menu
 * and goes to the requested page), an address to send the browser to (code 900 or the school's CAS),
 * or nothing (spec §8: a non-zero SSO code does nothing, no message) → the password form shows.
 */
export type SsoOutcome =
  | { kind: 'token'; token: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'none' };

export interface SsoPlugin {
  /** The school code slug, e.g. 'chd' (the default password login is 'default'). */
  id: string;
  /** The per-school login route of spec §2, e.g. '/chdlogin'. */
  loginRoute: string;
  /** The school's id in the school list; null when not known yet. */
  schoolId: number | null;
  /** A readable label for logs and admin screens (not shown on the login page). */
  name: string;
  /** First step: e.g. send the browser to the school's CAS when no ticket is present. */
  start?(ctx: SsoContext): Promise<SsoOutcome>;
  /** Second step: exchange the ticket or code for a session token on our server. */
  exchange?(ctx: SsoContext): Promise<SsoOutcome>;
}
