/**
 * Data of the project pages through react-query:
 * - useProjectDetail: GET /project/detail {id} → ProjectDetail.
 * - useProjectOptions: GET /project/options → [{id, name}] (the projects, for filters).
 * - useProjectFormChoices: what the project form and the list's 分类 filter choose from — the
 *   category tree, the organisations and the enabled 申报审核 flows (kind 3) of GET
 *   /project/form/options. The call is silent: without the project module the lists stay empty and
 *   the form says so instead of a toast.
 */
import { useQuery } from '@tanstack/react-query';
import type { ClassifyNode } from '../../../common/classify';
import type { ProjectDetail, ProjectFormOptions } from '../../../common/declarations';
import { api } from '../../dataProvider/apiClient';

export interface NamedOption {
  id: number;
  name: string;
}


export function useProjectDetail(id: string) {
  return useQuery({
    queryKey: ['project-detail', id],
    queryFn: () => api.get<ProjectDetail>('/project/detail', { id }),
    enabled: id !== '',
    retry: false,
  });
}

export function useProjectOptions() {
  return useQuery({
    queryKey: ['project-options'],
    queryFn: async () => (await api.get<NamedOption[]>('/project/options', {}, { silent: true })) ?? [],
    retry: false,
    staleTime: 60_000,
  });
}

export interface ProjectFormChoices {
  classifies: ClassifyNode[];
  organizations: NamedOption[];
  flows: NamedOption[];
}

/** Loads the form's choice lists from GET /project/form/options (the project module grants it). */
export async function loadProjectFormChoices(): Promise<ProjectFormChoices> {
  const options = await api.get<ProjectFormOptions>('/project/form/options', {}, { silent: true }).catch(() => null);
  return { classifies: options?.classifies ?? [], organizations: options?.organizations ?? [], flows: options?.flows ?? [] };
}

export function useProjectFormChoices() {
  return useQuery({ queryKey: ['project-form-choices'], queryFn: loadProjectFormChoices, retry: false, staleTime: 60_000 });
}
