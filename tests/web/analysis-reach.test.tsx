/**
 * 学校分析 and 第二课堂分析 against a fake school API behind the real client: the summary cards and
 * table figures of GET /analysis/reach/rate, a bar click routing to the warning list of its college
 * (?id={collegeId}&gradeid=) or grade (?id=&gradeid={grade}), the per-module table only for holders
 * of 分类分析, and failed figure calls staying silent (spec §8) on the empty state.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDataProvider } from '../../src/dataProvider';
import { setNotifier } from '../../src/dataProvider/notify';
import ClassroomAnalysis from '../../src/resources/analysis/ClassroomAnalysis';
import SchoolAnalysis from '../../src/resources/analysis/SchoolAnalysis';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { classifyRows, collegeRates, gradeRates, mod } from './analysis-fixtures';
import { renderWithAdmin } from './shell-harness';

let seen: SeenRequest[] = [];
const toasts = vi.fn();
function serve(extra: Record<string, Handler> = {}) {
  seen = serveApi({
    'GET /analysis/reach/rate': (req) => ({ code: 0, data: req.params.groupBy === 'grade' ? gradeRates : collegeRates }),
    'GET /analysis/classify': () => ({ code: 0, data: classifyRows }),
    ...extra,
  });
}
beforeEach(() => {
  toasts.mockClear();
  setNotifier(toasts);
  serve();
});
afterEach(() => setNotifier(null));

const stat = (id: string) => screen.getByTestId(`stat-${id}`).textContent;

describe('学校分析', () => {
  it('shows the students, the reached and the overall rate computed from the college rows', async () => {
    renderWithAdmin(<SchoolAnalysis />, { path: '/analysis/school', modules: [mod(601, '/analysis/school')], dataProvider: createDataProvider() });
    await screen.findByTestId('stat-students');
    expect(stat('students')).toBe('12');
    expect(stat('reached')).toBe('6');
    expect(stat('rate')).toBe('50.00%');
    expect(seen.find((r) => r.path === '/analysis/reach/rate')?.params).toEqual({ groupBy: 'college' });
  });

  it('lists each college with its figures', async () => {
    renderWithAdmin(<SchoolAnalysis />, { path: '/analysis/school', modules: [mod(601, '/analysis/school')], dataProvider: createDataProvider() });
    const row = await screen.findByTestId('reach-row-3');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['计算机学院', '8', '3', '37.50%']);
    expect(within(screen.getByTestId('reach-row-5')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['外国语学院', '4', '3', '75.00%']);
  });

  it("opens the college's warning list from its bar", async () => {
    const { location } = renderWithAdmin(<SchoolAnalysis />, { path: '/analysis/school', modules: [mod(601, '/analysis/school')], dataProvider: createDataProvider() });
    fireEvent.click(await screen.findByTestId('bar-5-reachRate'));
    await waitFor(() => expect(location().pathname).toBe('/analysis/warning/list'));
    expect(location().search).toBe('?id=5&gradeid=');
  });

  it('stays silent on a failed call and shows the empty state', async () => {
    serve({ 'GET /analysis/reach/rate': () => ({ code: 50000, msg: '服务器错误' }) });
    renderWithAdmin(<SchoolAnalysis />, { path: '/analysis/school', modules: [mod(601, '/analysis/school')], dataProvider: createDataProvider() });
    // The chart and the table both show the empty state.
    await waitFor(() => expect(screen.getAllByText('暂无数据')).toHaveLength(2));
    expect(screen.getByTestId('chart-empty')).toBeInTheDocument();
    expect(stat('students')).toBe('0');
    expect(stat('rate')).toBe('0.00%');
    expect(toasts).not.toHaveBeenCalled();
  });
});

describe('第二课堂分析', () => {
  it("lists the grades and opens a grade's warning list from its bar", async () => {
    const { location } = renderWithAdmin(<ClassroomAnalysis />, { path: '/analysis/classroom', modules: [mod(604, '/analysis/classroom')], dataProvider: createDataProvider() });
    const row = await screen.findByTestId('reach-row-2022');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2022级', '9', '1', '11.11%']);
    expect(stat('rate')).toBe('40.00%');
    fireEvent.click(await screen.findByTestId('bar-2022-reachRate'));
    await waitFor(() => expect(location().pathname).toBe('/analysis/warning/list'));
    expect(location().search).toBe('?id=&gradeid=2022');
  });

  it('adds the per-module table only for holders of 分类分析', async () => {
    const first = renderWithAdmin(<ClassroomAnalysis />, { path: '/analysis/classroom', modules: [mod(604, '/analysis/classroom')], dataProvider: createDataProvider() });
    await screen.findByTestId('reach-row-2021');
    expect(screen.queryByText('各模块达标情况')).not.toBeInTheDocument();
    expect(seen.some((r) => r.path === '/analysis/classify')).toBe(false);
    first.unmount();

    renderWithAdmin(<ClassroomAnalysis />, { path: '/analysis/classroom', modules: [mod(604, '/analysis/classroom'), mod(605, '/analysis/classif')], dataProvider: createDataProvider() });
    expect(await screen.findByText('各模块达标情况')).toBeInTheDocument();
    const row = await screen.findByTestId('classify-row-1');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['思想素养', '12', '340', '1024.50', '8.54', '10.00', '45 / 120', '37.50%']);
  });
});
