/**
 * Typed custom methods of 处分 and 加减学时 (issue 21; spec §2 /communist/punishment, count, plus,
 * sub). Pages reach them with `useDataProvider<PunishmentDataProvider>()`. Lists stay with the
 * resources below: punishments (filter {status} for the cancellation page) and adjustments.
 */
import type { DataProvider } from 'react-admin';
import type { AdjustmentDetail, AdjustmentOptions, AdjustmentStatistics } from '../../common/adjustments';
import type { JobStarted } from '../../common/jobs';
import type { MyPunishments, PunishmentDetail } from '../../common/punishments';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** List endpoints of the two resources (merged into the app's table in resources.ts). */
export const punishmentResources: ResourceTable = {
  punishments: { list: '/punishment/list', one: '/punishment/detail' },
  adjustments: { list: '/adjustment/list', one: '/adjustment/detail' },
};

const jobOf = (reply: { id?: string } | null): JobStarted => ({ id: String(reply?.id ?? '') });

export function punishmentMethods(client: DataClient) {
  return {
    /** GET /punishment/detail {id} → PunishmentDetail. */
    getPunishment: (id: number) => client.get<PunishmentDetail>('/punishment/detail', { id }),
    /** POST /punishment/add {studentCode, level, reason, punishedOn, documentNo, fileIds} → {id}. */
    addPunishment: (input: Record<string, unknown>) => client.post<{ id: number }>('/punishment/add', input),
    /** POST /punishment/edit {id, level, reason, punishedOn, documentNo, fileIds} → {id}. */
    editPunishment: (input: Record<string, unknown>) => client.post<{ id: number }>('/punishment/edit', input),
    /** POST /punishment/cancel {id, reason} → null. */
    cancelPunishment: (input: { id: number; reason: string }) => client.post<null>('/punishment/cancel', input),
    /** GET /punishment/my → MyPunishments. */
    getMyPunishments: () => client.get<MyPunishments>('/punishment/my', {}),
    /** GET /adjustment/options → the forms' categories and terms. */
    getAdjustmentOptions: () => client.get<AdjustmentOptions>('/adjustment/options', {}),
    /** POST /adjustment/add {direction, studentCodes, classifyId, termId, hours, reason, fileIds} → {id}. */
    addAdjustment: (input: Record<string, unknown>) => client.post<{ id: number }>('/adjustment/add', input),
    /** GET /adjustment/detail {id} → AdjustmentDetail. */
    getAdjustment: (id: number) => client.get<AdjustmentDetail>('/adjustment/detail', { id }),
    /** POST /adjustment/audit {id, result, opinion?} → {status}. */
    auditAdjustment: (input: { id: number; result: 'pass' | 'reject'; opinion?: string }) => client.post<{ status: number }>('/adjustment/audit', input),
    /** GET /adjustment/statistics → AdjustmentStatistics. */
    getAdjustmentStatistics: () => client.get<AdjustmentStatistics>('/adjustment/statistics', {}),
    /** GET /adjustment/export {filters} → the export job's {id} (加减学时台账.xlsx). */
    startAdjustmentExport: async (filter: Record<string, unknown>): Promise<JobStarted> => jobOf(await client.get('/adjustment/export', filter)),
  };
}

export type PunishmentMethods = ReturnType<typeof punishmentMethods>;
export type PunishmentDataProvider = DataProvider & PunishmentMethods;
