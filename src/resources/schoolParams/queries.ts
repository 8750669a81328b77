/**
 * The calls of 参数设置 and 诚信设置 through the data provider (issue 13), as react-query hooks. Every
 * call is silent: the pages show a refusal themselves — under the field a 10002 names, or in the
 * dialog — instead of a passing toast. A save reloads the parameters and the change log.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ImportLimits, IntegrityParams, SchoolUnits } from '../../../common/schoolParams';
import type { RequirementSetInput, SchoolParamsDataProvider } from '../../dataProvider/schoolParams';

const quiet = { silent: true } as const;

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
  return useQuery({ queryKey: paramsKeys.params, queryFn: () => dp.getSchoolParams(quiet), retry: false });
}

/** GET /system/sethonest; `enabled` false when the user lacks the module (the server would refuse). */
export function useIntegrity(enabled = true) {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  return useQuery({ queryKey: paramsKeys.integrity, queryFn: () => dp.getIntegrity(quiet), retry: false, enabled });
}

/** After a change: the parameters and the change log are read again. */
function useReload() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: paramsKeys.all }), queryClient.invalidateQueries({ queryKey: paramsKeys.changes })]);
}

/** POST /system/setparams/preview: what saving the set would change (writes nothing). */
export function usePreviewSet() {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  return useMutation({ mutationFn: (set: RequirementSetInput) => dp.previewRequirementSet(set, quiet) });
}

/** POST /system/setparams/save. */
export function useSaveSet() {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  const reload = useReload();
  return useMutation({ mutationFn: (set: RequirementSetInput) => dp.saveRequirementSet(set, quiet), onSuccess: reload });
}

/** POST /system/setparams/delete. */
export function useDeleteSet() {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  const reload = useReload();
  return useMutation({ mutationFn: (id: number) => dp.deleteRequirementSet(id, quiet), onSuccess: reload });
}

/** POST /system/setparams/units. */
export function useSaveUnits() {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  const reload = useReload();
  return useMutation({ mutationFn: (units: SchoolUnits) => dp.saveUnits(units, quiet), onSuccess: reload });
}

/** POST /system/setparams/imports (issue 14). */
export function useSaveImportLimits() {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  const reload = useReload();
  return useMutation({ mutationFn: (limits: ImportLimits) => dp.saveImportLimits(limits, quiet), onSuccess: reload });
}

/** POST /system/sethonest. */
export function useSaveIntegrity() {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  const reload = useReload();
  return useMutation({ mutationFn: (params: IntegrityParams) => dp.saveIntegrity(params, quiet), onSuccess: reload });
}

/** Starts the export job of every student a set change would affect → {id}. */
export function useStartPreviewExport() {
  const dp = useDataProvider<SchoolParamsDataProvider>();
  return (set: RequirementSetInput) => dp.startPreviewExport(set, quiet);
}
