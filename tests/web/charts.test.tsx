/**
 * The shared charts (src/charts) in jsdom: nivo arrives lazily, bars are drawn and clickable,
 * axis, legend and radar names are shortened per spec §9, and an empty data set shows the empty text.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { BarChart, PieChart, RadarChart, LineChart } from '../../src/charts';
import { renderWithAdmin } from './shell-harness';

const colleges = [
  { id: 11, label: '计算机学院', values: { reachRate: 62.5 } },
  { id: 12, label: '马克思主义学院', values: { reachRate: 37.5 } },
];

describe('shared charts', () => {
  it('draws one clickable bar per category and series', async () => {
    const onBarClick = vi.fn();
    renderWithAdmin(
      <BarChart ariaLabel="达标率" height={300} data={colleges} series={[{ key: 'reachRate', label: '达标率' }]} maxValue={100} onBarClick={onBarClick} />,
    );
    const bar = await screen.findByTestId('bar-12-reachRate');
    expect(screen.getByRole('img', { name: '达标率' })).toBeInTheDocument();
    fireEvent.click(bar);
    expect(onBarClick).toHaveBeenCalledWith(colleges[1], 'reachRate');
    // Two categories leave room for 6 characters on the axis.
    expect(await screen.findByText('马克思主义学…')).toBeInTheDocument();
  });

  it('labels a count axis with whole numbers only: 0, 1, 2 for two projects, not 0.5 steps', async () => {
    const fields = [{ id: 1, label: '人工智能', values: { n: 2 } }, { id: 2, label: '新材料', values: { n: 1 } }];
    const { container } = renderWithAdmin(<BarChart ariaLabel="项目领域" height={240} data={fields} series={[{ key: 'n', label: '数量' }]} horizontal />);
    await screen.findByTestId('bar-2-n');
    const ticks = [...container.querySelectorAll('svg g text')].map((t) => t.textContent ?? '');
    expect(ticks).toEqual(expect.arrayContaining(['0', '1', '2']));
    expect(ticks.filter((t) => /^\d+\.\d+$/.test(t))).toEqual([]);
  });

  it('shows the empty text instead of an empty chart', () => {
    renderWithAdmin(<BarChart ariaLabel="达标率" height={200} data={[]} series={[{ key: 'v', label: 'v' }]} emptyText="暂无达标数据" />);
    expect(screen.getByText('暂无达标数据')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('lists pie slices with names shortened past 6 characters and their values', async () => {
    renderWithAdmin(
      <PieChart
        ariaLabel="第二课堂活动比率"
        height={240}
        data={[
          { id: 1, label: '青年志愿者协会活动', value: 12 },
          { id: 2, label: '文化活动', value: 4 },
          { id: 3, label: '空类别', value: 0 },
        ]}
      />,
    );
    const slice = await screen.findByTestId('slice-1');
    expect(slice).toHaveTextContent('青年志愿者…');
    expect(slice).toHaveTextContent('12');
    expect(slice).toHaveAttribute('title', '青年志愿者协会活动');
    expect(screen.queryByTestId('slice-3')).toBeNull();
  });

  it('names radar axes (7 + … past 8 characters) and lists the series in the legend', async () => {
    renderWithAdmin(
      <RadarChart
        ariaLabel="各类型活动平均"
        height={300}
        indices={['思想素养', '创新创业与科技竞赛', '文化活动']}
        series={[
          { key: 'avg', label: '平均学时', values: [2, 3, 1.5] },
          { key: 'max', label: '最高学时', values: [4, 8, 3] },
        ]}
      />,
    );
    expect(await screen.findByText('创新创业与科技…')).toBeInTheDocument();
    expect(screen.getByText('平均学时')).toBeInTheDocument();
    expect(screen.getByText('最高学时')).toBeInTheDocument();
  });

  it('draws lines with their legend', async () => {
    renderWithAdmin(
      <LineChart ariaLabel="近7日活动" height={260} x={['11-15', '11-16']} series={[{ key: 'a', label: '待审核', values: [1, 3] }]} />,
    );
    expect(await screen.findByText('待审核')).toBeInTheDocument();
    expect(screen.getByText('11-16')).toBeInTheDocument();
  });
});
