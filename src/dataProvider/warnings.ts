/**
 * The hours warnings' domain verbs as typed custom methods of the data provider (issue 6 预警设置,
 * issue 13 预警配置; spec §2 /analysis/warningSetting, /system/classify/warn, student home; §3 classify
 * achievement item minHours): the settings (module warning values, tiers, the cohorts' paces), their
 * save, and the student's own tier. The warning list itself is the `analysisWarnings` resource
 * (resources.ts). Pages reach these with `useDataProvider<WarningDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { GradeOption, WarningSettings, WarningSettingsInput } from '../../common/dashboard';
import type { StudentWarningLevel } from '../../common/warningTiers';
import type { DataClient } from './apiClient';

/** GET /analysis/warning/settings → WarningSettings {requiredHours, items, tiers, paces}. */
export const getWarningSettings = (client: DataClient) => client.get<WarningSettings>('/analysis/warning/settings', {});

/**
 * POST /analysis/warning/settings {items?, tiers?} → WarningSettings after the change. 10002 names
 * the field ('items.0.minHours', 'tiers.redPercent'); 10003 without 预警设置 / 预警配置.
 */
export const saveWarningSettings = (client: DataClient, input: WarningSettingsInput) =>
  client.post<WarningSettings>('/analysis/warning/settings', input);

/** GET /student/warning/level → StudentWarningLevel {level, expectedHours, totalHours, yearOfStudy, creditYears, yellowPercent, redPercent} (students only). */
export const getMyWarningLevel = (client: DataClient) => client.get<StudentWarningLevel>('/student/warning/level', {});

/** The methods above bound to one client, as the data provider exposes them. */
export function warningMethods(client: DataClient) {
  return {
    /** GET /school/grade/partake/list → GradeOption[] of the students in scope. */
    getGradeOptions: () => client.get<GradeOption[]>('/school/grade/partake/list'),
    getWarningSettings: () => getWarningSettings(client),
    saveWarningSettings: (input: WarningSettingsInput) => saveWarningSettings(client, input),
    getMyWarningLevel: () => getMyWarningLevel(client),
  };
}

export type WarningMethods = ReturnType<typeof warningMethods>;

/** The data provider with the warning verbs: `useDataProvider<WarningDataProvider>()`. */
export type WarningDataProvider = DataProvider & WarningMethods;
