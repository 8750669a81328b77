/**
 * The timetable rules both halves apply (common/timetables.ts, issue 20): week sets as written in
 * timetables, the term week of a date, clock minutes, and the import's weekday and period cells.
 */
import { describe, expect, it } from 'vitest';
import { dayOfTermWeek, formatWeeks, hhmm, minutesOf, parseWeeks, termWeekCount, termWeekOf, weekdayOfDay } from '../../common/timetables.js';
import { periodsOf, weekdayOf } from '../../server/modules/timetables/import.js';

describe('week sets', () => {
  it('reads ranges, lists, odd and even weeks, and refuses the malformed', () => {
    expect(parseWeeks('1-16')).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(parseWeeks('1-15单')).toEqual([1, 3, 5, 7, 9, 11, 13, 15]);
    expect(parseWeeks('2-8双周')).toEqual([2, 4, 6, 8]);
    expect(parseWeeks('1-3，5、7')).toEqual([1, 2, 3, 5, 7]);
    expect(parseWeeks('3-1')).toBeNull();
    expect(parseWeeks('1-21', 20)).toBeNull();
    expect(parseWeeks('第一周')).toBeNull();
    expect(parseWeeks('')).toBeNull();
  });

  it('writes them back as the shortest ranges', () => {
    expect(formatWeeks([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12])).toBe('1-8,10-12');
    expect(formatWeeks([1, 3, 5])).toBe('1,3,5');
    expect(parseWeeks(formatWeeks([2, 3, 4, 9]))).toEqual([2, 3, 4, 9]);
  });
});

describe('term weeks', () => {
  // 2026-09-01 is a Tuesday: week 1 runs Monday 08-31 to Sunday 09-06.
  it('counts weeks from the Monday of the first day', () => {
    expect(weekdayOfDay('2026-09-01')).toBe(2);
    expect(termWeekOf('2026-09-01', '2026-09-06')).toBe(1);
    expect(termWeekOf('2026-09-01', '2026-09-07')).toBe(2);
    expect(termWeekOf('2026-09-01', '2026-11-20')).toBe(12);
    expect(dayOfTermWeek('2026-09-01', 3, 3)).toBe('2026-09-16');
    expect(termWeekCount('2026-09-01', '2027-01-15')).toBe(20);
  });
});

describe('import cells', () => {
  it('reads clock times, weekdays and periods as written', () => {
    expect([minutesOf('08:00'), minutesOf('8:05'), minutesOf('24:00'), minutesOf('25:00'), minutesOf('8点')]).toEqual([480, 485, 1440, null, null]);
    expect(hhmm(605)).toBe('10:05');
    expect(['3', '三', '周三', '星期日', '礼拜天', '8', 'Wed'].map(weekdayOf)).toEqual([3, 3, 3, 7, 7, null, null]);
    expect(['1-2', '第3-4节', '5', '12-13', '2-1'].map(periodsOf)).toEqual([[1, 2], [3, 4], [5, 5], null, null]);
  });
});
