/**
 * 我的学时 (/student/hours) against a fake school API behind the real client and data provider:
 * the total and each module against its warning value (red below it), the hours by term, and the
 * ledger records with module, term and source filters, each row linked to its activity or
 * declaration, cards on a phone.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Evaluation } from '../../common/hoursRequirements';
import { DEFAULT_HOURS_RULES } from '../../common/hoursRules';
import { dataProvider } from '../../src/dataProvider';
import MyHours from '../../src/resources/hours/MyHours';
import { reachedPercent } from '../../src/resources/hours/HoursOverview';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { renderWithAdmin } from './shell-harness';
import { pretendPhone, record } from './student-fixtures';

const achievements = [
  { classifyId: 1, classifyName: '思想素养', classifyHours: '32.00', minHours: '30.00' },
  { classifyId: 4, classifyName: '社会实践', classifyHours: '12.00', minHours: '40.00' },
];
const byTerm = [
  { termId: 3, termName: '2026-2027学年第一学期', hours: '36.00' },
  { termId: 4, termName: '2026年寒假', hours: '8.00' },
  { termId: null, termName: '未分学期', hours: '0.00' },
];
const records = [
  record('1'),
  record('2', { sourceType: 2, relationId: 9, sourceName: '挑战杯 · 校级', classifyId: 12, classifyName: '学科竞赛', moduleName: '创新创业', requestedHours: '8.00', grantedHours: '8.00' }),
  record('3', { sourceType: 1, relationId: 22, sourceName: '暑期支教', moduleName: '社会实践', classifyName: '暑期社会实践', requestedHours: '30.00', grantedHours: '20.00' }),
  record('4', { sourceType: 3, relationId: null, sourceName: '补录去年学时', reason: '补录去年学时', grantedHours: '2.00', requestedHours: '2.00' }),
];

/** The verdict of the student's rule as the server evaluates it (common/hoursRequirements.ts). */
const evaluation: Evaluation = {
  met: false, recordOnly: false, credit: '0.00',
  lines: [
    { requirement: 'total', classifyId: null, label: '总学时', required: '200.00', earned: '44.00', met: false },
    { requirement: 'campus', classifyId: null, label: '校园活动学时', required: '80.00', earned: '32.00', met: false },
    { requirement: 'socialPractice', classifyId: null, label: '社会实践学时', required: '100.00', earned: '12.00', met: false },
  ],
  shortfalls: [
    { requirement: 'total', classifyId: null, label: '总学时', hours: '156.00' },
    { requirement: 'campus', classifyId: null, label: '校园活动学时', hours: '48.00' },
    { requirement: 'socialPractice', classifyId: null, label: '社会实践学时', hours: '88.00' },
  ],
};

let seen: SeenRequest[] = [];
function serve(extra: Record<string, Handler> = {}) {
  seen = serveApi({
    'GET /student/hours/summary': () => ({ code: 0, data: { total: '44.00', byTerm, rules: DEFAULT_HOURS_RULES, evaluation, makeUpDeadline: '2025-05-31' } }),
    'GET /achievement/by-classify-list': () => ({ code: 0, data: achievements }),
    'GET /student/hours/records': () => ({ code: 0, data: { list: records, total: records.length } }),
    ...extra,
  });
}
const calls = (key: string) => seen.filter((r) => `${r.method} ${r.path}` === key);
const setup = () => renderWithAdmin(<MyHours />, { path: '/student/hours', dataProvider });

let undoPhone: (() => void) | null = null;
beforeEach(() => serve());
afterEach(() => {
  undoPhone?.();
  undoPhone = null;
});

