/** Breadcrumb '当前位置 / item' and sibling tabs from the stored sub-menu (spec §2). */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Breadcrumb } from '../../src/layout/Breadcrumb';
import { breadcrumbView } from '../../src/layout/breadcrumbModel';
import { toMenuTree } from '../../src/layout/menu/menuModel';
import { SideMenu } from '../../src/layout/menu/SideMenu';
import { loadCatalogue } from '../../src/i18n';
import type { ModuleItem } from '../../common/api';
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

describe('in English (issue 18 item 6)', () => {
  /** sampleModules with the English names GET /system/modules sends. */
  const english: Record<string, string> = { 用户管理: 'Users', 学生列表: 'Student list', 教师管理: 'Teachers', 活动管理: 'Activities', 活动列表: 'Activity list', 活动模板: 'Templates', 数据中心: 'Data center', 学生课表: 'Timetables', 系统设置: 'System settings', 学期设置: 'Terms' };
  const withEnglish = (items: ModuleItem[]): ModuleItem[] => items.map((m) => ({ ...m, nameEn: english[m.name], children: withEnglish(m.children) }));

  it('names the menu, the breadcrumb and the tabs in English, even for a sub-menu stored in Chinese', async () => {
    await loadCatalogue('en');
    storeSubMenu();
    const { container } = renderWithAdmin(
      <>
        <SideMenu />
        <Breadcrumb />
      </>,
      { path: '/usermng/student/list', locale: 'en', modules: withEnglish(sampleModules) },
    );
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Student list', 'Teachers']));
    expect(within(screen.getByTestId('breadcrumb').querySelector('nav')!).getByText('Student list')).toBeInTheDocument();
    const menu = await screen.findByTestId('side-menu');
    await waitFor(() => expect(menu.textContent).toContain('System settings'));
    expect(menu.textContent).toContain('Data overview');
    expect(container.textContent).not.toMatch(/[\u4e00-\u9fff]/);
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
