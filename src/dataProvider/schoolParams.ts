/**
 * 参数设置 and 诚信设置's domain verbs as typed custom methods of the data provider (issue 13; spec §1
 * the hours rule, §2 /system/setparams and /system/sethonest, §3 hoursUnit and waysConvert, §9
 * decimal places). The change log is the `ruleChanges` resource (resources.ts). Pages reach these
 * with `useDataProvider<SchoolParamsDataProvider>()`. Every call takes optional RequestOptions so
 * that a form can ask for silence and show a 10002 under the field it names.
 */
import type { DataProvider } from 'react-admin';
import type { RequirementSet } from '../../common/hoursRequirements';
import type { JobStarted } from '../../common/jobs';
import type { ImportLimits, IntegrityParams, RulePreview, RuleSaved, SchoolParams, SchoolUnits } from '../../common/schoolParams';
import type { RequestOptions } from './apiClient';
import type { DataClient } from './apiClient';

/**
 * A requirement set as the forms send it: ids and numbers as in RequirementSet, `id` 0 (or absent)
 * for a new cohort version starting at `fromGrade`.
 */
export type RequirementSetInput = Omit<RequirementSet, 'id'> & { id?: number };

/** GET /system/setparams → SchoolParams {units, imports (the import caps), sets by fromGrade, modules, cohorts with the set in force}. */
export const getSchoolParams = (client: DataClient, opts?: RequestOptions) => client.get<SchoolParams>('/system/setparams', {}, opts);

/** POST /system/setparams/preview {set} → RulePreview {governed, changed, lost, gained, sample (≤20)}; writes nothing. 10002 names 'set.<field>'. */
export const previewRequirementSet = (client: DataClient, set: RequirementSetInput, opts?: RequestOptions) =>
  client.post<RulePreview>('/system/setparams/preview', { set }, opts);

/** GET /system/setparams/preview/export {set} → {id} of the job writing every affected student as xlsx. */
export const startPreviewExport = async (client: DataClient, set: RequirementSetInput, opts?: RequestOptions): Promise<JobStarted> => {
  const reply = await client.get<{ id?: string | number }>('/system/setparams/preview/export', { set }, opts);
  return { id: String(reply?.id ?? '') };
};

/** POST /system/setparams/save {set} → RuleSaved {set, changed}: writes the set, recomputes every verdict, logs the change. */
export const saveRequirementSet = (client: DataClient, set: RequirementSetInput, opts?: RequestOptions) =>
  client.post<RuleSaved>('/system/setparams/save', { set }, opts);

/** POST /system/setparams/delete {id} → {changed}; the base set (fromGrade 0) is refused with 10002. */
export const deleteRequirementSet = (client: DataClient, id: number, opts?: RequestOptions) =>
  client.post<{ changed: number }>('/system/setparams/delete', { id }, opts);

/** POST /system/setparams/units {hoursUnit, waysConvert 1 学分 | 3 分数, decimalPlaces 0–2} → SchoolUnits. */
export const saveUnits = (client: DataClient, units: SchoolUnits, opts?: RequestOptions) => client.post<SchoolUnits>('/system/setparams/units', units, opts);

/** POST /system/setparams/imports {importMaxRows 1–200000, importMaxInflatedMb 1–500} → ImportLimits (issue 14). */
export const saveImportLimits = (client: DataClient, limits: ImportLimits, opts?: RequestOptions) =>
  client.post<ImportLimits>('/system/setparams/imports', limits, opts);

/** GET /system/sethonest → IntegrityParams {creditStart, noShowPenalty, noShowLimit, blacklistDays}. */
export const getIntegrity = (client: DataClient, opts?: RequestOptions) => client.get<IntegrityParams>('/system/sethonest', {}, opts);

/** POST /system/sethonest {creditStart, noShowPenalty, noShowLimit, blacklistDays} → IntegrityParams. */
export const saveIntegrity = (client: DataClient, params: IntegrityParams, opts?: RequestOptions) =>
  client.post<IntegrityParams>('/system/sethonest', params, opts);

/** The methods above bound to one client, as the data provider exposes them. */
export function schoolParamsMethods(client: DataClient) {
  return {
    getSchoolParams: (opts?: RequestOptions) => getSchoolParams(client, opts),
    previewRequirementSet: (set: RequirementSetInput, opts?: RequestOptions) => previewRequirementSet(client, set, opts),
    startPreviewExport: (set: RequirementSetInput, opts?: RequestOptions) => startPreviewExport(client, set, opts),
    saveRequirementSet: (set: RequirementSetInput, opts?: RequestOptions) => saveRequirementSet(client, set, opts),
    deleteRequirementSet: (id: number, opts?: RequestOptions) => deleteRequirementSet(client, id, opts),
    saveUnits: (units: SchoolUnits, opts?: RequestOptions) => saveUnits(client, units, opts),
    saveImportLimits: (limits: ImportLimits, opts?: RequestOptions) => saveImportLimits(client, limits, opts),
    getIntegrity: (opts?: RequestOptions) => getIntegrity(client, opts),
    saveIntegrity: (params: IntegrityParams, opts?: RequestOptions) => saveIntegrity(client, params, opts),
  };
}

export type SchoolParamsMethods = ReturnType<typeof schoolParamsMethods>;

/** The data provider with the 参数设置 verbs: `useDataProvider<SchoolParamsDataProvider>()`. */
export type SchoolParamsDataProvider = DataProvider & SchoolParamsMethods;
