/**
 * Issue 21 top-level pages: /JumpPage follows only this app's paths and the school's own https
 * site (open-redirect safe) after its 3-second countdown; the location confirm of spec §4 asks
 * before switching the stored city and saves it on 切换; /encrypt hands the partner's encrypted
 * parameters to the server's third-party verify and signs in at the school it names, or reports why not.
 */
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { cityOfSchool } from '../../common/cities';
import { LocationConfirm } from '../../src/resources/city/LocationConfirm';
import { locationStep } from '../../src/resources/city/location';
import JumpPage from '../../src/resources/jump/JumpPage';
import { jumpTarget } from '../../src/resources/jump/jumpTarget';
import { runEncryptedSignIn } from '../../src/authProvider/sso/encrypt';
import { ApiError } from '../../src/dataProvider/errors';
import { i18nProvider } from '../../src/i18n';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { nullDataProvider, okAuthProvider } from './auth-helpers';

/** `ui` in react-admin with the app's catalogue (zh-CN) at `path`. */
function renderInAdmin(ui: ReactNode, { path, onLocation }: { path: string; onLocation?: (pathname: string) => void }) {
  return render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => onLocation?.(l.pathname)}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={nullDataProvider} authProvider={okAuthProvider} queryClient={createQueryClient()}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const ORIGIN = 'https://xg.chd.edu.cn';

describe('/JumpPage', () => {
  it('accepts app paths and the school site over https, refuses every other address', () => {
    expect(jumpTarget('/student/home?tab=1', ORIGIN)).toEqual({ kind: 'app', path: '/student/home?tab=1' });
    expect(jumpTarget('https://www.chd.edu.cn/news', ORIGIN)).toEqual({ kind: 'external', url: 'https://www.chd.edu.cn/news' });
    expect(jumpTarget('https://ids.partner.cn/logout', ORIGIN, ['ids.partner.cn'])?.kind).toBe('external');
    for (const bad of ['https://evil.com/', 'https://chd.edu.cn.evil.com/', 'http://www.chd.edu.cn/', '//evil.com/x', '/\\evil.com', 'javascript:alert(1)', 'https://u:p@www.chd.edu.cn/', '', null]) {
      expect(jumpTarget(bad, ORIGIN), String(bad)).toBeNull();
    }
    // Served from an IP or localhost there is no school site: only app paths.
    expect(jumpTarget('https://127.0.0.2/', 'http://127.0.0.1:8080')).toBeNull();
  });

  it('shows the in-app target, counts down from 3 and goes there', async () => {
    let at = '';
    renderInAdmin(<JumpPage />, { path: '/JumpPage?to=%2Fcity', onLocation: (p) => (at = p) });
    expect(screen.getByRole('heading', { name: '跳转提示' })).toBeInTheDocument();
    expect(screen.getByTestId('jump-target')).toHaveTextContent('/city');
    expect(screen.getByRole('status')).toHaveTextContent('3 秒后自动跳转');
    await waitFor(() => expect(at).toBe('/city'), { timeout: 4500 });
  });

  it('refuses an unknown external host and stays', async () => {
    let at = '';
    renderInAdmin(<JumpPage />, { path: '/JumpPage?to=https%3A%2F%2Fevil.example.com%2F', onLocation: (p) => (at = p) });
    expect(screen.getByText('该地址不是本系统页面，也不是学校允许的网站，已阻止跳转。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即前往' })).toBeNull();
    await new Promise((r) => setTimeout(r, 1200));
    expect(at).toBe('/JumpPage');
  });
});

