/**
 * Typed custom methods of 创新创业 (issue 20; spec §2 /innovate, /innovation). Pages reach them with
 * `useDataProvider<InnovationDataProvider>()`. CRUD stays with the resources below: projects,
 * members, teachers, competitions, teams, results, start-ups, guidance, bonuses, the two
 * dictionaries, students' records and the review queue (`filter: {stage}`).
 */
import type { DataProvider } from 'react-admin';
import type { BannerRow, InnovationAuditResult, InnovationOptions, InnovationOverview, InnovationStage, MyInnovation } from '../../common/innovation';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

const save = (path: string) => ({ create: `${path}/save`, update: `${path}/save`, delete: `${path}/delete` });

/** CRUD endpoints of the innovation resources (merged into the app's table in resources.ts). */
export const innovationResources: ResourceTable = {
  innovationProjects: { list: '/innovation/project/list', one: '/innovation/project/detail', create: '/innovation/project/add' },
  innovationMembers: { list: '/innovation/member/list' },
  innovationTeachers: { list: '/innovation/teacher/list' },
  innovationAudits: { list: '/innovation/audit/list' },
  innovationCompetitions: { list: '/innovation/competition/list', ...save('/innovation/competition') },
  innovationTeams: { list: '/innovation/team/list', create: '/innovation/team/add' },
  innovationResults: { list: '/innovation/result/list', create: '/innovation/result/add' },
  innovationHatchings: { list: '/innovation/hatching/list', create: '/innovation/hatching/add' },
  innovationGuidance: { list: '/innovation/guidance/list' },
  innovationBonuses: { list: '/innovation/bonus/list', ...save('/innovation/bonus') },
  innovationFields: { list: '/innovation/field/list', ...save('/innovation/field') },
  innovationUndertakers: { list: '/innovation/undertaker/list', ...save('/innovation/undertaker') },
  innovationStudents: { list: '/innovation/student/list' },
};

export function innovationMethods(client: DataClient) {
  return {
    /** GET /innovation/options → the forms' choices (fields, undertakers, categories, teachers, competitions). */
    getInnovationOptions: () => client.get<InnovationOptions>('/innovation/options', {}),
    /** GET /innovation/overview → InnovationOverview. */
    getInnovationOverview: () => client.get<InnovationOverview>('/innovation/overview', {}),
    /** GET /innovation/my/record → the caller's own record. */
    getMyInnovation: () => client.get<MyInnovation>('/innovation/my/record', {}),
    /** POST /innovation/audit {stage, ids, result, opinion?} → InnovationAuditResult. */
    auditInnovation: (input: { stage: InnovationStage; ids: number[]; result: string; opinion?: string }) => client.post<InnovationAuditResult>('/innovation/audit', input),
    /** POST /innovation/project/midterm {id, report} → {id}. */
    submitInnovationMidterm: (input: { id: number; report: string }) => client.post<{ id: number }>('/innovation/project/midterm', input),
    /** POST /innovation/project/finish {id, report, hours} → {id}. */
    submitInnovationFinish: (input: { id: number; report: string; hours: string }) => client.post<{ id: number }>('/innovation/project/finish', input),
    /** GET /innovation/banner/list → BannerRow[]. */
    getInnovationBanners: () => client.get<BannerRow[]>('/innovation/banner/list', {}),
    /** POST /innovation/banner/save {id?, title, fileId, link?, sort?, enabled} → {id}. */
    saveInnovationBanner: (input: Record<string, unknown>) => client.post<{ id: number }>('/innovation/banner/save', input),
    /** POST /innovation/banner/delete {id} → null. */
    deleteInnovationBanner: (id: number) => client.post<null>('/innovation/banner/delete', { id }),
  };
}

export type InnovationMethods = ReturnType<typeof innovationMethods>;
export type InnovationDataProvider = DataProvider & InnovationMethods;
