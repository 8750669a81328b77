/**
 * The protocol switch of single sign-on (issue 16): one plugin per protocol, chosen by the school's
 * configuration: CAS (cas.ts) and OIDC (oidc.ts, openid-client: authorization code + PKCE + state +
 * nonce). Third-party logins (third.ts) arrive at their own endpoints, not through SSOAuth, so they
 * have no plugin here.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '../../../common/codes.js';
import type { SsoAuthParams } from '../../../common/schemas/sso.js';
import { oidcState, type SsoProtocol } from '../../../common/sso.js';
import type { Config } from '../../config.js';
import { ApiError } from '../../protocol/errors.js';
import { clearSignedCookie, readSignedCookie, setSignedCookie } from './binding.js';
import { casLoginUrl, casLogoutUrl, testCasServer, userNumberOf, validateTicket } from './cas.js';
import { oidcAuthorization, oidcConfiguration, oidcExchange, oidcLogoutUrl, testOidcIssuer, type OidcChecks } from './oidc.js';
import type { SsoConfigRow } from './repository.js';

/** What the SSO handlers need of the request. */
export interface SsoHttp {
  request: FastifyRequest;
  reply: FastifyReply;
  config: Config;
}

/** One SSOAuth call as the plugins see it. */
export interface SsoStep {
  http: SsoHttp;
  /** CAS: `${origin}/${routeName}login[?targetUrl=…]`, validated exactly. */
  service: string;
  /** OIDC: `${origin}/${routeName}login`, exactly (providers match redirect_uri exactly; targetUrl rides in state). */
  redirectUri: string;
  params: SsoAuthParams;
}

/** What a verified return from the provider yields: the user number and the one-time credential recorded against replay. */
export interface SsoVerified {
  userNumber: string;
  ticket: string;
}

/** What a protocol does for the flow of spec §4. */
export interface SsoProtocolPlugin {
  /** True when the request brings the provider's answer (CAS ticket, OIDC code); else SSOAuth answers 900. */
  returned(p: SsoAuthParams): boolean;
  /** The identity provider's sign-in address (code 900's data); may remember per-browser checks in a cookie. */
  loginUrl(cfg: SsoConfigRow, step: SsoStep): Promise<string>;
  /** The user number the provider vouches for; throws ApiError 20002 with a clear message. */
  identify(cfg: SsoConfigRow, step: SsoStep): Promise<SsoVerified>;
  /** Where the browser signs out at the provider, coming back to `returnTo`; null → the configured logoutUrl. */
  logoutUrl(cfg: SsoConfigRow, returnTo: string): Promise<string | null>;
  /** The connection test of the administrator's page; never throws. */
  test(cfg: Pick<SsoConfigRow, 'casServerUrl' | 'oidcIssuer'>): Promise<{ ok: boolean; message: string }>;
}

export const TICKET_INVALID_MESSAGE = '统一身份认证票据无效或已过期,请重新登录';
export const PROVIDER_UNREACHABLE_MESSAGE = '无法连接统一身份认证服务器,请稍后再试';
export const PROVIDER_ANSWER_MESSAGE = '统一身份认证服务器的应答无法识别,请联系管理员';
export const STATE_INVALID_MESSAGE = '统一身份认证状态无效或已过期,请重新登录';
/** 20002 when the provider's answer lacks the configured attribute or claim holding the user number. */
export const noUserNumberMessage = (name: string) => `统一身份认证未返回学工号(${name}),请联系管理员`;

const refused = (msg: string) => new ApiError(ResultCode.BAD_CREDENTIALS, msg);

const cas: SsoProtocolPlugin = {
  returned: (p) => Boolean(p.ticket),
  loginUrl: async (cfg, step) => casLoginUrl(cfg.casServerUrl, step.service),
  async identify(cfg, step) {
    const ticket = step.params.ticket ?? '';
    const log = step.http.request.log;
    const v = await validateTicket(cfg, step.service, ticket);
    if (!v.ok) {
      log.info({ schoolId: cfg.schoolId, casCode: v.code, reason: v.message }, 'CAS ticket refused');
      if (v.code === 'NETWORK') throw refused(PROVIDER_UNREACHABLE_MESSAGE);
      if (v.code === 'INVALID_RESPONSE') throw refused(PROVIDER_ANSWER_MESSAGE);
      throw refused(TICKET_INVALID_MESSAGE);
    }
    const number = userNumberOf(v, cfg.userAttribute);
    if (!number) {
      log.info({ schoolId: cfg.schoolId, userAttribute: cfg.userAttribute, attributes: Object.keys(v.attributes) }, 'CAS answer lacks the user number attribute');
      throw refused(noUserNumberMessage(cfg.userAttribute));
    }
    return { userNumber: number, ticket };
  },
  logoutUrl: async (cfg, returnTo) => casLogoutUrl(cfg.casServerUrl, returnTo),
  test: (cfg) => testCasServer(cfg.casServerUrl),
};

