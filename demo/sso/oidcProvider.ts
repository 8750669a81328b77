/**
 * An OpenID Connect identity provider for `npm run demo:sso -- oidc`, the Chromium journey and the
 * API tests (issue 16): oidc-provider (panva) on 127.0.0.1 with RS256 keys made at start, the given
 * confidential clients (authorization code; PKCE unless a client opts out), RP-initiated logout
 * (end_session_endpoint) and its own small sign-in page at /interaction/{uid}: a POST of
 * `username` and `password` (urlencoded) signs in, consent is implied (a first-party provider).
 *
 * startOidcProvider({port, clients, accounts, claims}) → {issuer: 'http://127.0.0.1:<port>', close()}.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcContext } from 'oidc-provider';

export interface OidcClientSpec {
  clientId: string;
  clientSecret: string;
  /** The exact redirect_uris allowed, e.g. 'http://127.0.0.1:8080/chdlogin' (http is fine: code flow). */
  redirectUris: string[];
  /** Where end_session may send the browser back to, e.g. 'http://127.0.0.1:8080/logout-success'. */
  postLogoutRedirectUris?: string[];
  /** false: no PKCE (the deployed cque client); default true. */
  pkce?: boolean;
}

export interface OidcProviderOptions {
  /** 0 (default): a free port. */
  port?: number;
  clients: OidcClientSpec[];
  /** account → password; null: any account signs in with any password (API tests). */
  accounts: Record<string, string> | null;
  /** The claims of an account; default {sub: id, preferred_username: id}. Scope openid releases sub, profile preferred_username. */
  claims?: (accountId: string) => Record<string, unknown>;
  /** The name on the provider's pages. */
  title?: string;
}

export interface OidcProvider {
  /** e.g. 'http://127.0.0.1:18444' — the oidcIssuer of a school's configuration. */
  issuer: string;
  close(): Promise<void>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A phone-friendly page of the provider (its sign-in and sign-out pages). */
const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;background:#eef2f7;margin:0;padding:24px 16px}main{max-width:360px;margin:0 auto;background:#fff;border-radius:8px;padding:20px 20px 12px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 16px}label{display:block;margin:0 0 12px;font-size:14px}input{display:block;box-sizing:border-box;width:100%;margin-top:4px;padding:10px;font-size:16px}
button{width:100%;padding:10px;font-size:16px;margin-bottom:8px;border:0;border-radius:4px;background:#1f5fbf;color:#fff}button.plain{background:#ddd;color:#333}.error{color:#b00020}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const signInForm = (title: string, action: string, error: string, username = '') =>
  page(title, `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}<form method="post" action="${escapeHtml(action)}">
<label>账号<input id="username" name="username" value="${escapeHtml(username)}" autocomplete="username" required autofocus></label>
<label>密码<input id="password" name="password" type="password" autocomplete="current-password"></label>
<button type="submit">登录</button></form>`);

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

/** Starts the provider and answers once it listens; throws when the port is taken. */
export async function startOidcProvider(opts: OidcProviderOptions): Promise<OidcProvider> {
  const title = opts.title ?? '统一身份认证（OIDC 演示）';
  const claims = opts.claims ?? ((id: string) => ({ sub: id, preferred_username: id }));
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  let provider: Provider | null = null;
  let handler: ReturnType<Provider['callback']> | null = null;

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, p: Provider) {
    const action = req.url ?? '/';
    if (req.method !== 'POST') {
      await p.interactionDetails(req, res); // 4xx through the provider's error page when the interaction is gone
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInForm(title, action, ''));
    }
    const form = await formBody(req);
    const username = form.get('username')?.trim() ?? '';
    if (!username || (opts.accounts && opts.accounts[username] !== form.get('password'))) {
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(signInForm(title, action, '账号或密码错误', username));
    }
    await p.interactionFinished(req, res, { login: { accountId: username } }, { mergeWithLastSubmission: false });
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://idp').pathname;
    if (path.startsWith('/interaction/') && provider) {
      interaction(req, res, provider).catch((e: Error) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(e.message);
      });
      return;
    }
    handler!(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const noPkce = new Set(opts.clients.filter((c) => c.pkce === false).map((c) => c.clientId));
  provider = new Provider(issuer, {
    clients: opts.clients.map((c) => ({
      client_id: c.clientId, client_secret: c.clientSecret, redirect_uris: c.redirectUris,
      post_logout_redirect_uris: c.postLogoutRedirectUris ?? [], response_types: ['code'], grant_types: ['authorization_code'],
    })),
    jwks: { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: 'demo' }] },
    cookies: { keys: [`oidc-cookie-key-${process.pid}-${Date.now()}`] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Grant: 600, Session: 3600, AccessToken: 600, IdToken: 600 },
    pkce: { required: (_ctx: unknown, client: { clientId: string }) => !noPkce.has(client.clientId) },
    claims: { openid: ['sub'], profile: ['preferred_username'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The provider's own sign-out question, in Chinese; `form` is its hidden form op.logoutForm.
        logoutSource: (ctx: { body: string }, form: string) => {
          ctx.body = page(title, `<p>确定退出统一身份认证吗？</p>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>退出</button>
<button type="submit" form="op.logoutForm" class="plain">取消</button>`);
        },
      },
    },
    interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` },
    findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => claims(id) }),
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
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
