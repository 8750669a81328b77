/**
 * The student form's rules (spec §5), shared by create and edit: one function returning i18n keys
 * per field, and what the ID number implies. The server checks the same rules (schema.ts).
 */
import { looksMasked } from '../../../common/personalData';
import { birthdayFromId, genderFromId, idNumberError } from '../../../common/validators/idcard';
import { isValidPhone } from '../../../common/validators/phone';

export interface StudentFormValues {
  name?: string;
  code?: string;
  idType?: number | string;
  idNumber?: string;
  gender?: number | string | null;
  birthday?: string | null;
  mobile?: string | null;
  politics?: number | string;
  campusId?: number | string | null;
  collegeId?: number | string | null;
  majorId?: number | string | null;
  classId?: number | string | null;
  grade?: string | null;
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const CODE = /^[A-Za-z0-9_-]{1,30}$/;

/**
 * Errors by field, as i18n keys under students.validation (empty object when valid). `loaded` is
 * the record the edit form opened with: its ID number and mobile are masked (issue 14), and a
 * value still equal to the masked one means unchanged (the server keeps the stored value).
 */
export function validateStudent(values: StudentFormValues, loaded?: { idNumber?: string | null; mobile?: string | null }): Record<string, string> {
  const errors: Record<string, string> = {};
  const key = (k: string) => `students.validation.${k}`;
  const unchangedMasked = (field: 'idNumber' | 'mobile') => looksMasked(String(values[field] ?? '')) && values[field] === loaded?.[field];
  if (blank(values.name)) errors.name = key('name');
  if (blank(values.code)) errors.code = key('code');
  else if (!CODE.test(String(values.code).trim())) errors.code = key('codePattern');
  const idType = Number(values.idType ?? 0);
  if (!unchangedMasked('idNumber')) {
    const idError = looksMasked(String(values.idNumber ?? '')) ? 'idMasked' : idNumberError(idType, String(values.idNumber ?? ''));
    if (idError) errors.idNumber = key(idError);
  }
  if (idType !== 0 && blank(values.gender)) errors.gender = key('gender');
  if (!blank(values.mobile) && !unchangedMasked('mobile') && !isValidPhone(String(values.mobile).trim())) errors.mobile = key('mobile');
  for (const f of ['campusId', 'collegeId', 'majorId', 'classId', 'grade'] as const) if (blank(values[f])) errors[f] = key(f);
  return errors;
}

/** Birthday and gender read from a valid resident ID number, or null. */
export function derivedFromId(idType: number | string | undefined, idNumber: string | undefined): { birthday: string; gender: 1 | 2 } | null {
  if (Number(idType ?? 0) !== 0 || !idNumber || idNumberError(0, idNumber)) return null;
  return { birthday: birthdayFromId(idNumber), gender: genderFromId(idNumber) };
}

/** The body of POST /school/student/add | /update from the form values (only the fields the server reads). */
export function studentBody(values: StudentFormValues & { id?: number | string }) {
  const out: Record<string, unknown> = {};
  for (const k of ['id', 'name', 'code', 'idType', 'idNumber', 'gender', 'birthday', 'mobile', 'politics', 'campusId', 'collegeId', 'majorId', 'classId', 'grade'] as const)
    if (values[k] !== undefined && values[k] !== null) out[k] = values[k];
  return out;
}
