/**
 * Issue 17 (initial JavaScript ≤ 300 KB gzip): only zh-CN's sign-in part is in the initial bundle.
 * The screens drawn before the whole catalogue arrives (sign-in, not-found) must say everything
 * with that part alone, and a lazily loaded screen must not render before the whole catalogue.
 */
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { LoginPage } from '../../src/account';
import { lazyWithRetry, setLazyGate } from '../../src/authProvider/lazyWithRetry';
import { catalogueReady } from '../../src/i18n';
import zhCore from '../../src/i18n/zh-CN-core';
import zhWhole from '../../src/i18n/zh-CN';
import { NotFound } from '../../src/layout/NotFound';
import { nullDataProvider, okAuthProvider, serveApi } from './auth-helpers';

const KEY_LIKE = /\b(ra|auth|shell|sso|pages)\.[a-z_]+(\.[a-z_]+)*/;

function renderWithCore(ui: React.ReactNode, path: string) {
  const missing: string[] = [];
  const i18nProvider = polyglotI18nProvider(() => zhCore, 'zh-CN', [{ locale: 'zh-CN', name: '简体中文' }], {
    onMissingKey: (key: string) => {
      missing.push(key);
      return key;
    },
  });
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={nullDataProvider} authProvider={okAuthProvider}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return missing;
}

afterEach(() => setLazyGate(catalogueReady));

describe('the initial zh-CN catalogue', () => {
  it('is smaller than the whole one and says the sign-in page without a missing key', async () => {
    expect(Object.keys(zhCore).length).toBeLessThan(Object.keys(zhWhole).length);
    serveApi({
      'GET /common/login/verificationcode': () => ({ code: 0, data: { uuid: 'u', code: 'PNG' } }),
      'GET /common/all-school': () => ({ code: 0, data: [{ id: 10001, name: '示范大学', firstLetter: 'S', logo: '', hoursUnit: '学时', scoreReportModel: 1, waysConvert: 1 }] }),
    });
    const missing = renderWithCore(<LoginPage />, '/login');
    expect(await screen.findByText('示范大学')).toBeInTheDocument();
    expect(screen.getByText('第二课堂成绩单系统')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(missing).toEqual([]);
    expect(document.body.textContent).not.toMatch(KEY_LIKE);
  });

  it('says the not-found page', () => {
    const missing = renderWithCore(<NotFound />, '/no/such/page');
    expect(screen.getByText('返回首页')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});

describe('a lazily loaded screen', () => {
  it('renders only once the gate (the whole catalogue) is open', async () => {
    let open!: () => void;
    const gate = vi.fn(() => new Promise<void>((resolve) => (open = resolve)));
    setLazyGate(gate);
    const Screen = lazyWithRetry(() => Promise.resolve({ default: () => <p>页面内容</p> }));
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Screen />
      </Suspense>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(screen.queryByText('页面内容')).toBeNull();
    open();
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(gate).toHaveBeenCalledTimes(1);
  });
});
