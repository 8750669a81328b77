/**
 * The class-time clash warning of the activity form (issue 20): editing an activity asks POST
 * /timetable/clash with its time and id, shows "N 名学生在该时段有课" with who was counted, and 查看名单
 * lists the students with their clashing classes; no time, no question.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { ClashResult } from '../../common/timetables';
import { LaunchPage } from '../../src/resources/activities/launch/LaunchPage';
import { clashQueryOf } from '../../src/resources/timetables/ClassClashWarning';
import { activityDetail, organiserModules } from './activities-fixtures';
import { renderWithAdmin } from './shell-harness';

const checkClassClash = vi.fn(); // POST /timetable/clash
const getActivityOptions = vi.fn(); // GET /activity/options
const getOne = vi.fn(); // GET /activity/detail

const result: ClashResult = {
  basis: 'enrolled', participants: 30, count: 2,
  list: [
    { userId: 1, code: '2021000001', name: '林同学', collegeName: '计算机学院', className: '计科2101', classes: [{ day: '2026-11-30', weekday: 1, startTime: '08:00', endTime: '09:40', courseName: '高等数学', place: 'A101' }] },
    { userId: 2, code: '2021000002', name: '王同学', collegeName: '计算机学院', className: null, classes: [{ day: '2026-11-30', weekday: 1, startTime: '08:00', endTime: '09:40', courseName: '大学英语', place: '' }] },
  ],
};

beforeEach(() => {
  for (const fn of [checkClassClash, getActivityOptions, getOne]) fn.mockReset();
  getActivityOptions.mockResolvedValue({ organizations: [{ id: 3, name: '青年志愿者协会' }], flows: [], classifies: [], administrators: [], colleges: [] });
  getOne.mockImplementation(async () => ({ data: activityDetail({ status: 3, actions: ['edit'] }) }));
  checkClassClash.mockResolvedValue(result);
});

describe('ClassClashWarning', () => {
  it('warns with the count of an edited activity and lists the students on click', async () => {
    const dataProvider = testDataProvider({ getActivityOptions, getOne, checkClassClash } as never);
    renderWithAdmin(<LaunchPage mode="edit" />, { path: '/communist/activity/launch?id=7', modules: organiserModules, dataProvider });
    // The first render compiles react-admin's pages, then the form, then asks.
    const warning = await screen.findByTestId('class-clash', {}, { timeout: 10000 });
    expect(warning.textContent).toContain('2 名学生在该时段有课');
    expect(warning.textContent).toContain('已报名 30 人');
    const detail = activityDetail({ status: 3, actions: ['edit'] });
    expect(checkClassClash).toHaveBeenCalledWith({ startTime: detail.startTime.slice(0, 16), endTime: detail.endTime.slice(0, 16), activityId: 7 });
    fireEvent.click(within(warning).getByRole('button', { name: '查看名单' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('林同学')).toBeTruthy();
    expect(within(dialog).getByText(/2026-11-30 周一 08:00-09:40 大学英语/)).toBeTruthy();
  });

  it('asks nothing until both times are set and in order', () => {
    expect(clashQueryOf({ startTime: '2026-11-30 08:30', endTime: '' })).toBeNull();
    expect(clashQueryOf({ startTime: '2026-11-30 10:00', endTime: '2026-11-30 09:00' })).toBeNull();
    expect(clashQueryOf({ startTime: '2026-11-30T08:30', endTime: '2026-11-30T09:30', activityLevel: 2, collegeId: 5 })).toEqual({ startTime: '2026-11-30 08:30', endTime: '2026-11-30 09:30', collegeId: 5 });
    expect(clashQueryOf({ startTime: '2026-11-30 08:30', endTime: '2026-11-30 09:30', activityLevel: 1, collegeId: 5 }, 9)).toEqual({ startTime: '2026-11-30 08:30', endTime: '2026-11-30 09:30', activityId: 9 });
  });
});
