/**
 * Choices of the structure selects (getStructureOptions → GET /school/structure/options, issue 3
 * contract (a)): campuses,
 * colleges (of a campus), majors (of a college), classes (of a major and grade) and grades. A
 * child list waits for its parent: no majors until a college is chosen, no classes until a major
 * is. Cached by react-query; a failed call leaves the list empty (the QueryClient showed its toast).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';

export type StructureKind = 'campus' | 'college' | 'major' | 'class' | 'grade';

export interface StructureParents {
  campusId?: number | string | null;
  collegeId?: number | string | null;
  majorId?: number | string | null;
  grade?: string | null;
}

export interface Choice {
  id: number | string;
  name: string;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Which parent a kind needs before it can be listed. */
export const REQUIRED_PARENT: Partial<Record<StructureKind, keyof StructureParents>> = { major: 'collegeId', class: 'majorId' };

/** The query params of one select: only the parents that are set. */
export function optionParams(kind: StructureKind, parents: StructureParents): Record<string, unknown> {
  const out: Record<string, unknown> = { kind };
  for (const [k, v] of Object.entries(parents)) if (present(v)) out[k] = v;
  return out;
}

/**
 * The react-query options of one structure list (shared cache key, 60 s fresh), read through
 * `dataProvider` (from `useDataProvider<OrganizationDataProvider>()`).
 */
export function structureOptionsQuery(dataProvider: Pick<OrganizationDataProvider, 'getStructureOptions'>, params: Record<string, unknown>) {
  return {
    queryKey: ['structure-options', params],
    queryFn: () => dataProvider.getStructureOptions(params),
    staleTime: 60_000,
  };
}

/** `needed` overrides the parent the kind waits for (default REQUIRED_PARENT; the declaration list lists a college's classes). */
export function useStructureOptions(
  kind: StructureKind,
  parents: StructureParents = {},
  needed: keyof StructureParents | undefined = REQUIRED_PARENT[kind],
): { choices: Choice[]; enabled: boolean } {
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  const enabled = !needed || present(parents[needed]);
  const params = optionParams(kind, parents);
  const { data } = useQuery({ ...structureOptionsQuery(dataProvider, params), enabled });
  return { choices: enabled ? (data ?? []) : [], enabled };
}
