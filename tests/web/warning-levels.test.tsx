/**
 * The tiers on screen (issue 13 预警配置): the warning list's 预警等级 column — a red 红色预警 chip with
 * the hours expected this year in its tooltip, '-' without a tier — and its 预警等级 filter sent as
 * `level`; and the student home's warning card with the student's own tier (chip, total against
 * the expected hours, the bar with the student's mark, the hint), nothing of it when the call fails
 * or no pace applies.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ClassifyAchievement } from '../../common/classify';
import type { StudentWarningLevel } from '../../common/warningTiers';
import { createDataProvider } from '../../src/dataProvider';
import WarningList from '../../src/resources/analysis/WarningList';
import { HoursWarningCard } from '../../src/resources/studentHome/HoursWarningCard';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { colleges, grades, mod, settings, warningRows } from './analysis-fixtures';
import { renderWithAdmin } from './shell-harness';

let seen: SeenRequest[] = [];
const rows = [...warningRows, { ...warningRows[1], userId: 9, name: '赵同学', code: '2024000003', grade: '2024', hours: '100.00', level: 'yellow' as const, expectedHours: '180.00' }];
function serve(extra: Record<string, Handler> = {}) {
  seen = serveApi({
    'GET /analysis/warning/list': () => ({ code: 0, data: { list: rows, total: rows.length } }),
    'GET /school/structure/options': (req) => ({ code: 0, data: req.params.kind === 'college' ? colleges : [] }),
    'GET /school/grade/partake/list': () => ({ code: 0, data: grades }),
    'GET /analysis/warning/settings': () => ({ code: 0, data: settings }),
    ...extra,
  });
}
beforeEach(() => serve());
const listCalls = () => seen.filter((r) => r.path === '/analysis/warning/list');

describe('预警等级 on the warning list', () => {
  const render = () => renderWithAdmin(<WarningList />, { path: '/analysis/warning/list', modules: [mod(602, '/analysis/warning')], dataProvider: createDataProvider() });

  it('shows each row’s tier as a coloured chip, the expected hours in its tooltip', async () => {
    render();
    await screen.findByText('李同学');
    expect(screen.getByRole('columnheader', { name: '预警等级' })).toBeInTheDocument();
    const red = screen.getByTestId('level-2021000001');
    expect(red).toHaveTextContent('红色预警');
    expect(getComputedStyle(red).backgroundColor).toBe('rgb(211, 47, 47)');
    const yellow = screen.getByTestId('level-2024000003');
    expect(yellow).toHaveTextContent('黄色预警');
    expect(getComputedStyle(yellow).backgroundColor).toBe('rgb(242, 183, 5)');
    // 王同学 has no tier.
    const none = screen.getByText('王同学').closest('tr')!;
    expect(within(none).queryByText(/色预警/)).not.toBeInTheDocument();
    fireEvent.mouseOver(red);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('本学年应达 200.00 学时');
  });

  it('filters by tier, sent as level', async () => {
    render();
    await screen.findByText('李同学');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '预警等级' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['全部', '红色预警', '黄色预警']);
    fireEvent.click(within(listbox).getByRole('option', { name: '黄色预警' }));
    await waitFor(() => expect(listCalls().at(-1)!.params).toEqual({ current: 1, size: 10, level: 'yellow' }));
  });
});

describe('the student’s tier on the home’s warning card', () => {
  const items: ClassifyAchievement[] = [{ classifyId: 1, classifyName: '思想素养', classifyHours: '30.00', minHours: '30.00' }];
  const mine: StudentWarningLevel = { level: 'red', expectedHours: '133.33', totalHours: '29.50', yearOfStudy: 2, creditYears: 3, yellowPercent: 60, redPercent: 30 };
  const render = () =>
    renderWithAdmin(<HoursWarningCard items={items} loading={false} format={(v) => Number(v).toFixed(2)} />, { dataProvider: createDataProvider() });

  it('shows the tier’s chip, the total against the expected hours, the bar with the lines and a hint', async () => {
    serve({ 'GET /student/warning/level': () => ({ code: 0, data: mine }) });
    render();
    const chip = await screen.findByTestId('my-level');
    expect(chip).toHaveTextContent('红色预警');
    expect(getComputedStyle(chip).backgroundColor).toBe('rgb(211, 47, 47)');
    expect(screen.getByTestId('my-level-line')).toHaveTextContent('当前 29.50 学时，第2学年应达 133.33 学时');
    const panel = screen.getByTestId('my-level-panel');
    expect(within(panel).getByText('红色预警 < 40.00')).toBeInTheDocument();
    expect(within(panel).getByText('黄色预警 < 80.00')).toBeInTheDocument();
    // The mark sits at 29.5 of 133.33.
    expect(getComputedStyle(within(panel).getByTestId('pace-marker')).left).toMatch(/^22\.1\d*%$/);
    expect(screen.getByTestId('my-level-hint')).toHaveTextContent('总学时低于本学年应达学时的 30%，请尽快参加活动补足学时。');
    expect(seen.some((r) => r.path === '/student/warning/level')).toBe(true);
  });

  it('says 黄色预警 with the yellow share, and 未预警 in green when on track, past the credit years against the whole requirement', async () => {
    serve({ 'GET /student/warning/level': () => ({ code: 0, data: { ...mine, level: 'yellow', totalHours: '70.00' } }) });
    const { unmount } = render();
    expect(await screen.findByTestId('my-level')).toHaveTextContent('黄色预警');
    expect(screen.getByTestId('my-level-hint')).toHaveTextContent('低于本学年应达学时的 60%');
    unmount();
    // Past the credit years the whole requirement is expected, and the line says so.
    serve({ 'GET /student/warning/level': () => ({ code: 0, data: { ...mine, level: null, totalHours: '150.00', expectedHours: '140.00', yearOfStudy: 5 } }) });
    render();
    expect(await screen.findByTestId('my-level')).toHaveTextContent('未预警');
    expect(screen.getByTestId('my-level-line')).toHaveTextContent('当前 150.00 学时，应达总学时要求 140.00 学时');
    expect(screen.getByTestId('my-level-hint')).toHaveTextContent('学时进度正常，请继续保持。');
  });

  it('shows no tier without a pace or when the call fails, and still the modules', async () => {
    serve({ 'GET /student/warning/level': () => ({ code: 0, data: { ...mine, level: null, expectedHours: null, yearOfStudy: null } }) });
    const { unmount } = render();
    await waitFor(() => expect(seen.some((r) => r.path === '/student/warning/level')).toBe(true));
    expect(await screen.findByTestId('warning-summary')).toBeInTheDocument();
    expect(screen.queryByTestId('my-level')).not.toBeInTheDocument();
    unmount();
    serve({ 'GET /student/warning/level': () => ({ code: 10003, msg: '仅限学生使用' }) });
    render();
    await waitFor(() => expect(seen.some((r) => r.path === '/student/warning/level')).toBe(true));
    expect(screen.queryByTestId('my-level-panel')).not.toBeInTheDocument();
    expect(screen.queryByText('仅限学生使用')).not.toBeInTheDocument();
  });
});
