/**
 * 参数设置 and 诚信设置's domain verbs as typed custom methods of the data provider (issue 13; spec §1
 * the hours rule, §2 /system/setparams and /system/sethonest, §3 hoursUnit and waysConvert, §9
 * decimal places). The change log is the `ruleChanges` resource (resources.ts). Pages reach these
 * with `useDataProvider<SchoolParamsDataProvider>()`; their forms ask silently (`meta: {silent:
 * true}`) and show a 10002 under the field it names.
 */
import type { DataProvider } from 'react-admin';
import type { RequirementSet } from '../../common/hoursRequirements';
import type { JobStarted } from '../../common/jobs';
import type { ImportLimits, RulePreview, RuleSaved, SchoolParams, SchoolUnits } from '../../common/schoolParams';
import type { IntegrityParams } from '../../common/schemas/schoolParams';
import type { DataClient } from './apiClient';

/**
 * A requirement set as the forms send it: ids and numbers as in RequirementSet, `id` 0 (or absent)
 * for a new cohort version starting at `fromGrade`.
 */
export type RequirementSetInput = Omit<RequirementSet, 'id'> & { id?: number };

/** GET /system/setparams → SchoolParams {units, imports (the import caps), sets by fromGrade, modules, cohorts with the set in force}. */
export const getSchoolParams = (client: DataClient) => client.get<SchoolParams>('/system/setparams', {});

/** POST /system/setparams/preview {set} → RulePreview {governed, changed, lost, gained, sample (≤20)}; writes nothing. 10002 names 'set.<field>'. */
export const previewRequirementSet = (client: DataClient, set: RequirementSetInput) =>
  client.post<RulePreview>('/system/setparams/preview', { set });

/** GET /system/setparams/preview/export {set} → {id} of the job writing every affected student as xlsx. */
export const startPreviewExport = async (client: DataClient, set: RequirementSetInput): Promise<JobStarted> => {
  const reply = await client.get<{ id?: string | number }>('/system/setparams/preview/export', { set });
  return { id: String(reply?.id ?? '') };
};

/** POST /system/setparams/save {set} → RuleSaved {set, changed}: writes the set, recomputes every verdict, logs the change. */
export const saveRequirementSet = (client: DataClient, set: RequirementSetInput) =>
  client.post<RuleSaved>('/system/setparams/save', { set });

/** POST /system/setparams/delete {id} → {changed}; the base set (fromGrade 0) is refused with 10002. */
export const deleteRequirementSet = (client: DataClient, id: number) =>
  client.post<{ changed: number }>('/system/setparams/delete', { id });

/** POST /system/setparams/units {hoursUnit, waysConvert 1 学分 | 3 分数, decimalPlaces 0–2} → SchoolUnits. */
export const saveUnits = (client: DataClient, units: SchoolUnits) => client.post<SchoolUnits>('/system/setparams/units', units);

/** POST /system/setparams/imports {importMaxRows 1–200000, importMaxInflatedMb 1–500} → ImportLimits (issue 14). */
export const saveImportLimits = (client: DataClient, limits: ImportLimits) =>
  client.post<ImportLimits>('/system/setparams/imports', limits);

/** GET /system/sethonest → IntegrityParams {creditStart, noShowPenalty, noShowLimit, blacklistDays}. */
export const getIntegrity = (client: DataClient) => client.get<IntegrityParams>('/system/sethonest', {});

/** POST /system/sethonest {creditStart, noShowPenalty, noShowLimit, blacklistDays} → IntegrityParams. */
export const saveIntegrity = (client: DataClient, params: IntegrityParams) =>
  client.post<IntegrityParams>('/system/sethonest', params);

/** The methods above bound to one client, as the data provider exposes them. */
export function schoolParamsMethods(client: DataClient) {
  return {
    getSchoolParams: () => getSchoolParams(client),
    previewRequirementSet: (set: RequirementSetInput) => previewRequirementSet(client, set),
    startPreviewExport: (set: RequirementSetInput) => startPreviewExport(client, set),
    saveRequirementSet: (set: RequirementSetInput) => saveRequirementSet(client, set),
    deleteRequirementSet: (id: number) => deleteRequirementSet(client, id),
    saveUnits: (units: SchoolUnits) => saveUnits(client, units),
    saveImportLimits: (limits: ImportLimits) => saveImportLimits(client, limits),
    getIntegrity: () => getIntegrity(client),
    saveIntegrity: (params: IntegrityParams) => saveIntegrity(client, params),
  };
}

export type SchoolParamsMethods = ReturnType<typeof schoolParamsMethods>;

/** The data provider with the 参数设置 verbs: `useDataProvider<SchoolParamsDataProvider>()`. */
export type SchoolParamsDataProvider = DataProvider & SchoolParamsMethods;
