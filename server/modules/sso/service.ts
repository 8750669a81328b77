/**
 * Per-school single sign-on, server side (issue 16; spec §1 sign-in against one chosen school, §4
 * "Single sign-on flow", code 900, sign-out per school, CAS single sign-out; §7 /user/{school}SSOAuth,
 * /third/token, /user/{school}SSOSignOut): the configuration of 系统设置 › 统一身份认证, the ticket
 * exchange that binds the verified identity to the browser, the session /third/token makes from
 * that binding, and the two ways out (the user's sign-out, the provider's LogoutRequest).
 */
import type { FastifyRequest } from 'fastify';
import { aesCodec } from '../../../common/codec.js';
import { ResultCode, resultMessages } from '../../../common/codes.js';
import type { CqueTokenResult, SchoolSso, SsoConfigView, SsoIdentity, SsoTestResult } from '../../../common/sso.js';
import { SSO_ROUTE_NAME_PATTERN } from '../../../common/sso.js';
import type { CqueTokenParams, SsoAuthParams, SsoConfigParams, SsoSignOutParams, SsoTestParams, ThirdTokenParams } from '../../../common/schemas/sso.js';
import { formatDateTime } from '../../../common/time.js';
import { createSession, revokeSession, SESSION_MAX_DAYS, type Session } from '../../auth/sessions.js';
import { sha256Hex } from '../../auth/tokens.js';
import type { Config } from '../../config.js';
import { isUniqueViolation, type Db } from '../../db/db.js';
import { Outcome } from '../../protocol/define.js';
import { ApiError, fieldError, noPermission, schoolUnknown } from '../../protocol/errors.js';
import { recordChange } from '../schoolParams/repository.js';
import { findOpenSchool } from '../schools/repository.js';
import { findSignInAccount } from '../session/repository.js';
import { DISABLED_MESSAGE, isBlockedAccount } from '../session/service.js';
import { clearBinding, hasBinding, readBinding, setBinding } from './binding.js';
import { logoutRequestTicket } from './cas.js';
import { identifyOidcCode, SSO_PLUGINS, takeOidcChecks, type SsoHttp } from './protocols.js';
import * as repo from './repository.js';

export type { SsoHttp };

export const NOT_OPEN_MESSAGE = '该登录入口未开通统一身份认证';
export const PROTOCOL_NOT_READY_MESSAGE = '该学校的统一身份认证方式暂未接入,请使用账号密码登录';
export const TICKET_USED_MESSAGE = '该登录票据已使用,请重新登录';
export const BINDING_INVALID_MESSAGE = '统一身份认证已失效或与登录账号不符,请重新登录';
export const OTHER_USER_MESSAGE = '只能退出本人的登录';
export const THIRD_ONLY_MESSAGE = '该学校通过第三方平台登录,请从第三方平台进入';
export const REDIRECT_URI_MESSAGE = 'redirect_uri 不是本站的登录地址';
/** Where sign-out lands on this site (spec §2 logout-success page). */
export const LOGOUT_SUCCESS_PATH = '/logout-success';

/** The change-log target of a configuration save (the log of 参数设置, schoolParams/repository.ts). */
export const SSO_CHANGE_TARGET = 'sso';

/** GET /system/sso/config before any save: password only. */
const DEFAULT_VIEW: SsoConfigView = {
  routeName: '', protocol: 'none', enabled: false, casServerUrl: '', casVersion: '3.0', userAttribute: '', oidcIssuer: '',
  clientId: '', hasClientSecret: false, scopes: 'openid', userClaim: 'sub', hasThirdKey: false, logoutUrl: '', updateTime: null,
};

