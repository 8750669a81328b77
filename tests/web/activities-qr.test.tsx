/**
 * The organiser's rotating QR (/communist/onlyActivity?id=&kind=): the code of the absolute sign-in
 * address, the countdown to the next 30-second window, new codes as windows turn, the live
 * signed-in count, the 签到/签退 switch and the refusal when the status does not allow sign-in — on
 * a fake data provider (getOne, getActivityQr, countActivitySignedIn).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, testDataProvider } from 'react-admin';
import { ApiError } from '../../src/dataProvider';
import QrScreen from '../../src/resources/activities/qr/QrScreen';
import { msToNextWindow, nextTokenMs, useRotatingQr } from '../../src/resources/activities/qr/useRotatingQr';
import { activityDetail, organiserModules } from './activities-fixtures';
import { renderWithAdmin } from './shell-harness';

const getOne = vi.fn(); // GET /activity/detail
const getActivityQr = vi.fn(); // GET /activity/qr
const countActivitySignedIn = vi.fn(); // GET /activity/participants {signed: 1} → total
const dataProvider = () => testDataProvider({ getOne, getActivityQr, countActivitySignedIn } as never);

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
  for (const fn of [getOne, getActivityQr, countActivitySignedIn]) fn.mockReset();
  getOne.mockImplementation(async () => ({ data: activityDetail({ status: 7, signMode: 2 }) }));
  getActivityQr.mockImplementation(async (_id: string, kind: string) => tokenNow(kind));
  countActivitySignedIn.mockResolvedValue(12);
});
afterEach(() => vi.useRealTimers());

const qrCalls = () => getActivityQr.mock.calls;
const show = (path: string) => renderWithAdmin(<QrScreen />, { path, modules: organiserModules, dataProvider: dataProvider() });

describe('QrScreen', () => {
  it('shows the code, the countdown to the next one and the signed-in count', async () => {
    show('/communist/onlyActivity?id=7&kind=in');
    const code = await screen.findByRole('img', { name: '签到二维码' });
    expect(code.getAttribute('data-token')).toBe(`7.in.${Math.floor(Date.now() / WINDOW)}.abcd`);
    expect(await screen.findByText('迎新志愿服务7')).toBeInTheDocument();
    expect(screen.getByTestId('qr-countdown')).toHaveTextContent('25 秒后刷新二维码');
    expect(screen.getByTestId('qr-signed')).toHaveTextContent('已签到 12 人');
    act(() => void vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.getByTestId('qr-countdown')).toHaveTextContent('24 秒后刷新二维码'));
  });

  it('asks again every few seconds and shows the new code once the window turns', async () => {
    show('/communist/onlyActivity?id=7&kind=in');
    const first = (await screen.findByRole('img', { name: '签到二维码' })).getAttribute('data-token');
    expect(qrCalls()).toHaveLength(1);
    for (let i = 0; i < 5; i += 1) await act(async () => void vi.advanceTimersByTime(1000));
    await waitFor(() => expect(qrCalls()).toHaveLength(2));
    for (let i = 0; i < 21; i += 1) await act(async () => void vi.advanceTimersByTime(1000));
    await waitFor(() => expect(screen.getByRole('img', { name: '签到二维码' }).getAttribute('data-token')).not.toBe(first));
    expect(screen.getByTestId('qr-countdown')).toHaveTextContent(/^(30|29) 秒后刷新二维码$/);
  });

  it('switches to the sign-out code', async () => {
    const view = show('/communist/onlyActivity?id=7&kind=in');
    await screen.findByRole('img', { name: '签到二维码' });
    await waitFor(() => expect(screen.getByRole('button', { name: '签退' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '签退' }));
    expect(await screen.findByRole('img', { name: '签退二维码' })).toBeInTheDocument();
    expect(getActivityQr).toHaveBeenCalledWith('7', 'out');
    expect(view.location().search).toBe('?id=7&kind=out');
  });

  it("shows the server's refusal when the status does not allow sign-in", async () => {
    getOne.mockImplementation(async () => ({ data: activityDetail({ status: 5, signMode: 1 }) }));
    getActivityQr.mockRejectedValue(new ApiError(10002, '当前活动状态不能签到'));
    countActivitySignedIn.mockResolvedValue(0);
    show('/communist/onlyActivity?id=7');
    expect(await screen.findByRole('alert')).toHaveTextContent('当前活动状态不能签到');
    await waitFor(() => expect(screen.getByRole('button', { name: '签退' })).toBeDisabled());
  });
});

describe('useRotatingQr', () => {
  it('encodes the absolute address a phone opens', async () => {
    const provider = dataProvider();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestMemoryRouter>
        <AdminContext dataProvider={provider}>{children}</AdminContext>
      </TestMemoryRouter>
    );
    const { result } = renderHook(() => useRotatingQr('7', 'in'), { wrapper });
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
