/**
 * Data of the organisation pages through react-query (cached, refreshed by react-admin's
 * refresh): the tree of one nature (GET /organization/tree) and one organisation's detail
 * (GET /organization/detail).
 */
import { useQuery } from '@tanstack/react-query';
import type { OrganizationDetail, OrganizationNode } from '../../../common/api';
import { api } from '../../dataProvider/apiClient';

export function useOrganizationTree(nature: number) {
  return useQuery({
    queryKey: ['organization-tree', nature],
    queryFn: async () => (await api.get<OrganizationNode[]>('/organization/tree', { nature })) ?? [],
  });
}

export function useOrganizationDetail(id: number | null) {
  return useQuery({
    queryKey: ['organization-detail', id],
    queryFn: () => api.get<OrganizationDetail>('/organization/detail', { id }),
    enabled: id !== null,
  });
}

/** The tree as a flat list in display order, each name indented by its depth (parent selects). */
export function flattenTree(nodes: OrganizationNode[], depth = 0): { id: number; name: string; node: OrganizationNode }[] {
  return nodes.flatMap((n) => [{ id: n.id, name: `${'\u3000'.repeat(depth)}${n.name}`, node: n }, ...flattenTree(n.children ?? [], depth + 1)]);
}

/** Ids of a node and everything below it. */
export function subtreeIds(node: OrganizationNode): number[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeIds)];
}
