/**
 * The capacity rule of publicity fields (issue 21), as a pure function (server and tests): on no
 * day may a field hold more approved applications than its capacity. Periods are days
 * 'YYYY-MM-DD', both ends included.
 */

/** The next day of 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included. */
export const daysBetween = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The busiest day of [from, to] among `periods` (clipped to it): how many periods cover it and the
 * first such day; {count 0, day from} when none overlaps.
 */
export function busiestDay(periods: readonly { startDate: string; endDate: string }[], from: string, to: string): { count: number; day: string } {
  const events: [string, number][] = [];
  for (const p of periods) {
    const s = p.startDate > from ? p.startDate : from;
    const e = p.endDate < to ? p.endDate : to;
    if (s > e) continue;
    events.push([s, 1], [nextDay(e), -1]);
  }
  // Ends before starts on the same day: a period ending the day before another starts does not overlap it.
  events.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  let count = 0;
  let best = { count: 0, day: from };
  for (const [day, delta] of events) {
    count += delta;
    if (count > best.count) best = { count, day };
  }
  return best;
}
