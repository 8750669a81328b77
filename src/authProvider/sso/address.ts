/** Addresses the browser may be sent to by a server reply or a school's configuration (issue 16). */

/**
 * `value` when it is an http(s) address or a path of this site ('/…', not '//…'); null otherwise
 * (javascript:, protocol-relative and other addresses are refused).
 */
export function safeAddress(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^\/(?![/\\])/.test(v)) return v;
  return /^https?:\/\/[^/\\\s]/i.test(v) ? v : null;
}

/** A path of this app to land on after sign-in ('/…' only), else `fallback`. */
export function safeAppPath(value: string | null | undefined, fallback = '/'): string {
  const v = safeAddress(value);
  return v && v.startsWith('/') ? v : fallback;
}

/** The school's login address on this site, as the identity provider must know it: `${origin}/${routeName}login`. */
export function loginAddress(origin: string, routeName: string): string {
  return `${origin}/${routeName}login`;
}

/** The browser's own navigation, replaceable in tests. */
export const browser = {
  /** Leaves the app for `url` (the identity provider). */
  assign(url: string): void {
    window.location.assign(url);
  },
};
