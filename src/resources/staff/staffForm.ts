/**
 * The staff form's values and checks (issue 3), returning i18n keys per field; the server checks
 * the same rules (server/modules/staff/schema.ts), the phone rule being spec §5's. An edit loads
 * the mobile masked (issue 14 defect 8): sent back unchanged, the server keeps the stored number.
 */
import type { EmployeeInput, EmployeeRow } from '../../../common/api';
import { looksMasked } from '../../../common/personalData';
import { isValidPhone } from '../../../common/validators/phone';

export interface StaffFormValues {
  code: string;
  name: string;
  gender: 1 | 2;
  mobile: string;
  collegeId: number | '';
  title: string;
  roleIds: number[];
}

export type StaffFormErrors = Partial<Record<keyof StaffFormValues, string>>;

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
 * Errors by field, as i18n keys. `loaded` is the row the edit form opened with: a mobile still equal
 * to its masked value means unchanged; any other value with '*' is refused like the server does.
 */
export function validateStaff(v: StaffFormValues, loaded?: Pick<EmployeeRow, 'mobile'>): StaffFormErrors {
  const errors: StaffFormErrors = {};
  const code = v.code.trim();
  if (!code) errors.code = 'staff.validation.code_required';
  else if (code.length > 30) errors.code = 'staff.validation.code_length';
  else if (!/^[A-Za-z0-9_.-]+$/.test(code)) errors.code = 'staff.validation.code_format';
  const name = v.name.trim();
  if (!name) errors.name = 'staff.validation.name_required';
  else if (name.length > 30) errors.name = 'staff.validation.name_length';
  const mobile = v.mobile.trim();
  const unchangedMasked = looksMasked(mobile) && mobile === loaded?.mobile;
  if (mobile && !unchangedMasked && !isValidPhone(mobile)) errors.mobile = 'staff.validation.mobile_format';
  if (v.title.trim().length > 30) errors.title = 'staff.validation.title_length';
  return errors;
}

/** The body of POST /system/employee/add | update. */
export function formToInput(v: StaffFormValues, id?: number): EmployeeInput {
  return {
    ...(id ? { id } : {}),
    code: v.code.trim(),
    name: v.name.trim(),
    gender: v.gender,
    mobile: v.mobile.trim(),
    collegeId: v.collegeId === '' ? null : v.collegeId,
    title: v.title.trim(),
    roleIds: v.roleIds,
  };
}
