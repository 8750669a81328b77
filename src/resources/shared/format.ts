/**
 * Display helpers for numbers (spec §5 "Hours and scores display with decimals from setting
 * hoursUnit (or decimalPlaces)", §9 "hours shown with 2 decimals").
 */

/** Default decimal places for hours and scores when the school has no setting. */
export const DEFAULT_DECIMAL_PLACES = 2;

/** Clamps a stored decimal-places setting to 0..4, defaulting to 2. */
export function decimalPlaces(setting: string | number | null | undefined): number {
  const places = Number(setting);
  if (setting === null || setting === undefined || setting === '' || !Number.isInteger(places)) {
    return DEFAULT_DECIMAL_PLACES;
  }
  return Math.max(0, Math.min(4, places));
}

/**
 * Formats a numeric value (the API sends numerics as strings) with `places` decimals; a value that
 * is not a number is shown as '-'.
 *
 * @example formatDecimal('12.5', 2) → '12.50'
 */
export function formatDecimal(value: string | number | null | undefined, places: number): string {
  if (value === null || value === undefined || value === '') return '-';
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(places) : '-';
}

/** A numeric value without forced decimals ('100.00' → '100', '98.5' → '98.5'); '-' when absent. */
export function formatPlain(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : '-';
}
