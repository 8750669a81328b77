/**
 * The react-admin AuthProvider (spec §4 login / session / sign-out, §6 permissions, §7 sign-in calls).
 *
 * - login({username, password, captcha, uuid, schoolId}): GET /token → data.access_token (stored as
 *   sessionKey), POST /login → the profile of spec §3 (stored, see session.ts), then GET
 *   /system/modules (kept in memory and sessionStorage 'allRouters'). Rejects with the client's
 *   ApiError (the client has already shown the server msg).
 * - login({accessToken, username, sso}) (issue 16, single sign-on): the same from POST /login on,
 *   with the token of GET /third/token (sso/runner.ts); remembers the school's SchoolSso.
 * - logout(): the SSO school's own sign-out (sso/signOut.ts), POST /logout (errors ignored),
 *   sign-out of spec §4, then resolves to the address it returned, else sso.logoutUrl, else
 *   /logout-success for an SSO school and '/login' otherwise.
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
import type { SchoolSso } from '../../common/sso';
import { clearSession, getSchoolSso, hasSession, readSession, removeValue, setSchoolSso, setToken, storeLoginResult } from './session';
import { signOutTarget, ssoSignOut } from './sso/signOut';

export type { Permissions } from './permissions';
export { hasPermission, flattenModules, permissionsFrom, useCan } from './permissions';
export { routeGuard, RouteGuard } from './routeGuard';
export { lazyWithRetry } from './lazyWithRetry';
export { useModules, loadModules, getModules } from './modules';
export { schoolLoginRoutes, matchSchoolLoginRoute, ssoRegistry, schoolForRoute } from './sso/registry';
export * as session from './session';
export { accountMethods, useAccount, type AccountAuthProvider, type AccountMethods } from './account';

/** Single sign-on's sign-in: the token of GET /third/token, the user number and the school's SSO (sso/runner.ts). */
export interface SsoLoginParams {
  accessToken: string;
  username: string;
  sso: SchoolSso;
}

/** authProvider.login params: the login form of spec §3, or a single sign-on's token. */
export type LoginParams = LoginForm | SsoLoginParams;

const isSsoLogin = (p: LoginParams): p is SsoLoginParams => 'accessToken' in p;

/** GET /token → data. */
interface TokenReply {
  access_token: string;
}

/** Builds the auth provider over a client (default: the app's `api`). */
export function createAuthProvider(client: Pick<ApiClient, 'get' | 'post'> = api) {
  return {
    ...accountMethods(client),
    async login(params: LoginParams) {
      const { username } = params;
      const token = isSsoLogin(params)
        ? { access_token: params.accessToken }
        : await client.get<TokenReply>('/token', {
            uuid: params.uuid, schoolId: params.schoolId, username, password: params.password, captcha: params.captcha,
          });
      setToken(token.access_token);
      let profile: LoginResult;
      try {
        profile = await client.post<LoginResult>('/login');
      } catch (e) {
        removeValue('sessionKey');
        throw e;
      }
      storeLoginResult({ ...profile, access_token: profile.access_token || token.access_token }, username);
      setSchoolSso(isSsoLogin(params) ? params.sso : null);
      // The menu is needed before the first page; a failure here is retried by the route guard (rule 6).
      await loadModules(true, client).catch(() => undefined);
    },

    async logout(_params?: unknown) {
      const s = readSession();
      const sso = getSchoolSso();
      let leaveTo: string | null = null;
      if (s.sessionKey) {
        leaveTo = await ssoSignOut(client, sso, s.userCode ?? '');
        await client.post('/logout', {}, { redirectOnExpiry: false }).catch(() => undefined);
      }
      clearSession();
      forgetModules();
      return leaveTo ?? signOutTarget(sso);
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
