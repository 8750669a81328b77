/**
 * Typed custom methods of 学分置换 (issue 21; spec §2 credit/replace, /system/confirmsubstitution).
 * Pages reach them with `useDataProvider<CreditDataProvider>()`. Lists stay with the resources:
 * creditRules (置换认定规则), creditRequests and creditQueue (staff, filter {status, collegeId, ruleId, termId, name})
 * and myCreditRequests (the student's own).
 */
import type { DataProvider } from 'react-admin';
import type { CreditOptions, CreditRequestDetail, CreditStatistics } from '../../common/creditReplace';
import type { JobStarted } from '../../common/jobs';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

export const creditResources: ResourceTable = {
  creditRules: { list: '/credit/replace/rule/list' },
  creditRequests: { list: '/credit/replace/list', one: '/credit/replace/detail' },
  /** The review queue's list (the same endpoint, its own resource under /proceeding). */
  creditQueue: { list: '/credit/replace/list', one: '/credit/replace/detail' },
  myCreditRequests: { list: '/credit/replace/my-list', one: '/credit/replace/detail', create: '/credit/replace/add' },
};

type Choice = { id: number; name: string };

export function creditMethods(client: DataClient) {
  return {
    /** POST /credit/replace/rule/save {id?, name, classifyId, hours, yearCap?, enabled, evidenceRequired, remarks} → {id}. */
    saveCreditRule: (input: Record<string, unknown>) => client.post<{ id: number }>('/credit/replace/rule/save', input),
    /** GET /credit/replace/options → enabled rules, categories, 其他's bound. */
    getCreditOptions: () => client.get<CreditOptions>('/credit/replace/options', {}),
    /** GET /credit/replace/filters → the staff list's choices. */
    getCreditFilters: () => client.get<{ rules: Choice[]; terms: Choice[]; colleges: Choice[] }>('/credit/replace/filters', {}),
    /** GET /credit/replace/detail {id} → CreditRequestDetail. */
    getCreditRequest: (id: number) => client.get<CreditRequestDetail>('/credit/replace/detail', { id }),
    /** POST /credit/replace/audit {id, result, opinion?} → {status, grantedHours}. */
    auditCreditRequest: (input: { id: number; result: 'pass' | 'reject'; opinion?: string }) => client.post<{ status: number; grantedHours: string | null }>('/credit/replace/audit', input),
    /** GET /credit/replace/statistics {filter} → CreditStatistics. */
    getCreditStatistics: (filter: Record<string, unknown>) => client.get<CreditStatistics>('/credit/replace/statistics', filter),
    /** GET /credit/replace/export {filter} → the export job. */
    startCreditExport: async (filter: Record<string, unknown>): Promise<JobStarted> => ({ id: String((await client.get<{ id?: string }>('/credit/replace/export', filter))?.id ?? '') }),
  };
}

export type CreditMethods = ReturnType<typeof creditMethods>;
export type CreditDataProvider = DataProvider & CreditMethods;