/** A stored configuration as the administrator sees it: secrets only as present or not. */
function viewOf(row: repo.SsoConfigRow | undefined): SsoConfigView {
  if (!row) return { ...DEFAULT_VIEW };
  return {
    routeName: row.routeName, protocol: row.protocol, enabled: row.enabled, casServerUrl: row.casServerUrl, casVersion: row.casVersion,
    userAttribute: row.userAttribute, oidcIssuer: row.oidcIssuer, clientId: row.clientId, hasClientSecret: row.clientSecret !== '',
    scopes: row.scopes, userClaim: row.userClaim, hasThirdKey: row.thirdKey !== '', logoutUrl: row.logoutUrl,
    updateTime: formatDateTime(row.updateTime),
  };
}

/** GET /system/sso/config → SsoConfigView of the school (the defaults when never saved). */
export async function configView(db: Db, schoolId: number): Promise<SsoConfigView> {
  return viewOf(await repo.configOf(db, schoolId));
}

/** A view for the change log: without the save time. */
const logged = (v: SsoConfigView) => {
  const { updateTime: _t, ...rest } = v;
  return rest;
};

/**
 * POST /system/sso/config/save SsoConfigInput → SsoConfigView: writes the school's configuration
 * (clientSecret/thirdKey '' keep the stored value) and records it in the change log of 参数设置
 * (target 'sso', no secrets). 10002 naming the field: thirdKey when an enabled third-party login has
 * none; routeName when another school uses it (sso_configs_route_name_key, also under a race).
 */
export async function saveConfig(db: Db, schoolId: number, userId: number, p: SsoConfigParams, now = new Date()): Promise<SsoConfigView> {
  const before = await repo.configOf(db, schoolId);
  const clientSecret = p.clientSecret || before?.clientSecret || '';
  const thirdKey = p.thirdKey || before?.thirdKey || '';
  if (p.enabled && p.protocol === 'third' && !thirdKey) throw fieldError('thirdKey', '不能为空');
  if (p.protocol === 'third' && thirdKey && !isAesKey(thirdKey)) throw fieldError('thirdKey', '必须为 16 个英文字母、数字或符号');
  const taken = await repo.configByRoute(db, p.routeName);
  if (taken && taken.schoolId !== schoolId) throw routeTaken(p.routeName);
  try {
    await repo.writeConfig(db, schoolId, { ...p, clientSecret, thirdKey }, now);
  } catch (e) {
    if (isUniqueViolation(e)) throw routeTaken(p.routeName);
    throw e;
  }
  const after = await configView(db, schoolId);
  await recordChange(db, { schoolId, target: SSO_CHANGE_TARGET, fromGrade: null, before: before ? logged(viewOf(before)) : null, after: logged(after), affected: 0, changedBy: userId });
  return after;
}

/** True for a key common/codec.ts accepts: 16 characters of one byte each. */
function isAesKey(key: string): boolean {
  try {
    aesCodec(key);
    return true;
  } catch {
    return false;
  }
}

const routeTaken = (routeName: string) => fieldError('routeName', `登录入口「${routeName}」已被其他学校使用`);

/** The route's constraint message (for a violation surfacing at COMMIT). */
export const SSO_CONSTRAINTS = { sso_configs_route_name_key: { field: 'routeName', message: '登录入口已被其他学校使用' } } as const;

/**
 * POST /system/sso/config/test {protocol?, casServerUrl?, oidcIssuer?} → SsoTestResult: whether the
 * provider answers as its protocol should (CAS: GET {casServerUrl}/login is 200 HTML), with the time
 * it took. The form's values win over the saved ones. Never a server fault.
 */
export async function testConfig(db: Db, schoolId: number, p: SsoTestParams): Promise<SsoTestResult> {
  const saved = viewOf(await repo.configOf(db, schoolId));
  const protocol = p.protocol ?? saved.protocol;
  const addresses = { casServerUrl: p.casServerUrl || saved.casServerUrl, oidcIssuer: p.oidcIssuer || saved.oidcIssuer };
  const plugin = SSO_PLUGINS[protocol];
  if (protocol === 'none') return { ok: false, message: '未选择统一身份认证方式', elapsedMs: 0 };
  if (!plugin) return { ok: false, message: '第三方登录由合作平台发起,没有可测试的服务地址', elapsedMs: 0 };
  if (protocol === 'cas' && !addresses.casServerUrl) return { ok: false, message: '请先填写 CAS 服务地址', elapsedMs: 0 };
  if (protocol === 'oidc' && !addresses.oidcIssuer) return { ok: false, message: '请先填写 OIDC 签发者地址', elapsedMs: 0 };
  const started = performance.now();
  const result = await plugin.test(addresses);
  return { ...result, elapsedMs: Math.round(performance.now() - started) };
}

