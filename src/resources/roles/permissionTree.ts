/**
 * The permission tree's semantics (spec §4 "Permission tree"), as pure functions over a set of
 * checked node ids — the PermissionTree component only renders them.
 *
 * Rules:
 * - check(id): the node, all its ancestors and all its descendants become checked.
 * - uncheck(id): the node and all its descendants become unchecked; then, walking up, an ancestor
 *   stays checked only while at least one of its children is still checked (a menu group without
 *   any granted page is dropped).
 * - toggle(id): a fully checked node (itself and every descendant) is unchecked; an unchecked or
 *   partly checked node is checked (selecting all its descendants).
 * - The saved value (toPermissionString) is the checked ids in tree order, then each checked
 *   node's api ids without duplicates: '500,501,/school/students'. fromPermissionString reads the
 *   numeric ids back (api ids are derived, never read) and ignores ids the tree does not have.
 */
import type { PermissionNode } from '../../../common/api';
import { flattenTree } from '../../../common/tree';

export type TreeNode = Pick<PermissionNode, 'id' | 'name'> & Partial<Pick<PermissionNode, 'nameEn' | 'path' | 'isBtn' | 'api'>> & { children: TreeNode[] };

export interface TreeIndex {
  nodes: Map<number, TreeNode>;
  parent: Map<number, number | null>;
  /** Every id, parents before children, siblings in order. */
  order: number[];
}

export type CheckState = 'checked' | 'partial' | 'unchecked';

/** Indexes a tree for the functions below. */
export function indexTree(tree: readonly TreeNode[]): TreeIndex {
  const index: TreeIndex = { nodes: new Map(), parent: new Map(), order: [] };
  for (const n of tree) index.parent.set(n.id, null);
  for (const { node } of flattenTree(tree)) {
    index.nodes.set(node.id, node);
    index.order.push(node.id);
    for (const c of node.children ?? []) index.parent.set(c.id, node.id);
  }
  return index;
}

/** Ids of the node's descendants (not the node itself). */
export function descendants(index: TreeIndex, id: number): number[] {
  return flattenTree(index.nodes.get(id)?.children ?? []).map(({ node }) => node.id);
}

/** Ids of the node's ancestors, nearest first. */
export function ancestors(index: TreeIndex, id: number): number[] {
  const out: number[] = [];
  for (let p = index.parent.get(id) ?? null; p !== null; p = index.parent.get(p) ?? null) out.push(p);
  return out;
}

/** Checks the node with its ancestors and descendants. */
export function check(index: TreeIndex, checked: ReadonlySet<number>, id: number): Set<number> {
  if (!index.nodes.has(id)) return new Set(checked);
  return new Set([...checked, id, ...ancestors(index, id), ...descendants(index, id)]);
}

/** Unchecks the node and its descendants; ancestors left without a checked child are unchecked too. */
export function uncheck(index: TreeIndex, checked: ReadonlySet<number>, id: number): Set<number> {
  const out = new Set(checked);
  if (!index.nodes.has(id)) return out;
  for (const d of [id, ...descendants(index, id)]) out.delete(d);
  for (const a of ancestors(index, id)) {
    if (index.nodes.get(a)!.children.some((c) => out.has(c.id))) break;
    out.delete(a);
  }
  return out;
}

/** 'checked' when the node and all its descendants are, 'partial' when only some are, else 'unchecked'. */
export function stateOf(index: TreeIndex, checked: ReadonlySet<number>, id: number): CheckState {
  const all = [id, ...descendants(index, id)];
  const count = all.filter((x) => checked.has(x)).length;
  return count === 0 ? 'unchecked' : count === all.length ? 'checked' : 'partial';
}

/** A click on the node's checkbox (see the rules above). */
export function toggle(index: TreeIndex, checked: ReadonlySet<number>, id: number): Set<number> {
  return stateOf(index, checked, id) === 'checked' ? uncheck(index, checked, id) : check(index, checked, id);
}

/** The saved value: checked ids in tree order, then their api ids (spec §4). */
export function toPermissionString(index: TreeIndex, checked: ReadonlySet<number>): string {
  const ids = index.order.filter((id) => checked.has(id));
  const apis = [...new Set(ids.flatMap((id) => index.nodes.get(id)!.api ?? []))];
  return [...ids.map(String), ...apis].join(',');
}

/** The checked ids of a saved value: its numeric ids the tree knows; api ids are ignored. */
export function fromPermissionString(index: TreeIndex, permission: string | null | undefined): Set<number> {
  const out = new Set<number>();
  for (const raw of (permission ?? '').split(',')) {
    const token = raw.trim();
    if (/^\d+$/.test(token) && index.nodes.has(Number(token))) out.add(Number(token));
  }
  return out;
}

/** Every id of the tree (for 全选). */
export function allIds(index: TreeIndex): Set<number> {
  return new Set(index.order);
}
