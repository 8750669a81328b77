/**
 * The admin dashboard's panels and tables (spec §2 "To-do panel entries route by sourceType", "Teacher
 * pending-items table: popup per source type", "Other widgets"; §9 badge maximum 99, top 7
 * teachers): the to-do rows and their popups, the guidance-hours ranking with its '待上榜'
 * placeholders, and where the real-time, volunteer, credit and awards rows lead.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dashboard } from '../../src/resources/dashboard/Dashboard';
import { badgeText } from '../../src/resources/dashboard/widgets/NeedDealt';
import { dashboardModules, pendingItems, serveDashboard, signInStaff, teachers } from './dashboard-fixtures';
import { dataProvider } from '../../src/dataProvider';
import { expectTexts, renderWithAdmin } from './shell-harness';

beforeEach(() => {
  signInStaff();
  serveDashboard();
});

const render = () => renderWithAdmin(<Dashboard />, { modules: dashboardModules, path: '/dashboard', dataProvider });
const widget = (id: string) => screen.getByTestId(`widget-${id}`);

/** The row showing `text` in widget `id`, once it is on screen, expecting each of `texts` in it. */
async function widgetRow(id: string, text: string, ...texts: string[]) {
  const row = (await within(widget(id)).findByText(text)).closest('tr')!;
  expectTexts(row, ...texts);
  return row;
}

