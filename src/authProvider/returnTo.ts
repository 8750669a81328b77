/**
 * Deep links that survive the sign-in (issue 4): a student who scans the organiser's QR code while
 * signed out is sent to /login by the route guard (spec §2 rule 2); after signing in they should land
 * on the sign page they scanned, not on '/'. Only the paths listed here return — everything else
 * keeps the spec's "login success → '/'".
 */
const KEY = 'returnTo';
export const RETURN_PATHS: readonly string[] = ['/student/activity/sign'];

/** Remembers `path + search` when the path is one that returns after sign-in. */
export function rememberReturnTo(path: string, search: string): void {
  if (!RETURN_PATHS.includes(path)) return;
  try {
    sessionStorage.setItem(KEY, `${path}${search}`);
  } catch {
    /* storage disabled: the student lands on '/' */
  }
}

const returnable = (to: string | null): to is string => !!to && RETURN_PATHS.some((p) => to.startsWith(`${p}?`) || to === p);

/** The remembered address (then forgotten), or '/' when there is none. */
export function takeReturnTo(): string {
  try {
    const to = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return returnable(to) ? to : '/';
  } catch {
    return '/';
  }
}

/**
 * The address a sign-in will return to, left in place (issue 18 item 9: the login page says why the
 * student must sign in first and preselects the school the scanned QR names), or null.
 */
export function pendingReturnTo(): { path: string; schoolId: string | null } | null {
  try {
    const to = sessionStorage.getItem(KEY);
    if (!returnable(to)) return null;
    const [path, query = ''] = to.split('?');
    return { path, schoolId: new URLSearchParams(query).get('schoolId') };
  } catch {
    return null;
  }
}
