/**
 * The permission tree of spec §4 — the web editor's pure rules (src/resources/roles/permissionTree.ts)
 * and the server's reading of a saved value (server/modules/roles/permission.ts) — agree.
 */
import { describe, expect, it } from 'vitest';
import {
  allIds, check, fromPermissionString, indexTree, stateOf, toPermissionString, toggle, uncheck, type TreeNode,
} from '../../src/resources/roles/permissionTree';
import { parsePermission, permissionString } from '../../server/modules/roles/permission';

const n = (id: number, name: string, children: TreeNode[] = [], api: string[] = []): TreeNode => ({ id, name, children, api });

// 数据一览 · 学生管理 ▸ (学生列表 ▸ 导入, 导出) · 教师管理 · 系统设置 ▸ 角色权限
const tree = [
  n(1, '数据一览'),
  n(500, '学生管理', [
    n(501, '学生列表', [n(5101, '导入学生'), n(5102, '导出学生')], ['/school/students', '/school/structure/options']),
    n(504, '教师管理', [], ['/system/employees', '/school/structure/options']),
  ]),
  n(700, '系统设置', [n(701, '角色权限', [], ['/system/roles'])]),
];
const index = indexTree(tree);
const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

describe('check', () => {
  it('selects the node, its ancestors and its descendants', () => {
    expect(sorted(check(index, new Set(), 501))).toEqual([500, 501, 5101, 5102]);
    expect(sorted(check(index, new Set(), 5101))).toEqual([500, 501, 5101]);
    expect(sorted(check(index, new Set([1]), 700))).toEqual([1, 700, 701]);
  });
});

describe('uncheck', () => {
  it('clears the node and its descendants', () => {
    const all = allIds(index);
    expect(sorted(uncheck(index, all, 501))).toEqual([1, 500, 504, 700, 701]);
  });

  it('keeps an ancestor only while one of its children is checked', () => {
    const some = check(index, new Set(), 5101); // 500, 501, 5101
    expect(sorted(uncheck(index, some, 5101))).toEqual([]); // 501 then 500 lose their last child
    const two = check(index, check(index, new Set(), 5101), 504);
    expect(sorted(uncheck(index, two, 5101))).toEqual([500, 504]); // 501 dropped, 500 kept for 504
  });
});

describe('toggle and state', () => {
  it('unchecks a fully checked node and completes a partly checked one', () => {
    const partial = check(index, new Set(), 5101);
    expect(stateOf(index, partial, 501)).toBe('partial');
    expect(stateOf(index, partial, 5102)).toBe('unchecked');
    const full = toggle(index, partial, 501);
    expect(sorted(full)).toEqual([500, 501, 5101, 5102]);
    expect(stateOf(index, full, 501)).toBe('checked');
    expect(sorted(toggle(index, full, 501))).toEqual([]);
  });
});

describe('permission strings', () => {
  it('are checked ids in tree order, then each checked node’s api ids once', () => {
    const checked = check(index, check(index, new Set(), 504), 501);
    expect(toPermissionString(index, checked)).toBe('500,501,5101,5102,504,/school/students,/school/structure/options,/system/employees');
    expect(toPermissionString(index, new Set())).toBe('');
  });

  it('read back the ids, ignoring api ids and unknown ids', () => {
    expect(sorted(fromPermissionString(index, '500,501,/school/students,99,abc, 504 '))).toEqual([500, 501, 504]);
    expect(sorted(fromPermissionString(index, ''))).toEqual([]);
    expect(sorted(fromPermissionString(index, null))).toEqual([]);
  });

  it('produced by the editor are accepted by the server, which recomputes the same value', () => {
    const modules = index.order.map((id) => ({
      id, name: index.nodes.get(id)!.name, parentId: index.parent.get(id) ?? null, api: (index.nodes.get(id)!.api ?? []).join(','),
    }));
    const checked = check(index, check(index, new Set(), 5102), 701);
    const value = toPermissionString(index, checked);
    const parsed = parsePermission(value, modules);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(sorted(new Set(parsed.ids))).toEqual(sorted(checked));
    expect(permissionString(parsed.ids, modules)).toBe(value);
  });

  it('are refused by the server when a checked node misses its parent', () => {
    const modules = index.order.map((id) => ({ id, name: index.nodes.get(id)!.name, parentId: index.parent.get(id) ?? null, api: '' }));
    expect(parsePermission('501', modules)).toEqual({ ok: false, message: '参数错误: permission 中“学生列表”的上级“学生管理”未勾选' });
    expect(parsePermission('500,501,/anything', modules)).toEqual({ ok: true, ids: [500, 501] });
  });
});
