/**
 * Where /JumpPage may send the browser (issue 21; spec §2 "/JumpPage"): open-redirect safe. A `to`
 * is followed only when it is a path of this app ('/…', resolved on this origin) or an https address
 * of the school's own site — the same registrable domain as the address the app is served from
 * (xg.example.edu.cn → *.example.edu.cn) or the host of the school's configured sign-out address.
 * Anything else (other hosts, http, javascript:, '//host', credentials in the address) is refused.
 */

export type JumpTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string };

/** Second-level suffixes under which a site is three labels long (example.edu.cn). */
const SECOND_LEVEL = new Set(['edu', 'com', 'net', 'org', 'gov', 'ac']);

const isIp = (host: string) => /^[\d.]+$/.test(host) || host.includes(':');

/**
 * The registrable domain of `host`, or null for localhost and IP addresses (no siblings there).
 *
 * @example siteOf('xg.chd.edu.cn') → 'chd.edu.cn'; siteOf('www.example.com') → 'example.com'
 */
export function siteOf(host: string): string | null {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (isIp(h) || !h.includes('.')) return null;
  const labels = h.split('.');
  const size = labels.length >= 3 && SECOND_LEVEL.has(labels[labels.length - 2]) ? 3 : 2;
  return labels.length >= size ? labels.slice(-size).join('.') : null;
}

/**
 * The target of `to`, or null when it must not be followed.
 *
 * @param origin the app's own origin, e.g. 'https://xg.chd.edu.cn'
 * @param schoolHosts further allowed hosts (the school's sign-out address)
 * @example jumpTarget('/student/home', 'https://a.b.edu.cn') → { kind: 'app', path: '/student/home' }
 * @example jumpTarget('https://evil.com/', 'https://a.b.edu.cn') → null
 */
export function jumpTarget(to: string | null | undefined, origin: string, schoolHosts: readonly string[] = []): JumpTarget | null {
  const v = to?.trim();
  if (!v) return null;
  if (v.startsWith('/')) {
    if (/^\/[/\\]/.test(v)) return null;
    let u: URL;
    try {
      u = new URL(v, origin);
    } catch {
      return null;
    }
    return u.origin === new URL(origin).origin ? { kind: 'app', path: `${u.pathname}${u.search}${u.hash}` } : null;
  }
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' || u.username || u.password) return null;
  const host = u.hostname.toLowerCase();
  const own = siteOf(new URL(origin).hostname);
  const allowed = (own !== null && siteOf(host) === own) || schoolHosts.some((h) => h.toLowerCase() === host);
  return allowed ? { kind: 'external', url: u.href } : null;
}

/** Seconds before the page follows the target by itself. */
export const JUMP_SECONDS = 3;
