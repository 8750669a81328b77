/**
 * Routes of the /analysis pages (spec §2 /analysis: school, warning, warningSetting, warning/list,
 * classroom, classif, organization) and the warning list's link parameters: the dashboard's and
 * these pages' reach-rate bars open /analysis/warning/list?id={collegeId}&gradeid={grade}.
 */

export const ANALYSIS_PATHS = {
  school: '/analysis/school',
  warning: '/analysis/warning',
  warningList: '/analysis/warning/list',
  warningSetting: '/analysis/warningSetting',
  classroom: '/analysis/classroom',
  classify: '/analysis/classif',
  organization: '/analysis/organization',
} as const;

/** 预警配置 (module 704, issue 13): the warning values and tiers, served by the /system group. */
export const WARN_CONFIG_PATH = '/system/classify/warn';

/** The warning list for a college and/or a grade (either may be empty: 'id=&gradeid=2021'). */
export function warningListPath(collegeId?: number | string | null, grade?: string | null): string {
  return `${ANALYSIS_PATHS.warningList}?id=${encodeURIComponent(String(collegeId ?? ''))}&gradeid=${encodeURIComponent(grade ?? '')}`;
}

/** The filters a link presets: `id` → collegeId (a positive integer), `gradeid` → grade (four digits). */
export function warningPreset(params: URLSearchParams): { collegeId?: number; grade?: string } {
  const preset: { collegeId?: number; grade?: string } = {};
  const id = (params.get('id') ?? '').trim();
  const grade = (params.get('gradeid') ?? '').trim();
  if (/^[1-9]\d*$/.test(id)) preset.collegeId = Number(id);
  if (/^\d{4}$/.test(grade)) preset.grade = grade;
  return preset;
}

/** Where a warning row opens: the student list filtered by the student number (spec §2 /student/list?id=). */
export const studentPath = (code: string) => `/student/list?id=${encodeURIComponent(code)}`;
