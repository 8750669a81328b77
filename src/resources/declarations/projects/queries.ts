/**
 * Data of the project pages, through the data provider:
 * - useProjectDetail: getOne('projects') → GET /project/detail {id} → ProjectDetail.
 * - useProjectOptions: GET /project/options → [{id, name}] (the projects, for filters).
 * - useProjectFormChoices: what the project form and the list's 分类 filter choose from — the
 *   category tree, the organisations and the enabled 申报审核 flows (kind 3) of GET
 *   /project/form/options. The call is silent: without the project module the lists stay empty and
 *   the form says so instead of a toast.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne, type Identifier } from 'react-admin';
import { SILENT } from '../../../dataProvider';
import type { ProjectDetail, ProjectFormOptions } from '../../../../common/declarations';
import type { DeclarationDataProvider, NamedOption } from '../../../dataProvider/declarations';

export type { NamedOption } from '../../../dataProvider/declarations';

/** The project of `id` ('' → nothing asked); the id is sent as ?id= reads it. */
export function useProjectDetail(id: string) {
  return useGetOne<ProjectDetail>('projects', { id: id as Identifier as number }, { enabled: id !== '', retry: false });
}

export function useProjectOptions() {
  const dataProvider = useDataProvider<DeclarationDataProvider>();
  return useQuery<NamedOption[]>({ ...SILENT, queryKey: ['project-options'], queryFn: () => dataProvider.getProjectOptions(), retry: false, staleTime: 60_000 });
}

export type ProjectFormChoices = ProjectFormOptions;

export function useProjectFormChoices() {
  const dataProvider = useDataProvider<DeclarationDataProvider>();
  return useQuery<ProjectFormChoices>({ ...SILENT, queryKey: ['project-form-choices'], queryFn: () => dataProvider.getProjectFormOptions(), retry: false, staleTime: 60_000 });
}
