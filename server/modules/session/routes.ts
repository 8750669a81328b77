/** Sign-in, profile and sign-out (spec §7: GET /token, POST /login, POST /logout). */
import type { LoginResult } from '../../../common/api.js';
import { revokeSession } from '../../auth/sessions.js';
import { clientOf, throttleAccount, throttleClient } from '../../auth/throttle.js';
import { readToken } from '../../protocol/credential.js';
import { defineRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { tokenParams } from '../../../common/schemas/session.js';
import { loginProfile, signIn } from './service.js';

export const sessionRoutes = [
  /**
   * GET /token {uuid, schoolId, username, password, captcha} → {access_token}.
   * Errors: 10029 too frequent (per client, then per account once the captcha is right; issue 14),
   * 10007 school unknown/unopened, 20003 captcha or step-up, 20004 locked, 20002 account or password.
   */
  defineRoute({
    method: 'GET',
    path: '/token',
    summary: 'Password sign-in: a session token (spec §7).',
    permission: 'public',
    schema: tokenParams,
    async handler({ deps, params, request }) {
      await throttleClient(request, 'token');
      return signIn(deps, params, {
        client: clientOf(request),
        throttleAccount: () => throttleAccount(request, 'token', `${params.schoolId}:${params.username}`),
      });
    },
  }),
  /** POST /login (no params) → LoginResult of spec §3; records the sign-in time. */
  defineRoute({
    method: 'POST',
    path: '/login',
    summary: "The signed-in user's profile (spec §3 Login result).",
    permission: 'session',
    beforeActivation: true,
    schema: noParams,
    transactional: true,
    handler: ({ db, deps, session, request }): Promise<LoginResult> =>
      loginProfile(db, session, readToken(request, deps.codec) ?? ''),
  }),
  /** POST /logout → null; the token stops working at once. */
  defineRoute({
    method: 'POST',
    path: '/logout',
    summary: 'Revokes the current session (spec §4 Logout).',
    permission: 'session',
    beforeActivation: true,
    schema: noParams,
    async handler({ deps, session }) {
      await revokeSession(deps.db, session.schoolId, session.id);
      return null;
    },
  }),
];
