/**
 * Value-axis ticks of the charts: counts (whole numbers) up to 5 get every whole number, since five
 * evenly spaced ticks would read 0, 0.5, 1, 1.5 people; anything else gets about five ticks chosen
 * by nivo. `values` are the heights drawn (a stacked bar's total); `maxValue` a fixed top.
 */
export function countTicks(values: readonly number[], maxValue?: number): number | number[] {
  if (!values.every(Number.isInteger)) return 5;
  const top = maxValue ?? Math.max(0, ...values);
  if (top > 5) return 5;
  return Array.from({ length: Math.max(1, Math.ceil(top)) + 1 }, (_, i) => i);
}
