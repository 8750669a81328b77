/**
 * An OpenID Connect identity provider for the single sign-on API tests (issue 16): the one of
 * demo/sso/oidcProvider.ts (oidc-provider, panva) on a free port, with the client 'dekt' (PKCE
 * required, returns to SITE/chdlogin) and 'cque' (the deployed cque client: no PKCE, returns to
 * SITE/cquelogin). Any account id signs in: its sub is the id and its preferred_username the id
 * without a leading 'u-' (so 'u-2021000001' reaches the userinfo path). `signIn` plays the browser:
 * it follows the provider's redirects with plain fetch and a cookie jar, posts the sign-in form, and
 * stops at the redirect_uri.
 */
import { afterAll } from 'vitest';
import { startOidcProvider } from '../../demo/sso/oidcProvider.js';
import type { SsoConfigInput } from '../../common/sso.js';
import { fileApp, signInAs } from './helpers.js';
import { casInput } from './sso-helpers.js';

export interface OidcIdp {
  /** e.g. 'http://127.0.0.1:40123' — the oidcIssuer of a school's configuration. */
  issuer: string;
  /** Signs `account` in from `authorizationUrl` and answers the URL the provider sends the browser back to. */
  signIn(authorizationUrl: string, account: string): Promise<URL>;
  close(): Promise<void>;
}

/** The clients' secrets, for the schools' configurations. */
export const OIDC_CLIENTS = { dekt: 'dekt-secret-for-tests', cque: 'cque-secret-for-tests' } as const;

/** Starts the provider; `site` is the address of this site (PUBLIC_URL of the app under test). */
export async function startOidcIdp(site: string): Promise<OidcIdp> {
  const idp = await startOidcProvider({
    clients: [
      { clientId: 'dekt', clientSecret: OIDC_CLIENTS.dekt, redirectUris: [`${site}/chdlogin`], postLogoutRedirectUris: [`${site}/logout-success`] },
      { clientId: 'cque', clientSecret: OIDC_CLIENTS.cque, redirectUris: [`${site}/cquelogin`], pkce: false },
    ],
    accounts: null,
    claims: (id) => ({ sub: id, preferred_username: id.replace(/^u-/, '') }),
  });

  async function signIn(authorizationUrl: string, account: string): Promise<URL> {
    const jar = new Map<string, string>();
    const back = new URL(authorizationUrl).searchParams.get('redirect_uri') ?? '';
    let url = authorizationUrl;
    let form: URLSearchParams | undefined;
    for (let hop = 0; hop < 10; hop++) {
      const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
      if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
      const res = await fetch(url, { method: form ? 'POST' : 'GET', body: form, redirect: 'manual', headers });
      form = undefined;
      for (const c of res.headers.getSetCookie()) {
        const pair = c.split(';')[0];
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      const body = await res.text();
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider stopped at ${url}: HTTP ${res.status} ${body.slice(0, 300)}`);
      const next = new URL(location, url);
      if (back && next.href.startsWith(back)) return next;
      // The sign-in page: its form posts back to the same address.
      if (next.pathname.startsWith('/interaction/')) form = new URLSearchParams({ username: account, password: '' });
      url = next.href;
    }
    throw new Error('too many redirects at the provider');
  }

  return { issuer: idp.issuer, signIn, close: idp.close };
}

/** A complete SsoConfigInput for OIDC at `issuer` with the client 'dekt' (or as given), enabled, user number in sub. */
export function oidcInput(routeName: string, issuer: string, extra: Partial<SsoConfigInput> = {}): SsoConfigInput {
  return casInput(routeName, '', { protocol: 'oidc', oidcIssuer: issuer, clientId: 'dekt', clientSecret: OIDC_CLIENTS.dekt, scopes: 'openid profile', userClaim: 'sub', ...extra });
}

/** This site's address in the OIDC tests (PUBLIC_URL): the redirect_uris the provider's clients allow. */
export const OIDC_SITE = 'https://dekt.example.edu.cn';

/** A file-backed app on OIDC_SITE, the demo school's administrator signed in, and the provider (closed after the file). */
export async function oidcTestApp() {
  const t = await fileApp({ config: { publicUrl: OIDC_SITE, ssoSecret: 'sso-secret-for-tests' } });
  const admin = await signInAs(t, 'admin');
  const idp = await startOidcIdp(OIDC_SITE);
  afterAll(() => idp.close());
  return { t, admin, idp };
}
