/**
 * The calendar rules of sign tasks (common/signTasks.ts), shared by the server's check-in and the
 * pages: which days are sign days, what a one-off task's occurrence is, the streak, the phase, and
 * the China clock whatever the machine's zone.
 */
import { describe, expect, it } from 'vitest';
import { addDay, chinaClock, isSignDay, isoWeekday, occurrenceOf, occurrencesUntil, signPhase, streakOf, type SignSchedule } from '../../common/signTasks';

const daily: SignSchedule = { frequency: 1, weekdays: [], startDate: '2026-11-20', endDate: '2026-11-30', windowStart: '06:30', windowEnd: '08:00' };
const weekly: SignSchedule = { ...daily, frequency: 2, weekdays: [1, 3, 5] };
const once: SignSchedule = { ...daily, frequency: 3 };

describe('sign-task calendar', () => {
  it('counts days across months and knows ISO weekdays', () => {
    expect(addDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('takes sign days inside the period only, weekly ones on their weekdays', () => {
    expect(isSignDay(daily, '2026-11-19')).toBe(false);
    expect(isSignDay(daily, '2026-11-30')).toBe(true);
    expect(occurrencesUntil(weekly, '2026-11-30')).toEqual(['2026-11-20', '2026-11-23', '2026-11-25', '2026-11-27', '2026-11-30']);
    expect(occurrenceOf(once, '2026-11-25')).toBe('2026-11-20');
    expect(occurrencesUntil(once, '2026-11-25')).toEqual(['2026-11-20']);
  });

  it('counts the streak back from the latest sign day, today not yet checked keeping it', () => {
    const checked = new Set(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(streakOf(daily, checked, '2026-11-25')).toBe(3);
    expect(streakOf(daily, checked, '2026-11-26')).toBe(0);
    expect(streakOf(weekly, new Set(['2026-11-23', '2026-11-25']), '2026-11-26')).toBe(2);
  });

  it('places a task at a day and reads the clock in China time', () => {
    expect(signPhase({ status: 1, startDate: '2026-11-20', endDate: '2026-11-30' }, '2026-11-19')).toBe('upcoming');
    expect(signPhase({ status: 1, startDate: '2026-11-20', endDate: '2026-11-30' }, '2026-12-01')).toBe('ended');
    expect(signPhase({ status: 2, startDate: '2026-11-20', endDate: '2026-11-30' }, '2026-11-25')).toBe('cancelled');
    expect(chinaClock(new Date('2026-11-26T23:30:00Z'))).toBe('07:30');
  });
});
