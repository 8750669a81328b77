/**
 * 修改记录 on 参数设置 against a fake data provider: each row's time, who, what (kind and cohort set),
 * the changed fields with their Chinese labels as before → after (module ids as names, units as
 * words), the affected count; a new set folded after four fields; the 类别 filter sent as target.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SchoolParamsPage from '../../../src/resources/schoolParams/SchoolParamsPage';
import { renderPage, schoolRoutes } from './fixtures';

describe('参数设置 — 修改记录', () => {
  it('lists who changed what, when, field by field, and how many students it affected', async () => {
    renderPage(<SchoolParamsPage />, schoolRoutes());
    const log = await screen.findByTestId('change-log');
    const rows = within(log).getAllByTestId(/^change-row-/);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['change-row-9', 'change-row-8', 'change-row-7', 'change-row-6']);

    const first = rows[0];
    expect(within(first).getByText('2025-03-02 10:15:00')).toBeInTheDocument();
    expect(within(first).getAllByText('系统管理员')).toHaveLength(1);
    expect(within(first).getByText('学时认定规则（基础规则）')).toBeInTheDocument();
    expect(within(first).getByTestId('change-9-socialPracticeMinHours')).toHaveTextContent('社会实践最低学时：100 → 60');
    expect(within(first).getByText('23 人')).toBeInTheDocument();

    const units = rows[1];
    expect(within(units).getByText('单位与小数')).toBeInTheDocument();
    expect(within(units).getByTestId('change-8-waysConvert')).toHaveTextContent('成绩单位：学分 → 分数');
    expect(within(units).getByTestId('change-8-decimalPlaces')).toHaveTextContent('小数位数：两位小数 → 一位小数');
    // Units never change a verdict: a dash, not '0 人'.
    expect(within(units).getByText('—')).toBeInTheDocument();
    expect(within(units).queryByText('0 人')).toBeNull();

    // A new set: marked, its values folded after four.
    const added = rows[2];
    expect(within(added).getByText('学时认定规则（2024 级起）')).toBeInTheDocument();
    expect(within(added).getByText('新增规则')).toBeInTheDocument();
    expect(within(added).getByText('教务处 王老师')).toBeInTheDocument();
    expect(within(added).getByTestId('change-7-fromGrade')).toHaveTextContent('起始年级：— → 2024 级');
    expect(within(added).queryByTestId('change-7-campusClassifyIds')).toBeNull();
    fireEvent.click(within(added).getByRole('button', { name: '展开全部 6 项' }));
    expect(within(added).getByTestId('change-7-campusClassifyIds')).toHaveTextContent('计入校园活动的模块：— → 思想素养、创新创业、文化体育');
    expect(within(added).getByTestId('change-7-requiredCredits')).toHaveTextContent('达标可得学分：— → 2');

    expect(within(rows[3]).getByTestId('change-6-blacklistDays')).toHaveTextContent('黑名单期限：90 天 → 30 天');
  });

  it('filters by kind through the target parameter', async () => {
    const { calls } = renderPage(<SchoolParamsPage />, schoolRoutes());
    const log = await screen.findByTestId('change-log');
    expect(within(log).getAllByTestId(/^change-row-/)).toHaveLength(4);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '类别' }));
    fireEvent.click(await screen.findByRole('option', { name: '单位与小数' }));
    await waitFor(() => expect(within(screen.getByTestId('change-log')).getAllByTestId(/^change-row-/)).toHaveLength(1));
    const last = calls.filter((c) => c.path === '/system/setparams/changes').at(-1)!;
    expect(last.params).toMatchObject({ target: 'units', current: 1, size: 10 });
  });

  it('says when there is nothing yet', async () => {
    renderPage(<SchoolParamsPage />, schoolRoutes({ 'GET /system/setparams/changes': () => ({ list: [], total: 0 }) }));
    expect(await screen.findByText('暂无修改记录')).toBeInTheDocument();
  });
});
