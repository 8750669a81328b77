/**
 * OAuth2/OpenID Connect as a relying party (issue 16; spec §4 "Single sign-on flow", §7
 * /user/{school}SSOAuth, /user/cque/auth/token), with openid-client (panva, v6): discovery from the
 * configured issuer, the authorization code flow with PKCE (S256), state and nonce, the code
 * exchange, the user number from the ID token's claims or userinfo, and RP-initiated logout.
 * Outcomes are values (as cas.ts does); protocols.ts turns them into the replies.
 */
import * as client from 'openid-client';
import type { SsoConfigRow } from './repository.js';

/** How long the provider may take to answer (discovery, token, userinfo), in seconds. */
export const OIDC_TIMEOUT_SECONDS = 5;
/** How long a discovered configuration is reused, in milliseconds (metadata and keys change rarely). */
const DISCOVERY_TTL_MS = 10 * 60_000;

type OidcClient = Pick<SsoConfigRow, 'oidcIssuer' | 'clientId' | 'clientSecret'>;

const discovered = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/**
 * The provider's configuration for this client (discovery at {oidcIssuer}/.well-known/openid-configuration),
 * cached per issuer and client for DISCOVERY_TTL_MS; a failed discovery is not kept. Plain http is
 * allowed only for an http issuer the administrator configured. The secret is sent with HTTP Basic
 * (RFC 6749 §2.3.1); no secret → a public client.
 */
export function oidcConfiguration(cfg: OidcClient, now = Date.now()): Promise<client.Configuration> {
  const key = JSON.stringify([cfg.oidcIssuer, cfg.clientId, cfg.clientSecret]);
  const hit = discovered.get(key);
  if (hit && now - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const config = client.discovery(
    new URL(cfg.oidcIssuer),
    cfg.clientId,
    cfg.clientSecret ? undefined : { token_endpoint_auth_method: 'none' },
    cfg.clientSecret ? client.ClientSecretBasic(cfg.clientSecret) : client.None(),
    { timeout: OIDC_TIMEOUT_SECONDS, execute: cfg.oidcIssuer.startsWith('http:') ? [client.allowInsecureRequests] : [] },
  );
  config.catch(() => {
    if (discovered.get(key)?.config === config) discovered.delete(key);
  });
  discovered.set(key, { at: now, config });
  return config;
}

/** What the browser's flow must bring back: kept server-side per browser (a signed cookie, protocols.ts). */
export interface OidcChecks {
  /** null: the caller's client does not bring state back (the cque shape); the PKCE verifier and nonce still hold. */
  state: string | null;
  nonce: string;
  verifier: string;
}

/** `scopes` with 'openid' first when missing (without it there is no ID token). */
const scopeOf = (scopes: string) => (scopes.split(' ').includes('openid') ? scopes : `openid ${scopes}`.trim());

/**
 * The authorization address (code 900's data) for `redirectUri` with a fresh PKCE verifier (S256),
 * nonce and `state` (made by the caller), and the checks to keep for the exchange.
 */
export async function oidcAuthorization(config: client.Configuration, redirectUri: string, scopes: string, state: string): Promise<{ url: string; checks: OidcChecks }> {
  const verifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri, scope: scopeOf(scopes), response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state, nonce,
  });
  return { url: url.href, checks: { state, nonce, verifier } };
}

/** An exchange's outcome: the user number, or why not (NETWORK: the provider did not answer; REFUSED: code, state, nonce or token refused; NO_CLAIM). */
export type OidcOutcome = { ok: true; user: string } | { ok: false; code: 'NETWORK' | 'REFUSED' | 'NO_CLAIM'; message: string };

const isNetworkError = (e: unknown): boolean => {
  const err = e as { name?: string; message?: string; cause?: unknown };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError' || (err?.name === 'TypeError' && err.message === 'fetch failed')) return true;
  return err?.cause !== undefined && err.cause !== e && isNetworkError(err.cause);
};

/** A claim's value as a user number: a non-empty string, or a number as text; else null. */
const claimText = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

/**
 * Exchanges `code` (issued for exactly `redirectUri`) at the token endpoint, checking `checks` when
 * given (state, PKCE verifier, nonce; the cque shape has none), and reads `userClaim` from the ID
 * token's claims, else from userinfo (for the same sub). `iss` is the authorization response's when
 * the browser brought it; otherwise the configured issuer stands in (one issuer per route: no mix-up).
 */
export async function oidcExchange(
  config: client.Configuration,
  redirectUri: string,
  response: { code: string; state?: string; iss?: string },
  checks: OidcChecks | null,
  userClaim: string,
): Promise<OidcOutcome> {
  const callback = new URL(redirectUri);
  callback.searchParams.set('code', response.code);
  if (response.state !== undefined) callback.searchParams.set('state', response.state);
  callback.searchParams.set('iss', response.iss ?? config.serverMetadata().issuer);
  try {
    const tokens = await client.authorizationCodeGrant(config, callback, checks
      ? { pkceCodeVerifier: checks.verifier, expectedState: checks.state ?? client.skipStateCheck, expectedNonce: checks.nonce, idTokenExpected: true }
      : { idTokenExpected: true });
    const claims = tokens.claims();
    let user = claimText(claims?.[userClaim]);
    if (user === null && claims) user = claimText((await client.fetchUserInfo(config, tokens.access_token, claims.sub))[userClaim]);
    return user === null ? { ok: false, code: 'NO_CLAIM', message: userClaim } : { ok: true, user };
  } catch (e) {
    return { ok: false, code: isNetworkError(e) ? 'NETWORK' : 'REFUSED', message: (e as Error).message };
  }
}

/** The provider's end_session_endpoint with post_logout_redirect_uri `returnTo` and client_id, or null when it has none. */
export function oidcLogoutUrl(config: client.Configuration, returnTo: string): string | null {
  if (!config.serverMetadata().end_session_endpoint) return null;
  return client.buildEndSessionUrl(config, { post_logout_redirect_uri: returnTo }).href;
}

/** The connection test of an OIDC provider: discovery answers with an authorization endpoint. Never throws. */
export async function testOidcIssuer(oidcIssuer: string): Promise<{ ok: boolean; message: string }> {
  try {
    const config = await oidcConfiguration({ oidcIssuer, clientId: 'connection-test', clientSecret: '' });
    if (!config.serverMetadata().authorization_endpoint) return { ok: false, message: '发现文档缺少 authorization_endpoint,请检查 OIDC 签发者地址' };
    return { ok: true, message: '连接成功' };
  } catch (e) {
    if (isNetworkError(e)) return { ok: false, message: `无法连接 OIDC 服务器: ${(e as Error).message}` };
    return { ok: false, message: `OIDC 发现失败(${(e as Error).message}),请检查 OIDC 签发者地址` };
  }
}
