/**
 * Trees of rows that name their parent (院系, organisations, categories, menu modules, the
 * permission tree): one builder for flat rows and the few walks the pages make over the result.
 * Shared by the server, which nests the rows it reads, and the web, which walks what it receives.
 */

/** A flat row: its id and its parent's id (null, 0 or undefined for a root). */
export interface TreeRow {
  id: number;
  parentId?: number | null;
}

/** A node with its children, recursively. */
export type TreeOf<N> = N & { children: TreeOf<N>[] };

/** Anything with an id and optional children of its own kind (what the walks below accept). */
export interface IdNode {
  id: number;
  children?: readonly IdNode[];
}

/** A node's children, typed as the node (trees here hold one kind of node). */
const childrenOf = <N extends IdNode>(n: N): readonly N[] => (n.children ?? []) as readonly N[];

/**
 * Nests flat rows into a forest. Siblings keep the input order (callers sort the rows first); a
 * row whose parent is missing (or is itself) becomes a root, so nothing is dropped unless rows
 * form a cycle; a repeated id keeps its first row. `toNode` shapes each row into its node
 * (default: a copy of the row); `children` is added to it.
 */
export function buildTree<R extends TreeRow, N extends object = R>(rows: readonly R[], toNode?: (row: R) => N): TreeOf<N>[] {
  const byId = new Map<number, { row: R; node: TreeOf<N> }>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, { row, node: { ...(toNode ? toNode(row) : (row as unknown as N)), children: [] } });
  const roots: TreeOf<N>[] = [];
  for (const { row, node } of byId.values()) {
    const parent = row.parentId && row.parentId !== row.id ? byId.get(row.parentId) : undefined;
    (parent ? parent.node.children : roots).push(node);
  }
  return roots;
}

/** The rows in tree order: parents before their children, siblings in input order (rows in a cycle are left out). */
export function treeOrder<R extends TreeRow>(rows: readonly R[]): R[] {
  return flattenTree(buildTree(rows, (row) => ({ id: row.id, row }))).map(({ node }) => node.row);
}

/** Depth-first list of every node (parents before children) with its depth, 0 at the roots. */
export function flattenTree<N extends IdNode>(nodes: readonly N[], depth = 0): { node: N; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(childrenOf(node), depth + 1)]);
}

/** Depth-first lookup of a node by id. */
export function findNode<N extends IdNode>(nodes: readonly N[], id: number | null | undefined): N | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = findNode(childrenOf(n), id);
    if (below) return below;
  }
  return undefined;
}

/** The ids from a root down to `id` (inclusive), or [] when absent. */
export function pathTo(nodes: readonly IdNode[], id: number): number[] {
  for (const n of nodes) {
    if (n.id === id) return [n.id];
    const below = pathTo(n.children ?? [], id);
    if (below.length) return [n.id, ...below];
  }
  return [];
}

/** Ids of the node and everything below it. */
export function subtreeIds(node: IdNode): number[] {
  return flattenTree([node]).map(({ node: n }) => n.id);
}
