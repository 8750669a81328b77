/**
 * Typed custom methods of 工作日志 and 待办事项 (issue 21; spec §2 journal list/detail,
 * /communist/thing/list). Pages reach them with `useDataProvider<JournalsDataProvider>()`. CRUD stays
 * with the resources: workJournals (list, detail, write, resubmit), journalAudits (the review queue)
 * and staffThings (the caller's own things).
 */
import type { DataProvider } from 'react-admin';
import type { JobStarted } from '../../common/jobs';
import type { JournalOption, JournalStatistics, ThingSummary } from '../../common/journals';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

export const journalResources: ResourceTable = {
  workJournals: { list: '/journal/list', one: '/journal/detail', create: '/journal/add', update: '/journal/edit' },
  journalAudits: { list: '/journal/audit/list', one: '/journal/detail' },
  staffThings: { list: '/thing/list', create: '/thing/add', update: '/thing/edit', delete: '/thing/delete' },
};

export function journalMethods(client: DataClient) {
  return {
    /** GET /journal/options → the organisations the caller leads or advises. */
    getJournalOptions: () => client.get<JournalOption[]>('/journal/options', {}),
    /** GET /journal/statistics → journals per month per organisation. */
    getJournalStatistics: () => client.get<JournalStatistics>('/journal/statistics', {}),
    /** POST /journal/audit {ids, result, opinion?} → {count, approved, advanced, rejected}. */
    auditJournals: (input: { ids: number[]; result: 'pass' | 'reject'; opinion?: string }) => client.post<{ count: number }>('/journal/audit', input),
    /** GET /journal/export {...filter} → the export job. */
    startJournalExport: (filter: Record<string, unknown>) => client.get<JobStarted>('/journal/export', filter),
    /** POST /thing/done {id, done}. */
    markThing: (id: number, done: boolean) => client.post<{ id: number }>('/thing/done', { id, done }),
    /** GET /thing/summary → open and overdue things, pending review to-dos. */
    getThingSummary: () => client.get<ThingSummary>('/thing/summary', {}),
  };
}

export type JournalsMethods = ReturnType<typeof journalMethods>;
export type JournalsDataProvider = DataProvider & JournalsMethods;