/** This site's address as browsers reach it: PUBLIC_URL, else the request's protocol://host. */
export function originOf(request: FastifyRequest, config: Config): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** The CAS service (the school's login route on this site), keeping targetUrl: `${origin}/${routeName}login[?targetUrl=…]`. */
export function serviceUrl(origin: string, routeName: string, targetUrl?: string): string {
  const base = `${origin}/${routeName}login`;
  return targetUrl ? `${base}?targetUrl=${encodeURIComponent(targetUrl)}` : base;
}

/** The enabled configuration of a login route with a connected protocol; 10007 otherwise. */
async function enabledConfig(db: Db, routeName: string) {
  const cfg = SSO_ROUTE_NAME_PATTERN.test(routeName) ? await repo.configByRoute(db, routeName) : undefined;
  if (!cfg || !cfg.enabled || cfg.protocol === 'none') throw new ApiError(ResultCode.SCHOOL_UNKNOWN, NOT_OPEN_MESSAGE);
  if (!(await findOpenSchool(db, cfg.schoolId))) throw schoolUnknown();
  const plugin = SSO_PLUGINS[cfg.protocol];
  if (!plugin) throw new ApiError(ResultCode.SCHOOL_UNKNOWN, cfg.protocol === 'third' ? THIRD_ONLY_MESSAGE : PROTOCOL_NOT_READY_MESSAGE);
  return { cfg, plugin };
}

/** The active account of the school with this user number (student number or staff account; studentStatus null for staff); 20002 otherwise. */
export async function activeAccount(db: Db, schoolId: number, userNumber: string) {
  const user = await findSignInAccount(db, schoolId, userNumber);
  if (!user) throw new ApiError(ResultCode.BAD_CREDENTIALS, `统一身份认证账号 ${userNumber} 在本系统中不存在,请联系管理员`);
  if (isBlockedAccount(user)) throw new ApiError(ResultCode.BAD_CREDENTIALS, DISABLED_MESSAGE);
  return user;
}

/**
 * Records the one-time credential (a replay is refused: 20002 TICKET_USED_MESSAGE) and sets the
 * binding cookie for `userNumber` of `userId` at `schoolId`: what every kind of single sign-on does
 * once the identity is verified.
 */
export async function bindIdentity(db: Db, http: SsoHttp, schoolId: number, userId: number, userNumber: string, ticket: string): Promise<void> {
  await repo.pruneTickets(db, schoolId, new Date(Date.now() - (SESSION_MAX_DAYS + 1) * 86_400_000));
  if (!(await repo.recordTicket(db, schoolId, ticket, userId))) throw new ApiError(ResultCode.BAD_CREDENTIALS, TICKET_USED_MESSAGE);
  setBinding(http.request, http.reply, http.config, { schoolId, code: userNumber, ticket });
}

/**
 * GET /user/{routeName}SSOAuth. Without the provider's answer → code 900 with data = its sign-in
 * address: CAS `{casServerUrl}/login?service=${origin}/${routeName}login[?targetUrl=…]`; OIDC the
 * authorization endpoint with redirect_uri `${origin}/${routeName}login`, response_type code, scope,
 * code_challenge (S256), state (common/sso.ts oidcState: targetUrl inside) and nonce, the checks
 * kept in the signed HttpOnly cookie sso_oidc (600 s, Path=/api). With a CAS `ticket` → validated
 * for exactly that service; with an OIDC `code` + `state` (+ `iss`) → state checked against the
 * cookie, the code exchanged with the PKCE verifier, the nonce checked, the user number read from
 * the claim userClaim (ID token, else userinfo). Then mapped to an active account of the route's
 * school, the ticket/code recorded (a replay is refused) → SsoIdentity {schoolId, code} and the
 * binding cookie. Errors (no binding cookie): 10007 route not open, protocol without SSOAuth (third);
 * 10002 schoolId of another school; 20002 ticket/code/state refused, provider unreachable, unknown or
 * disabled account, ticket used.
 */
export async function ssoAuth(db: Db, http: SsoHttp, routeName: string, p: SsoAuthParams): Promise<SsoIdentity | Outcome> {
  const { cfg, plugin } = await enabledConfig(db, routeName);
  if (p.schoolId !== undefined && p.schoolId !== cfg.schoolId) throw fieldError('schoolId', '与登录入口的学校不一致');
  const origin = originOf(http.request, http.config);
  const step = { http, service: serviceUrl(origin, cfg.routeName, p.targetUrl), redirectUri: serviceUrl(origin, cfg.routeName), params: p };
  if (!plugin.returned(p)) return new Outcome(ResultCode.REDIRECT, resultMessages[ResultCode.REDIRECT].zh, await plugin.loginUrl(cfg, step));
  const { userNumber, ticket } = await plugin.identify(cfg, step);
  const user = await activeAccount(db, cfg.schoolId, userNumber);
  await bindIdentity(db, http, cfg.schoolId, user.id, userNumber, ticket);
  return { schoolId: cfg.schoolId, code: userNumber };
}

/** The login route whose code exchange GET /user/cque/auth/token serves (spec §7). */
export const CQUE_ROUTE = 'cque';

/**
 * GET /user/cque/auth/token {code, redirect_uri} → {id} (the user number; spec §4, §7): the OIDC code
 * exchange of the school whose route is 'cque', as its deployed client does it (no state; the PKCE
 * verifier and nonce of the browser's flow when it began at our SSOAuth): redirect_uri must be this site's `${origin}/cquelogin` (a query after it allowed), and the
 * binding cookie is set as SSOAuth does, so GET /third/token still needs it. Errors as SSOAuth, and
 * 10007 when 'cque' is not an enabled OIDC route; 10002 REDIRECT_URI_MESSAGE.
 */
export async function cqueToken(db: Db, http: SsoHttp, p: CqueTokenParams): Promise<CqueTokenResult> {
  const { cfg } = await enabledConfig(db, CQUE_ROUTE);
  if (cfg.protocol !== 'oidc') throw new ApiError(ResultCode.SCHOOL_UNKNOWN, NOT_OPEN_MESSAGE);
  const base = serviceUrl(originOf(http.request, http.config), cfg.routeName);
  if (p.redirect_uri !== base && !p.redirect_uri.startsWith(`${base}?`)) throw new ApiError(ResultCode.BAD_PARAMS, REDIRECT_URI_MESSAGE);
  // Started by our SSOAuth (900), the browser holds the PKCE verifier and nonce: use them (the
  // deployed client brings no state back). A client that began elsewhere exchanges without.
  const checks = takeOidcChecks(http, cfg.schoolId);
  const userNumber = await identifyOidcCode(cfg, p.redirect_uri, { code: p.code }, checks && { ...checks, state: null }, http.request.log);
  const user = await activeAccount(db, cfg.schoolId, userNumber);
  await bindIdentity(db, http, cfg.schoolId, user.id, userNumber, p.code);
  return { id: userNumber };
}

/**
 * GET /third/token {schoolId, username} → {access_token}: only for a request whose binding cookie is
 * valid, unexpired and names this school and user. Creates the session as password sign-in does,
 * links the ticket to it (a second use is refused) and clears the cookie. Run in a transaction.
 * Errors: 20002 BINDING_INVALID_MESSAGE, a disabled account, a ticket used; 10007 school closed.
 */
export async function thirdToken(db: Db, http: SsoHttp, p: ThirdTokenParams, now = new Date()): Promise<{ access_token: string }> {
  const binding = readBinding(http.request, http.config, now.getTime());
  if (hasBinding(http.request)) clearBinding(http.request, http.reply);
  if (!binding || binding.schoolId !== p.schoolId || binding.code !== p.username) throw new ApiError(ResultCode.BAD_CREDENTIALS, BINDING_INVALID_MESSAGE);
  if (!(await findOpenSchool(db, p.schoolId))) throw schoolUnknown();
  const user = await activeAccount(db, p.schoolId, p.username);
  const token = await createSession(db, user, now);
  const sessionId = await repo.sessionIdOfHash(db, sha256Hex(token));
  if (!(await repo.linkTicketSession(db, p.schoolId, binding.ticket, user.id, sessionId))) throw new ApiError(ResultCode.BAD_CREDENTIALS, TICKET_USED_MESSAGE);
  return { access_token: token };
}

/**
 * CAS single sign-out (spec §4): the provider POSTs `logoutRequest` (a SAML LogoutRequest whose
 * SessionIndex is the service ticket) to the service address /{routeName}login; every live session
 * made from that ticket at the route's school is revoked. Returns how many; unknown routes or
 * tickets revoke none.
 */
export async function casSingleSignOut(db: Db, routeName: string, logoutRequest: unknown): Promise<number> {
  if (!SSO_ROUTE_NAME_PATTERN.test(routeName) || typeof logoutRequest !== 'string') return 0;
  const cfg = await repo.configByRoute(db, routeName);
  const ticket = logoutRequestTicket(logoutRequest);
  if (!cfg || !ticket) return 0;
  const sessions = await repo.sessionsOfTicket(db, cfg.schoolId, ticket);
  for (const id of sessions) await revokeSession(db, cfg.schoolId, id);
  return sessions.length;
}

/**
 * GET /user/{routeName}SSOSignOut {userCode} → the address to send the browser to: the caller's own
 * session is revoked (10003 OTHER_USER_MESSAGE for another userCode); CAS at the caller's school →
 * `{casServerUrl}/logout?service=<origin>/logout-success`; OIDC → the provider's end_session_endpoint
 * with post_logout_redirect_uri=<origin>/logout-success and client_id when it has one; else its
 * logoutUrl, else '/logout-success'.
 */
export async function ssoSignOut(db: Db, http: Pick<SsoHttp, 'request' | 'config'>, session: Session, routeName: string, p: SsoSignOutParams): Promise<string> {
  if (p.userCode !== session.username) throw noPermission(OTHER_USER_MESSAGE);
  await revokeSession(db, session.schoolId, session.id);
  const cfg = SSO_ROUTE_NAME_PATTERN.test(routeName) ? await repo.configByRoute(db, routeName) : undefined;
  if (!cfg || cfg.schoolId !== session.schoolId) return LOGOUT_SUCCESS_PATH;
  const plugin = cfg.enabled ? SSO_PLUGINS[cfg.protocol] : null;
  const provider = plugin ? await plugin.logoutUrl(cfg, `${originOf(http.request, http.config)}${LOGOUT_SUCCESS_PATH}`) : null;
  return provider ?? (cfg.logoutUrl || LOGOUT_SUCCESS_PATH);
}

/** The public part of each school's single sign-on (GET /common/all-school; protocol 'none' when not enabled), absent when never configured. */
export async function schoolSsoOf(db: Db, schoolIds: number[]): Promise<Map<number, SchoolSso>> {
  const rows = await repo.routesOf(db, schoolIds);
  return new Map([...rows].map(([id, r]) => [id, { routeName: r.routeName, protocol: r.protocol as SchoolSso['protocol'], logoutUrl: r.logoutUrl }]));
}
