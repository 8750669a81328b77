/**
 * The 39 per-school login routes of spec §2, one SSO plugin entry each.
 *
 * Real SSO protocols come in a later issue: for now no entry has `start`/`exchange`, so every route
 * opens the password login page with its school preselected (when the school is in the school list).
 * schoolIds are filled only where known: 10710, 13849 and 11505 are the schools of spec §4's server
 * sign-out, matched to chd, ahsj and jjvu — the three sign-out calls of spec §7 — in the order the
 * spec lists them (an inference; confirm with each school). Others stay null until a school is onboarded.
 */
import type { SsoPlugin } from './types';

const entry = (id: string, schoolId: number | null = null, loginRoute = `/${id}login`): SsoPlugin => ({
  id,
  loginRoute,
  schoolId,
  name: id.toUpperCase(),
});

/** The registry, in the order of spec §2. /login and /stulogin preselect no school. */
export const ssoRegistry: readonly SsoPlugin[] = [
  entry('default', null, '/login'),
  entry('stu'),
  entry('chd', 10710),
  entry('ahsj', 13849),
  entry('xakj'),
  entry('jlnu'),
  entry('hnvtc'),
  entry('cque'),
  entry('bzuu'),
  entry('lyahiib'),
  entry('wzut'),
  entry('hciit'),
  entry('lsu'),
  entry('stdu'),
  entry('ahua'),
  entry('hnuu'),
  entry('hnucm'),
  entry('scmc'),
  entry('jjvu', 11505),
  entry('lypt'),
  entry('lyaqnu'),
  entry('hnnu'),
  entry('ahwsjkxy'),
  entry('cqmu'),
  entry('lybjwlxy'),
  entry('chzc'),
  entry('wjcahnu'),
  entry('tyu'),
  entry('aepu'),
  entry('ahyz'),
  entry('dlou'),
  entry('amtc'),
  entry('lnjzxy'),
  entry('sdnu'),
  entry('jiangnan'),
  entry('lvtc'),
  entry('bzy'),
  entry('lntdxy'),
  entry('haut'),
];

/** The 39 login paths ('/login', '/stulogin', … '/hautlogin'), for the shell's routes. */
export const schoolLoginRoutes: readonly string[] = ssoRegistry.map((p) => p.loginRoute);

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A name counts only as a whole word, so 'login' does not match inside '/stulogin'.
const matchers = ssoRegistry
  .map((plugin) => ({ plugin, name: plugin.loginRoute.slice(1), re: new RegExp(`(^|[^A-Za-z0-9])${escape(plugin.loginRoute.slice(1))}(?![A-Za-z0-9])`, 'i') }))
  .sort((a, b) => b.name.length - a.name.length);

/**
 * The school login route a URL belongs to (spec §2: a route also matches when its name appears
 * anywhere in the URL — path, query or hash). The longest matching name wins. Null when none.
 * Example: matchSchoolLoginRoute('/sso/chdlogin?ticket=1')?.id === 'chd'.
 */
export function matchSchoolLoginRoute(url: string | null | undefined): SsoPlugin | null {
  if (!url) return null;
  return matchers.find((m) => m.re.test(url))?.plugin ?? null;
}

/** The entry of a school id, if registered. */
export function ssoPluginForSchool(schoolId: number | null | undefined): SsoPlugin | null {
  if (schoolId === null || schoolId === undefined) return null;
  return ssoRegistry.find((p) => p.schoolId === Number(schoolId)) ?? null;
}
