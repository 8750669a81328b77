/**
 * 学期设置 (/system/term, issue 13): the term list grouped by academic year with kind chips and the
 * current term marked, the academic-year filter, the create / edit dialog with its field checks and
 * the server's refusal under the field it names, the delete confirmation keeping a refusal in view,
 * the empty and loading states, and the phone layout — through the real data provider
 * (src/dataProvider/resources.ts 'terms', 'currentTerm') over a fake API client.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import type { Page } from '../../../common/envelope';
import type { TermCurrent, TermRow } from '../../../common/terms';
import { ApiError } from '../../../src/dataProvider/apiClient';
import { createDataProvider, type DataClient } from '../../../src/dataProvider';
import TermPage from '../../../src/resources/terms/TermPage';
import { renderWithAdmin, expectTexts } from '../shell-harness';
import { enterDate } from '../date-helpers';

const term = (id: number, name: string, kind: number, academicYear: number, startDate: string, endDate: string, current = false): TermRow => ({
  id, name, kind, academicYear, startDate, endDate, current,
});
const rows: TermRow[] = [
  term(4, '2025-2026学年寒假', 3, 2025, '2026-01-16', '2026-02-28'),
  term(3, '2025-2026学年第一学期', 1, 2025, '2025-09-01', '2026-01-15', true),
  term(2, '2024-2025学年暑期', 2, 2024, '2025-07-01', '2025-08-31'),
  term(1, '2024-2025学年第二学期', 1, 2024, '2025-03-01', '2025-06-30'),
];
const current: TermCurrent = { today: '2025-11-24', academicYear: 2025, term: rows[1] };

let get: ReturnType<typeof vi.fn>;
let post: ReturnType<typeof vi.fn>;
let listed: TermRow[];

function setup(opts: { list?: () => Promise<Page<TermRow>>; current?: TermCurrent } = {}) {
  get = vi.fn(async (path: string) => {
    if (path === '/system/term/current') return opts.current ?? current;
    if (path === '/system/term/list') return opts.list ? opts.list() : { list: listed, total: listed.length };
    throw new Error(`unexpected GET ${path}`);
  });
  post = vi.fn();
  const client = { get, post } as unknown as DataClient;
  return renderWithAdmin(
    <>
      <TermPage />
      <Notification />
    </>,
    { path: '/system/term', dataProvider: createDataProvider(client) },
  );
}

const listCalls = () => get.mock.calls.filter(([p]) => p === '/system/term/list').map(([, params]) => params);

beforeEach(() => {
  listed = rows;
});

describe('TermPage at office width', () => {
  it('lists the terms by academic year, with kind chips, days and the current term marked', async () => {
    setup();
    const currentRow = (await screen.findByText('2025-2026学年第一学期', { selector: 'td *' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['所属学年', '学期名称', '学期类型', '开始日期', '结束日期', '天数', '操作']);
    // Each academic year is named once, on its first row.
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows.map((r) => r.querySelector('td')!.textContent)).toEqual(['2025-2026学年', '', '2024-2025学年', '']);
    expectTexts(currentRow, '当前学期', '常规学期', '137 天');
    expect(within(bodyRows[0]).getByText('寒假')).toBeInTheDocument();
    expect(within(bodyRows[2]).getByText('暑期')).toBeInTheDocument();
    expect(screen.getAllByText('当前学期', { selector: '.MuiChip-label' })).toHaveLength(1);
    // The current term above the list.
    const card = screen.getByTestId('current-term');
    await waitFor(() => expect(card).toHaveTextContent('2025-2026学年第一学期'));
    expect(card).toHaveTextContent('2025-09-01 至 2026-01-15 · 2025-2026学年');
    expect(listCalls()[0]).toEqual({ current: 1, size: 10 });
    expect(screen.getByTestId('pagination-total')).toHaveTextContent('共 4 条');
  });

  it('filters by academic year', async () => {
    setup();
    await screen.findByText('2025-2026学年第一学期', { selector: 'td *' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '所属学年' }));
    fireEvent.click(await screen.findByRole('option', { name: '2024-2025学年' }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ current: 1, size: 10, academicYear: 2024 }));
  });

  it('checks the create form before sending, then puts the server’s refusal under its field', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '新增学期' }));
    const dialog = await screen.findByRole('dialog', { name: '新增学期' });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入学期名称')).toBeInTheDocument();
    expect(within(dialog).getAllByText('请选择日期')).toHaveLength(2);

    fireEvent.change(within(dialog).getByLabelText(/学期名称/), { target: { value: '2026-2027学年第一学期' } });
    enterDate('开始日期', '2026-09-10', within(dialog));
    enterDate('结束日期', '2026-09-01', within(dialog));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('结束日期不能早于开始日期')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    // The academic year follows the start date.
    expect(within(dialog).getByRole('combobox', { name: /所属学年/ })).toHaveTextContent('2026-2027学年');

    post.mockRejectedValueOnce(new ApiError(10002, '参数错误: startDate 与学期「2025-2026学年暑期」的日期重叠'));
    enterDate('开始日期', '2026-08-20', within(dialog));
    enterDate('结束日期', '2027-01-15', within(dialog));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('与学期「2025-2026学年暑期」的日期重叠')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/system/term/add',
      { name: '2026-2027学年第一学期', kind: 1, academicYear: 2026, startDate: '2026-08-20', endDate: '2027-01-15' }
    );
    expect(screen.getByRole('dialog', { name: '新增学期' })).toBeInTheDocument();
  });

  it('a refusal naming no field shows above the fields', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '新增学期' }));
    const dialog = await screen.findByRole('dialog', { name: '新增学期' });
    post.mockRejectedValueOnce(new ApiError(10003, '暂无权限'));
    fireEvent.change(within(dialog).getByLabelText(/学期名称/), { target: { value: '小学期' } });
    enterDate('开始日期', '2026-07-01', within(dialog));
    enterDate('结束日期', '2026-07-20', within(dialog));
    // A July start may count for either academic year.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /所属学年/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['2025-2026学年', '2026-2027学年']);
    fireEvent.click(screen.getByRole('option', { name: '2026-2027学年' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('暂无权限');
    expect(post).toHaveBeenCalledWith('/system/term/add', expect.objectContaining({ academicYear: 2026 }));
  });

  it('adds a term, closes the dialog and reloads the list', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '新增学期' }));
    const dialog = await screen.findByRole('dialog', { name: '新增学期' });
    post.mockResolvedValueOnce(term(9, '2026-2027学年第一学期', 1, 2026, '2026-09-01', '2027-01-15'));
    fireEvent.change(within(dialog).getByLabelText(/学期名称/), { target: { value: ' 2026-2027学年第一学期 ' } });
    enterDate('开始日期', '2026-09-01', within(dialog));
    enterDate('结束日期', '2027-01-15', within(dialog));
    const before = listCalls().length;
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('学期已添加')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增学期' })).toBeNull());
    expect(post).toHaveBeenCalledWith('/system/term/add', { name: '2026-2027学年第一学期', kind: 1, academicYear: 2026, startDate: '2026-09-01', endDate: '2027-01-15' });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('edits a term with its values', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '编辑 2024-2025学年暑期' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑学期' });
    expect(within(dialog).getByLabelText(/学期名称/)).toHaveValue('2024-2025学年暑期');
    expect(within(dialog).getByRole('combobox', { name: /学期类型/ })).toHaveTextContent('暑期');
    expect(within(dialog).getByRole('combobox', { name: /所属学年/ })).toHaveTextContent('2024-2025学年');
    post.mockResolvedValueOnce({ ...rows[2], endDate: '2025-08-25' });
    enterDate('结束日期', '2025-08-25', within(dialog));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('学期已保存')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/system/term/update',
      { id: 2, name: '2024-2025学年暑期', kind: 2, academicYear: 2024, startDate: '2025-07-01', endDate: '2025-08-25' }
    );
  });

  it('asks before deleting and keeps the server’s refusal in view', async () => {
    setup();
    post.mockRejectedValueOnce(new ApiError(10002, '该学期下仍有 3 条学时记录和 1 个活动,无法删除'));
    fireEvent.click(await screen.findByRole('button', { name: '删除 2025-2026学年第一学期' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除学期「2025-2026学年第一学期」吗？此操作不可恢复。');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该学期下仍有 3 条学时记录和 1 个活动,无法删除');
    expect(post).toHaveBeenCalledWith('/system/term/delete', { id: 3 });
    expect(within(dialog).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('deletes after confirmation', async () => {
    setup();
    post.mockResolvedValueOnce(null);
    fireEvent.click(await screen.findByRole('button', { name: '删除 2024-2025学年暑期' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('学期已删除')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/system/term/delete', { id: 2 });
  });

  it('shows the empty state, and the academic year when today is in no term', async () => {
    listed = [];
    setup({ current: { today: '2031-03-01', academicYear: 2030, term: null } });
    expect(await screen.findByText('暂无学期，点击「新增学期」添加')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-term')).toHaveTextContent('今天（2031-03-01）不在任何学期内'));
    expect(screen.getByTestId('current-term')).toHaveTextContent('本学年：2030-2031学年');
  });
});

describe('TermPage on a phone', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    // Every max-width query matches: the phone layout.
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'), media: query, onchange: null,
      addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows cards under a heading per academic year, with their actions', async () => {
    setup();
    const cards = await screen.findByTestId('term-cards');
    expect(within(cards).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(rows.map((r) => r.name));
    expectTexts(cards, '2025-2026学年', '2024-2025学年', '2025-09-01 至 2026-01-15 · 137 天');
    expect(within(cards).getAllByText('当前学期')).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(cards).getByRole('button', { name: '编辑 2025-2026学年寒假' }));
    expect(await screen.findByRole('dialog', { name: '编辑学期' })).toBeInTheDocument();
  });

  it('shows progress while the list loads', async () => {
    setup({ list: () => new Promise(() => undefined) });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });
});
