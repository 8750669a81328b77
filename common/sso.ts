/**
 * Wire types of per-school single sign-on (issue 16; spec §1 sign-in against one chosen school,
 * §2 the per-school login routes, §4 "Single sign-on flow", §7 /user/{school}SSOAuth, /third/token,
 * /user/cque/auth/token, /auth/third/…/login/verify, /user/{school}SSOSignOut).
 *
 * A school is onboarded by one configuration row: the login route's name ('chd' for /chdlogin),
 * the protocol and its peer's addresses. Secrets (clientSecret, thirdKey) go in, never come out.
 */
import { base64urlnopad } from '@scure/base';

/** cas: CAS 2.0/3.0 service tickets; oidc: OAuth2/OIDC authorization code + PKCE; third: a partner's AES-encrypted parameters; none: password only. */
export const SSO_PROTOCOLS = ['cas', 'oidc', 'third', 'none'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** CAS 2.0 validates at /serviceValidate (user only), 3.0 at /p3/serviceValidate (with attributes). */
export const CAS_VERSIONS = ['2.0', '3.0'] as const;
export type CasVersion = (typeof CAS_VERSIONS)[number];

/** 系统设置 › 统一身份认证: its menu path, the permission of /system/sso/config, /save and /test, and where the page mounts. */
export const SSO_CONFIG_PATH = '/system/sso';

/** Route names are what sits before 'login' in the path: letters and digits, e.g. 'chd', 'jiangnan'. */
export const SSO_ROUTE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{1,29}$/;

/** Seconds the browser's identity binding (HttpOnly cookie) is good for, between SSOAuth and /third/token. */
export const SSO_BINDING_SECONDS = 60;

/**
 * The public part of a school's SSO, in each School of GET /common/all-school (null when the school
 * has no configuration): enough for the login page to map /{routeName}login to the school and for
 * sign-out to leave through the school's address. A configuration that is not enabled reads as
 * protocol 'none': its route opens the password form with the school preselected.
 */
export interface SchoolSso {
  routeName: string;
  protocol: SsoProtocol;
  /** Where sign-out sends the browser ('' → /logout-success on this site). */
  logoutUrl: string;
}

/** The fields the administrator's form and the configuration view share (everything but the secrets). */
interface SsoConfigFields {
  routeName: string;
  protocol: SsoProtocol;
  enabled: boolean;
  /** CAS base address, e.g. 'https://ids.example.edu.cn/authserver' (login at {casServerUrl}/login). */
  casServerUrl: string;
  casVersion: CasVersion;
  /** '' → the user number is cas:user; otherwise the attribute holding it (eduPersonStudentID, gid, xh…). */
  userAttribute: string;
  oidcIssuer: string;
  clientId: string;
  /** Space-separated, e.g. 'openid profile'. */
  scopes: string;
  /** The claim holding the user number, e.g. 'sub' or 'preferred_username'. */
  userClaim: string;
  logoutUrl: string;
}

/** GET /system/sso/config → the school's configuration (defaults when none saved). Secrets are reported only as present or not. */
export interface SsoConfigView extends SsoConfigFields {
  hasClientSecret: boolean;
  hasThirdKey: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' (CST) of the last save; null when never saved. */
  updateTime: string | null;
}

/** POST /system/sso/config/save params as sent by the form; clientSecret/thirdKey '' keep the stored value. */
export interface SsoConfigInput extends SsoConfigFields {
  clientSecret: string;
  /** 16 characters (AES-128), the partner's key of a 'third' configuration. */
  thirdKey: string;
}

/** POST /system/sso/config/test → whether the identity provider answered as its protocol should. */
export interface SsoTestResult {
  ok: boolean;
  /** A Chinese sentence for the administrator, e.g. '连接成功' or what failed. */
  message: string;
  /** Round-trip time to the provider in milliseconds. */
  elapsedMs: number;
}

/** GET /user/{routeName}SSOAuth with a valid ticket or code → data (code 0); code 900 → data is the IdP address. */
export interface SsoIdentity {
  schoolId: number;
  /** The account's user number (学工号), passed on to GET /third/token as username. */
  code: string;
}

/**
 * OIDC `state` (issue 16): a random part, then '.', then targetUrl in unpadded base64url UTF-8 ('' →
 * nothing after the dot). The redirect_uri stays exactly `${origin}/${routeName}login` (providers
 * match it exactly), so the page the user asked for comes back inside state; the server checks the
 * whole state against its own copy.
 */
export function oidcState(random: string, targetUrl?: string): string {
  return `${random}.${targetUrl ? base64urlnopad.encode(new TextEncoder().encode(targetUrl)) : ''}`;
}

/** The targetUrl carried in an OIDC state made by oidcState; undefined when none or unreadable. */
export function oidcStateTarget(state: string): string | undefined {
  const dot = state.indexOf('.');
  if (dot < 0 || dot === state.length - 1) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(base64urlnopad.decode(state.slice(dot + 1)));
  } catch {
    return undefined;
  }
}

/** GET /user/cque/auth/token {code, redirect_uri} → data (spec §7): the user number, passed on to GET /third/token as username. */
export interface CqueTokenResult {
  id: string;
}

/** The two partner origins of third-party login (spec §4, §7 /auth/third/{origin}/login/verify). */
export const THIRD_ORIGINS = ['JinzStuWork', 'ThdStuWork'] as const;
export type ThirdOrigin = (typeof THIRD_ORIGINS)[number];

/**
 * GET /auth/third/{origin}/login/verify → data (code 0 only; spec §4): the school id as text and the
 * user number, in plain text, for GET /third/token {schoolId: Number(schoolCode), username: userCode}.
 */
export interface ThirdVerifyResult {
  schoolCode: string;
  userCode: string;
}
