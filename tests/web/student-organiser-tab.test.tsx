/**
 * 我组织的活动 on /student/activity against a fake school API behind the real client and data
 * provider: hidden for a student who leads nothing (GET /activity/options → 10003, silently, or no
 * organisation), shown for a leader with the organised activities as cards (status, name, time,
 * seats), the 进行中 / 历史活动 switch, 发起活动 and a card opening the manage page.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notification } from 'react-admin';
import { dataProvider } from '../../src/dataProvider';
import { NotifyBridge } from '../../src/dataProvider/notify';
import StudentActivityPage from '../../src/resources/participation/StudentActivityPage';
import { activityRow } from './activities-fixtures';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { renderWithAdmin, expectTexts } from './shell-harness';

const organised = [activityRow(31, { name: '社团招新宣讲', status: 1, enrollCount: 0 }), activityRow(32, { name: '周末读书会', status: 5, enrollCount: 12, applyPeopleNumber: 30 })];
const history = [activityRow(33, { name: '秋季义卖', status: 12 })];

let seen: SeenRequest[] = [];
function serve(options: Handler) {
  seen = serveApi({
    'GET /activity/options': options,
    'GET /activity/open/list': () => ({ code: 0, data: { list: [], total: 0 } }),
    'GET /activity/my/list': () => ({ code: 0, data: { list: [], total: 0 } }),
    'GET /blacklist/my': () => ({ code: 0, data: { active: null, appeals: [], credit: '100.00', noShowCount: 0 } }),
    'GET /activity/organised/list': (req) => {
      const list = Number(req.params.type) === 2 ? history : organised;
      return { code: 0, data: { list, total: list.length } };
    },
  });
}
const calls = (key: string) => seen.filter((r) => `${r.method} ${r.path}` === key);
const setup = (path = '/student/activity') =>
  renderWithAdmin(<><StudentActivityPage /><Notification /><NotifyBridge /></>, { path, dataProvider });
const leaderOptions: Handler = () => ({ code: 0, data: { organizations: [{ id: 3, name: '读书社' }], flows: [], classifies: [], administrators: [], colleges: [] } });

describe('我组织的活动 tab', () => {
  it('is hidden, without an error toast, for a student who leads no organisation (10003)', async () => {
    serve(() => ({ code: 10003, msg: '没有权限', data: null }));
    setup('/student/activity?tab=organised');
    expect(await screen.findByRole('tab', { name: '可报名活动', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(calls('GET /activity/options')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('tab', { name: '我组织的活动' })).not.toBeInTheDocument();
    expect(screen.queryByText('没有权限')).not.toBeInTheDocument();
    expect(calls('GET /activity/organised/list')).toHaveLength(0);
  });

  it('is hidden when the options name no organisation', async () => {
    serve(() => ({ code: 0, data: { organizations: [], flows: [], classifies: [], administrators: [], colleges: [] } }));
    setup();
    await waitFor(() => expect(calls('GET /activity/options')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('tab', { name: '我组织的活动' })).not.toBeInTheDocument();
  });

  it('shows a leader the organised activities as cards, asking the options once', async () => {
    serve(leaderOptions);
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: '我组织的活动' }));
    const card = (await screen.findByText('周末读书会')).closest('[data-testid="organised-card"]') as HTMLElement;
    expectTexts(card, '报名中', '12/30');
    expect(screen.getByText('社团招新宣讲').closest('[data-testid="organised-card"]')).toHaveTextContent('审核中');
    expect(calls('GET /activity/organised/list')[0].params).toMatchObject({ current: 1, type: 1 });
    fireEvent.click(screen.getByRole('button', { name: '历史活动' }));
    expect(await screen.findByText('秋季义卖')).toBeInTheDocument();
    expect(calls('GET /activity/organised/list').at(-1)?.params).toMatchObject({ type: 2 });
    fireEvent.click(screen.getByRole('tab', { name: '我的报名' }));
    fireEvent.click(screen.getByRole('tab', { name: '我组织的活动' }));
    await screen.findByText('社团招新宣讲');
    expect(calls('GET /activity/options')).toHaveLength(1);
  });

  it('opens the manage page from a card', async () => {
    serve(leaderOptions);
    const view = setup('/student/activity?tab=organised');
    fireEvent.click(await screen.findByText('周末读书会'));
    await waitFor(() => expect(view.location().pathname).toBe('/student/activity/manage'));
    expect(view.location().search).toBe('?id=32');
  });

  it('opens the launch page from 发起活动', async () => {
    serve(leaderOptions);
    const view = setup('/student/activity?tab=organised');
    fireEvent.click(await screen.findByRole('button', { name: '发起活动' }));
    await waitFor(() => expect(view.location().pathname).toBe('/student/activity/launch'));
  });
});
