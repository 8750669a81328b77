/**
 * Data of the activity pages through react-query:
 * - useActivityOptions: GET /activity/options {organizations, flows, classifies, administrators, colleges}
 *   (permission '/activity/launch'). Silent: a list-only user (审核员) lacks the permission, and
 *   then the list's option filters are left out rather than showing an error.
 * - useActivityDetail: GET /activity/detail {id} → ActivityDetail.
 * - classifyChoices: the category tree as indented select choices (modules, then their categories).
 */
import { useQuery } from '@tanstack/react-query';
import type { ActivityDetail } from '../../../common/activities';
import type { ClassifyNode } from '../../../common/classify';
import { api } from '../../dataProvider/apiClient';

export interface NamedOption {
  id: number;
  name: string;
}
export interface FlowOption extends NamedOption {
  /** 1 activity review (活动审核), 2 completion review (结项审核). */
  kind: number;
}
export interface ActivityOptions {
  organizations: NamedOption[];
  flows: FlowOption[];
  classifies: ClassifyNode[];
  administrators: NamedOption[];
  /** The colleges a college-level activity (活动级别 院级) may be for. */
  colleges: NamedOption[];
}

const EMPTY: ActivityOptions = { organizations: [], flows: [], classifies: [], administrators: [], colleges: [] };

export function useActivityOptions(enabled = true) {
  return useQuery({
    queryKey: ['activity-options'],
    queryFn: async (): Promise<ActivityOptions> => ({ ...EMPTY, ...((await api.get<Partial<ActivityOptions>>('/activity/options', {}, { silent: true })) ?? {}) }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

export function useActivityDetail(id: string) {
  return useQuery({
    queryKey: ['activity-detail', id],
    queryFn: () => api.get<ActivityDetail>('/activity/detail', { id }),
    enabled: id !== '',
    retry: false,
  });
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
