/**
 * Choices for the staff and role forms: the school's colleges (getStructureOptions → GET
 * /school/structure/options {kind: 'college'}, contract (a)) and its staff roles (getRoleOptions →
 * GET /system/role/options). Cached by react-query; a failed call leaves the list empty (the
 * QueryClient has already shown its toast).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OptionItem } from '../../../common/api';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';

export interface Choice {
  id: number;
  name: string;
  /** A college's parent in the 院系 tree (0 for a top-level one), for the tree picker. */
  parentId?: number;
}

const toChoices = (rows: OptionItem[] | null | undefined): Choice[] =>
  (rows ?? []).map((r) => ({ id: Number(r.id), name: r.name, ...(r.parentId !== undefined ? { parentId: r.parentId } : {}) }));

/** The school's colleges, sorted as the server sends them. */
export function useCollegeOptions(): Choice[] {
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  const { data } = useQuery({
    queryKey: ['options', 'college'],
    queryFn: async () => toChoices(await dataProvider.getStructureOptions({ kind: 'college' })),
    staleTime: 60_000,
  });
  return data ?? [];
}

/** The school's staff roles (系统管理员 first); the student role is never offered. */
export function useRoleOptions(): Choice[] {
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  const { data } = useQuery({
    queryKey: ['options', 'role'],
    queryFn: async () => toChoices(await dataProvider.getRoleOptions()),
    staleTime: 10_000,
  });
  return data ?? [];
}
