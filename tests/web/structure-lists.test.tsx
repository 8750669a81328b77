/**
 * The structure lists (spec §2 /usermng/student/campus, class): columns with the counts, the
 * spec's pagination, create with validation and the server's refusal under its field, a refused
 * delete explained in the dialog, and the class filters (college → majors of that college).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type GetListParams } from 'react-admin';
import type { CampusRow, ClassRow } from '../../common/api';
import { api, ApiError } from '../../src/dataProvider/apiClient';
import CampusList from '../../src/resources/campuses/CampusList';
import ClassList from '../../src/resources/classes/ClassList';
import { renderWithAdmin } from './shell-harness';

vi.mock('../../src/dataProvider/apiClient', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/dataProvider/apiClient')>()),
  api: { get: vi.fn(), post: vi.fn() },
}));

const campuses: CampusRow[] = [
  { id: 1, name: '南湖校区', orderId: 1, collegeCount: 7, studentCount: 1061 },
  { id: 2, name: '光谷校区', orderId: 2, collegeCount: 0, studentCount: 0 },
];
const klass = (id: number, name: string, extra: Partial<ClassRow> = {}): ClassRow => ({
  id, name, grade: '2024', collegeId: 3, collegeName: '外国语学院', majorId: 31, majorName: '日语', counsellor: '邓一宁', headTeacher: '', studentCount: 15, ...extra,
});

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (_path: string, params?: object) => {
    const p = (params ?? {}) as { kind?: string; collegeId?: number };
    if (p.kind === 'college') return [{ id: 3, name: '外国语学院' }, { id: 4, name: '文学院' }];
    if (p.kind === 'major') return p.collegeId === 3 ? [{ id: 31, name: '日语' }, { id: 32, name: '英语' }] : [{ id: 41, name: '汉语言文学' }];
    if (p.kind === 'grade') return [{ id: '2023', name: '2023级' }, { id: '2024', name: '2024级' }];
    return [];
  });
});

function setupList<R>(ui: React.ReactElement, rows: R[], total = rows.length) {
  const getList = vi.fn(async (_r: string, _p: GetListParams) => ({ data: rows, total }));
  const view = renderWithAdmin(ui, { dataProvider: testDataProvider({ getList: getList as never }) });
  return { ...view, getList, lastParams: () => getList.mock.calls.at(-1)![1] };
}

describe('CampusList', () => {
  it('shows the campuses with their counts and the spec’s pager', async () => {
    setupList(<CampusList />, campuses, 2);
    const row = (await screen.findByText('南湖校区', {}, { timeout: 5000 })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['校区名称', '排序', '院系数', '学生数', '操作']);
    expect(within(row).getByText('1061')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(screen.getByTestId('pagination-total')).toHaveTextContent('共 2 条');
    expect(screen.getByLabelText('跳转页码')).toBeInTheDocument();
  });

  it('validates the create form, then shows the server’s refusal under the name', async () => {
    post.mockRejectedValueOnce(new ApiError(10002, '参数错误: name 已存在名为「南湖校区」的校区'));
    setupList(<CampusList />, campuses);
    fireEvent.click(await screen.findByRole('button', { name: '新增' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '新增校区' });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写校区名称')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('排序'), { target: { value: '-1' } });
    fireEvent.change(within(dialog).getByLabelText('校区名称'), { target: { value: '南湖校区' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('排序须为 0–99999 的整数')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('排序'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('已存在名为「南湖校区」的校区')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/school/campus/add', { name: '南湖校区', orderId: '3' }, { silent: true });
  });

  it('edits a row with its values and confirms deletes, keeping a refusal in view', async () => {
    post.mockImplementation(async (path: string) => {
      if (path === '/school/campus/delete') throw new ApiError(10002, '该校区下仍有 1061 名学生和 7 个院系,无法删除');
      return campuses[0];
    });
    setupList(<CampusList />, campuses);
    fireEvent.click(await screen.findByRole('button', { name: '编辑 南湖校区' }, { timeout: 5000 }));
    const edit = await screen.findByRole('dialog', { name: '编辑校区' });
    expect(within(edit).getByLabelText('校区名称')).toHaveValue('南湖校区');
    fireEvent.change(within(edit).getByLabelText('校区名称'), { target: { value: '南湖主校区' } });
    fireEvent.click(within(edit).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/school/campus/update', { id: 1, name: '南湖主校区', orderId: '1' }, { silent: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '删除 南湖校区' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('确定删除校区「南湖校区」吗？此操作不可恢复。')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('该校区下仍有 1061 名学生和 7 个院系,无法删除');
  });

  it('shows 暂无数据 when there are no campuses', async () => {
    setupList(<CampusList />, [], 0);
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('ClassList', () => {
  it('filters by college, then by a major of that college, and by grade', async () => {
    const { lastParams } = setupList(<ClassList />, [klass(1, '日语2401班'), klass(2, '日语2301班', { grade: '2023' })]);
    await screen.findByText('日语2401班', {}, { timeout: 5000 });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['班级名称', '年级', '所属院系', '所属专业', '辅导员', '班主任', '学生数', '操作']);
    expect(screen.getByLabelText('所属专业')).toHaveAttribute('aria-disabled', 'true'); // no college chosen yet

    fireEvent.mouseDown(screen.getByLabelText('所属院系'));
    fireEvent.click(await screen.findByRole('option', { name: '外国语学院' }));
    await waitFor(() => expect(lastParams().filter).toEqual({ collegeId: 3 }), { timeout: 3000 });

    await waitFor(() => expect(screen.getByLabelText('所属专业')).not.toHaveAttribute('aria-disabled'));
    fireEvent.mouseDown(screen.getByLabelText('所属专业'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['全部', '日语', '英语']);
    fireEvent.click(screen.getByRole('option', { name: '日语' }));
    await waitFor(() => expect(lastParams().filter).toEqual({ collegeId: 3, majorId: 31 }), { timeout: 3000 });

    fireEvent.mouseDown(screen.getByLabelText('年级'));
    fireEvent.click(await screen.findByRole('option', { name: '2023级' }));
    await waitFor(() => expect(lastParams().filter).toEqual({ collegeId: 3, majorId: 31, grade: '2023' }), { timeout: 3000 });
    expect(lastParams().pagination?.page).toBe(1);
  });
});
