/**
 * 宣传阵地 and 组织工作安排 (issue 21; server/modules/fields, orgLifecycle/schedule.ts). CRUD stays
 * with the resources: a field is getList / getOne / create / update / delete('publicityFields')
 * (GET /system/field/list, /detail, POST /system/field/save, /delete); applications are
 * getList / getOne('fieldApplications') (GET /system/field/apply/list, /detail). The typed methods
 * below apply, decide, withdraw, export and read or set the processes' windows.
 */
import type { DataProvider } from 'react-admin';
import type { FieldApplyOptions, FieldAuditResult } from '../../common/fields';
import type { JobStarted } from '../../common/jobs';
import type { ScheduleYear } from '../../common/orgSchedule';
import type { DataClient } from './apiClient';
import type { FileMethods } from './files';
import type { ResourceTable } from './resourceTypes';

export const fieldResources: ResourceTable = {
  publicityFields: { list: '/system/field/list', one: '/system/field/detail', create: '/system/field/save', update: '/system/field/save', delete: '/system/field/delete' },
  fieldApplications: { list: '/system/field/apply/list', one: '/system/field/apply/detail' },
};

/** What the apply form sends: POST /system/field/apply/add. Days 'YYYY-MM-DD', both included. */
export interface FieldApplyInput {
  fieldId: number;
  organizationId: number;
  startDate: string;
  endDate: string;
  purpose: string;
  content: string;
  fileIds: number[];
}

/** One window as the schedule page sends it. */
export interface ScheduleWindowInput {
  kind: number;
  startDate: string;
  endDate: string;
  remarks: string;
}

export function fieldMethods(client: DataClient) {
  return {
    /** GET /system/field/apply/options → the caller's organisations and the fields they may use. */
    getFieldApplyOptions: () => client.get<FieldApplyOptions>('/system/field/apply/options', {}),
    /** POST /system/field/apply/add FieldApplyInput → {id}; 10002 naming the field or why. */
    applyField: (input: FieldApplyInput) => client.post<{ id: number }>('/system/field/apply/add', { ...input }),
    /** POST /system/field/apply/audit {ids, result, opinion?} → FieldAuditResult (all or nothing). */
    auditFieldApplications: (ids: number[], result: 'pass' | 'reject', opinion?: string) =>
      client.post<FieldAuditResult>('/system/field/apply/audit', { ids, result, ...(opinion ? { opinion } : {}) }),
    /** POST /system/field/apply/withdraw {id} → {id}. */
    withdrawFieldApplication: (id: number) => client.post<{ id: number }>('/system/field/apply/withdraw', { id }),
    /** GET /system/field/export {filters} → the export job's {id} (宣传阵地.xlsx). */
    startFieldExport: async (filter: Record<string, unknown>): Promise<JobStarted> => ({ id: String((await client.get<{ id: string }>('/system/field/export', filter))?.id ?? '') }),
    /** GET /organization/schedule {academicYear?} → ScheduleYear (module 组织工作安排). */
    getOrgSchedule: (academicYear?: number) => client.get<ScheduleYear>('/organization/schedule', academicYear ? { academicYear } : {}),
    /** POST /organization/schedule/save {academicYear, windows} → ScheduleYear. */
    saveOrgSchedule: (academicYear: number, windows: ScheduleWindowInput[]) => client.post<ScheduleYear>('/organization/schedule/save', { academicYear, windows }),
    /** GET /organization/schedule/open → this year's windows (any signed-in user). */
    getOpenOrgSchedule: () => client.get<ScheduleYear>('/organization/schedule/open', {}),
  };
}

export type FieldMethods = ReturnType<typeof fieldMethods>;
export type FieldDataProvider = DataProvider & FieldMethods & Pick<FileMethods, 'uploadImage' | 'uploadFile'>;
