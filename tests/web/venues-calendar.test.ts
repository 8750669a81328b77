/**
 * The logic of the venue pages (issue 19): the week grid spans the venue's opening hours, opening
 * hours read as grouped weekday runs, and the booking form sends 'YYYY-MM-DD HH:mm' times.
 */
import { describe, expect, it } from 'vitest';
import { gridHours, laneLayout, plusDays } from '../../src/resources/venues/WeekCalendar';
import { groupHours } from '../../src/resources/venues/OpenHoursText';
import { bookingInput } from '../../src/resources/venues/BookingForm';

const day = (weekday: number, open: [string, string] | null) => ({ date: plusDays('2026-11-23', weekday - 1), weekday, open: open ? { start: open[0], end: open[1] } : null });

describe('the week grid', () => {
  it('spans the earliest opening to the latest closing, rounded out to whole hours', () => {
    expect(gridHours({ days: [day(1, ['08:30', '18:00']), day(2, ['07:00', '21:30']), day(7, null)] })).toEqual([7, 22]);
    expect(gridHours({ days: [day(1, null)] })).toEqual([8, 22]);
  });

  it('puts overlapping bookings side by side and reuses a lane once it is free', () => {
    const b = (id: number, from: string, to: string) => ({ id, startTime: `2026-11-28 ${from}`, endTime: `2026-11-28 ${to}` });
    const { lane, lanes } = laneLayout([b(1, '10:00', '12:00'), b(2, '11:00', '13:00'), b(3, '12:00', '14:00')]);
    expect([lane.get(1), lane.get(2), lane.get(3), lanes]).toEqual([0, 1, 0, 2]);
    expect(laneLayout([]).lanes).toBe(1);
  });

  it('moves by whole days across months and years', () => {
    expect(plusDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(plusDays('2027-01-03', -7)).toBe('2026-12-27');
  });
});

describe('opening hours text', () => {
  it('groups consecutive weekdays with the same window', () => {
    const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })).concat([{ weekday: 7, start: '09:00', end: '12:00' }]);
    expect(groupHours(hours)).toEqual([{ from: 1, to: 5, start: '08:00', end: '18:00' }, { from: 7, to: 7, start: '09:00', end: '12:00' }]);
    expect(groupHours([])).toEqual([]);
  });
});

describe('the booking form', () => {
  it('sends the day with each time, trimmed texts, and leaves out an empty activity and remarks', () => {
    expect(bookingInput(3, { date: '2026-12-01', start: '10:00', end: '12:30', purpose: ' 班会 ', attendees: 40, contactName: '李老师', contactPhone: '13800138000', remarks: '' })).toEqual({
      siteId: 3, startTime: '2026-12-01 10:00', endTime: '2026-12-01 12:30', purpose: '班会', attendees: 40, contactName: '李老师', contactPhone: '13800138000',
    });
    expect(bookingInput(3, { date: '2026-12-01', start: '10:00', end: '11:00', activityId: 9 })).toMatchObject({ activityId: 9 });
  });
});
