/**
 * An OpenID Connect identity provider for the single sign-on API tests (issue 16): oidc-provider
 * (panva) started in-process on a free port of 127.0.0.1, with RS256 keys made here, the client
 * 'dekt' (PKCE required, returns to SITE/chdlogin) and 'cque' (the deployed cque client: no PKCE,
 * returns to SITE/cquelogin). Any account id signs in: its sub is the id and its preferred_username
 * the id without a leading 'u-' (so 'u-2021000001' reaches the userinfo path). Consent is granted
 * for whatever scope is asked. `signIn` plays the browser: it follows the provider's redirects with
 * plain fetch and a cookie jar, signs in at the interaction page, and stops at the redirect_uri.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import Provider, { type OidcContext } from 'oidc-provider';
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
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  let handler: ReturnType<Provider['callback']> | null = null;
  let provider: Provider | null = null;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://idp');
    if (url.pathname.startsWith('/interaction/') && provider) {
      // The login form, submitted at once with the account the test asked for.
      const account = url.searchParams.get('login');
      if (!account) return void res.writeHead(400).end('no account');
      provider.interactionFinished(req, res, { login: { accountId: account } }, { mergeWithLastSubmission: false }).catch((e: Error) => res.writeHead(500).end(e.message));
      return;
    }
    handler!(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      { client_id: 'dekt', client_secret: OIDC_CLIENTS.dekt, redirect_uris: [`${site}/chdlogin`], post_logout_redirect_uris: [`${site}/logout-success`], response_types: ['code'], grant_types: ['authorization_code'] },
      { client_id: 'cque', client_secret: OIDC_CLIENTS.cque, redirect_uris: [`${site}/cquelogin`], response_types: ['code'], grant_types: ['authorization_code'] },
    ],
    jwks: { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: 'test' }] },
    cookies: { keys: ['oidc-cookie-key-for-tests'] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    pkce: { required: (_ctx: unknown, client: { clientId: string }) => client.clientId !== 'cque' },
    claims: { openid: ['sub'], profile: ['preferred_username'] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => ({ sub: id, preferred_username: id.replace(/^u-/, '') }) }),
    // Consent for whatever is asked (a first-party provider).
    async loadExistingGrant(ctx: OidcContext) {
      const { client, session, params, provider: p } = ctx.oidc;
      const grant = new p.Grant({ clientId: client!.clientId, accountId: session?.accountId });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  });
  handler = provider.callback();

  async function signIn(authorizationUrl: string, account: string): Promise<URL> {
    const jar = new Map<string, string>();
    const back = new URL(authorizationUrl).searchParams.get('redirect_uri') ?? '';
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const c of res.headers.getSetCookie()) {
        const pair = c.split(';')[0];
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      const body = await res.text();
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider stopped at ${url}: HTTP ${res.status} ${body.slice(0, 300)}`);
      const next = new URL(location, url);
      if (back && next.href.startsWith(back)) return next;
      if (next.pathname.startsWith('/interaction/')) next.searchParams.set('login', account);
      url = next.href;
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
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