describe('待办事项', () => {
  it('shows a row per source type with its label, count, oldest task and waiting time; 120 reads 99+', async () => {
    render();
    const first = await screen.findByTestId('needDealt-1');
    expect(first).toHaveTextContent('活动审核');
    expect(first).toHaveTextContent('最早：迎新晚会');
    expect(first).toHaveTextContent('已等待2天3小时5分钟');
    expect(screen.getByTestId('needDealt-1-badge')).toHaveTextContent(/^3$/);
    expect(screen.getByTestId('needDealt-2-badge')).toHaveTextContent(/^99\+$/);
    expect(screen.getByTestId('needDealt-3')).toHaveTextContent('申报审核');
    expect([badgeText(99), badgeText(100)]).toEqual(['99', '99+']);
  });

  it.each([
    [1, '/proceeding/wait/activity/first/auditing'],
    [2, '/proceeding/wait/activity/report/auditing'],
    [3, '/proceeding/wait/declare/first/auditing'],
  ])('a row of source type %i opens %s', async (sourceType, path) => {
    const { location } = render();
    fireEvent.click(await screen.findByTestId(`needDealt-${sourceType}`));
    await waitFor(() => expect(location().pathname).toBe(path));
  });

  it('shows 暂无待办事项 when nothing waits', async () => {
    serveDashboard({ 'GET /desk/needDealt/list': () => ({ code: 0, data: [] }) });
    render();
    expect(await within(widget('needDealt')).findByText('暂无待办事项')).toBeInTheDocument();
    expect(screen.queryByTestId('needDealt-1')).toBeNull();
  });

  it('查看 opens the popup of that type’s open tasks; a row opens the type’s review page', async () => {
    const { location } = render();
    fireEvent.click(await screen.findByTestId('needDealt-1-view'));
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('活动审核待办')).toBeInTheDocument();
    expect(popup).toHaveStyle({ width: '930px' });
    const row = (await within(popup).findByText('社团招新')).closest('tr')!;
    for (const text of ['赵同学', '校学生会', '2026-11-18 08:00:00', '已等待2天3小时5分钟']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(popup).getByText('迎新晚会')).toBeInTheDocument();
    // Other types' tasks are not listed.
    expect(within(popup).queryByText('秋季运动会')).toBeNull();
    expect(location().pathname).toBe('/dashboard');
    fireEvent.click(row);
    await waitFor(() => expect(location().pathname).toBe('/proceeding/wait/activity/first/auditing'));
  });

  it('lists the oldest open tasks of every type under the rows; one opens its review page', async () => {
    const { location } = render();
    const oldest = await within(widget('needDealt')).findByRole('region', { name: '最早的待办' });
    expect(within(oldest).getAllByRole('button').map((b) => b.textContent)).toEqual(
      pendingItems.map((p) => `${p.taskName}${p.userName}${p.waitTime}`),
    );
    fireEvent.click(within(oldest).getByText('李同学的申报'));
    await waitFor(() => expect(location().pathname).toBe('/proceeding/wait/declare/first/auditing'));
  });

  it('puts the school’s open tasks (待办统计) beside the caller’s own and leads there, for those who may open it (issue 18 item 5)', async () => {
    serveDashboard({ 'GET /statistics/analysis/needDealt/list': () => ({ code: 0, data: { list: [], total: 230 } }) });
    const modules = [...dashboardModules, { id: 3, name: '数据分析', path: '/analysis', orderId: 3, parentId: 0, isBtn: 0 as const, icon: '', children: [{ id: 31, name: '待办统计', path: '/analysis/needDealt/list', orderId: 1, parentId: 3, isBtn: 0 as const, icon: '', children: [] }] }];
    const { location } = renderWithAdmin(<Dashboard />, { modules, path: '/dashboard', dataProvider });
    // The caller's own: 3 + 120 + 1 of the to-do rows.
    const link = await within(widget('needDealt')).findByTestId('needDealt-school');
    expect(link).toHaveTextContent('我的待办 124 项 · 全校待办 230 项（待办统计）');
    fireEvent.click(link);
    await waitFor(() => expect(location().pathname).toBe('/analysis/needDealt/list'));
  });

  it('says nothing of the school’s tasks to one who may not open 待办统计', async () => {
    render();
    await within(widget('needDealt')).findByTestId('needDealt-1');
    expect(within(widget('needDealt')).queryByTestId('needDealt-school')).toBeNull();
  });

  it('the popup shows the empty state when the pending list is refused (no /proceeding)', async () => {
    serveDashboard({ 'GET /wait/handle/list': () => ({ code: 10003, msg: '没有权限' }) });
    render();
    fireEvent.click(await screen.findByTestId('needDealt-2-view'));
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('结项审核待办')).toBeInTheDocument();
    expect(await within(popup).findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('指导学时排行', () => {
  it('ranks seven teachers with their college, activities and hours; a row opens the teacher', async () => {
    const { location } = render();
    const rows = await within(widget('ranking')).findAllByTestId(/^ranking-row-/);
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => within(r).getByText(/^教师\d$/).textContent)).toEqual(teachers.map((t) => t.teacherName));
    expect(within(rows[0]).getByText('计算机学院')).toBeInTheDocument();
    expect(within(rows[0]).getByText('10')).toBeInTheDocument();
    expect(within(rows[0]).getByText('300.00')).toBeInTheDocument();
    expect(within(widget('ranking')).queryByText('待上榜')).toBeNull();
    fireEvent.click(rows[2]);
    await waitFor(() => expect(location().search).toBe('?id=t1002'));
    expect(location().pathname).toBe('/teacher/user');
  });

  it('shows three 待上榜 places with zeros when nobody is ranked, not clickable', async () => {
    serveDashboard({ 'GET /index/operator/guideHours': () => ({ code: 0, data: [] }) });
    const { location } = render();
    const places = await within(widget('ranking')).findAllByTestId(/^ranking-placeholder-/);
    expect(places).toHaveLength(3);
    for (const place of places) {
      expect(within(place).getByText('待上榜')).toBeInTheDocument();
      expect(within(place).getByText('0')).toBeInTheDocument();
      expect(within(place).getByText('0.00')).toBeInTheDocument();
    }
    fireEvent.click(places[0]);
    expect(location().pathname).toBe('/dashboard');
  });

  it('pads one or two teachers to three places', async () => {
    serveDashboard({ 'GET /index/operator/guideHours': () => ({ code: 0, data: teachers.slice(0, 2) }) });
    render();
    expect(await within(widget('ranking')).findAllByTestId(/^ranking-row-/)).toHaveLength(2);
    expect(within(widget('ranking')).getAllByTestId(/^ranking-placeholder-/)).toHaveLength(1);
    expect(within(widget('ranking')).getByTestId('ranking-placeholder-3')).toHaveTextContent('待上榜');
  });
});

describe('tables', () => {
  it('a real-time activity opens its detail', async () => {
    const { location } = render();
    const row = await widgetRow('realtime', '图书馆志愿清扫', '青年志愿者协会', '进行中', '11-20 09:00 – 11-20 11:00');
    fireEvent.click(row);
    await waitFor(() => expect(location().search).toBe('?id=501'));
    expect(location().pathname).toBe('/communist/activity/detail');
  });

  it('a volunteer row and 更多 open the volunteer activity list of module 1020', async () => {
    const { location } = render();
    const row = await widgetRow('volunteer', '红十字会志愿服务队', '17', '66');
    fireEvent.click(row);
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/voluntary/practice/list?id=1020'));
    fireEvent.click(screen.getByTestId('counter-operatorCount'));
    await waitFor(() => expect(location().pathname).toBe('/teacher/user'));
    fireEvent.click(within(widget('volunteer')).getByRole('button', { name: '更多' }));
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/voluntary/practice/list?id=1020'));
  });

  it('a credit row opens the student list for that student', async () => {
    const { location } = render();
    const row = await widgetRow('credit', '周同学', '55.00', '4');
    fireEvent.click(row);
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/student/list?id=2022010203'));
  });

  it('an award opens the declaration', async () => {
    const { location } = render();
    const row = await widgetRow('awards', '孙同学', '校园歌手大赛', '三等奖', '3.00', '2026-11-08');
    fireEvent.click(row);
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/communist/project/apply/detail?id=802'));
  });

  it('the college table shows activities, participation, awaiting completion and the reach rate', async () => {
    render();
    await widgetRow('colleges', '计算机学院', '120', '4021', '6', '37.50%');
  });

  it('an empty table says 暂无数据', async () => {
    serveDashboard({ 'GET /index/activity/list': () => ({ code: 0, data: [] }) });
    render();
    expect(await within(widget('realtime')).findByText('暂无数据')).toBeInTheDocument();
  });
});
