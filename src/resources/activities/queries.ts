/**
 * Data of the activity pages through the data provider:
 * - useActivityOptions: GET /activity/options {organizations, flows, classifies, administrators, colleges}
 *   (permission '/activity/launch'; getActivityOptions). Silent: a list-only user (审核员) lacks the
 *   permission, and then the list's option filters are left out rather than showing an error.
 * - useActivityDetail: the `activities` resource's getOne (GET /activity/detail {id} → ActivityDetail).
 * - classifyChoices: the category tree as indented select choices (modules, then their categories).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne } from 'react-admin';
import { SILENT } from '../../dataProvider';
import type { ActivityDetail } from '../../../common/activities';
import type { ClassifyNode } from '../../../common/classify';
import type { ActivityDataProvider, NamedOption } from '../../dataProvider/activities';

export type { ActivityOptions, FlowOption, NamedOption } from '../../dataProvider/activities';

/** The cache key prefix of every activity detail (invalidate it after a change). */
export const ACTIVITY_DETAIL_KEY = ['activities', 'getOne'] as const;

/** GET /activity/options, cached for a minute; errors (10003) leave `data` undefined. */
export function useActivityOptions(enabled = true) {
  const dataProvider = useDataProvider<ActivityDataProvider>();
  return useQuery({
    ...SILENT,
    queryKey: ['activity-options'],
    queryFn: () => dataProvider.getActivityOptions(),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** The activity `id` (the page's ?id=; '' asks nothing) through useGetOne('activities'); refusals toast. */
export function useActivityDetail(id: string) {
  return useGetOne<ActivityDetail>('activities', { id: Number(id) }, { enabled: id !== '', retry: false });
}

export interface ClassifyChoice extends NamedOption {
  depth: number;
  node: ClassifyNode;
  /** The top-level module's name. */
  moduleName: string;
}

/** The tree in display order with each node's depth (a module at 0, its categories below). */
export function classifyChoices(nodes: ClassifyNode[], depth = 0, moduleName = ''): ClassifyChoice[] {
  return nodes.flatMap((node) => {
    const mod = depth === 0 ? node.name : moduleName;
    return [{ id: node.id, name: node.name, depth, node, moduleName: mod }, ...classifyChoices(node.children ?? [], depth + 1, mod)];
  });
}

/** A node of the tree by id. */
export function findClassify(nodes: ClassifyNode[], id: number | ''): ClassifyNode | undefined {
  return id === '' ? undefined : classifyChoices(nodes).find((c) => c.id === id)?.node;
}
