/**
 * The organiser's rotating QR (/communist/onlyActivity?id=&kind=): the code of the absolute sign-in
 * address, the countdown to the next 30-second window, new codes as windows turn, the live
 * signed-in count, the 签到/签退 switch and the refusal when the status does not allow sign-in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { ApiError, api } from '../../src/dataProvider/apiClient';
import QrScreen from '../../src/resources/activities/qr/QrScreen';
import { msToNextWindow, nextTokenMs, useRotatingQr } from '../../src/resources/activities/qr/useRotatingQr';
import { activityDetail, organiserModules } from './activities-fixtures';
import { renderWithAdmin } from './shell-harness';

vi.mock('../../src/dataProvider/apiClient', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/dataProvider/apiClient')>()),
  api: { get: vi.fn(), post: vi.fn(), upload: vi.fn() },
}));
// The first render of a file compiles react-admin's pages: allow it more than the default second.
configure({ asyncUtilTimeout: 4000 });
const get = vi.mocked(api.get);

const WINDOW = 30_000;
/** The token the fake server hands out for the current 30-second window. */
const tokenNow = (kind = 'in') => {
  const w = Math.floor(Date.now() / WINDOW);
  const refreshIn = Math.ceil(msToNextWindow(Date.now()) / 1000);
  return { token: `7.${kind}.${w}.abcd`, expiresIn: refreshIn + 30, refreshIn, url: `/student/activity/sign?token=7.${kind}.${w}.abcd` };
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-12-01T01:00:05Z'));
  get.mockReset();
  get.mockImplementation(async (path: string, params?: object) => {
    if (path === '/activity/detail') return activityDetail({ status: 7, signMode: 2 });
    if (path === '/activity/qr') return tokenNow((params as { kind: string }).kind);
    if (path === '/activity/participants') return { list: [], total: 12 };
    return null;
  });
});
afterEach(() => vi.useRealTimers());

const qrCalls = () => get.mock.calls.filter(([p]) => p === '/activity/qr');

describe('QrScreen', () => {
  it('shows the code, the countdown to the next one and the signed-in count', async () => {
    renderWithAdmin(<QrScreen />, { path: '/communist/onlyActivity?id=7&kind=in', modules: organiserModules });
    const code = await screen.findByRole('img', { name: '签到二维码' });
    expect(code.getAttribute('data-token')).toBe(`7.in.${Math.floor(Date.now() / WINDOW)}.abcd`);
    expect(await screen.findByText('迎新志愿服务7')).toBeInTheDocument();
    expect(screen.getByTestId('qr-countdown')).toHaveTextContent('25 秒后刷新二维码');
    expect(screen.getByTestId('qr-signed')).toHaveTextContent('已签到 12 人');
    act(() => void vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.getByTestId('qr-countdown')).toHaveTextContent('24 秒后刷新二维码'));
  });

  it('asks again every few seconds and shows the new code once the window turns', async () => {
    renderWithAdmin(<QrScreen />, { path: '/communist/onlyActivity?id=7&kind=in', modules: organiserModules });
    const first = (await screen.findByRole('img', { name: '签到二维码' })).getAttribute('data-token');
    expect(qrCalls()).toHaveLength(1);
    for (let i = 0; i < 5; i += 1) await act(async () => void vi.advanceTimersByTime(1000));
    await waitFor(() => expect(qrCalls()).toHaveLength(2));
    for (let i = 0; i < 21; i += 1) await act(async () => void vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.getByRole('img', { name: '签到二维码' }).getAttribute('data-token')).not.toBe(first));
    expect(screen.getByTestId('qr-countdown')).toHaveTextContent(/^(30|29) 秒后刷新二维码$/);
  });

  it('switches to the sign-out code', async () => {
    const view = renderWithAdmin(<QrScreen />, { path: '/communist/onlyActivity?id=7&kind=in', modules: organiserModules });
    await screen.findByRole('img', { name: '签到二维码' });
    await waitFor(() => expect(screen.getByRole('button', { name: '签退' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '签退' }));
    expect(await screen.findByRole('img', { name: '签退二维码' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/activity/qr', { id: '7', kind: 'out' }, { silent: true });
    expect(view.location().search).toBe('?id=7&kind=out');
  });

  it("shows the server's refusal when the status does not allow sign-in", async () => {
    get.mockImplementation(async (path: string) => {
      if (path === '/activity/detail') return activityDetail({ status: 5, signMode: 1 });
      if (path === '/activity/qr') throw new ApiError(10002, '当前活动状态不能签到');
      return { list: [], total: 0 };
    });
    renderWithAdmin(<QrScreen />, { path: '/communist/onlyActivity?id=7', modules: organiserModules });
    expect(await screen.findByRole('alert')).toHaveTextContent('当前活动状态不能签到');
    await waitFor(() => expect(screen.getByRole('button', { name: '签退' })).toBeDisabled());
  });
});

describe('useRotatingQr', () => {
  it('encodes the absolute address a phone opens', async () => {
    const { result } = renderHook(() => useRotatingQr('7', 'in'));
    await waitFor(() => expect(result.current.qr).not.toBeNull());
    expect(result.current.link).toBe(`${window.location.origin}/student/activity/sign?token=${result.current.qr!.token}`);
  });

  it('counts to the next token: refreshIn, else the end of the 30-second window', () => {
    const at = Date.parse('2026-12-01T01:00:05Z');
    expect(msToNextWindow(at)).toBe(25_000);
    expect(msToNextWindow(Date.parse('2026-12-01T01:00:30Z'))).toBe(30_000);
    expect(nextTokenMs({ token: 't', expiresIn: 55, refreshIn: 25, url: '' }, at)).toBe(25_000);
    expect(nextTokenMs({ token: 't', expiresIn: 55, url: '' }, at)).toBe(25_000);
    expect(nextTokenMs({ token: 't', expiresIn: 10, url: '' }, at)).toBe(10_000);
  });
});