/** The cookie keeping an OIDC flow's checks (state, nonce, PKCE verifier) between 900 and the return, per browser. */
export const OIDC_STATE_COOKIE = 'sso_oidc';
/** Seconds a user has to sign in at the provider. */
export const OIDC_STATE_SECONDS = 600;

/**
 * The checks this browser's flow for `schoolId` keeps in OIDC_STATE_COOKIE, or null. One state, one
 * attempt: the cookie goes whatever the outcome.
 */
export function takeOidcChecks(http: Pick<SsoHttp, 'request' | 'reply' | 'config'>, schoolId: number): OidcChecks | null {
  const { request, reply, config } = http;
  const saved = readSignedCookie(request, config, OIDC_STATE_COOKIE);
  if (request.cookies[OIDC_STATE_COOKIE]) clearSignedCookie(request, reply, OIDC_STATE_COOKIE);
  if (!saved || saved.schoolId !== schoolId || typeof saved.state !== 'string' || typeof saved.nonce !== 'string' || typeof saved.verifier !== 'string') return null;
  return { state: saved.state, nonce: saved.nonce, verifier: saved.verifier };
}

/** The provider's configuration; 20002 PROVIDER_UNREACHABLE_MESSAGE when discovery fails. */
async function discover(cfg: SsoConfigRow, log: FastifyBaseLogger) {
  try {
    return await oidcConfiguration(cfg);
  } catch (e) {
    log.info({ schoolId: cfg.schoolId, issuer: cfg.oidcIssuer, reason: (e as Error).message }, 'OIDC discovery failed');
    throw refused(PROVIDER_UNREACHABLE_MESSAGE);
  }
}

/**
 * The user number of an OIDC authorization `code` returned to `redirectUri` (with the browser's
 * checks, or none for the cque shape); 20002 with a clear message otherwise.
 */
export async function identifyOidcCode(
  cfg: SsoConfigRow,
  redirectUri: string,
  response: { code: string; state?: string; iss?: string },
  checks: OidcChecks | null,
  log: FastifyBaseLogger,
): Promise<string> {
  const v = await oidcExchange(await discover(cfg, log), redirectUri, response, checks, cfg.userClaim);
  if (v.ok) return v.user;
  log.info({ schoolId: cfg.schoolId, oidcCode: v.code, reason: v.message }, 'OIDC code refused');
  if (v.code === 'NETWORK') throw refused(PROVIDER_UNREACHABLE_MESSAGE);
  if (v.code === 'NO_CLAIM') throw refused(noUserNumberMessage(cfg.userClaim));
  throw refused(TICKET_INVALID_MESSAGE);
}

const oidc: SsoProtocolPlugin = {
  returned: (p) => Boolean(p.code),
  async loginUrl(cfg, step) {
    const config = await discover(cfg, step.http.request.log);
    const { url, checks } = await oidcAuthorization(config, step.redirectUri, cfg.scopes, oidcState(randomUUID().replaceAll('-', ''), step.params.targetUrl));
    setSignedCookie(step.http.request, step.http.reply, step.http.config, OIDC_STATE_COOKIE, { schoolId: cfg.schoolId, ...checks }, OIDC_STATE_SECONDS);
    return url;
  },
  async identify(cfg, step) {
    const { code = '', state, iss } = step.params;
    const checks = takeOidcChecks(step.http, cfg.schoolId);
    if (!checks || checks.state !== state) throw refused(STATE_INVALID_MESSAGE);
    return { userNumber: await identifyOidcCode(cfg, step.redirectUri, { code, state, iss }, checks, step.http.request.log), ticket: code };
  },
  async logoutUrl(cfg, returnTo) {
    try {
      return oidcLogoutUrl(await oidcConfiguration(cfg), returnTo);
    } catch {
      return null;
    }
  },
  test: (cfg) => testOidcIssuer(cfg.oidcIssuer),
};

/** The plugin of each protocol; null where SSOAuth has none ('third' logs in at its own endpoints, 'none' never). */
export const SSO_PLUGINS: Record<SsoProtocol, SsoProtocolPlugin | null> = { cas, oidc, third: null, none: null };
