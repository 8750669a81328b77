/**
 * The structure lists (spec §2 /usermng/student/campus, college, major, class; one generic page per
 * level): columns with the counts, the spec's pagination, create with validation and the server's
 * refusal under its field, a refused delete explained in the dialog, the class filters (college →
 * majors of that college), the college's blanks (- and 无) and the major's required college.
 * Saves and deletes are the resource's create/update/delete with `meta: {silent: true}` (the
 * dialog shows the refusal); the tests override those data-provider methods.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type CreateParams, type GetListParams, type UpdateParams } from 'react-admin';
import type { CampusRow, ClassRow, CollegeRow } from '../../common/api';
import { ApiError } from '../../src/dataProvider';
import StructurePage from '../../src/resources/structure/StructurePage';
import { renderWithAdmin, expectTexts, providerMocks } from './shell-harness';

// The generic structure page configured for two of its four levels.
const CampusList = () => <StructurePage level="campus" />;
const ClassList = () => <StructurePage level="class" />;
const CollegeList = () => <StructurePage level="college" />;
const MajorList = () => <StructurePage level="major" />;

const campuses: CampusRow[] = [
  { id: 1, name: '南湖校区', orderId: 1, collegeCount: 7, studentCount: 1061 },
  { id: 2, name: '光谷校区', orderId: 2, collegeCount: 0, studentCount: 0 },
];
const klass = (id: number, name: string, extra: Partial<ClassRow> = {}): ClassRow => ({
  id, name, grade: '2024', collegeId: 3, collegeName: '外国语学院', majorId: 31, majorName: '日语', counsellor: '邓一宁', headTeacher: '', studentCount: 15, ...extra,
});

const { getStructureOptions, create, update, deleteOne } = providerMocks('getStructureOptions', 'create', 'update', 'deleteOne');
beforeEach(() => {
  create.mockImplementation(async (_r: string, p: CreateParams) => ({ data: { ...p.data, id: 9 } }));
  update.mockImplementation(async (_r: string, p: UpdateParams) => ({ data: { ...p.data, id: p.id } }));
  getStructureOptions.mockImplementation(async (params?: object) => {
    const p = (params ?? {}) as { kind?: string; collegeId?: number };
    if (p.kind === 'college') return [{ id: 3, name: '外国语学院' }, { id: 4, name: '文学院' }];
    if (p.kind === 'major') return p.collegeId === 3 ? [{ id: 31, name: '日语' }, { id: 32, name: '英语' }] : [{ id: 41, name: '汉语言文学' }];
    if (p.kind === 'grade') return [{ id: '2023', name: '2023级' }, { id: '2024', name: '2024级' }];
    return [];
  });
});

function setupList<R>(ui: React.ReactElement, rows: R[], total = rows.length) {
  const getList = vi.fn(async (_r: string, _p: GetListParams) => ({ data: rows, total }));
  const dataProvider = testDataProvider({ getList, getStructureOptions, create, update, delete: deleteOne } as never);
  const view = renderWithAdmin(ui, { dataProvider });
  return { ...view, getList, lastParams: () => getList.mock.calls.at(-1)![1] };
}

describe('CampusList', () => {
  it('shows the campuses with their counts and the spec’s pager', async () => {
    setupList(<CampusList />, campuses, 2);
    const row = (await screen.findByText('南湖校区', {}, { timeout: 5000 })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['校区名称', '排序', '院系数', '学生数', '操作']);
    expectTexts(row, '1061', '7');
    expect(screen.getByTestId('pagination-total')).toHaveTextContent('共 2 条');
    expect(screen.getByLabelText('跳转页码')).toBeInTheDocument();
  });

  it('validates the create form, then shows the server’s refusal under the name', async () => {
    create.mockRejectedValueOnce(new ApiError(10002, '参数错误: name 已存在名为「南湖校区」的校区'));
    setupList(<CampusList />, campuses);
    fireEvent.click(await screen.findByRole('button', { name: '新增' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '新增校区' });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写校区名称')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('排序'), { target: { value: '-1' } });
    fireEvent.change(within(dialog).getByLabelText('校区名称'), { target: { value: '南湖校区' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('排序须为 0–99999 的整数')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('排序'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('已存在名为「南湖校区」的校区')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('campuses', expect.objectContaining({ data: { name: '南湖校区', orderId: '3' }, meta: { silent: true } }));
  });

  it('edits a row with its values and confirms deletes, keeping a refusal in view', async () => {
    deleteOne.mockRejectedValue(new ApiError(10002, '该校区下仍有 1061 名学生和 7 个院系,无法删除'));
    setupList(<CampusList />, campuses);
    fireEvent.click(await screen.findByRole('button', { name: '编辑 南湖校区' }, { timeout: 5000 }));
    const edit = await screen.findByRole('dialog', { name: '编辑校区' });
    expect(within(edit).getByLabelText('校区名称')).toHaveValue('南湖校区');
    fireEvent.change(within(edit).getByLabelText('校区名称'), { target: { value: '南湖主校区' } });
    fireEvent.click(within(edit).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('campuses', expect.objectContaining({ id: 1, data: { name: '南湖主校区', orderId: '1' }, meta: { silent: true } })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '删除 南湖校区' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('确定删除校区「南湖校区」吗？此操作不可恢复。')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('该校区下仍有 1061 名学生和 7 个院系,无法删除');
    expect(deleteOne).toHaveBeenCalledWith('campuses', expect.objectContaining({ id: 1, meta: { silent: true } }));
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
    expect(screen.getByLabelText('所属专业')).toBeDisabled(); // no college chosen yet

    fireEvent.mouseDown(screen.getByLabelText('所属院系'));
    fireEvent.click(await screen.findByRole('option', { name: '外国语学院' }));
    await waitFor(() => expect(lastParams().filter).toEqual({ collegeId: 3 }), { timeout: 3000 });

    await waitFor(() => expect(screen.getByLabelText('所属专业')).not.toBeDisabled());
    fireEvent.mouseDown(screen.getByLabelText('所属专业'));
    const options = await screen.findAllByRole('option');
    // The tree picker clears with its ✕ rather than a 全部 option.
    expect(options.map((o) => o.textContent)).toEqual(['日语', '英语']);
    fireEvent.click(screen.getByRole('option', { name: '日语' }));
    await waitFor(() => expect(lastParams().filter).toEqual({ collegeId: 3, majorId: 31 }), { timeout: 3000 });

    fireEvent.mouseDown(screen.getByLabelText('年级'));
    fireEvent.click(await screen.findByRole('option', { name: '2023级' }));
    await waitFor(() => expect(lastParams().filter).toEqual({ collegeId: 3, majorId: 31, grade: '2023' }), { timeout: 3000 });
    expect(lastParams().pagination?.page).toBe(1);
  });
});

describe('CollegeList and MajorList', () => {
  it('shows the colleges with 无 for a top-level parent and - for a missing code or campus', async () => {
    const college: CollegeRow = {
      id: 3, name: '外国语学院', code: '', campusId: null, campusName: '', parentId: 0, parentName: '', orderId: 1,
      childCount: 2, majorCount: 4, classCount: 9, studentCount: 315,
    };
    setupList(<CollegeList />, [college]);
    const row = (await screen.findByText('外国语学院', {}, { timeout: 5000 })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['院系名称', '院系代码', '所属校区', '上级院系', '下级院系', '专业数', '班级数', '学生数', '操作']);
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(0, 8)).toEqual(['外国语学院', '-', '-', '无', '2', '4', '9', '315']);
  });

  it('asks for the college of a new major and sends name, college and code', async () => {
    setupList(<MajorList />, []);
    fireEvent.click(await screen.findByRole('button', { name: '新增' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '新增专业' });
    fireEvent.change(within(dialog).getByLabelText('专业名称'), { target: { value: ' 日语 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择所属院系')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /所属院系/ }));
    fireEvent.click(await screen.findByRole('option', { name: '外国语学院' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('majors', expect.objectContaining({ data: { name: '日语', collegeId: 3, code: '' }, meta: { silent: true } })));
  });
});
