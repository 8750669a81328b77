/**
 * Typed custom methods of 荣誉就业 (issue 21; spec §2 /honors, /employment). Pages reach them with
 * `useDataProvider<HonoursDataProvider>()`. CRUD stays with the resources: growthRecords (the staff
 * list, `filter: {kind}`, a record's detail, the declaration) and myGrowthRecords (the student's own).
 */
import type { DataProvider } from 'react-admin';
import type { GrowthAuditResult, GrowthStatistics } from '../../common/honours';
import type { JobStarted } from '../../common/jobs';
import type { GrowthKindName } from '../../common/schemas/honours';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

export const honourResources: ResourceTable = {
  growthRecords: { list: '/honors/list', one: '/honors/detail', create: '/honors/add' },
  myGrowthRecords: { list: '/honors/my-list', one: '/honors/detail', create: '/honors/add' },
};

export function honourMethods(client: DataClient) {
  return {
    /** GET /honors/statistics {kind} → approved records by level (or 就业/实习) and by college. */
    getGrowthStatistics: (kind: GrowthKindName) => client.get<GrowthStatistics>('/honors/statistics', { kind }),
    /** POST /honors/audit {kind, ids, result, opinion?} → GrowthAuditResult. */
    auditGrowth: (input: { kind: GrowthKindName; ids: number[]; result: 'pass' | 'reject'; opinion?: string }) => client.post<GrowthAuditResult>('/honors/audit', input),
    /** GET /honors/export {kind, ...filter} → the export job. */
    startGrowthExport: (filter: Record<string, unknown>) => client.get<JobStarted>('/honors/export', filter),
  };
}

export type HonoursMethods = ReturnType<typeof honourMethods>;
export type HonoursDataProvider = DataProvider & HonoursMethods;
