/**
 * Which home staff see and the dashboard layouts by school (spec §2: '/' and '/dashboard' show the
 * admin dashboard to holders of the '/dashboard' module; "Layout by school: 10341 hides one time
 * chart and shows extra panels; 10710 swaps in a compliance-rate chart and an activity-status
 * chart"): the pure layout function, then each layout rendered.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dashboard } from '../../src/resources/dashboard/Dashboard';
import { Home } from '../../src/resources/dashboard/Home';
import { dashboardLayout } from '../../src/resources/dashboard/layout';
import en from '../../src/i18n/en/dashboard';
import zh from '../../src/i18n/zh-CN/dashboard';
import { dashboardModules, overviewModules, serveDashboard, signInStaff } from './dashboard-fixtures';
import type { SeenRequest } from './auth-helpers';
import { dataProvider } from '../../src/dataProvider';
import { renderWithAdmin } from './shell-harness';

configure({ asyncUtilTimeout: 10000 });

const ids = (schoolId: string | number) => dashboardLayout(schoolId).map((w) => w.id);
const DEFAULT = ['counters', 'notices', 'needDealt', 'realtime', 'reachRate', 'ranking', 'week', 'classifyPie', 'classifyRadar', 'volunteer', 'credit', 'awards', 'colleges'];

describe('dashboardLayout', () => {
  it('gives every other school all the widgets of spec §2, counters first', () => {
    expect(ids('10001')).toEqual(DEFAULT);
    expect(ids(10002)).toEqual(DEFAULT);
    expect(ids('')).toEqual(DEFAULT);
  });

  it('10341: no 7-day chart; 本学期学院活动 and the teacher pending table as panels of their own', () => {
    const layout = ids('10341');
    expect(layout).not.toContain('week');
    expect(layout).toEqual(expect.arrayContaining(['collegesTerm', 'pendingTable']));
    expect(layout.filter((id) => !['collegesTerm', 'pendingTable'].includes(id))).toEqual(DEFAULT.filter((id) => id !== 'week'));
  });

  it('10710: 年级达标率 and 活动状态分布 instead of the 7-day chart and the pie', () => {
    const layout = ids(10710);
    expect(layout).not.toContain('week');
    expect(layout).not.toContain('classifyPie');
    expect(layout.indexOf('gradeReach')).toBe(DEFAULT.indexOf('week'));
    expect(layout.indexOf('activityStatus')).toBe(DEFAULT.indexOf('classifyPie'));
  });

  it('fills whole rows of the 12-column grid', () => {
    for (const school of ['10001', '10341', '10710']) {
      let used = 0;
      for (const w of dashboardLayout(school)) {
        if (used + w.span > 12) throw new Error(`${school}: ${w.id} overflows a row`);
        used = (used + w.span) % 12;
      }
      expect(used, school).toBe(0);
    }
  });
});

describe('rendered layouts', () => {
  let seen: SeenRequest[];
  beforeEach(() => {
    seen = serveDashboard();
  });

  it('10341 shows the term college table and the pending panel, no 7-day chart', async () => {
    signInStaff('10341');
    const { location } = renderWithAdmin(<Dashboard />, { modules: dashboardModules, path: '/dashboard', dataProvider });
    const term = await screen.findByTestId('widget-collegesTerm');
    expect(within(term).getByText('本学期学院活动')).toBeInTheDocument();
    expect(await within(term).findByText('外国语学院')).toBeInTheDocument();
    const pending = screen.getByTestId('widget-pendingTable');
    expect(within(pending).getByText('教师待办')).toBeInTheDocument();
    const row = (await within(pending).findByText('秋季运动会')).closest('tr')!;
    expect(within(row).getByText('结项审核')).toBeInTheDocument();
    fireEvent.click(row);
    await waitFor(() => expect(location().pathname).toBe('/proceeding/wait/activity/report/auditing'));
    expect(screen.queryByTestId('widget-week')).toBeNull();
    expect(screen.queryByText('近7日活动')).toBeNull();
    expect(seen.some((r) => r.path === '/index/week/activity/count')).toBe(false);
  });

  it('10710 shows 年级达标率 and 活动状态分布 instead of the 7-day chart and the pie', async () => {
    signInStaff('10710');
    renderWithAdmin(<Dashboard />, { modules: dashboardModules, path: '/dashboard', dataProvider });
    const grades = await screen.findByTestId('widget-gradeReach');
    expect(within(grades).getByText('年级达标率')).toBeInTheDocument();
    expect(await within(grades).findByTestId('bar-2023-reachRate', {}, { timeout: 15000 })).toBeInTheDocument();
    const status = screen.getByTestId('widget-activityStatus');
    expect(within(status).getByText('活动状态分布')).toBeInTheDocument();
    expect(await within(status).findByTestId('slice-12', {}, { timeout: 15000 })).toHaveTextContent('已完成');
    // Statuses without activities are left out of the donut.
    expect(within(status).queryByTestId('slice-4')).toBeNull();
    expect(screen.queryByTestId('widget-week')).toBeNull();
    expect(screen.queryByTestId('widget-classifyPie')).toBeNull();
    expect(seen.some((r) => r.path === '/activity/classify/lists')).toBe(false);
  });
});

describe('Home for staff', () => {
  beforeEach(() => {
    serveDashboard();
    signInStaff();
  });

  it('shows the dashboard to holders of /dashboard', async () => {
    renderWithAdmin(<Home />, { modules: dashboardModules, dataProvider });
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
    expect(await screen.findByTestId('counter-studentCount-value')).toHaveTextContent('12,873');
    expect(screen.getByTestId('welcome-name')).toHaveTextContent('您好，王老师');
    expect(screen.queryByTestId('overview')).toBeNull();
  });

  it('keeps the overview (welcome card and quick links) for staff without it', async () => {
    renderWithAdmin(<Home />, { modules: overviewModules, dataProvider });
    expect(await screen.findByTestId('overview')).toBeInTheDocument();
    expect(await screen.findByTestId('quick-link-2')).toHaveTextContent('用户管理');
    expect(screen.queryByTestId('dashboard')).toBeNull();
  });
});

describe('messages', () => {
  it('has the same dashboard keys in zh-CN and en, none empty in zh-CN', () => {
    const entries = (o: unknown, p = ''): [string, unknown][] =>
      o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => entries(v, p ? `${p}.${k}` : k)) : [[p, o]];
    expect(entries(en).map(([k]) => k).sort()).toEqual(entries(zh).map(([k]) => k).sort());
    expect(entries(zh).filter(([, v]) => typeof v !== 'string' || v === '')).toEqual([]);
    expect(zh.dashboard.loading).toBe('数据准备中，请稍候…');
    expect(zh.dashboard.needDealt.empty).toBe('暂无待办事项');
  });
});
