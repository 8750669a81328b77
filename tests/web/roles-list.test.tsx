/**
 * 角色权限 (/system/teacher/role): the role list, the role editor (validation, data scope with a
 * college, permission tree → saved string) and deletion with confirmation, on a fake data provider
 * whose methods the tests override (the `roles` resource's CRUD, the permission tree, the colleges).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type CreateParams, type UpdateParams } from 'react-admin';
import type { PermissionNode, RoleDetail, RoleRow } from '../../common/api';
import RoleList from '../../src/resources/roles/RoleList';
import { renderWithAdmin, expectTexts, rowOf, openDialog, itShowsNoData } from './shell-harness';

const node = (id: number, name: string, children: PermissionNode[] = [], apiIds: string[] = []): PermissionNode => ({
  id, name, path: `/p${id}`, isBtn: 0, api: apiIds, children,
});
const tree = [node(1, '数据一览'), node(500, '学生管理', [node(501, '学生列表', [], ['/school/students']), node(504, '教师管理')])];

const row = (id: number, name: string, extra: Partial<RoleRow> = {}): RoleRow => ({
  id, name, remarks: '', dataScope: 1, scopeCollegeId: null, scopeCollegeName: '', userCount: 0, builtIn: false, identity: 0, ...extra,
});
const rows = [
  row(1, '系统管理员', { builtIn: true, userCount: 1 }),
  row(7, '学院管理员', { dataScope: 2, scopeCollegeId: 3, scopeCollegeName: '计算机学院', userCount: 2, remarks: '管理本学院的学生' }),
  row(9, '社团指导', { dataScope: 3 }),
];
const detail: RoleDetail = { ...rows[1], permission: '1,500,501,/school/students' };

const getOne = vi.fn(async () => ({ data: detail }));
const getRolePermissionTree = vi.fn(async () => tree);
const getStructureOptions = vi.fn(async () => [{ id: 3, name: '计算机学院' }, { id: 4, name: '文学院' }]);
const create = vi.fn(async (_r: string, p: CreateParams) => ({ data: { ...p.data, id: 99 } }));
const update = vi.fn(async (_r: string, p: UpdateParams) => ({ data: { ...p.data, id: p.id } }));
const deleteRole = vi.fn(async () => ({ data: rows[2] }));
beforeEach(() => {
  for (const f of [getOne, getRolePermissionTree, getStructureOptions, create, update, deleteRole]) f.mockClear();
});

function setup(list = rows) {
  const getList = vi.fn(async () => ({ data: list, total: list.length }));
  const dataProvider = testDataProvider({ getList, getOne, getRolePermissionTree, getStructureOptions, create, update, delete: deleteRole } as never);
  return { getList, ...renderWithAdmin(<RoleList />, { path: '/system/teacher/role', dataProvider }) };
}

describe('RoleList', () => {
  it('lists roles with their data scope, holders and type; built-in roles cannot be deleted', async () => {
    setup();
    const college = await rowOf('学院管理员');
    expectTexts(college, '指定学院：计算机学院', '管理本学院的学生', '自定义');
    expect(within(college).getByRole('button', { name: '删除' })).toBeInTheDocument();
    const admin = screen.getByText('系统管理员').closest('tr')!;
    expectTexts(admin, '全校', '内置');
    expect(within(admin).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(screen.getByText('社团指导').closest('tr')!).getByText('本人所在组织')).toBeInTheDocument();
    expect(screen.getByTestId('pagination-total')).toHaveTextContent('共 3 条');
  });

  itShowsNoData('shows 暂无数据 when there are no roles', () => setup([]));

  it('creates a role: checks the form, then saves name, scope and the ticked part of the tree', async () => {
    setup();
    const dialog = await openDialog('新增角色');
    await within(dialog).findByRole('tree');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入角色名称')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: '指定学院' }));
    fireEvent.change(within(dialog).getByLabelText(/角色名称/), { target: { value: '学生干事' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('数据范围为指定学院时请选择学院')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    expect(getRolePermissionTree).toHaveBeenCalledWith(0);
    expect(getStructureOptions).toHaveBeenCalledWith({ kind: 'college' });

    fireEvent.click(within(dialog).getByRole('radio', { name: '全校' }));
    fireEvent.click(within(dialog).getByText('学生管理'));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '学生列表', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('roles', expect.objectContaining({
        data: { name: '学生干事', remarks: '', dataScope: 1, scopeCollegeId: null, permission: '500,501,/school/students' },
      })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a role: its granted nodes are ticked and its college chosen', async () => {
    setup();
    const college = await rowOf('学院管理员');
    const dialog = await openDialog('编辑', college);
    expect(await within(dialog).findByText('编辑角色：学院管理员')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('roles', expect.objectContaining({ id: 7 }));
    await within(dialog).findByRole('tree');
    expect((within(dialog).getByRole('checkbox', { name: '数据一览', hidden: true }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: '学生列表', hidden: true }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: '教师管理', hidden: true }) as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByRole('radio', { name: '指定学院' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: '指定学院' })).toHaveValue('计算机学院');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '教师管理', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('roles', expect.objectContaining({
        id: 7,
        data: { id: 7, name: '学院管理员', remarks: '管理本学院的学生', dataScope: 2, scopeCollegeId: 3, permission: '1,500,501,504,/school/students' },
      })),
    );
  });

  it('deletes a role only after confirmation', async () => {
    setup();
    const target = await rowOf('社团指导');
    const dialog = await openDialog('删除', target);
    expect(within(dialog).getByText('确定删除角色“社团指导”吗？')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteRole).not.toHaveBeenCalled();
    fireEvent.click(within(target).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleteRole).toHaveBeenCalledWith('roles', expect.objectContaining({ id: 9 })));
  });
});
