/**
 * Pages shown without the admin shell (spec §2 "Admin shell": header, side menu and breadcrumb
 * are hidden on these four paths; issue 4 adds the student organiser's QR screen, issue 7 the
 * report pages, issue 6 the big screen /dataV).
 */
export const BARE_LAYOUT_PATHS = [
  '/communist-templates',
  '/activity/createLaunch',
  '/communist/onlyActivity',
  '/communist/onlyActivity/detail',
  '/student/activity/qr',
  // Issue 6: the big screen is a wall display of its own.
  '/dataV',
] as const;

/**
 * Bare pages that carry one id segment (issue 7: the report pages of spec §2 print without the
 * shell): '/report/12' is bare, '/report' and '/report/12/x' are not.
 */
export const BARE_LAYOUT_PREFIXES = [
  '/report',
  '/report2',
  '/report2015',
  '/reportScore',
  '/reportMedical',
  '/Medical',
  '/reportDetail',
  '/qzreportDetail',
  '/cqmureportDetail',
  '/jdreportDetail',
] as const;

/**
 * True when `pathname` is one of the bare paths (exact match; a trailing slash is ignored) or a
 * bare prefix followed by one id segment.
 *
 * @example isBareLayoutPath('/communist/onlyActivity/detail') → true; isBareLayoutPath('/communist/activity') → false
 * @example isBareLayoutPath('/reportDetail/12') → true; isBareLayoutPath('/report') → false
 */
export function isBareLayoutPath(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if ((BARE_LAYOUT_PATHS as readonly string[]).includes(path)) return true;
  return BARE_LAYOUT_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`) && !path.slice(prefix.length + 1).includes('/'));
}
