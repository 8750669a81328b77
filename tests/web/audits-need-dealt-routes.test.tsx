/**
 * 待办统计 (/analysis/needDealt/list): the school's open tasks with type, auditors and waiting
 * time, filtered by type and auditor, each row opening the review page of its type; and the
 * proceeding plugin: mounted for '/analysis/needDealt/list' holders, the /wait redirects of spec §2.
 * Message parity: i18n-parity.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { ModuleItem } from '../../common/api';
import type { NeedDealtItem } from '../../common/activities';
import { mountedPlugins, pluginRoutes, plugins } from '../../src/plugins';
import proceeding from '../../src/plugins/proceeding';
import NeedDealtList from '../../src/resources/audits/NeedDealtList';
import { renderWithAdmin, expectTexts, rowOf } from './shell-harness';

// The auditor filter's options: GET /flow/auditor/options.
const getNeedDealtAuditors = vi.fn(async () => [{ id: 21, name: '孙审核（a1001）' }]);

const item = (id: number, sourceType: number, taskName: string, extra: Partial<NeedDealtItem> = {}): NeedDealtItem => ({
  id, sourceType, relationId: id * 10, taskName, applyTime: '2026-11-20 08:00:00', userName: '李同学', waitTime: '已等待1天0小时3分钟',
  organizationName: '校学生会', auditorName: '孙审核、周老师', ct: 1, stepName: '审核员审核', ...extra,
});
const items = [item(1, 1, '读书分享会'), item(2, 2, '志愿清扫', { waitTime: '已等待5分钟' }), item(3, 4, '赵同学的黑名单申诉')];

function setup() {
  const getList = vi.fn(async () => ({ data: items, total: items.length }));
  return { getList, ...renderWithAdmin(<NeedDealtList />, { path: '/analysis/needDealt/list', dataProvider: testDataProvider({ getList, getNeedDealtAuditors } as never) }) };
}

describe('NeedDealtList', () => {
  it('lists open tasks with their type, step, auditors and waiting time', async () => {
    setup();
    const row = await rowOf('读书分享会');
    expectTexts(row, '活动审核', '审核员审核', '孙审核、周老师', '已等待1天0小时3分钟');
    expect(within(screen.getByText('志愿清扫').closest('tr')!).getByText('结项审核')).toBeInTheDocument();
    expect(within(screen.getByText('赵同学的黑名单申诉').closest('tr')!).getByText('黑名单申诉')).toBeInTheDocument();
  });

  it('opens the review page of the row type', async () => {
    const { location } = setup();
    fireEvent.click(await screen.findByText('志愿清扫'));
    await waitFor(() => expect(location().pathname).toBe('/proceeding/wait/activity/report/auditing'));
    fireEvent.click(await screen.findByText('赵同学的黑名单申诉'));
    await waitFor(() => expect(location().pathname).toBe('/proceeding/wait/blacklist/apply/auditing'));
  });

  it('filters by type and by auditor', async () => {
    const { getList } = setup();
    await screen.findByText('读书分享会');
    expect(getNeedDealtAuditors).toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '待办类型' }));
    fireEvent.click(await screen.findByRole('option', { name: '结项审核' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('needDealt', expect.objectContaining({ filter: { sourceType: 2 } })));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '审核人' }));
    fireEvent.click(await screen.findByRole('option', { name: '孙审核（a1001）' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('needDealt', expect.objectContaining({ filter: { sourceType: 2, userId: 21 } })));
  });
});

const mod = (id: number, path: string): ModuleItem => ({ id, name: path, path, orderId: id, parentId: 0, isBtn: 0, icon: '', children: [] });

describe('proceeding plugin', () => {
  it('mounts for holders of 待办统计 alone', () => {
    expect(mountedPlugins(plugins, ['/analysis/needDealt/list']).map((p) => p.name)).toContain('proceeding');
  });

  it.each([
    ['/wait/activity', '/proceeding/wait/activity/first/auditing'],
    ['/wait/activity/first/list', '/proceeding/wait/activity/first/auditing'],
    ['/wait/activity/report/list', '/proceeding/wait/activity/report/auditing'],
  ])('redirects %s to %s', async (from, to) => {
    const { location } = renderWithAdmin(
      <Routes>
        {pluginRoutes(proceeding)}
        <Route path="*" element={null} />
      </Routes>,
      { path: from, modules: [mod(101, '/proceeding/wait/activity/first/auditing')], dataProvider: testDataProvider() },
    );
    await waitFor(() => expect(location().pathname).toBe(to));
  });

  it('shows 暂无权限！ on a review page the user does not hold', async () => {
    renderWithAdmin(
      <Routes>{pluginRoutes(proceeding)}</Routes>,
      { path: '/proceeding/wait/activity/report/auditing', modules: [mod(101, '/proceeding/wait/activity/first/auditing')], dataProvider: testDataProvider() },
    );
    expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
  });
});
