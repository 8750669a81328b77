/**
 * The shell's data-provider methods (issue 15): the menu counts, the dashboard and the student home
 * reach their routes of spec §7 with their params. Their pages ask silently (spec §8 "Dashboard
 * data calls with failed code: silently ignored, no message"), which dashboard-charts and
 * student-home check.
 */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider, type DataClient } from '../../src/dataProvider';

function fakeClient(reply: unknown) {
  const get = vi.fn(async () => reply);
  const post = vi.fn(async () => reply);
  return { dp: createDataProvider({ get, post } as unknown as DataClient), get, post };
}

describe('shell methods', () => {
  it('getShellUnreadCounts → GET /system/unreac/count', async () => {
    const { dp, get } = fakeClient([{ path: '/usermng', count: 3 }]);
    await expect(dp.getShellUnreadCounts()).resolves.toEqual([{ path: '/usermng', count: 3 }]);
    expect(get).toHaveBeenCalledWith('/system/unreac/count');
  });

  it('getDashboardData → GET the widget path with its params', async () => {
    const { dp, get } = fakeClient({ list: [], total: 0 });
    await dp.getDashboardData('/school/students', { status: 1, current: 2, size: 10 });
    expect(get).toHaveBeenCalledWith('/school/students', { status: 1, current: 2, size: 10 });
    await dp.getDashboardData('/index/statistics/info');
    expect(get).toHaveBeenLastCalledWith('/index/statistics/info', {});
  });

  it.each([
    ['getMyStudentInfo', '/student/info'],
    ['getMyActivitySummary', '/student/activity/list'],
    ['getMyHoursSummary', '/student/hours/summary'],
  ] as const)('%s → GET %s', async (method, path) => {
    const { dp, get } = fakeClient({ total: '8.00' });
    await expect(dp[method]()).resolves.toEqual({ total: '8.00' });
    expect(get).toHaveBeenCalledWith(path, {});
  });

  it('getMyClassifyAchievements → GET /achievement/by-classify-list; [] for an empty reply', async () => {
    const { dp, get } = fakeClient(null);
    await expect(dp.getMyClassifyAchievements()).resolves.toEqual([]);
    expect(get).toHaveBeenCalledWith('/achievement/by-classify-list', {});
  });
});
