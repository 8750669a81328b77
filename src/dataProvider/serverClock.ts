/**
 * The server's clock as the browser sees it (issue 14): the server refuses an Authorization
 * credential whose timestamp is more than a few minutes (CREDENTIAL_WINDOW_MINUTES) from its own
 * clock, so a browser whose clock is wrong would be signed out on every call. Each reply's envelope
 * carries the server's `timestamp` (ms); the difference is kept (also across reloads, in
 * localStorage) and added to the credential's timestamp.
 */
const KEY = 'serverClockOffset';

let offset: number | null = null;

function stored(): number {
  if (offset !== null) return offset;
  try {
    const v = Number(globalThis.localStorage?.getItem(KEY));
    offset = Number.isFinite(v) ? v : 0;
  } catch {
    offset = 0;
  }
  return offset;
}

/** Records the server time of a reply (ms since the epoch); other values are ignored. */
export function observeServerTime(serverMs: unknown, now: number = Date.now()): void {
  if (typeof serverMs !== 'number' || !Number.isFinite(serverMs) || serverMs <= 0) return;
  const next = Math.round(serverMs - now);
  // Replies are a few ms old when they arrive: keep the stored value unless it moved by a second.
  if (Math.abs(next - stored()) < 1000) return;
  offset = next;
  try {
    globalThis.localStorage?.setItem(KEY, String(next));
  } catch {
    /* storage unavailable: the offset lives for this page only */
  }
}

/** Now on the server's clock, ms. */
export function serverNow(now: number = Date.now()): number {
  return now + stored();
}

/** Forgets the offset (tests). */
export function resetServerClock(): void {
  offset = null;
  try {
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}
