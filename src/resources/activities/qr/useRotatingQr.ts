/**
 * The organiser's rotating code (getActivityQr, GET /activity/qr {id, kind} → {token, expiresIn, url}): a token
 * belongs to a 30-second window (QR_WINDOW_SECONDS, floor(now / 30 s)) and stays valid through the
 * next one, so the screen asks again every few seconds and right after each window turns — the
 * code on screen is never older than its window. Also follows the live signed-in count
 * (countActivitySignedIn, GET /activity/participants {id, signed: 1} → total). `secondsLeft` counts
 * down to the next code.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { QR_WINDOW_SECONDS } from '../../../../common/activities';
import type { ActivityDataProvider, QrToken } from '../../../dataProvider/activities';
import { serverError } from '../../shared/serverError';

export type { QrToken };

export const QR_POLL_MS = 5000;

/** Milliseconds until the next 30-second window starts. */
export function msToNextWindow(now: number): number {
  const w = QR_WINDOW_SECONDS * 1000;
  return w - (now % w);
}

/**
 * Milliseconds from `at` until the token after `token` (its refreshIn; otherwise the end of the
 * 30-second window, or expiresIn when that is sooner).
 */
export function nextTokenMs(token: QrToken | null | undefined, at: number): number {
  if (token && Number.isFinite(Number(token.refreshIn)) && Number(token.refreshIn) > 0) return Number(token.refreshIn) * 1000;
  return Math.min(msToNextWindow(at), Math.max(1, Number(token?.expiresIn ?? QR_WINDOW_SECONDS)) * 1000);
}

export interface RotatingQr {
  qr: QrToken | null;
  /** The absolute address encoded in the QR. */
  link: string;
  secondsLeft: number;
  signedCount: number | null;
  error: string | null;
}

export function useRotatingQr(id: string, kind: 'in' | 'out', pollMs = QR_POLL_MS): RotatingQr {
  const dataProvider = useDataProvider<ActivityDataProvider>();
  // The provider may be rebuilt on navigation: the polling loop reads the latest without restarting.
  const provider = useRef(dataProvider);
  provider.current = dataProvider;
  const [qr, setQr] = useState<QrToken | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signedCount, setSignedCount] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const fetched = useRef<{ at: number; next: number; due: number } | null>(null);
  const busy = useRef(false);

  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const at = Date.now();
    try {
      const [token, signed] = await Promise.all([
        provider.current.getActivityQr(id, kind),
        provider.current.countActivitySignedIn(id).catch(() => null),
      ]);
      setQr(token);
      setError(null);
      if (signed !== null) setSignedCount(signed);
      // Ask again when the next token is due (right after the window turns), and at least every pollMs.
      const next = at + nextTokenMs(token, at);
      fetched.current = { at, next, due: Math.min(next + 300, at + pollMs) };
    } catch (e) {
      setQr(null);
      setError(serverError(e).text);
      fetched.current = { at, next: at, due: at + pollMs };
    } finally {
      busy.current = false;
    }
  }, [id, kind, pollMs]);

  useEffect(() => {
    fetched.current = null;
    setQr(null);
    void load();
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (fetched.current && t >= fetched.current.due) void load();
    }, 1000);
    return () => clearInterval(timer);
  }, [load]);

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const next = fetched.current && qr ? fetched.current.next : now;
  // Past the due time the next reply is on its way: count the new window meanwhile.
  const secondsLeft = Math.ceil((next > now ? next - now : msToNextWindow(now)) / 1000);
  return { qr, link: qr ? `${origin}${qr.url}` : '', secondsLeft, signedCount, error };
}
