/**
 * The staff form's values and rules (issue 3): the rules are the add/update endpoint's own schema
 * (common/schemas/staff.ts, the phone rule being spec §5's), its Chinese texts shown through the
 * staff.validation.* keys. An edit loads the mobile masked (issue 14 defect 8): sent back
 * unchanged, the server keeps the stored number; any other value with '*' is refused as it does.
 */
import type { EmployeeInput, EmployeeRow } from '../../../common/api';
import { looksMasked } from '../../../common/personalData';
import { employeeInputParams, PHONE_MESSAGE } from '../../../common/schemas/staff';
import { formText, schemaResolver } from '../shared/schemaForm';

export interface StaffFormValues {
  code: string;
  name: string;
  gender: 1 | 2;
  mobile: string;
  collegeId: number | '';
  title: string;
  roleIds: number[];
}

export const EMPTY_STAFF: StaffFormValues = { code: '', name: '', gender: 1, mobile: '', collegeId: '', title: '', roleIds: [] };

export function staffToForm(row: EmployeeRow): StaffFormValues {
  return {
    code: row.code,
    name: row.name,
    gender: row.gender === 2 ? 2 : 1,
    mobile: row.mobile ?? '',
    collegeId: row.collegeId ?? '',
    title: row.title ?? '',
    roleIds: row.roleIds ?? [],
  };
}

/**
 * The form's resolver. `loaded` is the row the edit form opened with: a masked mobile other than
 * its own is refused here (the server's service refuses it too). Raw: the body is built below.
 */
export function staffFormResolver(loaded?: Pick<EmployeeRow, 'mobile'>) {
  const schema = employeeInputParams.superRefine((v, ctx) => {
    if (v.mobile && looksMasked(v.mobile) && v.mobile !== loaded?.mobile) ctx.addIssue({ code: 'custom', path: ['mobile'], message: PHONE_MESSAGE });
  });
  return schemaResolver(
    schema,
    {
      code: { '请输入工号': 'staff.validation.code_required', '工号不能超过30个字符': 'staff.validation.code_length', '工号只能包含字母、数字、下划线、点或横线': 'staff.validation.code_format' },
      name: { '请输入姓名': 'staff.validation.name_required', '姓名不能超过30个字': 'staff.validation.name_length' },
      mobile: { [PHONE_MESSAGE]: 'staff.validation.mobile_format', malformed: 'staff.validation.mobile_format' },
      title: { '职称不能超过30个字': 'staff.validation.title_length' },
    },
    { raw: true },
  );
}

/** The body of POST /system/employee/add | update. */
export function formToInput(v: StaffFormValues, id?: number): EmployeeInput {
  return {
    ...(id ? { id } : {}),
    code: formText(v.code),
    name: formText(v.name),
    gender: Number(v.gender) === 2 ? 2 : 1,
    mobile: formText(v.mobile),
    collegeId: v.collegeId === '' || v.collegeId === null ? null : Number(v.collegeId),
    title: formText(v.title),
    roleIds: v.roleIds ?? [],
  };
}
