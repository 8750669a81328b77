/**
 * Where sign-out goes, by school (spec §4 "Sign-out … goes to a school-specific external logout
 * address chosen by schoolId, or /login by default. For schoolIds 10710, 13849 and 11505 a
 * server-side single sign-out is called first"; spec §6 lists 14388, 12977, 10721 among the schools
 * with an external logout address).
 *
 * The schools' real external addresses are not recorded in the spec. They are deployment
 * configuration: VITE_LOGOUT_URLS = JSON object {"<schoolId or sso slug>": "https://…"}. Schools with
 * an external logout go to /logout-success, whose safe-exit link leads to that address.
 */
import type { ApiClient } from '../../dataProvider/apiClient';

export interface LogoutTarget {
  /** Where the app goes after sign-out: an app path or an absolute URL. */
  redirect: string;
  /** The server-side single sign-out call (GET, query {userCode}); its failures are ignored. */
  signOutPath?: string;
  /** The SSO slug of the school (keys VITE_LOGOUT_URLS too). */
  slug?: string;
}

export const DEFAULT_LOGOUT_TARGET: LogoutTarget = { redirect: '/login' };

/**
 * The table. The sign-out endpoints (/user/chdSSOSignOut, /user/ahsjSSOSignOut,
 * /user/jjvuSSOSignOut of spec §7) do not exist on our server yet; calling them fails harmlessly.
 */
export const logoutTargets: Readonly<Record<number, LogoutTarget>> = {
  10710: { redirect: '/logout-success', signOutPath: '/user/chdSSOSignOut', slug: 'chd' },
  13849: { redirect: '/logout-success', signOutPath: '/user/ahsjSSOSignOut', slug: 'ahsj' },
  11505: { redirect: '/logout-success', signOutPath: '/user/jjvuSSOSignOut', slug: 'jjvu' },
  14388: { redirect: '/logout-success' },
  12977: { redirect: '/logout-success' },
  10721: { redirect: '/logout-success' },
};

/** The target of a school id; DEFAULT_LOGOUT_TARGET ('/login') for any other school or none. */
export function logoutTargetFor(schoolId: number | string | null | undefined): LogoutTarget {
  const id = Number(schoolId);
  return (Number.isFinite(id) && logoutTargets[id]) || DEFAULT_LOGOUT_TARGET;
}

function configuredUrls(): Record<string, string> {
  try {
    const raw = import.meta.env.VITE_LOGOUT_URLS as string | undefined;
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    console.error('VITE_LOGOUT_URLS is not a JSON object; external logout addresses are ignored');
    return {};
  }
}

/** The external logout address of a school (by id, else by SSO slug), when configured. */
export function externalLogoutUrl(schoolId: number | string | null | undefined, slug?: string | null): string | null {
  const urls = configuredUrls();
  const target = logoutTargetFor(schoolId);
  const url = (schoolId != null && urls[String(schoolId)]) || (slug && urls[slug]) || (target.slug && urls[target.slug]);
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** Calls the school's server-side single sign-out, if any; never rejects (failures are ignored). */
export async function serverSignOut(
  client: Pick<ApiClient, 'get'>,
  target: LogoutTarget,
  userCode: string | null,
): Promise<void> {
  if (!target.signOutPath) return;
  try {
    await client.get(target.signOutPath, { userCode: userCode ?? '' }, { redirectOnExpiry: false });
  } catch {
    /* spec §4: the external sign-out is best effort */
  }
}
