/**
 * The 行政部门 tree (spec §2 /organization/department): the tree widget's expand/collapse and
 * selection, and the page on a fake data provider (getCollegeTree, and the `colleges` resource's
 * create and delete, sent silently) — the first college is selected, a sub-college is added under
 * the chosen parent, and a refused delete keeps the server's reason in the dialog.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type CreateParams } from 'react-admin';
import type { CollegeTreeNode } from '../../common/api';
import { ApiError } from '../../src/dataProvider';
import DepartmentTree from '../../src/resources/structure/DepartmentTree';
import { TreeList, type TreeNode } from '../../src/resources/shared/TreeList';
import { renderWithAdmin, expectTexts, providerMocks } from './shell-harness';

const node = (id: number, name: string, parentId: number, studentCount: number, children: CollegeTreeNode[] = []): CollegeTreeNode => ({
  id, name, parentId, code: `C${id}`, campusId: 1, orderId: id, studentCount, children,
});
const tree = [
  node(1, '计算机学院', 0, 252, [node(11, '计算机科学系', 1, 0), node(12, '软件工程系', 1, 0, [node(121, '软件测试教研室', 12, 0)])]),
  node(2, '文学院', 0, 124),
];

const { getCollegeTree, getStructureOptions, create, deleteOne } = providerMocks('getCollegeTree', 'getStructureOptions', 'create', 'deleteOne');
beforeEach(() => {
  getCollegeTree.mockResolvedValue(tree);
  getStructureOptions.mockResolvedValue([{ id: 1, name: '计算机学院' }, { id: 2, name: '文学院' }]);
});

const renderPage = () =>
  renderWithAdmin(<DepartmentTree />, {
    path: '/organization/department',
    dataProvider: testDataProvider({ getCollegeTree, getStructureOptions, create, delete: deleteOne } as never),
  });

describe('TreeList', () => {
  const nodes: TreeNode[] = [{ id: 1, name: '校学生会', children: [{ id: 2, name: '学习部', children: [{ id: 3, name: '学习部一组' }] }] }, { id: 4, name: '辩论社' }];

  it('opens the first level, toggles a branch and reports the clicked node', () => {
    const onSelect = vi.fn();
    renderWithAdmin(<TreeList nodes={nodes} label="组织树" onSelect={onSelect} selectedId={4} />);
    const tree = screen.getByRole('tree', { name: '组织树' });
    expect(within(tree).getByText('学习部')).toBeVisible();
    expect(within(tree).queryByText('学习部一组')).toBeNull(); // second level starts closed
    const study = screen.getByText('学习部').closest('[role="treeitem"]')!;
    expect(study).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(study, { key: 'ArrowRight' }); // the keyboard opens a branch
    expect(screen.getByText('学习部一组')).toBeVisible();
    expect(study).toHaveAttribute('aria-expanded', 'true');

    const union = screen.getByText('校学生会').closest('[role="treeitem"]')!;
    fireEvent.click(union.querySelector('.MuiTreeItem-iconContainer')!); // so does its chevron, which closes it
    return waitFor(() => expect(screen.queryByText('学习部')).toBeNull()).then(() => {
      expect(screen.getByText('辩论社').closest('[role="treeitem"]')).toHaveAttribute('aria-selected', 'true');
      fireEvent.click(screen.getByText('校学生会'));
      expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 1, name: '校学生会' }));
    });
  });
});

describe('DepartmentTree', () => {
  it('shows the tree with student counts and details the first college', async () => {
    renderPage();
    const tree = await screen.findByRole('tree', { name: '行政部门' });
    expect(await within(tree).findByText('计算机学院', {}, { timeout: 5000 })).toBeInTheDocument();
    expectTexts(tree, '252 名学生', '软件工程系');
    // The first college is selected: its detail lists its sub-colleges.
    expect(screen.getByText('已选院系')).toBeInTheDocument();
    expect(screen.getByText('C1')).toBeInTheDocument();
    fireEvent.click(within(tree).getByText('文学院'));
    await waitFor(() => expect(screen.getByText('C2')).toBeInTheDocument());
  });

  it('adds a sub-college under the node whose + was pressed', async () => {
    create.mockImplementation(async (_r: string, p: CreateParams) => ({ data: { ...p.data, id: 99 } }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '添加下级院系 软件工程系' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '在「软件工程系」下新增院系' });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写院系名称')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('院系名称'), { target: { value: ' 人工智能系 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('colleges', expect.objectContaining({ data: expect.objectContaining({ name: '人工智能系', parentId: 12, campusId: '' }), meta: { silent: true } })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before deleting and keeps the server’s refusal in the dialog', async () => {
    deleteOne.mockRejectedValue(new ApiError(10002, '该院系下仍有 252 名学生和 2 个下级院系,无法删除'));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '删除 计算机学院' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除院系「计算机学院」吗？此操作不可恢复。')).toBeInTheDocument();
    expect(deleteOne).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该院系下仍有 252 名学生和 2 个下级院系,无法删除');
    expect(deleteOne).toHaveBeenCalledWith('colleges', expect.objectContaining({ id: 1, meta: { silent: true } }));
    expect(within(dialog).queryByRole('button', { name: '删除' })).toBeNull();
  });
});
