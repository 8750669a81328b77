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

  it('treats button permissions (isBtn) as addresses, not pages', async () => {
    localStorage.setItem('sessionKey', 'tok');
    setModules(sampleModules);
    renderWithAdmin(<NotFound />, { path: '/usermng/student/export' });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });
});
