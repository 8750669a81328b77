/** Breadcrumb '当前位置 / item' and sibling tabs from the stored sub-menu (spec §2). */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Breadcrumb } from '../../src/layout/Breadcrumb';
import { breadcrumbView } from '../../src/layout/breadcrumbModel';
import { toMenuTree } from '../../src/layout/menu/menuModel';
import { organiserModules } from './activities-fixtures';
import { renderWithAdmin, sampleModules } from './shell-harness';

const storeSubMenu = () => {
  localStorage.setItem(
    'subRouters',
    JSON.stringify([
      { name: '学生列表', path: '/usermng/student/list' },
      { name: '教师管理', path: '/teacher/user' },
    ]),
  );
  localStorage.setItem(
    'item',
    JSON.stringify({ name: '学生列表', path: '/usermng/student/list', parentName: '用户管理', parentPath: '/usermng' }),
  );
};

describe('Breadcrumb', () => {
  it('shows 当前位置 / item and the stored siblings as tabs, the current one selected', async () => {
    storeSubMenu();
    renderWithAdmin(<Breadcrumb />, { path: '/usermng/student/list' });
    const crumb = screen.getByTestId('breadcrumb');
    expect(within(crumb).getByText('当前位置')).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['学生列表', '教师管理']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(crumb.querySelector('nav')!).getByText('学生列表')).toBeInTheDocument();
  });

  it('clicking a tab navigates and makes it the stored item', async () => {
    storeSubMenu();
    const { location } = renderWithAdmin(<Breadcrumb />, { path: '/usermng/student/list' });
    fireEvent.click(await screen.findByRole('tab', { name: '教师管理' }));
    await waitFor(() => expect(location().pathname).toBe('/teacher/user'));
    expect(JSON.parse(localStorage.getItem('item')!)).toMatchObject({ name: '教师管理', path: '/teacher/user', parentName: '用户管理' });
    await waitFor(() => expect(screen.getByRole('tab', { name: '教师管理' })).toHaveAttribute('aria-selected', 'true'));
  });

  it('falls back to the menu tree when nothing is stored (a page opened by URL)', async () => {
    renderWithAdmin(<Breadcrumb />, { path: '/communist/activity/templates' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['活动列表', '活动模板']);
    expect(screen.getByRole('tab', { name: '活动模板' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the home item on / without tabs', () => {
    storeSubMenu();
    renderWithAdmin(<Breadcrumb />, { path: '/' });
    expect(screen.getByText('数据一览')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('breadcrumbView', () => {
  const tree = toMenuTree(sampleModules);
  const stored = {
    item: { name: '学生列表', path: '/usermng/student/list', parentName: '用户管理', parentPath: '/usermng' },
    subRouters: [
      { name: '学生列表', path: '/usermng/student/list' },
      { name: '教师管理', path: '/teacher/user' },
    ],
  };

  it('uses the stored sub-menu for pages below one of its items', () => {
    expect(breadcrumbView(stored, tree, '/usermng/student/list/show')).toEqual({
      itemName: '学生列表',
      tabs: stored.subRouters,
      activePath: '/usermng/student/list',
    });
  });

  it('ignores a stored sub-menu that does not cover the path', () => {
    expect(breadcrumbView(stored, tree, '/system/term')).toMatchObject({ itemName: '学期设置', activePath: '/system/term' });
  });

  it('names the menu item of a page reached by a path outside the menu: /student/list, a history activity (issue 18 item 9)', () => {
    const none = { item: null, subRouters: [] };
    expect(breadcrumbView(none, tree, '/student/list')).toMatchObject({ itemName: '学生列表', activePath: '/usermng/student/list' });
    expect(breadcrumbView(none, toMenuTree(organiserModules), '/communist/history/detail')).toMatchObject({ itemName: '历史活动', activePath: '/communist/historyActivity' });
  });

  it('is empty outside the menu', () => {
    expect(breadcrumbView({ item: null, subRouters: [] }, tree, '/somewhere')).toEqual({ itemName: null, tabs: [], activePath: null });
  });
});
