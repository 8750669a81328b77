/**
 * Chart label shortening of spec §9 "chart axis labels truncated at 3, 4 or 6 characters; radar
 * names over 8 characters shortened to 7 plus ellipsis; formatter names over 6 shortened to 5".
 * Counted in characters (code points), so a Chinese name of 8 characters is 8, not 16 bytes.
 */

/** The three axis-label limits of §9. */
export const AXIS_LABEL_LIMITS = [3, 4, 6] as const;
export type AxisLabelLimit = (typeof AXIS_LABEL_LIMITS)[number];
/** Radar axis names longer than this are shortened to RADAR_NAME_KEEP characters + '…'. */
export const RADAR_NAME_MAX = 8;
export const RADAR_NAME_KEEP = 7;
/** Legend / tooltip formatter names longer than this are shortened to FORMATTER_NAME_KEEP + '…'. */
export const FORMATTER_NAME_MAX = 6;
export const FORMATTER_NAME_KEEP = 5;

const ELLIPSIS = '…';

/** `name` cut to `keep` characters plus '…' when it has more than `max` characters. */
export function shorten(name: string, max: number, keep = max): string {
  const chars = Array.from(name ?? '');
  return chars.length > max ? chars.slice(0, keep).join('') + ELLIPSIS : chars.join('');
}

/**
 * The axis limit for a category axis of `count` labels: 6 characters when there are few (≤ 6),
 * 4 for a medium axis (≤ 10) and 3 for a crowded one, so the labels never overlap.
 */
export function axisLabelLimit(count: number): AxisLabelLimit {
  if (count <= 6) return 6;
  if (count <= 10) return 4;
  return 3;
}

/** An axis label shortened to `limit` characters (+ '…'). @example axisLabel('马克思主义学院', 4) → '马克思主…' */
export function axisLabel(name: string, limit: AxisLabelLimit): string {
  return shorten(name, limit);
}

/** A radar axis name: over 8 characters → first 7 + '…'. @example radarName('创新创业与科技竞赛') → '创新创业与科技…' */
export function radarName(name: string): string {
  return shorten(name, RADAR_NAME_MAX, RADAR_NAME_KEEP);
}

/** A legend or tooltip name: over 6 characters → first 5 + '…'. @example formatterName('青年志愿者协会') → '青年志愿者…' */
export function formatterName(name: string): string {
  return shorten(name, FORMATTER_NAME_MAX, FORMATTER_NAME_KEEP);
}
