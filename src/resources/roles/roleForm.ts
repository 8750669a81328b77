/**
 * The role editor's values and their checks (issue 3), returning i18n keys per field; the server
 * checks the same rules again (server/modules/roles/schema.ts).
 */
import type { DataScopeCode, RoleDetail, RoleInput } from '../../../common/api';

export interface RoleFormValues {
  name: string;
  remarks: string;
  dataScope: DataScopeCode;
  scopeCollegeId: number | '';
  permission: string;
}

export type RoleFormErrors = Partial<Record<keyof RoleFormValues, string>>;

export const EMPTY_ROLE: RoleFormValues = { name: '', remarks: '', dataScope: 1, scopeCollegeId: '', permission: '' };

export function roleToForm(role: RoleDetail): RoleFormValues {
  return {
    name: role.name,
    remarks: role.remarks,
    dataScope: role.dataScope,
    scopeCollegeId: role.scopeCollegeId ?? '',
    permission: role.permission,
  };
}

export function validateRole(v: RoleFormValues): RoleFormErrors {
  const errors: RoleFormErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = 'roles.validation.name_required';
  else if (name.length > 30) errors.name = 'roles.validation.name_length';
  if (v.remarks.trim().length > 200) errors.remarks = 'roles.validation.remarks_length';
  if (![1, 2, 3].includes(v.dataScope)) errors.dataScope = 'roles.validation.scope_required';
  if (v.dataScope === 2 && v.scopeCollegeId === '') errors.scopeCollegeId = 'roles.validation.college_required';
  return errors;
}

/** The body of POST /system/role/add | update. */
export function formToInput(v: RoleFormValues, id?: number): RoleInput {
  return {
    ...(id ? { id } : {}),
    name: v.name.trim(),
    remarks: v.remarks.trim(),
    dataScope: v.dataScope,
    scopeCollegeId: v.dataScope === 2 && v.scopeCollegeId !== '' ? v.scopeCollegeId : null,
    permission: v.permission,
  };
}
