/**
 * 预警设置 against a fake school API: the school's requiredHours and each module's warning value
 * from GET /analysis/warning/settings, per-field validation naming the module ('-1', '1.234'),
 * 保存 posting every item in one POST with a success toast, and leaving with unsaved changes asking first.
 * Calls go through the data provider (WarningDataProvider), as in the app.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notification } from 'react-admin';
import { Link } from 'react-router-dom';
import { createDataProvider } from '../../src/dataProvider';
import { NotifyBridge } from '../../src/dataProvider/notify';
import WarningSettingPage from '../../src/resources/analysis/WarningSettingPage';
import { serveApi, type SeenRequest } from './auth-helpers';
import { mod, settings } from './analysis-fixtures';
import { renderWithAdmin } from './shell-harness';

let seen: SeenRequest[] = [];
beforeEach(() => {
  seen = serveApi({
    'GET /analysis/warning/settings': () => ({ code: 0, data: settings }),
    'POST /analysis/warning/settings': (req) => ({
      code: 0,
      data: {
        ...settings,
        items: (req.params.items as { classifyId: number; minHours: string }[]).map((i) => ({
          ...settings.items.find((s) => s.classifyId === i.classifyId)!,
          minHours: Number(i.minHours).toFixed(2),
        })),
      },
    }),
  });
});

const render = () =>
  renderWithAdmin(
    <>
      <WarningSettingPage />
      <Notification />
      <NotifyBridge />
    </>,
    { path: '/analysis/warningSetting', modules: [mod(603, '/analysis/warningSetting')], dataProvider: createDataProvider() },
  );
const field = (id: number) => screen.getByTestId(`min-hours-${id}`) as HTMLInputElement;
const posts = () => seen.filter((r) => r.method === 'POST');

describe('预警设置', () => {
  it("shows the school's required hours and each module's warning value", async () => {
    render();
    await waitFor(() => expect(screen.getByTestId('required-hours')).toHaveTextContent('180.00'));
    expect(screen.getByText('总学时要求在「系统设置 › 参数设置」中修改，此处仅供参考')).toBeInTheDocument();
    // The form takes the loaded values in an effect after the figures render: wait for it.
    await waitFor(() => expect(field(1).value).toBe('10.00'));
    expect(field(4).value).toBe('40.00');
    expect(field(6).value).toBe('0.00');
    expect(screen.getByLabelText('社会实践')).toBe(field(4));
  });

  it('names the module in the message of a negative or over-precise value and does not save', async () => {
    render();
    await waitFor(() => expect(field(1).value).toBe('10.00'));
    fireEvent.change(field(1), { target: { value: '-1' } });
    fireEvent.blur(field(1));
    expect(await screen.findByText('思想素养的预警学时须为不小于 0 的数字')).toBeInTheDocument();
    fireEvent.change(field(4), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('社会实践的预警学时最多保留两位小数')).toBeInTheDocument();
    expect(screen.getByText('思想素养的预警学时须为不小于 0 的数字')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('saves every module in one call and says so', async () => {
    render();
    await waitFor(() => expect(field(1).value).toBe('10.00'));
    fireEvent.change(field(4), { target: { value: '45.5' } });
    fireEvent.change(field(6), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('预警设置已保存')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0].path).toBe('/analysis/warning/settings');
    expect(posts()[0].params).toEqual({
      items: [
        { classifyId: 1, minHours: '10.00' },
        { classifyId: 4, minHours: '45.5' },
        { classifyId: 6, minHours: '12' },
      ],
    });
    // The reply becomes the saved state.
    await waitFor(() => expect(field(4).value).toBe('45.50'));
    expect(screen.getByRole('button', { name: '撤销修改' })).toBeDisabled();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { location } = renderWithAdmin(
      <>
        <WarningSettingPage />
        <Link to="/analysis/school">elsewhere</Link>
      </>,
      { path: '/analysis/warningSetting', modules: [mod(603, '/analysis/warningSetting')], dataProvider: createDataProvider() },
    );
    await waitFor(() => expect(field(1).value).toBe('10.00'));
    fireEvent.change(field(1), { target: { value: '20' } });
    fireEvent.click(screen.getByText('elsewhere'));
    expect(await screen.findByText('预警设置有未保存的修改，离开后修改将丢失。')).toBeInTheDocument();
    expect(location().pathname).toBe('/analysis/warningSetting');
    fireEvent.click(screen.getByRole('button', { name: '离开' }));
    await waitFor(() => expect(location().pathname).toBe('/analysis/school'));
  });
});
