/**
 * Personal data masked by default (issue 14 defect 8): the one masking rule of identity document
 * numbers and mobiles, used by the server's replies and exports and by the web forms, and the
 * button permission that shows or exports them in full.
 *
 *   resident ID '330203199001016114' → '330203********6114' (first 6, last 4; 15 digits alike)
 *   mobile      '13800000001'        → '138****0001'        (first 3, last 4)
 *   other values: first 2 and last 2 kept from 8 characters up, first and last from 3, else all '*'
 *
 * A masked value keeps the length of the original, so a form can tell a masked value it loaded
 * from one the user typed.
 */

/** The button permission (module tree, under 学生列表) that shows or exports personal data in full. */
export const PERSONAL_DATA_PERMISSION = '/click/student/personal';

/** 10002 for an ID number with '*' that is not the masked form of the stored one (server and web form). */
export const ID_MASKED_MESSAGE = '证件号码不能含有*号,请填写完整的证件号码';

/** The character that replaces hidden characters. */
export const MASK_CHAR = '*';

/** `value` with all but `head` leading and `tail` trailing characters replaced by '*'. */
function keepEnds(value: string, head: number, tail: number): string {
  if (value.length <= head + tail) return MASK_CHAR.repeat(value.length);
  return value.slice(0, head) + MASK_CHAR.repeat(value.length - head - tail) + value.slice(value.length - tail);
}

/** The partial mask of any other value: more of it hidden the shorter it is. */
function maskOther(value: string): string {
  if (value.length >= 8) return keepEnds(value, 2, 2);
  if (value.length >= 3) return keepEnds(value, 1, 1);
  return MASK_CHAR.repeat(value.length);
}

const RESIDENT_ID = /^(\d{17}[\dXx]|\d{15})$/;
const MOBILE = /^\d{11}$/;

/** An identity document number as staff see it by default; '' for none. */
export function maskIdNumber(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (v === '') return '';
  return RESIDENT_ID.test(v) ? keepEnds(v, 6, 4) : maskOther(v);
}

/** A mobile number as staff see it by default; '' for none. */
export function maskMobile(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (v === '') return '';
  return MOBILE.test(v) ? keepEnds(v, 3, 4) : maskOther(v);
}

/** True when the value carries the mask character, i.e. it came from a masked reply rather than a person typing. */
export function looksMasked(value: string | null | undefined): boolean {
  return (value ?? '').includes(MASK_CHAR);
}

/** GET /school/student/personal {id} → one student's identity document number and mobile in full ('' when none). */
export interface StudentPersonalData {
  idNumber: string;
  mobile: string;
}

/** GET /system/employee/personal {id} → one staff member's mobile in full ('' when none). */
export interface StaffPersonalData {
  mobile: string;
}

/** Whose data a record concerns: a student's (the default) or a staff member's (issue 14 defect 8, staff half). */
export type PersonalDataSubject = 'student' | 'staff';

/** A row of GET /school/student/personal/log: one full view or full export, newest first. */
export interface PersonalDataView {
  id: number;
  /** 'view': one person shown in full; 'export': a full export of `studentCount` students. */
  action: 'view' | 'export';
  /** 'staff': a staff member's mobile shown in full, named by the student* fields (id, 工号, name); else 'student'. */
  subjectKind: PersonalDataSubject;
  /** Who, as named at the time. */
  userId: number;
  userName: string;
  studentId: number | null;
  studentCode: string | null;
  studentName: string | null;
  studentCount: number | null;
  /** The export's filter (the fields of GET /school/students), null for a view. */
  filter: Record<string, unknown> | null;
  ip: string;
  /** 'YYYY-MM-DD HH:mm:ss', China time. */
  createdAt: string;
}
