/**
 * 个人信息查看记录 (issue 14 defect 8): the record of full views and exports of personal data — 时间,
 * 查看人, 操作, 对象 (the student, or 'N 名学生' with the export's filter in words), IP — asked for page by
 * page through the data provider (GET /school/student/personal/log {current, size}), with a loading
 * state, '暂无记录' when empty, and stacked rows on a phone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ModuleItem } from '../../common/api';
import type { PersonalDataView } from '../../common/personalData';
import { createDataProvider, type DataClient } from '../../src/dataProvider';
import { pluginRoutes } from '../../src/plugins/mount';
import system from '../../src/plugins/system';
import PersonalDataLogPage from '../../src/resources/personalData/PersonalDataLogPage';
import { renderWithAdmin } from './shell-harness';
import { pretendPhone } from './student-fixtures';

/** A fake API client under the real data provider. */
const get = vi.fn();
const post = vi.fn();

const PATH = '/system/personalDataLog';
const LOG = '/school/student/personal/log';
const modules: ModuleItem[] = [
  { id: 700, name: '系统设置', path: '/system', parentId: 0, orderId: 8, isBtn: 0, icon: '', children: [
    { id: 709, name: '个人信息查看记录', path: PATH, parentId: 700, orderId: 9, isBtn: 0, icon: '', children: [] },
  ] },
];

const view = (over: Partial<PersonalDataView> = {}): PersonalDataView => ({
  id: 2, action: 'view', subjectKind: 'student', userId: 1, userName: '系统管理员', studentId: 501, studentCode: '2021000001', studentName: '张晓明',
  studentCount: null, filter: null, ip: '10.0.0.8', createdAt: '2026-11-25 10:02:03', ...over,
});
const exported = (over: Partial<PersonalDataView> = {}): PersonalDataView => ({
  id: 1, action: 'export', subjectKind: 'student', userId: 1, userName: '系统管理员', studentId: null, studentCode: null, studentName: null,
  studentCount: 120, filter: { collegeId: 3, majorId: 11, status: 1, minHours: '10', maxHours: '20' }, ip: '10.0.0.9', createdAt: '2026-11-24 16:40:00', ...over,
});

const options: Record<string, { id: number; name: string }[]> = {
  college: [{ id: 3, name: '计算机学院' }, { id: 4, name: '外国语学院' }],
  major: [{ id: 11, name: '软件工程' }],
};

/** The log endpoint answers `rows` (total `total`); structure options answer by kind. */
function serve(rows: PersonalDataView[], total = rows.length) {
  get.mockImplementation(async (path: string, params?: object) => {
    const p = (params ?? {}) as Record<string, unknown>;
    if (path === LOG) return { list: rows, total };
    if (path === '/school/structure/options') return options[p.kind as string] ?? [];
    throw new Error(`unexpected ${path}`);
  });
}

/** The real data provider over the fake client: the page's requests reach `get` as the server would see them. */
const dataProvider = () => createDataProvider({ get, post } as unknown as DataClient);
const logCalls = () => get.mock.calls.filter(([p]) => p === LOG).map(([, q]) => q);
const render = () => renderWithAdmin(<PersonalDataLogPage />, { path: PATH, modules, dataProvider: dataProvider() });

beforeEach(() => {
  get.mockReset();
});

describe('个人信息查看记录', () => {
  it('lists time, viewer, action, subject and IP, newest first, from GET /school/student/personal/log', async () => {
    serve([view(), exported()]);
    render();
    const table = await screen.findByRole('table');
    const [head, first, second] = within(table).getAllByRole('row');
    expect(head).toHaveTextContent('时间查看人操作对象IP');
    expect(first).toHaveTextContent('2026-11-25 10:02:03系统管理员查看2021000001 张晓明10.0.0.8');
    expect(second).toHaveTextContent('2026-11-24 16:40:00系统管理员导出120 名学生');
    expect(second).toHaveTextContent('10.0.0.9');
    // The filter in words, with the college and major named from the structure options.
    await waitFor(() => expect(within(second).getByTestId('log-filter-1')).toHaveTextContent('筛选条件：学院：计算机学院；专业：软件工程；状态：正常；学时：10 至 20'));
    expect(logCalls()).toEqual([{ current: 1, size: 10 }]);
  });

  it("says when the person shown was a staff member (a staff mobile from 教师管理)", async () => {
    serve([view({ id: 3, subjectKind: 'staff', studentCode: 't1001', studentName: '王建国' })]);
    render();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('t1001 王建国（教师）');
  });

  it('names a unit it cannot find by its number, and writes one-sided ranges', async () => {
    serve([exported({ id: 5, studentCount: 3, filter: { collegeId: 99, status: 2, grade: '2021', maxCredit: '60', name: '张' } })]);
    render();
    expect(await screen.findByTestId('log-filter-5')).toHaveTextContent('筛选条件：学院：编号 99；年级：2021；姓名：张；状态：休学；诚信值：不高于 60');
    expect(screen.getByText('3 名学生')).toBeInTheDocument();
  });

  it('pages by 10, 20, 30 or 40 and asks the server for the chosen size', async () => {
    serve([view()], 45);
    render();
    await waitFor(() => expect(screen.getByTestId('pagination-total')).toHaveTextContent('共 45 条'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /每页/ }));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(sizes).toEqual(['10 条/页', '20 条/页', '30 条/页', '40 条/页']);
    fireEvent.click(screen.getByRole('option', { name: '20 条/页' }));
    await waitFor(() => expect(logCalls().at(-1)).toEqual({ current: 1, size: 20 }));
    fireEvent.click(await screen.findByRole('button', { name: '前往第 3 页' }));
    await waitFor(() => expect(logCalls().at(-1)).toEqual({ current: 3, size: 20 }));
  });

  it('shows a loading state until the first page arrives', async () => {
    let answer: (v: unknown) => void = () => undefined;
    get.mockImplementation((path: string) => (path === LOG ? new Promise((resolve) => { answer = resolve; }) : Promise.resolve([])) as never);
    render();
    expect(await screen.findByRole('status', { name: '正在加载记录' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    // The list asks only once react-admin's access check (authProvider.canAccess) has answered.
    await waitFor(() => expect(logCalls()).toHaveLength(1));
    answer({ list: [view()], total: 1 });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '正在加载记录' })).toBeNull();
  });

  it('says 暂无记录 when nothing was shown or exported in full', async () => {
    serve([]);
    render();
    expect(await screen.findByText('暂无记录')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  describe('on a phone', () => {
    let undo: () => void = () => undefined;
    beforeEach(() => {
      undo = pretendPhone();
    });
    afterEach(() => undo());

    it('stacks each record: action and subject, then time, viewer and IP', async () => {
      serve([view(), exported()]);
      render();
      const row = await screen.findByTestId('log-row-2');
      expect(screen.queryByRole('table')).toBeNull();
      expect(row).toHaveTextContent('查看2021000001 张晓明');
      expect(row).toHaveTextContent('时间 2026-11-25 10:02:03 · 查看人 系统管理员 · IP 10.0.0.8');
      expect(screen.getByTestId('log-row-1')).toHaveTextContent('导出120 名学生');
    });
  });
});

describe('wiring', () => {
  it('mounts the page at the menu path under 系统设置', () => {
    expect(pluginRoutes(system).map((r) => (r.props as { path?: string }).path)).toContain(PATH);
  });
});
