/**
 * Single sign-on endpoints (issue 16; spec §4 "Single sign-on flow", §7 /user/{school}SSOAuth,
 * /third/token, /user/{school}SSOSignOut, /user/cque/auth/token, /auth/third/{origin}/login/verify) and the CAS single sign-out address outside /api.
 * The configuration is the system administrator's (module '/system/sso'); the sign-in steps are
 * public; sign-out needs the caller's session.
 */
import type { FastifyInstance } from 'fastify';
import { SSO_CONFIG_PATH, THIRD_ORIGINS, type CqueTokenResult, type SsoConfigView, type SsoIdentity, type SsoTestResult, type ThirdVerifyResult } from '../../../common/sso.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/sso.js';
import { throttleClient } from '../../auth/throttle.js';
import type { AppDeps } from '../../deps.js';
import { defineRoute, type Outcome } from '../../protocol/define.js';
import * as svc from './service.js';
import { thirdVerify } from './third.js';

/**
 * The route name inside one path segment ('/user/chdSSOAuth' → 'chd'). The pattern is loose on
 * purpose: the service checks SSO_ROUTE_NAME_PATTERN and refuses others with a clear reply.
 */
const routeNameOf = (params: unknown) => String((params as { routeName?: unknown }).routeName ?? '');

export const ssoRoutes = [
  /** GET /system/sso/config → SsoConfigView (never a secret; the defaults when never saved). */
  defineRoute({
    method: 'GET', path: '/system/sso/config', summary: "The school's single sign-on configuration (issue 16).", permission: SSO_CONFIG_PATH, schema: noParams,
    handler: ({ deps, session }): Promise<SsoConfigView> => svc.configView(deps.db, session.schoolId),
  }),
  /** POST /system/sso/config/save SsoConfigInput → SsoConfigView, logged in the change log of 参数设置 (target 'sso'). */
  defineRoute({
    method: 'POST', path: '/system/sso/config/save', summary: 'Saves the single sign-on configuration (issue 16).', permission: SSO_CONFIG_PATH, schema: s.ssoConfigInput,
    transactional: true, constraints: svc.SSO_CONSTRAINTS,
    handler: ({ db, session, params }): Promise<SsoConfigView> => svc.saveConfig(db, session.schoolId, session.userId, params),
  }),
  /** POST /system/sso/config/test {protocol?, casServerUrl?, oidcIssuer?} → SsoTestResult (the form's addresses, else the saved). */
  defineRoute({
    method: 'POST', path: '/system/sso/config/test', summary: 'Tests the connection to the identity provider (issue 16).', permission: SSO_CONFIG_PATH, schema: s.ssoTestParams,
    handler: ({ deps, session, params }): Promise<SsoTestResult> => svc.testConfig(deps.db, session.schoolId, params),
  }),
  /**
   * GET /user/{routeName}SSOAuth {targetUrl?, routeUrl?, pathAll?, schoolId?, ticket? | code?, state?, iss?}
   * → 900 with the provider's sign-in address, or SsoIdentity {schoolId, code} and the binding cookie
   * (spec §4; CAS ticket or OIDC code, service.ts ssoAuth). Not transactional: the provider is asked
   * over the network, and a refused ticket records nothing.
   */
  defineRoute({
    method: 'GET', path: '/user/:routeName(.+)SSOAuth', summary: 'Single sign-on: the provider address (900) or the ticket exchange (spec §4, §7).', permission: 'public', schema: s.ssoAuthParams,
    async handler({ deps, params, request, reply }): Promise<SsoIdentity | Outcome> {
      // An exchange is a sign-in: it counts against the client's GET /token limit (issue 14).
      if (params.ticket || params.code) await throttleClient(request, 'token');
      return svc.ssoAuth(deps.db, { request, reply, config: deps.config }, routeNameOf(request.params), params);
    },
  }),
  /** GET /user/cque/auth/token {code, redirect_uri} → CqueTokenResult {id} and the binding cookie (spec §7; service.ts cqueToken). */
  defineRoute({
    method: 'GET', path: '/user/cque/auth/token', summary: 'The cque OAuth2 code exchange (spec §4, §7).', permission: 'public', schema: s.cqueTokenParams,
    async handler({ deps, params, request, reply }): Promise<CqueTokenResult> {
      await throttleClient(request, 'token');
      return svc.cqueToken(deps.db, { request, reply, config: deps.config }, params);
    },
  }),
  /**
   * GET /auth/third/JinzStuWork/login/verify and /auth/third/ThdStuWork/login/verify {schoolCode,
   * userCode, userIdentity, sourceName} (each AES-encrypted with the partner's key) → ThirdVerifyResult
   * and the binding cookie (spec §4, §7; third.ts).
   */
  ...THIRD_ORIGINS.map((origin) =>
    defineRoute({
      method: 'GET', path: `/auth/third/${origin}/login/verify`, summary: `Third-party login from ${origin} (spec §4, §7).`, permission: 'public', schema: s.thirdVerifyParams,
      async handler({ deps, params, request, reply }): Promise<ThirdVerifyResult> {
        await throttleClient(request, 'token');
        return thirdVerify(deps.db, { request, reply, config: deps.config }, origin, params);
      },
    })),
  /** GET /third/token {schoolId, username} → {access_token}, only with the binding cookie of that school and user (spec §7). */
  defineRoute({
    method: 'GET', path: '/third/token', summary: 'A session for the identity single sign-on verified (spec §7).', permission: 'public', schema: s.thirdTokenParams,
    transactional: true,
    async handler({ db, deps, params, request, reply }) {
      await throttleClient(request, 'token');
      return svc.thirdToken(db, { request, reply, config: deps.config }, params);
    },
  }),
  /** GET /user/{routeName}SSOSignOut {userCode} → the address to send the browser to; the caller's session ends (spec §4). */
  defineRoute({
    method: 'GET', path: '/user/:routeName(.+)SSOSignOut', summary: 'Sign-out through the school’s single sign-on (spec §4, §7).', permission: 'session', beforeActivation: true, schema: s.ssoSignOutParams,
    handler: ({ deps, session, params, request }): Promise<string> =>
      svc.ssoSignOut(deps.db, { request, config: deps.config }, session, routeNameOf(request.params), params),
  }),
];

/**
 * CAS single sign-out (spec §4): POST /{routeName}login with the form field logoutRequest, outside
 * /api next to the web app, whose GET of the same path (the login route) is untouched. Always 200
 * (the provider does not retry on our answer).
 */
export function registerSsoSignOut(app: FastifyInstance, deps: AppDeps): void {
  app.post('/:routeName(^[A-Za-z][A-Za-z0-9]{1,29})login', async (request, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    const revoked = await svc.casSingleSignOut(deps.db, routeNameOf(request.params), body?.logoutRequest);
    request.log.info({ revoked }, 'CAS single sign-out');
    return reply.code(200).type('text/plain; charset=utf-8').send('OK');
  });
}
