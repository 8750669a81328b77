/**
 * Rotating attendance QR tokens (issue 4 "Attendance"; common/activities.ts QR_WINDOW_SECONDS).
 *
 * A token is `${activityId}.${kind}.${window}.${hmac16}`: window = floor(now / 30 s) and hmac16 the
 * first 16 hex digits of HMAC-SHA256(activities.qr_secret, `${activityId}.${kind}.${window}`). The
 * organiser's screen shows a new token every window; a token is accepted in its own window and the
 * next one, so each lives 30–60 s and a screenshot passed around stops working within a minute.
 * Pure functions: the clock is a parameter.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { QR_WINDOW_SECONDS } from '../../../common/activities.js';

export type QrKind = 'in' | 'out';
export const QR_KINDS: readonly QrKind[] = ['in', 'out'];
const WINDOW_MS = QR_WINDOW_SECONDS * 1000;

/** The 30-second window of an instant. */
export const qrWindow = (now: Date): number => Math.floor(now.getTime() / WINDOW_MS);

function signature(secret: string, activityId: number, kind: QrKind, window: number): string {
  return createHmac('sha256', secret).update(`${activityId}.${kind}.${window}`).digest('hex').slice(0, 16);
}

/** The token of the window containing `now`. */
export function qrToken(secret: string, activityId: number, kind: QrKind, now: Date): string {
  const window = qrWindow(now);
  return `${activityId}.${kind}.${window}.${signature(secret, activityId, kind, window)}`;
}

/**
 * Seconds until the token of `now` is refused (30–60: the rest of its window plus the next one)
 * and until the screen should show the next token (1–30).
 */
export function qrTiming(now: Date): { expiresIn: number; refreshIn: number } {
  const window = qrWindow(now);
  const ms = now.getTime();
  return { expiresIn: Math.ceil(((window + 2) * WINDOW_MS - ms) / 1000), refreshIn: Math.ceil(((window + 1) * WINDOW_MS - ms) / 1000) };
}

export interface ParsedQrToken {
  activityId: number;
  kind: QrKind;
  window: number;
  hmac: string;
}

/** The parts of a token, or null when it is not shaped like one (no signature check). */
export function parseQrToken(token: string): ParsedQrToken | null {
  const m = /^(\d{1,10})\.(in|out)\.(\d{1,12})\.([0-9a-f]{16})$/.exec(token.trim());
  if (!m) return null;
  const activityId = Number(m[1]);
  const window = Number(m[3]);
  if (!Number.isSafeInteger(activityId) || !Number.isSafeInteger(window)) return null;
  return { activityId, kind: m[2] as QrKind, window, hmac: m[4] };
}

/**
 * Checks a scanned token for the activity: well formed, for this activity, signed with its secret,
 * and of the current or the previous window. Returns the kind, or null when it must be refused
 * (callers reply '二维码已过期,请重新扫码').
 */
export function verifyQrToken(secret: string, activityId: number, token: string, now: Date): { kind: QrKind } | null {
  const p = parseQrToken(token);
  if (!p || p.activityId !== activityId) return null;
  const current = qrWindow(now);
  if (p.window !== current && p.window !== current - 1) return null;
  const expected = Buffer.from(signature(secret, activityId, p.kind, p.window));
  if (!timingSafeEqual(expected, Buffer.from(p.hmac))) return null;
  return { kind: p.kind };
}
