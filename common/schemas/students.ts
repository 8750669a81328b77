/**
 * Params of the student endpoints (spec §3, §5, §7). Messages are the spec's Chinese texts where it
 * has them; a malformed field replies '参数错误: <field> 格式不正确' (common/schemas/fields.ts).
 * Routes: /school/students,
 *  /school/student/{detail,personal,personal/log,add,update,status,reset-password,turnMajor},
 *  /school/student/{import-template,import,export}.
 */
import { z } from 'zod';
import { idNumberError, ID_NUMBER_MESSAGES } from '../validators/idcard.js';
import { ID_MASKED_MESSAGE, looksMasked } from '../personalData.js';
import { isValidPhone } from '../validators/phone.js';
import { idSelection, int, isCalendarDate, optionalDecimal, optionalInt, optionalText, text } from './fields.js';
import { pageFields } from './paging.js';

/** Spec §5 phone message (also used by the roster import). */
export const PHONE_MESSAGE = '手机号格式不正确';
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,30}$/;
export const CODE_MESSAGE = '学号只能包含字母、数字、下划线和短横线(最多30位)';
export const GRADE_PATTERN = /^\d{4}$/;

/** The list filters of spec §7 GET /school/students (also the export's params). */
export const studentFilterFields = {
  name: optionalText({ max: 50 }),
  /** Student number: prefix match (an exact number matches itself). */
  code: optionalText({ max: 30 }),
  /** Spec §3 student status; default 1 (normal). */
  status: optionalInt({ min: 0, max: 6 }).transform((v) => v ?? 1),
  campusId: optionalInt({ min: 1 }),
  collegeId: optionalInt({ min: 1 }),
  majorId: optionalInt({ min: 1 }),
  classId: optionalInt({ min: 1 }),
  grade: optionalText({ max: 10 }),
  minHours: optionalDecimal(),
  maxHours: optionalDecimal(),
  minCredit: optionalDecimal(),
  maxCredit: optionalDecimal(),
  minScore: optionalDecimal(),
  maxScore: optionalDecimal(),
};

export const studentFilterParams = z.object(studentFilterFields);

/** GET /school/student/personal/log {current, size}. */
export const personalLogParams = z.object(pageFields);
export type StudentFilter = z.output<typeof studentFilterParams>;

/** POST /school/student/export: the list filters, and full 1 to write ID numbers and mobiles unmasked (issue 14). */
export const studentExportParams = z.object({ ...studentFilterFields, full: optionalInt({ min: 0, max: 1 }) });

export const studentListParams = z.object({ ...pageFields, ...studentFilterFields });
export type StudentListParams = z.output<typeof studentListParams>;

export const studentIdParams = z.object({ id: int({ min: 1 }) });

/** A comma-separated list of ids ('3,5,8'), or an array of ids; 1–1000 of them. */
export const idList = () => idSelection('ids', '请选择学生', 1000);

export const studentStatusParams = z.object({
  ids: idList(),
  status: int({ min: 0, max: 6, message: '请选择状态' }),
});

export const studentResetParams = z.object({ ids: idList() });

/** The profile of POST /school/student/add and /update (spec §5 validation). */
const profileFields = {
  name: text({ max: 50, message: '请填写姓名' }),
  code: text({ max: 30, message: '请填写学号' }).refine((v) => CODE_PATTERN.test(v), { message: CODE_MESSAGE }),
  /** 0 resident ID card (checked by spec §5), 1 passport, 2 HK/Macau, 3 Taiwan, 4 other. */
  idType: optionalInt({ min: 0, max: 4 }).transform((v) => v ?? 0),
  idNumber: text({ max: 30, message: '请填写证件号码' }),
  /** Required unless derived from a resident ID number. */
  gender: optionalInt({ min: 1, max: 2 }),
  /** A real calendar day (issue 14: '0000-00-00' or '2026-02-30' would fail in the database). */
  birthday: optionalText({ max: 10 }).refine((v) => v === undefined || isCalendarDate(v), { message: '出生日期格式应为yyyy-MM-dd' }),
  mobile: optionalText({ max: 20 }),
  politics: optionalInt({ min: 0, max: 4 }).transform((v) => v ?? 0),
  campusId: int({ min: 1, message: '请选择校区' }),
  collegeId: int({ min: 1, message: '请选择学院' }),
  majorId: int({ min: 1, message: '请选择专业' }),
  classId: int({ min: 1, message: '请选择班级' }),
  grade: text({ max: 10, message: '请选择年级' }).refine((v) => GRADE_PATTERN.test(v), { message: '年级格式应为4位年份,如2021' }),
};

/** The document number's spec §5 reason, or null; a value with '*' is never a document number. */
export function idNumberProblem(idType: number, idNumber: string): string | null {
  if (looksMasked(idNumber)) return ID_MASKED_MESSAGE;
  const err = idNumberError(idType, idNumber);
  return err ? ID_NUMBER_MESSAGES[err] : null;
}

/**
 * Spec §5 checks across fields. `maskedAllowed` (update): an ID number or mobile with '*' passes
 * here, and updateStudent keeps the stored value when it is that value's masked form (the form
 * loads masked values, issue 14) or refuses it otherwise.
 */
const profileChecks = (maskedAllowed: boolean) => (p: { idType: number; idNumber: string; gender?: number; mobile?: string }, ctx: z.RefinementCtx) => {
  const deferred = (v: string | undefined) => maskedAllowed && looksMasked(v);
  const problem = deferred(p.idNumber) ? null : idNumberProblem(p.idType, p.idNumber);
  if (problem) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: problem });
  else if (p.idType !== 0 && p.gender === undefined) ctx.addIssue({ code: 'custom', path: ['gender'], message: '请选择性别' });
  if (p.mobile !== undefined && !deferred(p.mobile) && !isValidPhone(p.mobile)) ctx.addIssue({ code: 'custom', path: ['mobile'], message: PHONE_MESSAGE });
};

export const studentAddParams = z.object(profileFields).superRefine(profileChecks(false));
export type StudentProfileInput = z.output<typeof studentAddParams>;

export const studentUpdateParams = z.object({ id: int({ min: 1 }), ...profileFields }).superRefine(profileChecks(true));
export type StudentUpdateInput = z.output<typeof studentUpdateParams>;

export const turnMajorParams = z.object({
  id: int({ min: 1 }),
  collegeId: int({ min: 1, message: '请选择学院' }),
  majorId: int({ min: 1, message: '请选择专业' }),
  classId: int({ min: 1, message: '请选择班级' }),
  reason: text({ max: 200, message: '请填写转专业原因' }),
});
export type TurnMajorInput = z.output<typeof turnMajorParams>;

export { IMPORT_MODES, importParams as studentImportParams, type ImportMode } from './imports.js';
