/**
 * The admin dashboard's charts and its loading and failure behaviour (spec §2 reach-rate chart,
 * 7-day chart, pie 第二课堂活动比率, radar 各类型活动平均 with 平均学时 / 最高学时 and its five default
 * categories, loading overlay 'data is being prepared, please wait'; §8 failed dashboard calls are
 * silent; §9 overlay closes after 500 ms).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { setNotifier } from '../../src/dataProvider/notify';
import { Dashboard } from '../../src/resources/dashboard/Dashboard';
import { OVERLAY_CLOSE_MS } from '../../src/resources/dashboard/LoadingOverlay';
import type { Handler, SeenRequest } from './auth-helpers';
import { dashboardModules, dashboardRoutes, serveDashboard, signInStaff, statistics } from './dashboard-fixtures';
import { dataProvider } from '../../src/dataProvider';
import { renderWithAdmin } from './shell-harness';

configure({ asyncUtilTimeout: 10000 });

let seen: SeenRequest[];
beforeEach(() => {
  signInStaff();
  seen = serveDashboard();
});
afterEach(() => setNotifier(null));

const render = () => renderWithAdmin(<Dashboard />, { modules: dashboardModules, path: '/dashboard', dataProvider });
const widget = (id: string) => screen.getByTestId(`widget-${id}`);

describe('学时达标率', () => {
  it('draws a bar per college; after choosing a grade a bar opens the warning list of that college and grade', async () => {
    const { location } = render();
    const chart = widget('reachRate');
    expect(await within(chart).findByTestId('bar-11-reachRate', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(within(chart).getByTestId('bar-12-reachRate')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/college/reach/rate/list')!.params).toEqual({});

    fireEvent.mouseDown(within(chart).getByRole('combobox', { name: '年级' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['全部年级', '2022级', '2023级']);
    fireEvent.click(screen.getByRole('option', { name: '2023级' }));
    await waitFor(() => expect(seen.filter((r) => r.path === '/college/reach/rate/list').at(-1)!.params).toEqual({ grade: '2023' }));

    fireEvent.click(await within(chart).findByTestId('bar-12-reachRate'));
    await waitFor(() => expect(location().pathname).toBe('/analysis/warning/list'));
    expect(location().search).toBe('?id=12&gradeid=2023');
  });

  it('with all grades a bar opens the warning list with an empty grade', async () => {
    const { location } = render();
    fireEvent.click(await within(widget('reachRate')).findByTestId('bar-11-reachRate', {}, { timeout: 15000 }));
    await waitFor(() => expect(location().pathname).toBe('/analysis/warning/list'));
    expect(location().search).toBe('?id=11&gradeid=');
  });

  it('the tooltip gives the students reaching the requirement of all', async () => {
    render();
    const bar = await within(widget('reachRate')).findByTestId('bar-11-reachRate', {}, { timeout: 15000 });
    fireEvent.mouseEnter(bar.querySelector('rect')!);
    expect(await screen.findByText('达标 150/400 人')).toBeInTheDocument();
    expect(screen.getByText('达标率：37.50%')).toBeInTheDocument();
  });
});

describe('the other charts', () => {
  it('the radar has the legend 平均学时 and 最高学时 over the modules of the call', async () => {
    render();
    const radar = widget('classifyRadar');
    expect(await within(radar).findByText('平均学时', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(within(radar).getByText('最高学时')).toBeInTheDocument();
    for (const name of ['思想素养', '社会实践', '志愿公益']) expect(within(radar).getByText(name)).toBeInTheDocument();
    expect(within(radar).queryByText('创新创业')).toBeNull();
  });

  it('the radar shows the five default modules when the call returns nothing', async () => {
    serveDashboard({ 'GET /activity/classify/hoursAvg': () => ({ code: 0, data: [] }) });
    render();
    const radar = widget('classifyRadar');
    expect(await within(radar).findByText('平均学时', {}, { timeout: 15000 })).toBeInTheDocument();
    for (const name of ['思想素养', '文化活动', '技能特长', '志愿公益', '创新创业']) expect(within(radar).getByText(name)).toBeInTheDocument();
  });

  it('the pie lists the modules, long names shortened (§9 formatter names)', async () => {
    render();
    const pie = widget('classifyPie');
    expect(await within(pie).findByTestId('slice-志愿公益', {}, { timeout: 15000 })).toHaveTextContent('34');
    expect(within(pie).getByTestId('slice-创新创业与科技竞赛')).toHaveTextContent('创新创业与…');
  });

  it('the 7-day chart runs over the days of the call', async () => {
    render();
    const chart = widget('week');
    expect(await within(chart).findByText('11-14', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(within(chart).getByText('11-20')).toBeInTheDocument();
    for (const name of ['待审核', '进行中', '待结项']) expect(within(chart).getAllByText(name).length).toBeGreaterThan(0);
  });
});

describe('loading and failures', () => {
  it('shows 数据准备中，请稍候… until 500 ms after the calls settle', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const statisticsHandler = dashboardRoutes()['GET /index/statistics/info'];
    serveDashboard({ 'GET /index/statistics/info': async (req) => (await held, statisticsHandler(req)) });
    render();
    expect(screen.getByText('数据准备中，请稍候…')).toBeInTheDocument();
    // Other figures arrive; the overlay waits for the last call.
    await within(widget('volunteer')).findByText('青年志愿者协会');
    await new Promise((r) => setTimeout(r, OVERLAY_CLOSE_MS + 200));
    expect(screen.getByText('数据准备中，请稍候…')).toBeInTheDocument();
    const settled = Date.now();
    release();
    await screen.findByText(statistics.studentCount.toLocaleString('en-US'));
    expect(screen.getByText('数据准备中，请稍候…')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByText('数据准备中，请稍候…'));
    expect(Date.now() - settled).toBeGreaterThanOrEqual(OVERLAY_CLOSE_MS - 50);
  });

  it('failed calls show no toast: each widget shows its empty state and the overlay still closes', async () => {
    const notifier = vi.fn();
    setNotifier(notifier);
    const failing: Record<string, Handler> = Object.fromEntries(
      Object.keys(dashboardRoutes()).map((route, i) => [route, () => (i % 2 ? 'network-error' : { code: 50000, msg: '服务器内部错误' })]),
    );
    serveDashboard(failing);
    render();
    await waitForElementToBeRemoved(() => screen.queryByText('数据准备中，请稍候…'));
    expect(screen.getByTestId('counter-studentCount-value')).toHaveTextContent('-');
    expect(within(widget('needDealt')).getByText('暂无待办事项')).toBeInTheDocument();
    for (const id of ['realtime', 'volunteer', 'credit', 'awards', 'colleges']) expect(within(widget(id)).getByText('暂无数据')).toBeInTheDocument();
    expect(within(widget('ranking')).getAllByText('待上榜')).toHaveLength(3);
    expect(await within(widget('classifyRadar')).findByText('创新创业', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(within(widget('reachRate')).getByText('暂无数据')).toBeInTheDocument();
    expect(notifier).not.toHaveBeenCalled();
  });
});
