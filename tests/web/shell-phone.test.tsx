/**
 * The shell on a phone (issue 18 item 1): below 600 px the page keeps the full width; students get a
 * bottom navigation with labels, staff a drawer that overlays the page and closes once a page is
 * chosen; the assistant's button sits in the header instead of floating over the page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { ModuleItem } from '../../common/api';
import { AppLayout } from '../../src/layout/AppLayout';
import { renderWithAdmin } from './shell-harness';
import { pretendPhone } from './student-fixtures';

const dataProvider = () => testDataProvider({ getShellUnreadCounts: vi.fn(async () => []) } as never);
const mod = (id: number, name: string, path: string, orderId: number, children: ModuleItem[] = []): ModuleItem => ({
  id, name, path, orderId, parentId: 0, isBtn: 0, icon: '', children,
});
/** The student's modules as the demo school seeds them (server/seed/modules.ts STUDENT_MODULES). */
const studentModules = [
  mod(1000, '我的首页', '/', 1),
  mod(1001, '我的活动', '/student/activity', 2),
  mod(1002, '我的申报', '/student/declare', 3),
  mod(1003, '我的学时', '/student/hours', 4),
  mod(1004, '我的成绩单', '/student/transcript', 5),
];
const staffModules = [
  mod(2, '活动管理', '/communist', 1, [mod(21, '活动列表', '/communist/activity', 1), mod(22, '活动模板', '/communist/activity/templates', 2)]),
  mod(5, '系统设置', '/system', 2, [mod(51, '学期设置', '/system/term', 1)]),
];

let undoPhone: () => void;
beforeEach(() => {
  undoPhone = pretendPhone();
});
afterEach(() => undoPhone());

const page = <p>页面内容</p>;

describe('AppLayout below 600 px', () => {
  it('gives a student a labelled bottom navigation instead of the icon rail, and no menu button', async () => {
    localStorage.setItem('identity', '2');
    const { location } = renderWithAdmin(<AppLayout>{page}</AppLayout>, { dataProvider: dataProvider(), modules: studentModules, path: '/', sidebarOpen: false });
    const nav = await screen.findByTestId('bottom-nav');
    await waitFor(() =>
      expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['我的首页', '我的活动', '我的申报', '我的学时', '我的成绩单']),
    );
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByRole('button', { name: '展开菜单' })).toBeNull();
    expect(within(nav).getByRole('button', { name: '我的首页' })).toHaveClass('Mui-selected');

    fireEvent.click(within(nav).getByRole('button', { name: '我的学时' }));
    await waitFor(() => expect(location().pathname).toBe('/student/hours'));
    expect(within(nav).getByRole('button', { name: '我的学时' })).toHaveClass('Mui-selected');
  });

  it('highlights the group of a detail page and returns to its list when tapped', async () => {
    localStorage.setItem('identity', '2');
    const { location } = renderWithAdmin(<AppLayout>{page}</AppLayout>, { dataProvider: dataProvider(), modules: studentModules, path: '/student/activity/detail', sidebarOpen: false });
    const activities = await within(await screen.findByTestId('bottom-nav')).findByRole('button', { name: '我的活动' });
    await waitFor(() => expect(activities).toHaveClass('Mui-selected'));
    fireEvent.click(activities);
    await waitFor(() => expect(location().pathname).toBe('/student/activity'));
  });

  it('puts the assistant in the header, where it covers no page content', async () => {
    localStorage.setItem('identity', '2');
    renderWithAdmin(<AppLayout>{page}</AppLayout>, { dataProvider: dataProvider(), modules: studentModules, path: '/', sidebarOpen: false });
    const button = await screen.findByTestId('assistant-button');
    expect(screen.getByTestId('header')).toContainElement(button);
    expect(button).not.toHaveClass('MuiFab-root');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: '团学助手' })).toBeInTheDocument();
  });

  it('gives staff a drawer over the page: a group opens in place, a chosen page closes it', async () => {
    const { location } = renderWithAdmin(<AppLayout>{page}</AppLayout>, { dataProvider: dataProvider(), modules: staffModules, path: '/', sidebarOpen: false });
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
    expect(screen.queryByTestId('side-menu')).toBeNull();
    expect(screen.getByRole('main')).toHaveStyle({ marginLeft: '0px' });

    fireEvent.click(screen.getByRole('button', { name: '展开菜单' }));
    const drawer = await screen.findByTestId('side-menu');
    fireEvent.click(await within(drawer).findByText('活动管理'));
    // Opening the group leaves the page where it is, so its children can be chosen.
    expect(await within(drawer).findByText('活动模板')).toBeVisible();
    expect(location().pathname).toBe('/');

    fireEvent.click(within(drawer).getByText('活动模板'));
    await waitFor(() => expect(location().pathname).toBe('/communist/activity/templates'));
    await waitFor(() => expect(screen.queryByTestId('side-menu')).toBeNull());
  });
});

describe('AppLayout from 600 px up', () => {
  it('keeps the side rail and the floating assistant, without a bottom navigation', async () => {
    undoPhone();
    undoPhone = () => undefined;
    localStorage.setItem('identity', '2');
    renderWithAdmin(<AppLayout>{page}</AppLayout>, { dataProvider: dataProvider(), modules: studentModules, path: '/' });
    expect(await screen.findByTestId('sidebar')).toBeInTheDocument();
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
    const button = screen.getByTestId('assistant-button');
    expect(button).toHaveClass('MuiFab-root');
    expect(screen.getByTestId('header')).not.toContainElement(button);
  });

  it('on a phone shows back-to-top only while scrolling back up, so it covers no row while reading down (issue 18)', async () => {
    localStorage.setItem('identity', '2');
    renderWithAdmin(<AppLayout>{page}</AppLayout>, { dataProvider: dataProvider(), modules: studentModules, path: '/', sidebarOpen: false });
    const setScroll = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
      fireEvent.scroll(window);
    };
    const button = () => screen.queryByRole('button', { name: '回到顶部' });
    act(() => setScroll(400));
    act(() => setScroll(900));
    await new Promise((r) => setTimeout(r, 300));
    expect(button()).toBeNull();
    act(() => setScroll(700));
    await waitFor(() => expect(button()).toBeVisible());
    act(() => setScroll(800));
    await waitFor(() => expect(button()).toBeNull());
    act(() => setScroll(0));
  });
});
