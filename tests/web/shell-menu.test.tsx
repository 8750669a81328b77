/** Side menu (spec §2 "Admin shell"): built from the module tree, accordion, unread badges, sub-menu storage. */
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { SideMenu } from '../../src/layout/menu/SideMenu';
import { renderWithAdmin, type HarnessOptions } from './shell-harness';

const unread = { entries: [] as Array<{ path: string; count: number }> };
/** The data provider of the menu: only GET /system/unreac/count (getShellUnreadCounts) is called. */
let getShellUnreadCounts = vi.fn(async () => unread.entries);
const renderMenu = (options: HarnessOptions = {}) =>
  renderWithAdmin(<SideMenu />, { dataProvider: testDataProvider({ getShellUnreadCounts } as never), ...options });

beforeEach(() => {
  unread.entries = [];
  getShellUnreadCounts = vi.fn(async () => unread.entries);
});

const groupButton = (name: string) => screen.getByText(name).closest('[data-testid^="menu-group-"]') as HTMLElement;

describe('SideMenu', () => {
  it('lists 数据一览 first, then the groups in orderId order, without button entries', async () => {
    renderMenu();
    await screen.findByText('活动管理');
    const nav = screen.getByTestId('side-menu');
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.querySelector('.MuiListItemText-primary')?.textContent);
    expect(labels).toEqual(['数据一览', '活动管理', '用户管理', '数据中心', '系统设置']);
    expect(screen.queryByText('数据大屏')).toBeNull();
  });

  it('keeps one group open at a time and goes to the first child of the group it opens', async () => {
    const { location } = renderMenu();
    await screen.findByText('活动管理');

    fireEvent.click(groupButton('活动管理'));
    expect(groupButton('活动管理')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(location().pathname).toBe('/communist/activity'));
    expect(screen.getByText('活动模板')).toBeVisible();

    fireEvent.click(groupButton('用户管理'));
    await waitFor(() => expect(location().pathname).toBe('/usermng/student/list'));
    expect(groupButton('用户管理')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('活动管理')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('导出学生')).toBeNull(); // isBtn child is not a menu item
  });

  it('opens the group of the current page and highlights its item', async () => {
    renderMenu({ path: '/communist/activity/templates' });
    await screen.findByText('活动模板');
    expect(groupButton('活动管理')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('活动模板').closest('[role="button"], a, div.MuiListItemButton-root')).toHaveClass('Mui-selected');
    expect(screen.getByText('活动列表').closest('div.MuiListItemButton-root')).not.toHaveClass('Mui-selected');
  });

  it('shows unread badges from /system/unreac/count, capped at 99', async () => {
    unread.entries = [
      { path: '/usermng', count: 150 },
      { path: '/communist', count: 3 },
      { path: '/system', count: 0 },
    ];
    renderMenu();
    expect(await screen.findByTestId('unread-badge-1')).toHaveTextContent('99+');
    expect(screen.getByTestId('unread-badge-2')).toHaveTextContent('3');
    expect(screen.queryByTestId('unread-badge-5')).toBeNull();
    expect(getShellUnreadCounts).toHaveBeenCalled();
  });

  it('stores the group children as the sub-menu when a child is clicked', async () => {
    const { location } = renderMenu({ path: '/communist/activity' });
    fireEvent.click(await screen.findByText('活动模板'));
    await waitFor(() => expect(location().pathname).toBe('/communist/activity/templates'));
    expect(JSON.parse(localStorage.getItem('subRouters')!)).toEqual([
      { name: '活动列表', path: '/communist/activity' },
      { name: '活动模板', path: '/communist/activity/templates' },
    ]);
    expect(JSON.parse(localStorage.getItem('item')!)).toEqual({
      name: '活动模板',
      path: '/communist/activity/templates',
      parentName: '活动管理',
      parentPath: '/communist',
    });
  });

  it('the first item clears the stored sub-menu and goes home', async () => {
    localStorage.setItem('item', JSON.stringify({ name: '学期设置', path: '/system/term' }));
    localStorage.setItem('subRouters', JSON.stringify([{ name: '学期设置', path: '/system/term' }]));
    const { location } = renderMenu({ path: '/system/term' });
    fireEvent.click(await screen.findByText('数据一览'));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(localStorage.getItem('item')).toBeNull();
    expect(localStorage.getItem('subRouters')).toBeNull();
  });

  it.each(['1', '2'])('labels the first item 我的首页 for a student (identity %s)', async (identity) => {
    localStorage.setItem('identity', identity);
    renderMenu();
    expect(await screen.findByText('我的首页')).toBeInTheDocument();
    expect(screen.queryByText('数据一览')).toBeNull();
  });

  it('opens the data center first child in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { location } = renderMenu();
    fireEvent.click(await screen.findByText('数据中心'));
    expect(open).toHaveBeenCalledWith('/data-platform/student/timetable', '_blank', 'noopener');
    expect(location().pathname).toBe('/');
    open.mockRestore();
  });

  it('collapsed: icons only, a click on a group goes to its first child', async () => {
    const { location } = renderMenu({ sidebarOpen: false });
    await waitFor(() => expect(screen.getByTestId('menu-group-5')).toBeInTheDocument());
    expect(screen.queryByText('系统设置')).toBeNull();
    fireEvent.click(screen.getByTestId('menu-group-5'));
    await waitFor(() => expect(location().pathname).toBe('/system/term'));
  });
});
