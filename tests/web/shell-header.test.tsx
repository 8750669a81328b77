/** Header pieces (spec §2, §9): the clock ticks every second, dataV link behind '/click/dataV', about for 10341, logout confirm. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Clock } from '../../src/layout/header/Clock';
import { DataVLink } from '../../src/layout/header/DataVLink';
import { AboutButton } from '../../src/layout/header/AboutButton';
import { UserMenu } from '../../src/layout/header/UserMenu';
import { fakeAuthProvider, renderWithAdmin, sampleModules } from './shell-harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('Clock', () => {
  it('shows yyyy-MM-dd HH:mm:ss with the Chinese weekday and updates every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 8, 2, 8, 5, 9));
    renderWithAdmin(<Clock />);
    const clock = screen.getByTestId('header-clock');
    expect(clock).toHaveTextContent('2024-09-02 08:05:09 星期一');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(clock).toHaveTextContent('2024-09-02 08:05:10 星期一');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(clock).toHaveTextContent('2024-09-02 08:05:13 星期一');
  });
});

describe('DataVLink', () => {
  it("is shown with '/click/dataV' and opens /dataV in a new tab", async () => {
    renderWithAdmin(<DataVLink schoolId="10001" />);
    const link = await screen.findByTestId('datav-link');
    expect(link).toHaveAttribute('href', '/dataV?schoolId=10001');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('数据大屏');
  });

  it('uses /#/dataV for school 10341', async () => {
    renderWithAdmin(<DataVLink schoolId="10341" />);
    expect(await screen.findByTestId('datav-link')).toHaveAttribute('href', '/#/dataV?schoolId=10341');
  });

  it("is hidden without '/click/dataV'", async () => {
    const withoutButton = sampleModules.filter((m) => m.path !== '/click/dataV');
    const getPermissions = vi.fn(fakeAuthProvider(withoutButton).getPermissions);
    renderWithAdmin(<DataVLink schoolId="10001" />, { authProvider: fakeAuthProvider(withoutButton, { getPermissions }) });
    await waitFor(() => expect(getPermissions).toHaveBeenCalled());
    await act(async () => {
      await getPermissions.mock.results[0].value;
    });
    expect(screen.queryByTestId('datav-link')).toBeNull();
  });
});

describe('AboutButton', () => {
  it('is offered to school 10341 with the version V.1.0.3', async () => {
    renderWithAdmin(<AboutButton schoolId="10341" />);
    fireEvent.click(screen.getByLabelText('关于系统'));
    expect(await screen.findByText('版本号：V.1.0.3')).toBeInTheDocument();
  });

  it('is absent for other schools', () => {
    renderWithAdmin(<AboutButton schoolId="10001" />);
    expect(screen.queryByLabelText('关于系统')).toBeNull();
  });
});

describe('UserMenu', () => {
  it('shows name and role, and signs out only after confirming 确定退出吗？', async () => {
    const logout = vi.fn(async () => undefined);
    renderWithAdmin(<UserMenu name="张老师" roleName="管理员" />, { authProvider: fakeAuthProvider(sampleModules, { logout }) });
    expect(screen.getByTestId('user-name')).toHaveTextContent('张老师');
    expect(screen.getByText('管理员')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('用户菜单'));
    fireEvent.click(await screen.findByText('退出登录'));
    expect(await screen.findByText('确定退出吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定退出吗？')).toBeNull());
    expect(logout).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('用户菜单'));
    fireEvent.click(await screen.findByText('退出登录'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it('switches the language and remembers it in localStorage', async () => {
    renderWithAdmin(<UserMenu name="张老师" roleName="管理员" />);
    fireEvent.click(screen.getByLabelText('用户菜单'));
    fireEvent.click(await screen.findByText('English'));
    await waitFor(() => expect(localStorage.getItem('locale')).toBe('en'));
    expect(await screen.findByLabelText('User menu')).toBeInTheDocument();
  });
});
