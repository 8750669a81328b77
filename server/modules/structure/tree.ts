/** Pure tree helpers for the 院系 tree and the organisation trees. */

export interface Linked {
  id: number;
  parentId: number | null;
}

/**
 * Nests flat rows (parentId 0 or null for roots) into a forest, keeping the input order among
 * siblings. A row whose parent is missing becomes a root, so nothing is ever dropped.
 */
export function buildTree<T extends { id: number; parentId: number | null; children?: T[] }>(rows: T[]): T[] {
  const byId = new Map<number, T & { children: T[] }>();
  for (const r of rows) byId.set(r.id, { ...r, children: [] });
  const roots: T[] = [];
  for (const r of rows) {
    const node = byId.get(r.id)!;
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** True when `candidate` is `nodeId` itself or lies below it (walking up from candidate). */
export function isSelfOrDescendant(links: Linked[], candidate: number, nodeId: number): boolean {
  const parentOf = new Map(links.map((l) => [l.id, l.parentId]));
  const seen = new Set<number>();
  for (let at: number | null | undefined = candidate; at; at = parentOf.get(at)) {
    if (at === nodeId) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}