async function chooseFilter(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('我的学时', () => {
  it('shows the total and each module against its warning value', async () => {
    setup();
    expect(await screen.findByTestId('hours-total')).toHaveTextContent('44.00');
    const bars = await screen.findAllByTestId('classify-bar');
    expect(bars).toHaveLength(2);
    expect(bars[0]).toHaveAttribute('data-below', 'false');
    expect(bars[0]).toHaveTextContent('思想素养');
    expect(bars[0]).toHaveTextContent('预警值 30.00');
    // A module at its warning value is only that: the verdict is the card above (issue 13).
    expect(bars[0]).toHaveTextContent('已达预警值');
    expect(bars[0]).not.toHaveTextContent('已达标');
    expect(bars[1]).toHaveAttribute('data-below', 'true');
    expect(bars[1]).toHaveTextContent('12.00');
    expect(bars[1]).toHaveTextContent('未达预警值');
    expect(within(bars[1]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  });

  it('puts the verdict of the transcript on top: every requirement, every shortfall and the make-up deadline', async () => {
    setup();
    const card = await screen.findByTestId('verdict-card');
    expect(await within(card).findByTestId('verdict-status')).toHaveTextContent('未达到要求');
    expect(within(card).getByTestId('verdict-credit')).toHaveTextContent('0.00');
    const lines = within(card).getAllByTestId('verdict-line');
    expect(lines.map((l) => l.textContent)).toEqual(['总学时44.00 / 200.00', '校园活动学时32.00 / 80.00', '社会实践学时12.00 / 100.00']);
    expect(lines.every((l) => l.getAttribute('data-met') === 'false')).toBe(true);
    const short = within(card).getByTestId('verdict-shortfalls');
    expect(short).toHaveTextContent('社会实践学时还差 88.00');
    expect(short).toHaveTextContent('总学时还差 156.00');
    expect(short).toHaveTextContent('可在 2025-05-31 前补足');
  });

  it('computes the bar exactly and caps it at 100', () => {
    expect(reachedPercent({ classifyHours: '12', minHours: '40' })).toBe(30);
    expect(reachedPercent({ classifyHours: '50', minHours: '40' })).toBe(100);
    expect(reachedPercent({ classifyHours: '3', minHours: '0' })).toBe(100);
  });

  it('shows the hours of each term', async () => {
    setup();
    const terms = await screen.findAllByTestId('term-row');
    expect(terms.map((t) => t.textContent)).toEqual(['2026-2027学年第一学期36.00', '2026年寒假8.00', '未分学期0.00']);
  });

  it('lists the records, each traced to its source', async () => {
    setup();
    expect(await screen.findByRole('link', { name: '社区清扫' })).toHaveAttribute('href', '/student/activity/detail?id=21');
    expect(screen.getByRole('link', { name: '挑战杯 · 校级' })).toHaveAttribute('href', '/student/declare/detail?id=9');
    expect(screen.queryByRole('link', { name: '补录去年学时' })).toBeNull();
    const rows = screen.getAllByTestId('record-row');
    expect(within(rows[1]).getByText('申报')).toBeInTheDocument();
    expect(within(rows[3]).getByText('学时更正')).toBeInTheDocument();
    // A capped grant shows what was asked for.
    expect(within(rows[2]).getByTestId('record-hours')).toHaveTextContent('20.00');
    expect(within(rows[2]).getByText('申请 30.00')).toBeInTheDocument();
    expect(within(rows[0]).queryByText(/申请/)).toBeNull();
    expect(calls('GET /student/hours/records')[0].params).toEqual({ current: 1, size: 10 });
  });

  it('filters the records by module, term and source', async () => {
    setup();
    await screen.findAllByTestId('record-row');
    await chooseFilter('模块', '社会实践');
    await waitFor(() => expect(calls('GET /student/hours/records').at(-1)!.params).toEqual({ current: 1, size: 10, classifyId: 4 }));
    await chooseFilter('学期', '2026年寒假');
    await waitFor(() => expect(calls('GET /student/hours/records').at(-1)!.params).toEqual({ current: 1, size: 10, classifyId: 4, termId: 4 }));
    await chooseFilter('来源', '申报');
    await waitFor(() => expect(calls('GET /student/hours/records').at(-1)!.params).toEqual({ current: 1, size: 10, classifyId: 4, termId: 4, sourceType: 2 }));
    await chooseFilter('模块', '全部');
    await waitFor(() => expect(calls('GET /student/hours/records').at(-1)!.params).toEqual({ current: 1, size: 10, termId: 4, sourceType: 2 }));
  });

  it('shows an empty state without records', async () => {
    serve({ 'GET /student/hours/records': () => ({ code: 0, data: { list: [], total: 0 } }) });
    setup();
    expect(await screen.findByText('暂无学时记录')).toBeInTheDocument();
  });

  it('shows the records as cards on a phone', async () => {
    undoPhone = pretendPhone();
    setup();
    const cards = await screen.findAllByTestId('record-card');
    expect(cards).toHaveLength(4);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0]).getByRole('link', { name: '社区清扫' })).toHaveAttribute('href', '/student/activity/detail?id=21');
    expect(cards[0]).toHaveTextContent('活动 · 志愿公益 · 志愿服务');
  });
});
