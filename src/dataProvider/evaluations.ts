/**
 * Typed custom methods of 活动评价 (issue 21; spec §2 /communist/evaluate/*). Pages reach them with
 * `useDataProvider<EvaluationDataProvider>()`. CRUD stays with the resources below: projects,
 * applications, the review queue, ratings and the activities' scores.
 */
import type { DataProvider } from 'react-admin';
import type { EvaluationOptions, EvaluationStatistics, MyEvaluations } from '../../common/evaluations';
import type { JobStarted } from '../../common/jobs';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** CRUD endpoints of the evaluation resources (merged into the app's table in resources.ts). */
export const evaluationResources: ResourceTable = {
  evaluationProjects: { list: '/evaluate/project/list', create: '/evaluate/project/save', update: '/evaluate/project/save', delete: '/evaluate/project/delete' },
  evaluationApplications: { list: '/evaluate/apply/list', create: '/evaluate/apply/add' },
  evaluationAudits: { list: '/evaluate/apply/audit/list' },
  evaluationRatings: { list: '/evaluate/list' },
  evaluationActivityScores: { list: '/evaluate/activity/list' },
};

export function evaluationMethods(client: DataClient) {
  return {
    /** GET /evaluate/mine → what the student may rate now and their own ratings. */
    getMyEvaluations: () => client.get<MyEvaluations>('/evaluate/mine', {}),
    /** POST /evaluate/add {activityId, score, comment?} → {id}. */
    rateActivity: (input: { activityId: number; score: number; comment?: string }) => client.post<{ id: number }>('/evaluate/add', input),
    /** POST /evaluate/hide {id, hidden} → {id, hidden}. */
    hideEvaluation: (id: number, hidden: boolean) => client.post<{ id: number; hidden: boolean }>('/evaluate/hide', { id, hidden }),
    /** GET /evaluate/statistics {by, organizationId?, projectId?, name?} → EvaluationStatistics. */
    getEvaluationStatistics: (params: Record<string, unknown>) => client.get<EvaluationStatistics>('/evaluate/statistics', params),
    /** GET /evaluate/statistics/export → {id} of the export job (活动评价统计.xlsx). */
    startEvaluationExport: async (params: Record<string, unknown>): Promise<JobStarted> => ({ id: String((await client.get<{ id?: string }>('/evaluate/statistics/export', params))?.id ?? '') }),
    /** GET /evaluate/options → the application form's choices. */
    getEvaluationOptions: () => client.get<EvaluationOptions>('/evaluate/options', {}),
    /** POST /evaluate/apply/audit {ids, result, opinion?} → {count, approved, advanced, rejected}. */
    auditEvaluationApplications: (input: { ids: number[]; result: string; opinion?: string }) => client.post<{ count: number }>('/evaluate/apply/audit', input),
  };
}

export type EvaluationMethods = ReturnType<typeof evaluationMethods>;
export type EvaluationDataProvider = DataProvider & EvaluationMethods;
