/**
 * The role editor's values and rules (issue 3): the rules are the add/update endpoint's own schema
 * (common/schemas/roles.ts), its Chinese texts shown through the roles.validation.* keys; the
 * request body is built from the values as before.
 */
import type { DataScopeCode, RoleDetail, RoleInput } from '../../../common/api';
import { roleInputParams } from '../../../common/schemas/roles';
import { formText, schemaResolver } from '../shared/schemaForm';

export interface RoleFormValues {
  name: string;
  remarks: string;
  dataScope: DataScopeCode;
  scopeCollegeId: number | '';
  permission: string;
}

export const EMPTY_ROLE: RoleFormValues = { name: '', remarks: '', dataScope: 1, scopeCollegeId: '', permission: '' };

/** The fields a server refusal may name. */
export const ROLE_FIELDS = ['name', 'remarks', 'dataScope', 'scopeCollegeId', 'permission'] as const;

export function roleToForm(role: RoleDetail): RoleFormValues {
  return {
    name: role.name,
    remarks: role.remarks,
    dataScope: role.dataScope,
    scopeCollegeId: role.scopeCollegeId ?? '',
    permission: role.permission,
  };
}

/** The schema's texts → the editor's i18n keys. Raw: the body below is built from the values. */
export const roleFormResolver = schemaResolver(
  roleInputParams,
  {
    name: { '请输入角色名称': 'roles.validation.name_required', '角色名称不能超过30个字': 'roles.validation.name_length', malformed: 'roles.validation.name_required' },
    remarks: { '备注不能超过200个字': 'roles.validation.remarks_length' },
    dataScope: { '请选择数据范围': 'roles.validation.scope_required', malformed: 'roles.validation.scope_required' },
    scopeCollegeId: { '数据范围为指定学院时请选择学院': 'roles.validation.college_required' },
  },
  { raw: true },
);

/** The body of POST /system/role/add | update (a college only with the 指定学院 scope). */
export function formToInput(v: RoleFormValues, id?: number): RoleInput {
  return {
    ...(id ? { id } : {}),
    name: formText(v.name),
    remarks: formText(v.remarks),
    dataScope: Number(v.dataScope) as DataScopeCode,
    scopeCollegeId: Number(v.dataScope) === 2 && v.scopeCollegeId !== '' && v.scopeCollegeId !== null ? v.scopeCollegeId : null,
    permission: v.permission ?? '',
  };
}
