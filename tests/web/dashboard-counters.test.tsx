/**
 * The eight counter cards of the admin dashboard (spec §2 "Cards and click behaviour", §3
 * statistics summary, §9 930 px popups and page sizes) against the fake school API: the figures,
 * the cards that go to a page, and the popups (学生总数 paged with 查看全部, 活动数量, 活动参与,
 * 自主申报) with their rows and where they lead.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dashboard } from '../../src/resources/dashboard/Dashboard';
import { COUNTERS, counterFigure } from '../../src/resources/dashboard/widgets/Counters';
import { dashboardModules, serveDashboard, signInStaff, statistics } from './dashboard-fixtures';
import type { SeenRequest } from './auth-helpers';
import { dataProvider } from '../../src/dataProvider';
import { renderWithAdmin } from './shell-harness';

let seen: SeenRequest[];
beforeEach(() => {
  signInStaff();
  seen = serveDashboard();
});

const render = () => renderWithAdmin(<Dashboard />, { modules: dashboardModules, path: '/dashboard', dataProvider });
const dialog = () => screen.findByRole('dialog');

/** Waits for counter card `key`, clicks it and returns its popup, expecting `title` in it when given. */
async function openCounter(key: string, title?: string) {
  await screen.findByTestId(`counter-${key}-value`);
  fireEvent.click(screen.getByTestId(`counter-${key}`));
  const popup = await dialog();
  if (title) expect(within(popup).getByText(title)).toBeInTheDocument();
  return popup;
}

describe('counter cards', () => {
  it('shows each of the eight figures with its label', async () => {
    render();
    const labels: Record<string, string> = {
      studentCount: '学生总数', operatorCount: '教师总数', organizationCount: '校园组织', activityCount: '活动数量',
      activityEnrollCount: '活动参与', hoursApplyCount: '自主申报', waitAuditCount: '审核中', progressingCount: '进行中',
    };
    expect(COUNTERS.map((c) => c.key)).toEqual(Object.keys(labels));
    for (const [key, label] of Object.entries(labels)) {
      const value = await screen.findByTestId(`counter-${key}-value`);
      expect(value).toHaveTextContent(statistics[key as keyof typeof statistics].toLocaleString('en-US'));
      expect(screen.getByTestId(`counter-${key}`)).toHaveTextContent(label);
    }
    expect(screen.getByTestId('counter-studentCount-value')).toHaveTextContent('12,873');
  });

  it.each([
    ['operatorCount', '/teacher/user', ''],
    ['organizationCount', '/organization/union', ''],
    // Staff who are not administrators: their queue holds only their own steps, 活动列表 待审核 all the card counts.
    ['waitAuditCount', '/communist/activity', '?id=1'],
    ['progressingCount', '/communist/activity', '?id=7'],
  ])('%s goes to %s%s', async (key, pathname, search) => {
    const { location } = render();
    await screen.findByTestId(`counter-${key}-value`);
    fireEvent.click(screen.getByTestId(`counter-${key}`));
    await waitFor(() => expect(location().pathname).toBe(pathname));
    expect(location().search).toBe(search);
  });

  it('审核中 takes a school administrator to the queue’s 全部 view, where the activities it counts are (issue 18 item 5)', async () => {
    localStorage.setItem('isAdmin', '1');
    const { location } = render();
    await screen.findByTestId('counter-waitAuditCount-value');
    fireEvent.click(screen.getByTestId('counter-waitAuditCount'));
    await waitFor(() => expect(location().pathname).toBe('/proceeding/wait/activity/first/auditing'));
    expect(location().search).toBe('?scope=all');
  });

  it('shows large figures in the compact form, never cut (issue 18 item 5)', () => {
    expect(counterFigure(99_999, 'zh-CN')).toBe('99,999');
    expect(counterFigure(123_456, 'zh-CN')).toBe('12.3万');
    expect(counterFigure(1_234_567, 'en')).toBe('1.2M');
    expect(counterFigure(undefined, 'en')).toBe('-');
  });

  it('学生总数 opens a 930 px popup of normal students, paged, with 查看全部', async () => {
    const { location } = render();
    await screen.findByTestId('counter-studentCount-value');
    expect(seen.some((r) => r.path === '/school/students')).toBe(false);
    fireEvent.click(screen.getByTestId('counter-studentCount'));
    const popup = await dialog();
    expect(within(popup).getByText('学生总数')).toBeInTheDocument();
    expect(popup).toHaveStyle({ width: '930px' });
    const first = (await within(popup).findByText('学生1')).closest('tr')!;
    for (const text of ['2023000001', '计算机学院', '软件工程', '软件2301', '2023', '12.50']) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/school/students')!.params).toEqual({ status: 1, current: 1, size: 10 });
    expect(within(popup).getByTestId('pagination-total')).toHaveTextContent('23');
    fireEvent.click(within(popup).getByRole('button', { name: /3/ }));
    expect(await within(popup).findByText('学生21')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/school/students').at(-1)!.params).toEqual({ status: 1, current: 3, size: 10 });
    fireEvent.click(within(popup).getByRole('button', { name: '查看全部' }));
    await waitFor(() => expect(location().pathname).toBe('/student/list'));
  });

  it('活动数量 lists every activity, as it counts; a row opens its detail', async () => {
    const { location } = render();
    const popup = await openCounter('activityCount', '活动数量');
    const row = (await within(popup).findByText('秋季运动会')).closest('tr')!;
    expect(within(row).getByText('进行中')).toBeInTheDocument();
    expect(within(row).getByText('4.00')).toBeInTheDocument();
    expect(within(row).getByText('校学生会')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/activity/list')!.params).toEqual({ current: 1, size: 10 });
    fireEvent.click(row);
    await waitFor(() => expect(location().pathname).toBe('/communist/activity/detail'));
    expect(location().search).toBe('?id=601');
  });

  it('活动参与 shows the participants of each activity', async () => {
    render();
    const popup = await openCounter('activityEnrollCount', '活动参与');
    // The held activities, whose seats the card counts.
    await waitFor(() => expect(seen.find((r) => r.path === '/activity/list')?.params).toEqual({ type: 3, current: 1, size: 10 }));
    expect(within(popup).getByRole('columnheader', { name: '参与人数' })).toBeInTheDocument();
    const row = (await within(popup).findByText('迎新晚会')).closest('tr')!;
    expect(within(row).getByText('845')).toBeInTheDocument();
  });

  it('自主申报 lists declarations; a row opens the declaration, 查看全部 the declaration list', async () => {
    const { location } = render();
    let popup = await openCounter('hoursApplyCount', '自主申报');
    const row = (await within(popup).findByText('钱同学')).closest('tr')!;
    for (const text of ['挑战杯', '一等奖', '5.00', '待审核', '2026-11-12 10:00']) expect(within(row).getByText(text)).toBeInTheDocument();
    fireEvent.click(row);
    await waitFor(() => expect(location().search).toBe('?id=701'));
    expect(location().pathname).toBe('/communist/project/apply/detail');
    fireEvent.click(screen.getByTestId('counter-hoursApplyCount'));
    popup = await dialog();
    fireEvent.click(within(popup).getByRole('button', { name: '查看全部' }));
    await waitFor(() => expect(location().pathname).toBe('/communist/project/apply'));
  });

  it('a popup whose call is refused shows the empty state', async () => {
    serveDashboard({ 'GET /school/students': () => ({ code: 10003, msg: '没有权限' }) });
    render();
    const popup = await openCounter('studentCount');
    expect(await within(popup).findByText('暂无数据')).toBeInTheDocument();
  });
});
