/** Account pages, accountRoutes, the RouteGuard component and the notifier bridge. */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountRoutes } from '../../src/account';
import { ChangePasswordPage } from '../../src/account/ChangePasswordPage';
import { LogoutSuccessPage } from '../../src/account/LogoutSuccessPage';
import { NoPermissionPage } from '../../src/account/NoPermissionPage';
import { RedirectNoticePage } from '../../src/account/RedirectNoticePage';
import { safeRedirectTarget } from '../../src/account/RedirectNoticePage';
import { authProvider, RouteGuard } from '../../src/authProvider';
import { setModules } from '../../src/authProvider/modules';
import { notify } from '../../src/dataProvider/notify';
import { renderInAdmin, serveApi } from './auth-helpers';

describe('pages', () => {
  it("no-permission page: '权限警告' and '暂无权限！'", () => {
    renderInAdmin(<NoPermissionPage />, { path: '/create_process' });
    expect(screen.getByRole('heading', { name: '权限警告' })).toBeInTheDocument();
    expect(screen.getByText('暂无权限！')).toBeInTheDocument();
  });

  it('logout-success page: says 退出成功, asks to close the browser, offers a safe exit', () => {
    renderInAdmin(<LogoutSuccessPage />, { path: '/logout-success' });
    expect(screen.getByRole('heading', { name: '退出成功' })).toBeInTheDocument();
    expect(screen.getByText(/请关闭浏览器/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '安全退出' })).toHaveAttribute('href', '/login');
  });

  it('redirect notice: a go button to the new address; unsafe addresses are refused', () => {
    renderInAdmin(<RedirectNoticePage />, { path: '/redirect?to=https%3A%2F%2Fnew.example.edu.cn%2F' });
    expect(screen.getByRole('heading', { name: '系统已迁移' })).toBeInTheDocument();
    expect(screen.getByText('https://new.example.edu.cn/')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即前往' })).toBeInTheDocument();
    expect(safeRedirectTarget('?to=javascript:alert(1)')).toBeNull();
    expect(safeRedirectTarget('?to=//evil.example.com')).toBeNull();
    expect(safeRedirectTarget('?to=/login')).toBe('/login');
  });

  it("change-password page: the exit icon asks '确定退出吗？' and signs out", async () => {
    serveApi({ 'POST /logout': () => ({ code: 0, data: null }) });
    localStorage.setItem('sessionKey', 'tok');
    localStorage.setItem('modL', '0');
    const user = userEvent.setup();
    let at = '';
    renderInAdmin(<ChangePasswordPage />, { authProvider, path: '/changepassword', onLocation: (p) => (at = p) });
    expect(screen.getByRole('heading', { name: '修改密码' })).toBeInTheDocument();
    expect(screen.getByText('为了账号安全,请先修改初始密码')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('确定退出吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(at).toBe('/login'));
    expect(localStorage.getItem('sessionKey')).toBeNull();
  });
});

describe('accountRoutes', () => {
  it('lists the no-layout pages and every school login route except /login', () => {
    const paths = accountRoutes.map((r) => r.path);
    expect(paths.slice(0, 7)).toEqual(['/changepassword', '/logout-success', '/cquelogout', '/redirect', '/create_process', '/encrypt', '/JumpPage']);
    expect(paths).toContain('/stulogin');
    expect(paths).toContain('/hautlogin');
    expect(paths).not.toContain('/login');
    expect(paths).toHaveLength(7 + 38);
  });
});

describe('RouteGuard component', () => {
  it('sends a signed-out visitor of /dashboard to /login', async () => {
    let at = '';
    renderInAdmin(<RouteGuard />, { path: '/dashboard', onLocation: (p) => (at = p) });
    await waitFor(() => expect(at).toBe('/login'));
  });

  it('sends a signed-in user away from /login to /, and a modL 0 student from / to /changepassword', async () => {
    localStorage.setItem('sessionKey', 'tok');
    setModules([]);
    let at = '';
    renderInAdmin(<RouteGuard />, { path: '/login', onLocation: (p) => (at = p) });
    await waitFor(() => expect(at).toBe('/'));
    localStorage.setItem('modL', '0');
    localStorage.setItem('identity', '2');
    let at2 = '';
    renderInAdmin(<RouteGuard />, { path: '/', onLocation: (p) => (at2 = p) });
    await waitFor(() => expect(at2).toBe('/changepassword'));
  });

  it('loads the module list when missing (rule 6) and clears a stale saved item (rule 8)', async () => {
    setModules(null);
    const seen = serveApi({ 'GET /system/modules': () => ({ code: 0, data: [] }) });
    localStorage.setItem('sessionKey', 'tok');
    localStorage.setItem('item', JSON.stringify({ name: '学生列表', path: '/usermng/student/list', parentName: '用户管理', parentPath: '/usermng' }));
    localStorage.setItem('subRouters', JSON.stringify([{ name: '学生列表', path: '/usermng/student/list' }]));
    renderInAdmin(<RouteGuard />, { path: '/communist/activity' });
    await waitFor(() => expect(seen.map((r) => r.path)).toEqual(['/system/modules']));
    expect(localStorage.getItem('item')).toBeNull();
    expect(localStorage.getItem('subRouters')).toBeNull();
  });
});

describe('NotifyBridge', () => {
  it('shows client toasts through react-admin, closable', async () => {
    const user = userEvent.setup();
    renderInAdmin(<div />);
    act(() => notify({ message: '账号或密码错误', fallback: '账号或密码错误', type: 'error', closable: true, autoHideDuration: 3500 }));
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByText('账号或密码错误')).not.toBeInTheDocument());
  });

  it("translates the client's own keys", async () => {
    renderInAdmin(<div />);
    act(() => notify({ message: 'auth.client.serverFailure', fallback: '服务器响应失败', type: 'error' }));
    expect(await screen.findByText('服务器响应失败')).toBeInTheDocument();
  });
});
