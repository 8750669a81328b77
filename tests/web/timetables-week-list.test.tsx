/**
 * The phone list of a week's classes (WeekGrid compact, 我的课表): a card per weekday with its
 * classes in order, a weekday without classes says so for that day, a free weekend is left out.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TimetableEntryRow } from '../../common/timetables';
import { WeekGrid } from '../../src/resources/timetables/WeekGrid';
import { renderWithAdmin } from './shell-harness';

const entry = (over: Partial<TimetableEntryRow>): TimetableEntryRow => ({
  id: 1, userId: 7, code: '2021000001', name: '林毅坤', collegeName: null, className: null, weekday: 1, startPeriod: 1, endPeriod: 2,
  startTime: '08:00', endTime: '09:40', weeks: [13], weeksText: '13', courseName: '高等数学', place: '教学楼A101', teacherName: '王建国', ...over,
});
const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

describe('WeekGrid on a phone', () => {
  it('lists each weekday, says a day without classes has none, and leaves out a free weekend', async () => {
    renderWithAdmin(<WeekGrid compact days={days} entries={[entry({}), entry({ id: 2, weekday: 3, courseName: '大学物理', startTime: '10:00', endTime: '11:40' })]} />);
    const list = await screen.findByTestId('week-list');
    const cards = within(list).getAllByText(/^周[一二三四五六日] \d\d-\d\d$/).map((h) => h.textContent);
    expect(cards).toEqual(['周一 11-23', '周二 11-24', '周三 11-25', '周四 11-26', '周五 11-27']);
    expect(within(list).getByText('高等数学')).toBeInTheDocument();
    expect(within(list).getByText('大学物理')).toBeInTheDocument();
    expect(within(list).getAllByText('这天没有课')).toHaveLength(3);
  });
});
