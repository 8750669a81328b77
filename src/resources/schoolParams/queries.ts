/**
 * The calls of 参数设置 and 诚信设置 through the data provider (issue 13), as react-query hooks. Every
 * call is silent (`SILENT`: no toast from the QueryClient): the pages show a refusal themselves —
 * under the field a 10002 names, or in the dialog — instead of a passing toast. A save reloads the
 * parameters and the change log.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ImportLimits, SchoolUnits } from '../../../common/schoolParams';
import type { IntegrityParams } from '../../../common/schemas/schoolParams';
import { SILENT } from '../../dataProvider';
import type { RequirementSetInput, SchoolParamsDataProvider } from '../../dataProvider/schoolParams';

/** Query keys: the feature's start with 'schoolParams'; the change log is react-admin's 'ruleChanges'. */
export const paramsKeys = {
  all: ['schoolParams'] as const,
  params: ['schoolParams', 'params'] as const,
  integrity: ['schoolParams', 'integrity'] as const,
  changes: ['ruleChanges'] as const,
};

/** GET /system/setparams: units, sets, modules and cohorts. */
export function useSchoolParams() {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  return useQuery({ ...SILENT, queryKey: paramsKeys.params, queryFn: () => dp.getSchoolParams(), retry: false });
}

/** GET /system/sethonest; `enabled` false when the user lacks the module (the server would refuse). */
export function useIntegrity(enabled = true) {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  return useQuery({ ...SILENT, queryKey: paramsKeys.integrity, queryFn: () => dp.getIntegrity(), retry: false, enabled });
}

/** After a change: the parameters and the change log are read again. */
function useReload() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: paramsKeys.all }), queryClient.invalidateQueries({ queryKey: paramsKeys.changes })]);
}

/** A silent mutation of one provider verb; `reload` reads the parameters and the change log again after it. */
function useParamsMutation<T, R>(verb: (dp: SchoolParamsDataProvider, input: T) => Promise<R>, reload = true) {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  const reloadAll = useReload();
  return useMutation({ ...SILENT, mutationFn: (input: T) => verb(dp, input), onSuccess: reload ? reloadAll : undefined });
}

/** POST /system/setparams/preview: what saving the set would change (writes nothing). */
export const usePreviewSet = () => useParamsMutation((dp, set: RequirementSetInput) => dp.previewRequirementSet(set), false);
/** POST /system/setparams/save. */
export const useSaveSet = () => useParamsMutation((dp, set: RequirementSetInput) => dp.saveRequirementSet(set));
/** POST /system/setparams/delete. */
export const useDeleteSet = () => useParamsMutation((dp, id: number) => dp.deleteRequirementSet(id));
/** POST /system/setparams/units. */
export const useSaveUnits = () => useParamsMutation((dp, units: SchoolUnits) => dp.saveUnits(units));
/** POST /system/setparams/imports (issue 14). */
export const useSaveImportLimits = () => useParamsMutation((dp, limits: ImportLimits) => dp.saveImportLimits(limits));
/** POST /system/sethonest. */
export const useSaveIntegrity = () => useParamsMutation((dp, params: IntegrityParams) => dp.saveIntegrity(params));

/** Starts the export job of every student a set change would affect → {id}. */
export function useStartPreviewExport() {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  return (set: RequirementSetInput) => dp.startPreviewExport(set);
}
