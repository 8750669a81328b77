/**
 * Params of single sign-on (issue 16; spec §4 "Single sign-on flow", §7 /user/{school}SSOAuth,
 * /third/token, /user/{school}SSOSignOut). A failing field replies 10002 naming it
 * ('参数错误: casServerUrl 格式不正确', '参数错误: casServerUrl 不能为空').
 * Routes: /system/sso/config, /system/sso/config/{save,test}, /user/{routeName}SSOAuth,
 *  /third/token, /user/{routeName}SSOSignOut, /user/cque/auth/token, /auth/third/{origin}/login/verify.
 */
import { z } from 'zod';
import { CAS_VERSIONS, SSO_PROTOCOLS, SSO_ROUTE_NAME_PATTERN, type CasVersion, type SsoProtocol } from '../sso.js';
import { int, MALFORMED, optionalInt, optionalText, REQUIRED, text } from './fields.js';
import { flag } from './structureFields.js';

/** True for an absolute http(s) address with a host, e.g. 'https://ids.example.edu.cn/authserver'. */
export function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.host !== '';
  } catch {
    return false;
  }
}

/** An optional http(s) address of at most 500 characters, '' when absent; a trailing '/' is dropped. */
const optionalUrl = () =>
  optionalText({ max: 500 })
    .refine((v) => v === undefined || isHttpUrl(v), { message: MALFORMED })
    .transform((v) => (v ?? '').replace(/\/+$/, ''));

/** One of `values` (required). */
const oneOf = <T extends string>(values: readonly T[]) =>
  text({ max: 20 }).refine((v): v is T => (values as readonly string[]).includes(v), { message: MALFORMED }).transform((v) => v as T);

/** An optional name (attribute, claim): letters, digits and _ : . -, '' when absent. */
const optionalName = (fallback: string) =>
  optionalText({ max: 64 })
    .refine((v) => v === undefined || /^[A-Za-z_][\w:.-]*$/.test(v), { message: MALFORMED })
    .transform((v) => v ?? fallback);

/** An optional free text of at most `max` characters, '' when absent. */
const optionalString = (max: number, fallback = '') => optionalText({ max }).transform((v) => v ?? fallback);

/** The login route's name: SSO_ROUTE_NAME_PATTERN (a letter, then 1–29 letters or digits). */
export const routeNameField = () => text({ max: 30 }).refine((v) => SSO_ROUTE_NAME_PATTERN.test(v), { message: MALFORMED });

/**
 * POST /system/sso/config/save: SsoConfigInput. Urls are http(s); an enabled CAS needs casServerUrl,
 * an enabled OIDC oidcIssuer and clientId (10002 naming the missing field). clientSecret and thirdKey
 * '' keep the stored value. casVersion defaults to '3.0', scopes to 'openid', userClaim to 'sub'.
 */
export const ssoConfigInput = z
  .object({
    routeName: routeNameField(),
    protocol: oneOf<SsoProtocol>(SSO_PROTOCOLS),
    enabled: flag(),
    casServerUrl: optionalUrl(),
    casVersion: oneOf<CasVersion>(CAS_VERSIONS).optional().transform((v) => v ?? '3.0'),
    userAttribute: optionalName(''),
    oidcIssuer: optionalUrl(),
    clientId: optionalString(200),
    clientSecret: optionalString(500),
    scopes: optionalText({ max: 200 })
      .refine((v) => v === undefined || /^[\w:./-]+( [\w:./-]+)*$/.test(v), { message: MALFORMED })
      .transform((v) => v ?? 'openid'),
    userClaim: optionalName('sub'),
    thirdKey: optionalString(200),
    logoutUrl: optionalUrl(),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v) => {
      if (v[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED });
    };
    if (!v.enabled) return;
    if (v.protocol === 'cas') need('casServerUrl');
    if (v.protocol === 'oidc') {
      need('oidcIssuer');
      need('clientId');
    }
  });
export type SsoConfigParams = z.output<typeof ssoConfigInput>;

/**
 * POST /system/sso/config/test: the addresses to try (the form's, before saving); absent ones are
 * the saved configuration's.
 */
export const ssoTestParams = z.object({
  protocol: oneOf<SsoProtocol>(SSO_PROTOCOLS).optional(),
  casServerUrl: optionalUrl().optional(),
  oidcIssuer: optionalUrl().optional(),
});
export type SsoTestParams = z.output<typeof ssoTestParams>;

/** A long free text a browser sends back as it was (addresses of the web app). */
const passthrough = () => optionalText({ max: 2000 });

/**
 * GET /user/{routeName}SSOAuth: targetUrl (kept in the CAS service address; inside the OIDC state),
 * routeUrl and pathAll (as the web app sends them; unused here), schoolId (three schools send it; it
 * must be the route's school), and what the browser brings back from the identity provider: CAS
 * `ticket`; OIDC `code`, `state` and `iss` (when the provider sent it) exactly as they arrived in the
 * query of /{routeName}login.
 */
export const ssoAuthParams = z.object({
  targetUrl: passthrough(),
  routeUrl: passthrough(),
  pathAll: passthrough(),
  ticket: optionalText({ max: 512 }),
  code: optionalText({ max: 2000 }),
  state: optionalText({ max: 4000 }),
  iss: optionalText({ max: 500 }),
  schoolId: optionalInt({ min: 1 }),
});
export type SsoAuthParams = z.output<typeof ssoAuthParams>;

/** GET /third/token: the school and the user number SSOAuth answered. */
export const thirdTokenParams = z.object({
  schoolId: int({ min: 1 }),
  username: text({ max: 64 }),
});
export type ThirdTokenParams = z.output<typeof thirdTokenParams>;

/** GET /user/{routeName}SSOSignOut: the caller's own user number. */
export const ssoSignOutParams = z.object({
  userCode: text({ max: 64 }),
});
export type SsoSignOutParams = z.output<typeof ssoSignOutParams>;

/** GET /user/cque/auth/token: the authorization code and the redirect_uri it was issued for (this site's /cquelogin). */
export const cqueTokenParams = z.object({
  code: text({ max: 2000 }),
  redirect_uri: text({ max: 2000 }),
});
export type CqueTokenParams = z.output<typeof cqueTokenParams>;

/**
 * GET /auth/third/{origin}/login/verify: each value AES-128-ECB/PKCS#7 base64 (common/codec.ts) under
 * the partner's key (the thirdKey of the school's configuration). Plain: schoolCode the school id,
 * userCode the user number, userIdentity 1 or 2 for a student (else staff), sourceName the partner.
 */
export const thirdVerifyParams = z.object({
  schoolCode: text({ max: 500 }),
  userCode: text({ max: 500 }),
  userIdentity: text({ max: 500 }),
  sourceName: text({ max: 500 }),
});
export type ThirdVerifyParams = z.output<typeof thirdVerifyParams>;
