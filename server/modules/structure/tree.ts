/** Pure tree helpers for the 院系 tree and the organisation trees. */

export interface Linked {
  id: number;
  parentId: number | null;
}

/** Flat rows nested into a forest (spec §3 tree nodes): one builder for every tree, see common/tree.ts. */
export { buildTree } from '../../../common/tree.js';

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
