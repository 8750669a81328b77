/**
 * The QR sign page (/student/activity/sign?token=) and the student's activity detail
 * (/student/activity/detail?id=) against a fake school API: signing in and out, the position asked
 * for when the activity has a geofence (or when the server asks for it), a denied position, the
 * server's refusals (expired QR), a malformed token, and the detail's facts with 报名.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { dataProvider } from '../../src/dataProvider';
import { NotifyBridge } from '../../src/dataProvider/notify';
import SignPage, { parseSignToken } from '../../src/resources/participation/SignPage';
import StudentActivityDetail from '../../src/resources/participation/StudentActivityDetail';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { Routes } from 'react-router-dom';
import { pluginRoutes } from '../../src/plugins';
import studentActivityPlugin from '../../src/plugins/studentActivity';
import { renderWithAdmin } from './shell-harness';

const TOKEN_IN = '42.in.58731200.0123456789abcdef';
const TOKEN_OUT = '42.out.58731200.0123456789abcdef';
const detail = (extra: Record<string, unknown> = {}) => ({
  id: 42, name: '植树节志愿活动', orgName: '青年志愿者协会', administrator: '张老师', classifyName: '志愿公益', classifyNameS: '',
  hours: '3', startTime: '2026-12-05 09:00', endTime: '2026-12-05 12:00', enrollStart: '2026-11-20 08:00', enrollEnd: '2026-12-01 18:00',
  status: 5, address: '北山林场', applyPeopleNumber: 40, enrollCount: 18, enrollMode: 2, signMode: 2, activityLevel: 2,
  description: '集合后统一乘车前往。\n请穿运动鞋。', posterUrl: '', radiusM: null,
  attachments: [{ id: 1, url: '/api/files/abc', name: '安全须知.pdf', type: 5, size: 1024 }], ...extra,
});

let seen: SeenRequest[] = [];
const calls = (key: string) => seen.filter((r) => `${r.method} ${r.path}` === key);
function serve(routes: Record<string, Handler>) {
  seen = serveApi({ 'GET /activity/detail': () => ({ code: 0, data: detail() }), ...routes });
}
function renderAt(path: string, page: 'sign' | 'detail' = 'sign') {
  return renderWithAdmin(
    <>
      {page === 'sign' ? <SignPage /> : <StudentActivityDetail />}
      <Notification />
      <NotifyBridge />
    </>,
    { path, dataProvider },
  );
}

type GeoSuccess = (p: { coords: { latitude: number; longitude: number } }) => void;
function fakeGeolocation(answer: 'allow' | 'deny') {
  const getCurrentPosition = vi.fn((ok: GeoSuccess, fail: (e: unknown) => void) =>
    answer === 'allow' ? ok({ coords: { latitude: 30.5, longitude: 114.3 } }) : fail({ code: 1, message: 'denied' }),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

beforeEach(() => {
  fakeGeolocation('allow');
});
afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
});

describe('parseSignToken', () => {
  it('reads the activity id and the kind', () => {
    expect(parseSignToken(TOKEN_IN)).toEqual({ activityId: 42, kind: 'in' });
    expect(parseSignToken(TOKEN_OUT)).toEqual({ activityId: 42, kind: 'out' });
    expect(parseSignToken('42.sideways.1.x')).toBeNull();
    expect(parseSignToken(null)).toBeNull();
  });
});

describe('SignPage', () => {
  it('signs in at once and shows the time', async () => {
    const geo = fakeGeolocation('allow');
    serve({ 'POST /activity/sign': () => ({ code: 0, data: { signInAt: '2026-12-05 09:01', activityName: '植树节志愿活动' } }) });
    renderAt(`/student/activity/sign?token=${TOKEN_IN}`);
    expect(await screen.findByText('签到成功')).toBeInTheDocument();
    expect(screen.getByText('植树节志愿活动')).toBeInTheDocument();
    expect(screen.getByText('时间：2026-12-05 09:01')).toBeInTheDocument();
    expect(calls('POST /activity/sign')).toHaveLength(1);
    expect(calls('POST /activity/sign')[0].params).toEqual({ token: TOKEN_IN });
    expect(geo).not.toHaveBeenCalled();
  });

  it('signs out with a sign-out code', async () => {
    serve({ 'POST /activity/sign': () => ({ code: 0, data: { signOutAt: '2026-12-05 11:59', activityName: '植树节志愿活动' } }) });
    renderAt(`/student/activity/sign?token=${TOKEN_OUT}`);
    expect(await screen.findByText('签退成功')).toBeInTheDocument();
    expect(screen.getByText('时间：2026-12-05 11:59')).toBeInTheDocument();
  });

  it('sends the position when the activity has a geofence', async () => {
    serve({
      'GET /activity/detail': () => ({ code: 0, data: detail({ radiusM: 200 }) }),
      'POST /activity/sign': () => ({ code: 0, data: { signInAt: '2026-12-05 09:01', activityName: '植树节志愿活动' } }),
    });
    renderAt(`/student/activity/sign?token=${TOKEN_IN}`);
    expect(await screen.findByText('签到成功')).toBeInTheDocument();
    expect(calls('POST /activity/sign')[0].params).toEqual({ token: TOKEN_IN, latitude: 30.5, longitude: 114.3 });
  });

  it('asks for the position when the server wants it', async () => {
    serve({
      'GET /activity/detail': () => ({ code: 10003, msg: '无权查看' }),
      'POST /activity/sign': (req) =>
        req.params.latitude === undefined ? { code: 10002, msg: '请允许获取位置后再签到' } : { code: 0, data: { signInAt: '2026-12-05 09:03' } },
    });
    renderAt(`/student/activity/sign?token=${TOKEN_IN}`);
    expect(await screen.findByText('签到成功')).toBeInTheDocument();
    expect(calls('POST /activity/sign')).toHaveLength(2);
  });

  it('explains a denied position and tries again when allowed', async () => {
    fakeGeolocation('deny');
    serve({
      'GET /activity/detail': () => ({ code: 0, data: detail({ radiusM: 200 }) }),
      'POST /activity/sign': () => ({ code: 0, data: { signInAt: '2026-12-05 09:05' } }),
    });
    renderAt(`/student/activity/sign?token=${TOKEN_IN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('请允许获取位置后再签到');
    expect(calls('POST /activity/sign')).toHaveLength(0);
    fakeGeolocation('allow');
    fireEvent.click(screen.getByRole('button', { name: '获取位置并签到' }));
    expect(await screen.findByText('签到成功')).toBeInTheDocument();
  });

  it.each([['二维码已过期,请重新扫码'], ['您不在活动签到范围内(距离约350米)'], ['您未报名该活动']])("shows the server's %s", async (msg) => {
    serve({ 'POST /activity/sign': () => ({ code: 10002, msg }) });
    renderAt(`/student/activity/sign?token=${TOKEN_IN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(screen.getByText('签到未成功')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('offers 重试 after a network failure', async () => {
    let fail = true;
    serve({ 'POST /activity/sign': () => (fail ? 'network-error' : { code: 0, data: { signInAt: '2026-12-05 09:07' } }) });
    renderAt(`/student/activity/sign?token=${TOKEN_IN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器响应失败');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('签到成功')).toBeInTheDocument();
  });

  it('refuses a malformed code without calling the server', async () => {
    serve({});
    renderAt('/student/activity/sign?token=garbage');
    expect(await screen.findByRole('alert')).toHaveTextContent('二维码无效,请重新扫码');
    expect(seen).toHaveLength(0);
  });
});

describe('StudentActivityDetail', () => {
  it('shows the facts, the description and attachments, and enrolls', async () => {
    let mine: number | null = null;
    serve({
      'GET /activity/detail': () => ({ code: 0, data: detail({ myStatus: mine }) }),
      'POST /activity/enroll': () => {
        mine = 2;
        return { code: 0, data: { status: 2 } };
      },
    });
    renderAt('/student/activity/detail?id=42', 'detail');
    expect(await screen.findByRole('heading', { name: '植树节志愿活动' })).toBeInTheDocument();
    expect(screen.getByText('3.00 学时')).toBeInTheDocument();
    expect(screen.getByText('北山林场')).toBeInTheDocument();
    expect(screen.getByText('18/40')).toBeInTheDocument();
    expect(screen.getByText('截止后抽签')).toBeInTheDocument();
    expect(screen.getByText('签到和签退')).toBeInTheDocument();
    expect(screen.getByText(/请穿运动鞋/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /安全须知.pdf/ })).toHaveAttribute('href', '/api/files/abc');
    fireEvent.click(screen.getByRole('button', { name: '报名' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/报名截止后抽签/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '报名' }));
    expect(await screen.findByText('已提交报名，等待确认')).toBeInTheDocument();
    await waitFor(() => expect(calls('GET /activity/detail')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: '取消报名' })).toBeInTheDocument();
    expect(screen.getByText('待确认')).toBeInTheDocument();
  });

  it('says so when the activity cannot be shown', async () => {
    serve({ 'GET /activity/detail': () => ({ code: 10002, msg: '活动不存在' }) });
    renderAt('/student/activity/detail?id=999', 'detail');
    expect(await screen.findByText('活动不存在或无权查看')).toBeInTheDocument();
  });
});

describe('studentActivity plugin', () => {
  it('guards the sign page by the module /student/activity', async () => {
    serve({});
    renderWithAdmin(<Routes>{pluginRoutes(studentActivityPlugin)}</Routes>, { path: `/student/activity/sign?token=${TOKEN_IN}`, modules: [], dataProvider });
    expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
    expect(calls('POST /activity/sign')).toHaveLength(0);
  });
});
