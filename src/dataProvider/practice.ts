/**
 * Typed custom methods of 社会实践 (issue 19 "Social practice"; spec §2 /society, /society1,
 * /practice). Pages reach them with `useDataProvider<PracticeDataProvider>()`.
 *
 * CRUD stays with the resources: a project is `getOne` / `create` / `update('practices')` (GET
 * /practice/detail, POST /practice/add|update), the staff list `getList('practices')`, the caller's
 * own `getList('myPractices')`, the review queues `getList('practiceProjectAudits' |
 * 'practiceFinishAudits')`.
 */
import type { DataProvider } from 'react-admin';
import type { JobStarted } from '../../common/jobs';
import type { PracticeAuditResult, PracticeFormOptions, PracticeStage, PracticeStats } from '../../common/practice';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** CRUD endpoints of the practice resources (merged into the app's table in resources.ts). */
export const practiceResources: ResourceTable = {
  practices: { list: '/practice/list', one: '/practice/detail', create: '/practice/add', update: '/practice/update' },
  myPractices: { list: '/practice/my/list', one: '/practice/detail' },
  practiceProjectAudits: { list: '/practice/audit/project/list' },
  practiceFinishAudits: { list: '/practice/audit/finish/list' },
};

export interface PracticeDecision {
  stage: PracticeStage;
  ids: number[];
  result: string;
  opinion?: string;
}

export function practiceMethods(client: DataClient) {
  return {
    /** GET /practice/form/options → terms, the 社会实践 categories and advisors of the proposal form. */
    getPracticeFormOptions: () => client.get<PracticeFormOptions>('/practice/form/options', {}),
    /** POST /practice/audit {stage, ids, result, opinion?} → PracticeAuditResult; asked by the audit dialog, which shows a refusal. */
    auditPractices: (decision: PracticeDecision) => client.post<PracticeAuditResult>('/practice/audit', decision),
    /** POST /practice/journal/add {projectId, content, fileIds} → {id}. */
    addPracticeJournal: (input: { projectId: number; content: string; fileIds: number[] }) => client.post<{ id: number }>('/practice/journal/add', input),
    /** POST /practice/finish {id, report, fileIds, hours} → {id}: the completion goes to review. */
    finishPractice: (input: { id: number; report: string; fileIds: number[]; hours: string }) => client.post<{ id: number }>('/practice/finish', input),
    /** GET /practice/statistics {termId?, type?, academicYear?} → PracticeStats. */
    getPracticeStats: (params: Record<string, unknown>) => client.get<PracticeStats>('/practice/statistics', params),
    /** GET /practice/export {the list's filters} → the export job's {id}. */
    startPracticeExport: (filter: Record<string, unknown>) => client.get<JobStarted>('/practice/export', filter),
    /** GET /practice/statistics/export {the statistics' filters} → the export job's {id}. */
    startPracticeStatsExport: (params: Record<string, unknown>) => client.get<JobStarted>('/practice/statistics/export', params),
  };
}

export type PracticeMethods = ReturnType<typeof practiceMethods>;

/** The data provider with these verbs. */
export type PracticeDataProvider = DataProvider & PracticeMethods;
