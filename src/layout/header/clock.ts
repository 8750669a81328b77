/** The header clock's text (spec §2 "a clock updating every second", §9 "Header clock 1 second"). */

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Formats a date as 'yyyy-MM-dd HH:mm:ss' in local time, plus its weekday (0 Sunday … 6 Saturday)
 * for the caller to translate (星期日 … 星期六).
 *
 * @example formatClock(new Date(2024, 8, 2, 8, 5, 9)) → { text: '2024-09-02 08:05:09', weekday: 1 }
 */
export function formatClock(date: Date): { text: string; weekday: number } {
  const text =
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return { text, weekday: date.getDay() };
}
