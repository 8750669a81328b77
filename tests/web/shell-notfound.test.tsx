/** The catch-all page: a menu module without a page in this release vs. an unknown address. */
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { forgetModules, setModules } from '../../src/authProvider/modules';
import { NotFound } from '../../src/layout/NotFound';
import { renderWithAdmin, sampleModules } from './shell-harness';

afterEach(() => forgetModules());

describe('NotFound', () => {
  it("says '该功能模块暂未开放' for one of the user's menu modules", async () => {
    localStorage.setItem('sessionKey', 'tok');
    setModules(sampleModules);
    renderWithAdmin(<NotFound />, { path: '/system/term' });
    expect(await screen.findByText('该功能模块暂未开放')).toBeInTheDocument();
    expect(screen.queryByText('页面不存在')).toBeNull();
  });

  it("says '页面不存在' for any other address, with a way home", async () => {
    localStorage.setItem('sessionKey', 'tok');
    setModules(sampleModules);
    renderWithAdmin(<NotFound />, { path: '/no/such/page' });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('shows nothing to an account that must change its password first: the guard sends it to 修改密码 (issue 18 item 9)', async () => {
    localStorage.setItem('sessionKey', 'tok');
    localStorage.setItem('modL', '0');
    setModules(sampleModules);
    renderWithAdmin(
      <>
        <NotFound />
        <p>修改密码页</p>
      </>,
      { path: '/student/hours/typed' },
    );
    await screen.findByText('修改密码页');
    expect(screen.queryByText('页面不存在')).toBeNull();
    expect(screen.queryByTestId('not-found')).toBeNull();
  });

  it('treats button permissions (isBtn) as addresses, not pages', async () => {
    localStorage.setItem('sessionKey', 'tok');
    setModules(sampleModules);
    renderWithAdmin(<NotFound />, { path: '/usermng/student/export' });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });
});
