/**
 * The one tree builder of common/tree.ts (院系, organisations, categories, menu, permission tree)
 * and its walks: nesting, sibling order, orphans shown at the top, cycles and repeats; and the
 * server's check that a move does not put a node under itself.
 */
import { describe, expect, it } from 'vitest';
import { buildTree, findNode, flattenTree, pathTo, subtreeIds, treeOrder, type TreeOf } from '../../common/tree.js';
import { isSelfOrDescendant } from '../../server/modules/structure/tree.js';

interface Row {
  id: number;
  parentId: number | null;
  name: string;
}
const rows: Row[] = [
  { id: 1, parentId: null, name: 'a' },
  { id: 2, parentId: 1, name: 'b' },
  { id: 3, parentId: 2, name: 'c' },
  { id: 4, parentId: 0, name: 'd' },
  { id: 5, parentId: 99, name: 'orphan' },
  { id: 6, parentId: 1, name: 'b2' },
];
/** The forest as nested names, e.g. ['a', ['b', ['c']]]. */
const shape = (nodes: TreeOf<{ name: string }>[]): unknown[] => nodes.map((n) => (n.children.length ? [n.name, shape(n.children)] : n.name));

describe('buildTree', () => {
  it('nests rows under their parents, keeps sibling order, and never drops an orphan', () => {
    const tree = buildTree(rows);
    expect(shape(tree)).toEqual([['a', [['b', ['c']], 'b2']], 'd', 'orphan']);
    expect(tree[0]).toMatchObject({ id: 1, parentId: null, name: 'a' });
  });

  it('keeps the caller’s order among siblings, whatever the order of parents and children', () => {
    expect(shape(buildTree([...rows].reverse()))).toEqual(['orphan', 'd', ['a', ['b2', ['b', ['c']]]]]);
  });

  it('shapes each row through toNode, dropping the row’s own fields', () => {
    const tree = buildTree(rows.slice(0, 2), (r) => ({ key: `k${r.id}` }));
    expect(tree).toEqual([{ key: 'k1', children: [{ key: 'k2', children: [] }] }]);
  });

  it('shows a row that is its own parent at the top, keeps the first of a repeated id, and leaves a cycle out', () => {
    const odd = [{ id: 7, parentId: 7, name: 'self' }, { id: 8, parentId: 9, name: 'x' }, { id: 9, parentId: 8, name: 'y' }, { id: 7, parentId: 0, name: 'again' }];
    expect(shape(buildTree(odd))).toEqual(['self']);
    expect(buildTree([])).toEqual([]);
  });
});

describe('walks', () => {
  const tree = buildTree(rows);

  it('list every node depth-first with its depth, and the rows in tree order', () => {
    expect(flattenTree(tree).map(({ node, depth }) => `${depth}:${node.name}`)).toEqual(['0:a', '1:b', '2:c', '1:b2', '0:d', '0:orphan']);
    expect(treeOrder([...rows].reverse()).map((r) => r.name)).toEqual(['orphan', 'd', 'a', 'b2', 'b', 'c']);
  });

  it('find a node, the path down to it and its subtree', () => {
    expect(findNode(tree, 3)?.name).toBe('c');
    expect(findNode(tree, 42)).toBeUndefined();
    expect(findNode(tree, null)).toBeUndefined();
    expect(pathTo(tree, 3)).toEqual([1, 2, 3]);
    expect(pathTo(tree, 42)).toEqual([]);
    expect(subtreeIds(findNode(tree, 1)!)).toEqual([1, 2, 3, 6]);
  });
});

describe('isSelfOrDescendant', () => {
  it('finds a node itself and its descendants, not its ancestors or strangers', () => {
    expect(isSelfOrDescendant(rows, 1, 1)).toBe(true);
    expect(isSelfOrDescendant(rows, 3, 1)).toBe(true);
    expect(isSelfOrDescendant(rows, 1, 3)).toBe(false);
    expect(isSelfOrDescendant(rows, 4, 1)).toBe(false);
    // A corrupt cycle ends instead of looping.
    expect(isSelfOrDescendant([{ id: 7, parentId: 8 }, { id: 8, parentId: 7 }], 7, 1)).toBe(false);
  });
});
