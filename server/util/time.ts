/** Date formatting for the wire: 'YYYY-MM-DD HH:mm:ss' in China Standard Time, as the clients show it. */
const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function formatDateTime(date: Date | null | undefined): string | null {
  if (!date) return null;
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** 'YYYY-MM-DD HH:mm' in China Standard Time (activity times on the wire, issue 4). */
export function formatMinute(date: Date): string;
export function formatMinute(date: Date | null | undefined): string | null;
export function formatMinute(date: Date | null | undefined): string | null {
  return date ? formatDateTime(date)!.slice(0, 16) : null;
}

/**
 * A wire time → Date, or null when it is not one: 'YYYY-MM-DD HH:mm[:ss]' (or with a 'T') is read
 * in China Standard Time; an ISO string with 'Z' or an offset keeps its zone.
 */
export function parseWireTime(text: string): Date | null {
  const s = text.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(s);
  if (!m) return null;
  const [, y, mo, d, h, mi, sec, zone] = m;
  if (+mo < 1 || +mo > 12 || +d < 1 || +d > 31 || +h > 23 || +mi > 59 || +(sec ?? 0) > 59) return null;
  const date = zone ? new Date(s.replace(' ', 'T')) : new Date(`${y}-${mo}-${d}T${h}:${mi}:${sec ?? '00'}+08:00`);
  if (Number.isNaN(date.getTime())) return null;
  // Reject 2026-02-31 and the like (Date rolls them over).
  if (!zone && formatDateTime(date)!.slice(0, 10) !== `${y}-${mo}-${d}`) return null;
  return date;
}
