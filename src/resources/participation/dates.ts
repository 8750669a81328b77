/**
 * Compact time ranges for phone cards: the year is left out when both ends fall in the current
 * year, the second date when both ends are on the same day.
 */

/** @example shortRange('2026-11-30 15:00', '2026-11-30 19:00', 2026) → '11-30 15:00 – 19:00' */
export function shortRange(start: string | null | undefined, end: string | null | undefined, year = new Date().getFullYear()): string {
  if (!start || !end) return start || end || '-';
  const sameYear = start.slice(0, 4) === String(year) && end.slice(0, 4) === String(year);
  const cut = (t: string) => (sameYear ? t.slice(5) : t);
  if (start.slice(0, 10) === end.slice(0, 10)) return `${cut(start)} – ${end.slice(11)}`;
  return `${cut(start)} – ${cut(end)}`;
}
