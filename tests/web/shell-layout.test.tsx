/** The admin shell (spec §2, §9): hidden on the bare paths, auto-collapse below 1200 px, password panel, back-to-top. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { AppLayout } from '../../src/layout/AppLayout';
import { renderWithAdmin } from './shell-harness';

/** The shell's only data call: the menu's unread counts (none). */
const dataProvider = () => testDataProvider({ getShellUnreadCounts: vi.fn(async () => []) } as never);

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
};
const setScroll = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  fireEvent.scroll(window);
};

afterEach(() => {
  setWidth(1024);
  setScroll(0);
});

const page = <p>页面内容</p>;

describe('AppLayout', () => {
  it('shows header, side menu and breadcrumb around the page', async () => {
    setWidth(1400);
    renderWithAdmin(<AppLayout>{page}</AppLayout>, { dataProvider: dataProvider(), path: '/usermng/student/list' });
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(screen.getByTestId('header')).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(screen.getByTestId('breadcrumb')).toBeInTheDocument();
    expect(await screen.findByText('学生列表', { selector: '.MuiListItemText-primary' })).toBeInTheDocument();
  });

  it.each(['/communist-templates', '/activity/createLaunch', '/communist/onlyActivity', '/communist/onlyActivity/detail'])(
    'renders the page alone on %s',
    (path) => {
      renderWithAdmin(<AppLayout>{page}</AppLayout>, { dataProvider: dataProvider(), path });
      expect(screen.getByText('页面内容')).toBeInTheDocument();
      expect(screen.queryByTestId('header')).toBeNull();
      expect(screen.queryByTestId('sidebar')).toBeNull();
      expect(screen.queryByTestId('breadcrumb')).toBeNull();
    },
  );

  it('collapses the side menu below 1200 px and opens it again when wide (debounced resize)', async () => {
    setWidth(1000);
    renderWithAdmin(<AppLayout>{page}</AppLayout>, { dataProvider: dataProvider(), path: '/' });
    await waitFor(() => expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false'));
    setWidth(1400);
    fireEvent(window, new Event('resize'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false'); // not before 100 ms
    await waitFor(() => expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'true'));
    setWidth(1199);
    fireEvent(window, new Event('resize'));
    await waitFor(() => expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false'));
  });

  it('the header toggles the menu and the change-password panel', async () => {
    setWidth(1400);
    renderWithAdmin(<AppLayout>{page}</AppLayout>, { dataProvider: dataProvider(), path: '/' });
    fireEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');

    expect(screen.queryByTestId('password-panel')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByTestId('password-panel')).toBeInTheDocument();
    expect(screen.getByLabelText(/原密码/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('password-panel')).toBeNull());
  });

  it('offers back-to-top only after 200 px of scroll', async () => {
    setWidth(1400);
    renderWithAdmin(<AppLayout>{page}</AppLayout>, { dataProvider: dataProvider(), path: '/' });
    const button = () => screen.queryByRole('button', { name: '回到顶部' });
    act(() => setScroll(150));
    expect(button()).toBeNull(); // present but hidden, so not an accessible button
    act(() => setScroll(201));
    await waitFor(() => expect(button()).toBeVisible());
    act(() => setScroll(0));
    await waitFor(() => expect(button()).toBeNull());
  });

});
