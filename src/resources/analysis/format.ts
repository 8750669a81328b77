/**
 * Figures of the /analysis pages: rates as '37.50%' (the server sends '37.50'), the overall rate of
 * a set of rows computed like the server's (integers, half up), hours with two decimals (spec §9).
 */

/** A server rate ('37.5' or '37.50') as '37.50%'; '-' when absent. */
export function percentText(rate: string | number | null | undefined): string {
  const n = Number(rate);
  if (rate === null || rate === undefined || rate === '' || !Number.isFinite(n)) return '-';
  return `${n.toFixed(2)}%`;
}

/**
 * part / of as a percentage with two decimals, exact (integers, rounded half up), '0.00' when `of`
 * is 0 — the server's definition (server/modules/dashboard/access.ts rate()).
 *
 * @example rateOf(3, 8) → '37.50'
 */
export function rateOf(part: number, of: number): string {
  if (!(of > 0)) return '0.00';
  const h = Math.floor((part * 10000 * 2 + of) / (2 * of));
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}

/** Hours with two decimals ('12.5' → '12.50'); '-' when absent. */
export function hoursText(value: string | number | null | undefined): string {
  const n = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '-';
  return n.toFixed(2);
}

/** A chart value from a decimal string (NaN → 0). */
export const num = (value: string | number | null | undefined): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/**
 * Value text of the rate charts: '37.50%', whole numbers without decimals ('100%') so that the
 * value axis ticks (0–100 by 20) fit the chart's left margin.
 */
export const percentFormat = (v: number) => (Number.isInteger(v) ? `${v}%` : `${v.toFixed(2)}%`);
