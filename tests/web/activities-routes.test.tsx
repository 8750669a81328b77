/**
 * The /communist route group as a user meets it: each page is guarded by the module that grants
 * it (权限警告 / 暂无权限！ otherwise), and the QR screen opens for any of the modules that reach it
 * (the list or the launch module) — on a fake data provider.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Routes } from 'react-router-dom';
import { pluginRoutes } from '../../src/plugins';
import communist from '../../src/plugins/communist';
import { activityDetail, listOnlyModules } from './activities-fixtures';
import { renderWithAdmin } from './shell-harness';

const getOne = vi.fn(async () => ({ data: activityDetail({ status: 7, signMode: 2 }) })); // GET /activity/detail
const getActivityQr = vi.fn(async () => ({ token: '7.in.1.abcd', expiresIn: 60, refreshIn: 30, url: '/student/activity/sign?token=7.in.1.abcd' })); // GET /activity/qr
const countActivitySignedIn = vi.fn(async () => 3); // GET /activity/participants {signed: 1} → total

const open = (path: string) =>
  renderWithAdmin(<Routes>{pluginRoutes(communist)}</Routes>, {
    path,
    modules: listOnlyModules,
    dataProvider: testDataProvider({ getOne, getActivityQr, countActivitySignedIn } as never),
  });

describe('communist routes', () => {
  it.each(['/communist/activity/launch?id=7', '/activity/launch', '/communist/activity/templates', '/communist/blacklist', '/activity/createLaunch', '/communist-templates'])(
    'shows 暂无权限！ at %s to a list-only user',
    async (path) => {
      open(path);
      expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
      expect(screen.getByText('权限警告')).toBeInTheDocument();
    },
  );

  it('serves the bare templates page, with its own heading, to a holder of the launch module', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 5, name: '迎新晚会模板', classifyName: '文体活动', orgName: '校学生会', hours: '2.00', createdAt: '2026-11-20 10:00' }], total: 1 }));
    renderWithAdmin(<Routes>{pluginRoutes(communist)}</Routes>, {
      path: '/communist-templates',
      modules: [{ id: 200, name: '活动管理', path: '/activity', children: [{ id: 203, name: '发起活动', path: '/activity/launch', children: [] }] }] as never,
      dataProvider: testDataProvider({ getList } as never),
    });
    expect(await screen.findByText('迎新晚会模板')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '活动模板' })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('activityTemplates', expect.anything());
  });

  it.each([
    ['/communist/activity/detailStuPc?id=7', '/student/activity/detail', '?id=7'],
    ['/communist/activity/my-list', '/student/activity', ''],
    ['/communist/activity/launchStuPc', '/student/activity/launch', ''],
  ])('sends the Student-PC path %s to the student page that serves it', async (path, pathname, search) => {
    const { location } = open(path);
    await waitFor(() => expect(location()).toMatchObject({ pathname, search }));
  });

  it('opens the QR screen for a holder of the list module', async () => {
    open('/communist/onlyActivity?id=7&kind=in');
    expect((await screen.findByRole('img', { name: '签到二维码' })).getAttribute('data-token')).toBe('7.in.1.abcd');
    expect(screen.queryByText('暂无权限！')).not.toBeInTheDocument();
  });
});
