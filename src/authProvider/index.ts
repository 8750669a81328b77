/**
 * The react-admin AuthProvider (spec §4 login / session / sign-out, §6 permissions, §7 sign-in calls).
 *
 * - login({username, password, captcha, uuid, schoolId}): GET /token → data.access_token (stored as
 *   sessionKey), POST /login → the profile of spec §3 (stored, see session.ts), then GET
 *   /system/modules (kept in memory and sessionStorage 'allRouters'). Rejects with the client's
 *   ApiError (the client has already shown the server msg).
 * - logout(): the school's server-side single sign-out (10710, 13849, 11505), POST /logout (errors
 *   ignored), sign-out of spec §4, then resolves to the school's redirect (default '/login').
 * - checkAuth(): resolves while a sessionKey is stored.
 * - checkError(e): rejects for ApiError code 10001 (already cleared and redirected by the client).
 * - getIdentity(): {id: operatorId, fullName: name, avatar}.
 * - getPermissions(): Permissions {modules, paths} (permissions.ts).
 * - The account calls of the sign-in pages (account.ts): getCaptcha, getSchools, sendRecoverySms,
 *   recoverPassword, changePassword; pages reach them with useAccount().
 */
import { mayAccess } from './access';
import type { AuthProvider } from 'react-admin';
import type { LoginForm, LoginResult } from '../../common/api';
import { ResultCode } from '../../common/codes';
import { api, type ApiClient } from '../dataProvider/apiClient';
import { accountMethods } from './account';
import { forgetModules, loadModules } from './modules';
import { permissionsFrom, type Permissions } from './permissions';
import { clearSession, hasSession, readSession, removeValue, setToken, storeLoginResult } from './session';
import { logoutTargetFor, serverSignOut } from './sso/logoutTargets';

export type { Permissions } from './permissions';
export { hasPermission, flattenModules, permissionsFrom, useCan } from './permissions';
export { routeGuard, RouteGuard } from './routeGuard';
export { lazyWithRetry } from './lazyWithRetry';
export { useModules, loadModules, getModules } from './modules';
export { schoolLoginRoutes, matchSchoolLoginRoute, ssoRegistry } from './sso/registry';
export * as session from './session';
export { accountMethods, useAccount, type AccountAuthProvider, type AccountMethods } from './account';

/** authProvider.login params: the login form of spec §3. */
export type LoginParams = LoginForm;

/** GET /token → data. */
interface TokenReply {
  access_token: string;
}

/** Builds the auth provider over a client (default: the app's `api`). */
export function createAuthProvider(client: Pick<ApiClient, 'get' | 'post'> = api) {
  return {
    ...accountMethods(client),
    async login(params: LoginParams) {
      const { uuid, schoolId, username, password, captcha } = params;
      const token = await client.get<TokenReply>('/token', { uuid, schoolId, username, password, captcha });
      setToken(token.access_token);
      let profile: LoginResult;
      try {
        profile = await client.post<LoginResult>('/login');
      } catch (e) {
        removeValue('sessionKey');
        throw e;
      }
      storeLoginResult({ ...profile, access_token: profile.access_token || token.access_token }, username);
      // The menu is needed before the first page; a failure here is retried by the route guard (rule 6).
      await loadModules(true, client).catch(() => undefined);
    },

    async logout(_params?: unknown) {
      const s = readSession();
      const target = logoutTargetFor(s.schoolId);
      if (s.sessionKey) {
        await serverSignOut(client, target, s.userCode);
        await client.post('/logout', {}, { redirectOnExpiry: false }).catch(() => undefined);
      }
      clearSession();
      forgetModules();
      return target.redirect;
    },

    async checkAuth(_params?: unknown) {
      // message: false — no "please sign in" toast when simply opening the app signed out.
      if (!hasSession()) throw { message: false, redirectTo: '/login' };
    },

    async checkError(error: unknown) {
      const code = (error as { code?: unknown } | null)?.code;
      if (Number(code) === ResultCode.SESSION_INVALID) {
        // The client already removed the session and went to /login: no second toast, no sign-out redirect.
        throw { message: false, logoutUser: false, redirectTo: '/login' };
      }
    },

    async getIdentity() {
      const s = readSession();
      return { id: s.operatorId ?? s.userCode ?? '', fullName: s.name ?? s.userName ?? '', avatar: s.avatar || undefined };
    },

    async getPermissions(): Promise<Permissions> {
      if (!hasSession()) return permissionsFrom([]);
      return permissionsFrom(await loadModules(false, client));
    },

    /** Page guards (issue 15 step 2): `resource` is a module path, or several joined by '|' (access.ts). */
    async canAccess({ resource }: { resource?: string }): Promise<boolean> {
      if (!resource?.startsWith('/')) return true;
      return mayAccess(hasSession() ? permissionsFrom(await loadModules(false, client)) : null, resource);
    },
  } satisfies AuthProvider;
}

/** The app's auth provider. */
export const authProvider = createAuthProvider();
export { AppNotification } from './AppNotification';
