/**
 * The permission tree component (spec §4): checking a node selects its ancestors and descendants,
 * unchecking clears its descendants and childless ancestors, clicking a name toggles expansion,
 * and a changed value re-initialises the ticks. Proven through clicks, as a user would.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionNode } from '../../common/api';
import { PermissionTree } from '../../src/resources/roles/PermissionTree';
import { renderWithAdmin } from './shell-harness';

const node = (id: number, name: string, children: PermissionNode[] = [], extra: Partial<PermissionNode> = {}): PermissionNode => ({
  id, name, path: `/p${id}`, isBtn: 0, api: [], children, ...extra,
});

const tree: PermissionNode[] = [
  node(1, '数据一览'),
  node(500, '学生管理', [
    node(501, '学生列表', [node(5101, '导入学生', [], { isBtn: 1 }), node(5102, '导出学生', [], { isBtn: 1 })], { api: ['/school/students'] }),
    node(504, '教师管理', [], { api: ['/system/employees'] }),
  ]),
  node(700, '系统设置', [node(701, '角色权限', [], { api: ['/system/roles'] })]),
];

/** The tree under a parent that keeps the value, as the role editor does. */
function Harness({ initial = '', onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PermissionTree tree={tree} value={value} onChange={(v) => (setValue(v), onChange?.(v))} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('700,701,/system/roles')}>load other role</button>
    </>
  );
}

// The tree view hides each row's checkbox from assistive tech (the treeitem carries aria-checked).
const box = (name: string) => screen.getByRole('checkbox', { name, hidden: true }) as HTMLInputElement;
const item = (name: string) => screen.getByText(name).closest('[role="treeitem"]') as HTMLElement;
const value = () => screen.getByTestId('value').textContent;
const expandByLabel = (name: string) => fireEvent.click(screen.getByText(name));

describe('PermissionTree', () => {
  it('shows the top level collapsed; clicking a name toggles its children', async () => {
    renderWithAdmin(<Harness />);
    expect(screen.getByRole('tree')).toBeInTheDocument();
    expect(screen.queryByText('学生列表')).not.toBeInTheDocument();
    expandByLabel('学生管理');
    expect(screen.getByText('学生列表')).toBeInTheDocument();
    expect(screen.getByText('学生管理').closest('[role="treeitem"]')).toHaveAttribute('aria-expanded', 'true');
    expandByLabel('学生管理');
    await waitFor(() => expect(screen.queryByText('学生列表')).not.toBeInTheDocument());
  });

  it('checking a node ticks its ancestors and descendants and saves ids plus api ids', () => {
    const onChange = vi.fn();
    renderWithAdmin(<Harness onChange={onChange} />);
    expandByLabel('学生管理');
    fireEvent.click(box('学生列表'));
    expect(value()).toBe('500,501,5101,5102,/school/students');
    expect(onChange).toHaveBeenLastCalledWith('500,501,5101,5102,/school/students');
    expect(box('学生管理').checked).toBe(true);
    expect(box('学生管理')).toHaveAttribute('data-indeterminate', 'true'); // 教师管理 is not granted
    expect(item('学生管理')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('学生列表')).toHaveAttribute('aria-checked', 'true');
    expandByLabel('学生列表');
    expect(box('导入学生').checked).toBe(true);
    expect(box('导出学生').checked).toBe(true);
    expect(box('教师管理').checked).toBe(false);
    expect(box('数据一览').checked).toBe(false);
    expect(screen.getByTestId('permission-count')).toHaveTextContent('已选 4 项');
  });

  it('unchecking a node clears its descendants, and an ancestor without checked children', () => {
    renderWithAdmin(<Harness />);
    expandByLabel('学生管理');
    expandByLabel('学生列表');
    fireEvent.click(box('导入学生'));
    expect(value()).toBe('500,501,5101,/school/students');
    fireEvent.click(box('教师管理'));
    fireEvent.click(box('导入学生'));
    // 学生列表 lost its only checked child; 学生管理 keeps 教师管理.
    expect(value()).toBe('500,504,/system/employees');
    fireEvent.click(box('教师管理'));
    expect(value()).toBe('');
    expect(box('学生管理').checked).toBe(false);
  });

  it('a partly checked node is completed by a click, a fully checked one cleared', () => {
    renderWithAdmin(<Harness initial="500,504" />);
    expect(box('学生管理')).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(box('学生管理'));
    expect(value()).toBe('500,501,5101,5102,504,/school/students,/system/employees');
    fireEvent.click(box('学生管理'));
    expect(value()).toBe('');
  });

  it('re-initialises the ticks when the granted permissions change', () => {
    renderWithAdmin(<Harness initial="1,500,504" />);
    expect(box('数据一览').checked).toBe(true);
    expect(box('系统设置').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'load other role' }));
    expect(box('数据一览').checked).toBe(false);
    expect(box('学生管理').checked).toBe(false);
    expect(box('系统设置').checked).toBe(true);
    expandByLabel('系统设置');
    expect(box('角色权限').checked).toBe(true);
  });

  it('marks button permissions and offers expand all, select all and clear', async () => {
    renderWithAdmin(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '全部展开' }));
    expect(within(item('导入学生')).getByText('按钮')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '全选' }));
    expect(value()?.split(',').filter((x) => /^\d+$/.test(x))).toEqual(['1', '500', '501', '5101', '5102', '504', '700', '701']);
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(value()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '全部收起' }));
    await waitFor(() => expect(screen.queryByText('导入学生')).not.toBeInTheDocument());
  });
});
