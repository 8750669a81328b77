/**
 * Data of the organisation pages through the data provider (cached by react-query, refreshed by
 * react-admin's refresh): the tree of one nature (getOrganizationTree → GET /organization/tree)
 * and one organisation's detail (getOne('organizations') → GET /organization/detail).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne } from 'react-admin';
import type { OrganizationDetail, OrganizationNode } from '../../../common/api';
import { flattenTree as walk } from '../../../common/tree';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';

/** The organisation tree of one nature (1–5), [] when it has none. */
export function useOrganizationTree(nature: number) {
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  return useQuery({
    queryKey: ['organization-tree', nature],
    queryFn: () => dataProvider.getOrganizationTree(nature),
  });
}

/** One organisation's detail; idle while nothing is selected. */
export function useOrganizationDetail(id: number | null) {
  return useGetOne<OrganizationDetail>('organizations', { id: id ?? 0 }, { enabled: id !== null });
}

/** The tree as a flat list in display order, each name indented by its depth (parent selects). */
export function flattenTree(nodes: OrganizationNode[]): { id: number; name: string; node: OrganizationNode }[] {
  return walk(nodes).map(({ node, depth }) => ({ id: node.id, name: `${'\u3000'.repeat(depth)}${node.name}`, node }));
}

export { subtreeIds } from '../../../common/tree';
