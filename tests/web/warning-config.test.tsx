/**
 * 预警配置 (/system/classify/warn; issue 13) against a fake school API behind the real client and data
 * provider: the modules' warning values shared with 预警设置, the tiers with the rule in words, a
 * worked example that follows the shares as typed and the chosen cohort, one bar per cohort, each
 * share checked with a message naming it (1–100, red below yellow), saving only after a
 * confirmation that sums up the change, and the page behind module 704 in the /system group.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { Routes } from 'react-router-dom';
import type { WarningSettings } from '../../common/dashboard';
import { warningSettingsParams } from '../../common/schemas/dashboard';
import { createDataProvider } from '../../src/dataProvider';
import { NotifyBridge } from '../../src/dataProvider/notify';
import { pluginRoutes } from '../../src/plugins/mount';
import system from '../../src/plugins/system';
import WarningConfigPage from '../../src/resources/analysis/WarningConfigPage';
import { serveApi, type SeenRequest } from './auth-helpers';
import { mod, settings } from './analysis-fixtures';
import { renderWithAdmin, expectTexts } from './shell-harness';

let seen: SeenRequest[] = [];
beforeEach(() => {
  seen = serveApi({
    'GET /analysis/warning/settings': () => ({ code: 0, data: settings }),
    'POST /analysis/warning/settings': (req) => {
      // What the server reads: the schema's output (minHours strings, tiers as integers).
      const body = warningSettingsParams.parse(req.params);
      const next: WarningSettings = {
        ...settings,
        items: settings.items.map((s) => ({ ...s, minHours: Number(body.items?.find((i) => i.classifyId === s.classifyId)?.minHours ?? s.minHours).toFixed(2) })),
        tiers: body.tiers ?? settings.tiers,
      };
      return { code: 0, data: next };
    },
  });
});

const CONFIG = mod(704, '/system/classify/warn');
const render = () =>
  renderWithAdmin(
    <>
      <WarningConfigPage />
      <Notification />
      <NotifyBridge />
    </>,
    { path: '/system/classify/warn', modules: [CONFIG], dataProvider: createDataProvider() },
  );
const tier = (field: 'yellowPercent' | 'redPercent') => screen.getByTestId(`tier-${field}`) as HTMLInputElement;
const posts = () => seen.filter((r) => r.method === 'POST');
const loaded = async () => waitFor(() => expect(tier('yellowPercent').value).toBe('60'));

describe('预警配置', () => {
  it('shows the module values and the tiers, with the rule, a worked example and a bar per cohort', async () => {
    render();
    expect(await screen.findByRole('heading', { name: '预警配置' })).toBeInTheDocument();
    await loaded();
    expect(tier('redPercent').value).toBe('30');
    expect((screen.getByTestId('min-hours-4') as HTMLInputElement).value).toBe('40.00');
    expect(screen.getByText(/学生本学年应达学时 = 总学时要求 × 已就读学年数 ÷ 修读学年数/)).toBeInTheDocument();
    // 2025级 by default: 180 × 2 / 3 = 120; 60 % is 72, 30 % is 36.
    expect(screen.getByTestId('tier-example')).toHaveTextContent('2025级学生本学年应达 120.00 学时：低于 72.00 学时为黄色预警，低于 36.00 学时为红色预警。');
    const chart = screen.getByTestId('tier-chart');
    expect(within(chart).getAllByText(/级 · 第\d学年/).map((e) => e.textContent)).toEqual(['2026级 · 第1学年', '2025级 · 第2学年', '2024级 · 第3学年']);
    const first = screen.getByTestId('tier-bar-2026');
    expectTexts(first, '红色预警 < 18.00', '黄色预警 < 36.00', '应达 60.00');
  });

  it('follows the shares as typed and the chosen cohort', async () => {
    render();
    await loaded();
    fireEvent.change(tier('yellowPercent'), { target: { value: '80' } });
    expect(screen.getByTestId('tier-example')).toHaveTextContent('低于 96.00 学时为黄色预警，低于 36.00 学时为红色预警');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '示例年级' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '2024级（第3学年）' }));
    expect(screen.getByTestId('tier-example')).toHaveTextContent('2024级学生本学年应达 180.00 学时：低于 144.00 学时为黄色预警，低于 54.00 学时为红色预警。');
    expect(within(screen.getByTestId('tier-bar-2024')).getByText('黄色预警 < 144.00')).toBeInTheDocument();
    // Invalid shares: the example says so instead of computing.
    fireEvent.change(tier('redPercent'), { target: { value: '' } });
    expect(screen.getByTestId('tier-example')).toHaveTextContent('请先填写有效的预警比例');
  });

  it('names the share in each message and does not save an invalid pair', async () => {
    render();
    await loaded();
    fireEvent.change(tier('yellowPercent'), { target: { value: '0' } });
    fireEvent.blur(tier('yellowPercent'));
    expect(await screen.findByText('黄色预警比例须为 1–100 的整数')).toBeInTheDocument();
    fireEvent.change(tier('yellowPercent'), { target: { value: '50' } });
    fireEvent.change(tier('redPercent'), { target: { value: '50.5' } });
    fireEvent.blur(tier('redPercent'));
    expect(await screen.findByText('红色预警比例须为 1–100 的整数')).toBeInTheDocument();
    fireEvent.change(tier('redPercent'), { target: { value: '55' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('红色预警比例须小于黄色预警比例')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('saves the values and the tiers in one call, only after the confirmation', async () => {
    render();
    await loaded();
    fireEvent.change(tier('yellowPercent'), { target: { value: '70' } });
    fireEvent.change(screen.getByTestId('min-hours-6'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('保存预警配置？')).toBeInTheDocument();
    expect(within(dialog).getByTestId('confirm-summary')).toHaveTextContent('模块预警学时：1 项修改');
    expect(within(dialog).getByTestId('confirm-summary')).toHaveTextContent('预警比例：黄色 70%，红色 30%');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认保存' }));
    expect(await screen.findByText('预警配置已保存')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0].params).toEqual({
      items: [{ classifyId: 1, minHours: '10.00' }, { classifyId: 4, minHours: '40.00' }, { classifyId: 6, minHours: '5' }],
      tiers: { yellowPercent: 70, redPercent: 30 },
    });
    await waitFor(() => expect((screen.getByTestId('min-hours-6') as HTMLInputElement).value).toBe('5.00'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '撤销修改' })).toBeDisabled();
  });

  it('is mounted at /system/classify/warn for holders of 预警配置 only', async () => {
    const { unmount } = renderWithAdmin(<Routes>{pluginRoutes(system)}</Routes>, { path: '/system/classify/warn', modules: [CONFIG], dataProvider: createDataProvider() });
    expect(await screen.findByRole('heading', { name: '预警配置' })).toBeInTheDocument();
    unmount();
    renderWithAdmin(<Routes>{pluginRoutes(system)}</Routes>, { path: '/system/classify/warn', modules: [mod(701, '/system/classify')], dataProvider: createDataProvider() });
    expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
  });
});
