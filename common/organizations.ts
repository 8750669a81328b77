/**
 * Student-organisation natures (spec §2 "/organization" side menu, §3 "Organisation tree node"):
 * each nature has its page path, which is also the module path that grants it.
 */

export const ORGANIZATION_NATURES = [1, 2, 3, 4, 5] as const;
export type OrganizationNature = (typeof ORGANIZATION_NATURES)[number];

/** zh-CN names of the natures. */
export const natureLabels: Record<OrganizationNature, string> = {
  1: '学生会',
  2: '社团协会',
  3: '志愿组织',
  4: '班级组织',
  5: '其他组织',
};

/** The page (and module permission) of each nature. */
export const naturePaths: Record<OrganizationNature, string> = {
  1: '/organization/union',
  2: '/organization/club',
  3: '/organization/voluntary',
  4: '/organization/classes',
  5: '/organization/another',
};

/** identity of an organisation: 1 校级 (school level), 2 院级 (college level). */
export const organizationIdentityLabels: Record<number, string> = { 1: '校级', 2: '院级' };

/** The nature served at `path` (a nature page or below it), or null. */
export function natureOfPath(path: string): OrganizationNature | null {
  for (const n of ORGANIZATION_NATURES) {
    const p = naturePaths[n];
    if (path === p || path.startsWith(`${p}/`)) return n;
  }
  return null;
}

export function isNature(value: unknown): value is OrganizationNature {
  return ORGANIZATION_NATURES.includes(Number(value) as OrganizationNature) && Number.isInteger(Number(value));
}
