/** The ticking clock shared by the header (spec §2, §9 "Header clock 1 second") and the wall display's title bar. */
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatClock } from './clock';

/**
 * The current time re-read every `intervalMs` (ms): `now`, its local 'yyyy-MM-dd HH:mm:ss' `text`
 * and its translated `weekday` (星期日 … 星期六).
 */
export function useClock(intervalMs: number): { now: Date; text: string; weekday: string } {
  const translate = useTranslate();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  const { text, weekday } = formatClock(now);
  return { now, text, weekday: translate(`shell.weekdays.${weekday}`) };
}
