/**
 * 单位与小数 on 参数设置 and the 诚信设置 page against a fake data provider: the units saved after a
 * confirmation listing before → after, an empty hours unit refused in place; the integrity
 * parameters with their range checks in Chinese, saved after a confirmation, a 10002 under its
 * field, and the page's change log limited to integrity changes.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import IntegrityPage from '../../../src/resources/schoolParams/IntegrityPage';
import SchoolParamsPage from '../../../src/resources/schoolParams/SchoolParamsPage';
import { change, fieldRefusal, input, integrity, mod, pause, renderPage, schoolRoutes } from './fixtures';

describe('参数设置 — 单位与小数', () => {
  it('saves the units after a confirmation that lists what changes', async () => {
    const { calls } = renderPage(<SchoolParamsPage />, schoolRoutes({ 'POST /system/setparams/units': (p) => p }));
    const card = await screen.findByTestId('units-card');
    expect(input('hoursUnit').value).toBe('学时');
    fireEvent.click(within(card).getByRole('radio', { name: '分数' }));
    fireEvent.mouseDown(within(card).getByRole('combobox', { name: '小数位数' }));
    fireEvent.click(await screen.findByRole('option', { name: '一位小数' }));
    change('city', '合肥');
    fireEvent.click(within(card).getByRole('button', { name: '保存' }));

    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('确认修改单位与小数')).toBeInTheDocument();
    const items = within(within(ask).getByTestId('units-changes')).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['成绩单位：学分 → 分数', '小数位数：两位小数 → 一位小数', '学校所在城市：武汉 → 合肥']);
    expect(calls.some((c) => c.path === '/system/setparams/units')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('单位与小数已保存')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/system/setparams/units')!.params).toEqual({ hoursUnit: '学时', waysConvert: 3, decimalPlaces: 1, city: '合肥' });
  });

  it('refuses an empty hours unit in place', async () => {
    const { calls } = renderPage(<SchoolParamsPage />, schoolRoutes());
    const card = await screen.findByTestId('units-card');
    change('hoursUnit', '  ');
    fireEvent.click(within(card).getByRole('button', { name: '保存' }));
    expect(await within(card).findByText('请输入 1–10 个字')).toBeInTheDocument();
    await pause();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.path === '/system/setparams/units')).toBe(false);
  });

  it('shows the integrity parameters with a link to 诚信设置, only to holders of that module', async () => {
    renderPage(<SchoolParamsPage />, schoolRoutes());
    expect(await screen.findByTestId('integrity-summary')).toHaveTextContent('初始 100 分，每次爽约扣 5 分；爽约满 3 次列入黑名单 90 天');
    expect(screen.getByRole('link', { name: '前往诚信设置' })).toHaveAttribute('href', '/system/sethonest');
  });

  it('leaves out the integrity card without 诚信设置', async () => {
    const { calls } = renderPage(<SchoolParamsPage />, schoolRoutes(), { modules: [mod(706, '/system/setparams')] });
    await screen.findByTestId('units-card');
    expect(screen.queryByTestId('integrity-card')).toBeNull();
    expect(calls.some((c) => c.path === '/system/sethonest')).toBe(false);
  });
});

describe('诚信设置', () => {
  const render = (overrides = {}, modules?: ReturnType<typeof mod>[]) =>
    renderPage(<IntegrityPage />, schoolRoutes({ 'POST /system/sethonest': (p) => p, ...overrides }), { path: '/system/sethonest', modules });

  it('checks each field with a Chinese message and sends nothing while one is wrong', async () => {
    const { calls } = render();
    await waitFor(() => expect(input('creditStart').value).toBe('100'));
    change('creditStart', '1001');
    expect(await screen.findByText('请输入 0–1000 之间的数字，最多两位小数')).toBeInTheDocument();
    change('noShowPenalty', '1.234');
    expect(await screen.findByText('请输入 0–100 之间的数字，最多两位小数')).toBeInTheDocument();
    change('noShowLimit', '0');
    expect(await screen.findByText('请输入 1–20 之间的整数')).toBeInTheDocument();
    change('blacklistDays', '3651');
    expect(await screen.findByText('请输入 1–3650 之间的整数')).toBeInTheDocument();
    change('noShowLimit', '2.5');
    expect(await screen.findByText('请输入 1–20 之间的整数')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await pause();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // The limits themselves are accepted.
    change('creditStart', '1000');
    change('noShowPenalty', '12.5');
    change('noShowLimit', '20');
    change('blacklistDays', '3650');
    await waitFor(() => expect(screen.queryByText(/之间的/)).toBeNull());
  });

  it('saves after a confirmation listing before → after', async () => {
    const { calls } = render();
    await waitFor(() => expect(input('blacklistDays').value).toBe('90'));
    change('blacklistDays', '30');
    change('noShowPenalty', '2.5');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const ask = await screen.findByRole('dialog');
    const items = within(within(ask).getByTestId('integrity-changes')).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['每次爽约扣分：5 → 2.5', '黑名单期限：90 天 → 30 天']);
    fireEvent.click(within(ask).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('诚信参数已保存')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/system/sethonest')!.params).toEqual({ ...integrity, noShowPenalty: 2.5, blacklistDays: 30 });
  });

  it('puts a 10002 under the field it names', async () => {
    render({
      'POST /system/sethonest': () => {
        throw fieldRefusal('noShowLimit', '格式不正确');
      },
    });
    await waitFor(() => expect(input('noShowLimit').value).toBe('3'));
    change('noShowLimit', '4');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认修改' }));
    const message = await screen.findByText('格式不正确');
    expect(input('noShowLimit').closest('.MuiFormControl-root')).toContainElement(message);
  });

  it('lists the integrity changes only, and links back to 参数设置', async () => {
    const { calls } = render();
    const log = await screen.findByTestId('change-log');
    expect(within(log).getAllByTestId(/^change-row-/)).toHaveLength(1);
    expect(within(log).getByText('诚信参数')).toBeInTheDocument();
    expect(within(log).getByText('90 天 → 30 天', { exact: false })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/system/setparams/changes')!.params).toMatchObject({ target: 'integrity', current: 1, size: 10 });
    expect(screen.getByRole('link', { name: '返回参数设置' })).toHaveAttribute('href', '/system/setparams');
  });

  it('without 参数设置 shows no change log (its endpoint would refuse)', async () => {
    const { calls } = render({}, [mod(708, '/system/sethonest')]);
    await waitFor(() => expect(input('creditStart').value).toBe('100'));
    expect(screen.queryByTestId('change-log')).toBeNull();
    expect(calls.some((c) => c.path === '/system/setparams/changes')).toBe(false);
  });
});
