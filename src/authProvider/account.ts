/**
 * The account calls around sign-in (spec §2 login page, forgot password, change password; §7): the
 * captcha, the school list, SMS recovery, the password change and the single sign-on steps. They run before a session exists
 * (or end it), so they belong to the auth provider, not the data provider — as react-admin's own
 * auth providers carry `setPassword`/`resetPassword` (ra-supabase, used by atomic-crm). Pages reach
 * them with `useAccount()`.
 */
import { useQuery } from '@tanstack/react-query';
import { useAuthProvider, type AuthProvider } from 'react-admin';
import { SILENT } from '../dataProvider/queryClient';
import type { Captcha, PasswordChange, PasswordRecovery, SmsRequest } from '../../common/api';
import type { ApiClient } from '../dataProvider/apiClient';
import { runEncryptedSignIn } from './sso/encrypt';
import { runSso, type SsoRunInput } from './sso/runner';
import type { SsoSchool } from './sso/types';

export function accountMethods(client: Pick<ApiClient, 'get' | 'post'>) {
  return {
    /** GET /common/login/verificationcode → Captcha {uuid, code: base64 PNG} (spec §4); the page shows failures. */
    getCaptcha: () => client.get<Captcha>('/common/login/verificationcode'),
    /**
     * GET /common/all-school {firstLetter: '' | 'A'…'Z'} → SsoSchool[] (School with its SchoolSso or
     * null, issue 16; [] for a non-list reply); the page shows failures.
     */
    getSchools: (firstLetter: string) =>
      client.get<SsoSchool[]>('/common/all-school', { firstLetter }).then((list) => (Array.isArray(list) ? list : [])),
    /** POST /common/captcha/mobile SmsRequest {countryCode '86', mobile, type 2, schoolId} → null (spec §5 "Recovery"); the page shows failures. */
    sendRecoverySms: (body: SmsRequest) => client.post<null>('/common/captcha/mobile', body),
    /** POST /common/modify/pwd PasswordRecovery → null (spec §3, §5); the form shows failures (20003 code wrong…). */
    recoverPassword: (body: PasswordRecovery) => client.post<null>('/common/modify/pwd', body),
    /**
     * POST /modify/password PasswordChange {old, newPass, confirm} → null (spec §5 "Change password").
     * The form shows the server msg or '修改失败' itself; rejects with ApiError.
     */
    changePassword: (body: PasswordChange) => client.post<null>('/modify/password', body),
    /**
     * Single sign-on on a school's login route (issue 16, sso/runner.ts): SsoStep {redirect url} to
     * leave for the identity provider, or {token…} to sign in with. Rejects with ApiError.
     */
    runSso: (input: SsoRunInput) => runSso(client, input),
    /** The AES-encrypted third-party parameters of /encrypt (issue 21, sso/encrypt.ts) → the session token; rejects with ApiError. */
    runEncryptedSignIn: (search: URLSearchParams) => runEncryptedSignIn(client, search),
  };
}

/** The account methods of the auth provider. */
export type AccountMethods = ReturnType<typeof accountMethods>;

/** The app's auth provider with its account methods (see createAuthProvider). */
export type AccountAuthProvider = AuthProvider & AccountMethods;

/** The auth provider's account methods, for the account pages (rendered inside react-admin). */
export function useAccount(): AccountMethods {
  return useAuthProvider<AccountAuthProvider>() as AccountMethods;
}

/**
 * GET /common/all-school {firstLetter} → SsoSchool[] through TanStack Query, so the login route's
 * school and the picker share one request per letter, and a login page that react-admin mounts
 * again while it checks the session does not ask twice. Failures come back as `error` (no toast
 * from the query cache: the pages show them).
 */
export function useSchools(firstLetter: string) {
  const account = useAccount();
  return useQuery({ ...SILENT, queryKey: ['schools', firstLetter], queryFn: () => account.getSchools(firstLetter), staleTime: 60_000 });
}
