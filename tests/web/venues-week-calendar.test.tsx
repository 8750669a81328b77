/**
 * The venue week calendar is kept by its page (场地预约): it shows the week holding the page's day
 * — after a booking, the booking's week — and its 上一周 / 本周 / 下一周 move that day.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { SiteWeek } from '../../common/venues';
import { WeekCalendar } from '../../src/resources/venues/WeekCalendar';
import { renderWithAdmin } from './shell-harness';

const week = (weekStart: string): SiteWeek => ({
  site: { id: 3, name: '大礼堂' } as SiteWeek['site'],
  weekStart,
  days: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((date, i) => ({ date, weekday: i + 1, open: { start: '08:00', end: '22:00' } })),
  bookings: [],
});

describe('WeekCalendar', () => {
  it('asks for the week of the day it is given, and moves that day with its buttons', async () => {
    const getSiteWeek = vi.fn(async () => week('2026-11-30'));
    const onDayChange = vi.fn();
    renderWithAdmin(<WeekCalendar siteId={3} day="2026-12-02" onDayChange={onDayChange} />, { dataProvider: testDataProvider({ getSiteWeek } as never) });
    await waitFor(() => expect(getSiteWeek).toHaveBeenCalledWith(3, '2026-12-02'));
    await screen.findByTestId('week-calendar');
    fireEvent.click(screen.getByRole('button', { name: '下一周' }));
    expect(onDayChange).toHaveBeenLastCalledWith('2026-12-07');
    fireEvent.click(screen.getByRole('button', { name: '上一周' }));
    expect(onDayChange).toHaveBeenLastCalledWith('2026-11-23');
    fireEvent.click(screen.getByRole('button', { name: '本周' }));
    expect(onDayChange).toHaveBeenLastCalledWith(undefined);
  });
});
