/**
 * Pages shown without the admin shell (spec §2 "Admin shell": header, side menu and breadcrumb
 * are hidden on these four paths; issue 4 adds the student organiser's QR screen).
 */
export const BARE_LAYOUT_PATHS = [
  '/communist-templates',
  '/activity/createLaunch',
  '/communist/onlyActivity',
  '/communist/onlyActivity/detail',
  '/student/activity/qr',
] as const;

/**
 * True when `pathname` is one of the bare paths (exact match; a trailing slash is ignored).
 *
 * @example isBareLayoutPath('/communist/onlyActivity/detail') → true; isBareLayoutPath('/communist/activity') → false
 */
export function isBareLayoutPath(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return (BARE_LAYOUT_PATHS as readonly string[]).includes(path);
}