describe('location confirm (spec §4)', () => {
  it('decides from the detected and the saved city', () => {
    expect(cityOfSchool('西安科技大学')).toBe('西安');
    expect(cityOfSchool('示范大学')).toBeNull();
    expect(locationStep('西安', '北京')).toEqual({ kind: 'confirm', city: '西安' });
    expect(locationStep('西安', '西安')).toEqual({ kind: 'none' });
    expect(locationStep('西安', null)).toEqual({ kind: 'save', city: '西安' });
    expect(locationStep(null, null)).toEqual({ kind: 'choose' });
    expect(locationStep(null, '北京')).toEqual({ kind: 'none' });
  });

  it('asks 是否切换 when the school city differs from the saved one, and saves on 切换', async () => {
    localStorage.setItem('sessionKey', 'tok-city');
    localStorage.setItem('schoolName', '西安科技大学');
    localStorage.setItem('city', '北京');
    const user = userEvent.setup();
    renderInAdmin(<LocationConfirm />, { path: '/' });
    expect(await screen.findByText('检测到您所在的城市为「西安」，与已保存的「北京」不同，是否切换到「西安」？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '切换' }));
    expect(localStorage.getItem('city')).toBe('西安');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('detects the city the school set (schoolCity) and saves it quietly on a first sign-in', async () => {
    localStorage.clear();
    localStorage.setItem('sessionKey', 'tok-set');
    localStorage.setItem('schoolName', '示范大学');
    localStorage.setItem('schoolCity', '武汉');
    let at = '';
    renderInAdmin(<LocationConfirm />, { path: '/dashboard', onLocation: (p) => (at = p) });
    await waitFor(() => expect(localStorage.getItem('city')).toBe('武汉'));
    expect(at).toBe('/dashboard');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens /city when detection fails and no city is saved, but not before a forced password change', async () => {
    localStorage.clear();
    localStorage.setItem('sessionKey', 'tok-none');
    localStorage.setItem('schoolName', '示范大学');
    let at = '';
    renderInAdmin(<LocationConfirm />, { path: '/dashboard', onLocation: (p) => (at = p) });
    await waitFor(() => expect(at).toBe('/city'));
    cleanup();
    localStorage.setItem('sessionKey', 'tok-modl');
    localStorage.setItem('modL', '0');
    let there = '';
    renderInAdmin(<LocationConfirm />, { path: '/password', onLocation: (p) => (there = p) });
    await new Promise((r) => setTimeout(r, 300));
    expect(there).toBe('/password');
  });
});

describe('/encrypt (third-party AES parameters)', () => {
  it('passes the encrypted parameters as they came, signs in at the school the server decrypted, and reports a refusal', async () => {
    const seen: [string, Record<string, unknown>][] = [];
    const api = {
      get: async <T,>(path: string, params?: Record<string, unknown>): Promise<T> => {
        seen.push([path, params ?? {}]);
        if (path.endsWith('/login/verify')) return { schoolCode: '10001', userCode: '2021000001' } as T;
        return { access_token: 'tok' } as T;
      },
    };
    // A '+' of base64 sent unencoded reads as ' ': it is put back.
    const search = new URLSearchParams('schoolCode=a b&userCode=c&userIdentity=d&sourceName=ThdStuWork&targetUrl=%2Fcity');
    expect(await runEncryptedSignIn(api as never, search)).toEqual({ accessToken: 'tok', username: '2021000001', schoolId: 10001, targetUrl: '/city' });
    expect(seen).toEqual([
      ['/auth/third/ThdStuWork/login/verify', { schoolCode: 'a+b', userCode: 'c', userIdentity: 'd', sourceName: 'ThdStuWork' }],
      ['/third/token', { schoolId: 10001, username: '2021000001' }],
    ]);
    await expect(runEncryptedSignIn(api as never, new URLSearchParams(''))).rejects.toMatchObject({ key: 'sso.encrypt.missing' });
    const refusing = { get: () => Promise.reject(new ApiError(20002, '第三方登录参数无法解密,请从第三方平台重新进入')) };
    await expect(runEncryptedSignIn(refusing as never, search)).rejects.toMatchObject({ msg: '第三方登录参数无法解密,请从第三方平台重新进入' });
  });
});
