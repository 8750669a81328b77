/**
 * Roster rows checked against spec §5 and the school's structure, without touching the database:
 * every problem of every row as {row, column, reason} (Chinese). Rules: required cells; student
 * number shape and no duplicate inside the file; resident ID (type 0) with the reasons of
 * common/validators/idcard.ts, other types non-empty; phone; gender, ID type and politics from
 * their labels; campus, college, major (of that college) and class (of that major, of that grade)
 * by name; the session's data scope.
 */
import type { RosterError } from '../../../../common/students.js';
import { idTypeLabels } from '../../../../common/students.js';
import { politicsLabels } from '../../../../common/enums.js';
import { birthdayFromId, genderFromId, idNumberError, ID_NUMBER_MESSAGES } from '../../../../common/validators/idcard.js';
import { isValidPhone } from '../../../../common/validators/phone.js';
import { CODE_MESSAGE, CODE_PATTERN, GRADE_PATTERN, PHONE_MESSAGE } from '../../../../common/schemas/students.js';
import { COLUMN_BY_KEY, ROSTER_COLUMNS, type RosterKey } from './columns.js';
import { yieldToEventLoop } from '../../../jobs/index.js';
import type { RosterRow } from './file.js';

/** The school's structure by name, and who may be written (built by import.ts). */
export interface RosterContext {
  campuses: Map<string, number>;
  colleges: Map<string, { id: number; campusId: number | null }>;
  /** key `${collegeId}|${majorName}`. */
  majors: Map<string, number>;
  classes: Map<string, { id: number; majorId: number; grade: string; majorName: string }>;
  /** Student number → the student's current college id (existing students of the school). */
  students: Map<string, { userId: number; collegeId: number | null }>;
  /** Sign-in accounts of the school that are not students (a student number may not take one). */
  otherAccounts: Set<string>;
  /** null: the whole school; otherwise the colleges the caller may write. */
  writableColleges: Set<number> | null;
}

/** A row ready to write. */
export interface RosterStudent {
  row: number;
  code: string;
  name: string;
  gender: number;
  idType: number;
  idNumber: string;
  birthday: string | null;
  mobile: string | null;
  politics: number;
  campusId: number;
  collegeId: number;
  majorId: number;
  classId: number;
  grade: string;
  /** Set when the student number already exists: the row updates that student. */
  userId: number | null;
}

const GENDERS: Record<string, number> = { 男: 1, 女: 2, '1': 1, '2': 2, 男性: 1, 女性: 2 };
const ID_TYPES: Record<string, number> = {
  ...Object.fromEntries(Object.entries(idTypeLabels).map(([k, v]) => [v, Number(k)])),
  ...Object.fromEntries(Object.keys(idTypeLabels).map((k) => [k, Number(k)])),
  身份证: 0,
};
const POLITICS: Record<string, number> = {
  ...Object.fromEntries(Object.entries(politicsLabels).map(([k, v]) => [v, Number(k)])),
  ...Object.fromEntries(Object.keys(politicsLabels).map((k) => [k, Number(k)])),
  团员: 1,
  党员: 2,
  预备党员: 4,
};

export const ROSTER_MESSAGES = {
  required: (label: string) => `${label}不能为空`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,
  duplicate: (row: number) => `学号与第${row}行重复`,
  otherAccount: '该学号已被其他账号使用',
  gender: '性别应为"男"或"女"',
  genderNeeded: '证件类型不是居民身份证时请填写性别',
  idType: `证件类型应为: ${Object.values(idTypeLabels).join('、')}`,
  politics: `政治面貌应为: ${Object.values(politicsLabels).join('、')}`,
  grade: '年级应为4位年份,如2021',
  campus: (name: string) => `校区"${name}"不存在`,
  college: (name: string) => `学院"${name}"不存在`,
  major: (name: string, college: string) => `专业"${name}"不存在或不属于学院"${college}"`,
  classUnknown: (name: string) => `班级"${name}"不存在`,
  classMajor: (name: string, major: string) => `班级"${name}"不属于专业"${major}"`,
  classGrade: (name: string, grade: string) => `班级"${name}"属于${grade}级,与年级不一致`,
  scopeCollege: '无权导入该学院的学生',
  scopeStudent: '该学号的学生不在您的数据范围内',
} as const;

export interface RosterCheck {
  students: RosterStudent[];
  errors: RosterError[];
  /** Rows with at least one problem. */
  invalidRows: number;
}

/** Checks rows one at a time, keeping what the rows of one file share (the first row of each student number). */
function rosterChecker(ctx: RosterContext) {
  const errors: RosterError[] = [];
  const students: RosterStudent[] = [];
  const firstRowOfCode = new Map<string, number>();
  let invalidRows = 0;
  const check = (r: RosterRow) => {
    const found: RosterError[] = [];
    const fail = (key: RosterKey, reason: string) => found.push({ row: r.row, column: COLUMN_BY_KEY[key].label, reason });
    const v = r.values;
    for (const c of ROSTER_COLUMNS) if (c.required && !v[c.key]) fail(c.key, ROSTER_MESSAGES.required(c.label));
    if (v.name.length > 50) fail('name', ROSTER_MESSAGES.tooLong('姓名', 50));

    if (v.code) {
      if (!CODE_PATTERN.test(v.code)) fail('code', CODE_MESSAGE);
      const first = firstRowOfCode.get(v.code);
      if (first !== undefined) fail('code', ROSTER_MESSAGES.duplicate(first));
      else firstRowOfCode.set(v.code, r.row);
      if (ctx.otherAccounts.has(v.code)) fail('code', ROSTER_MESSAGES.otherAccount);
    }

    const idType = v.idType ? ID_TYPES[v.idType] : 0;
    if (idType === undefined) fail('idType', ROSTER_MESSAGES.idType);
    const idNumber = idType === 0 ? v.idNumber.toUpperCase() : v.idNumber;
    if (v.idNumber && idType !== undefined) {
      const err = idNumberError(idType, idNumber);
      if (err) fail('idNumber', ID_NUMBER_MESSAGES[err]);
    }
    let gender = v.gender ? GENDERS[v.gender] : undefined;
    if (v.gender && gender === undefined) fail('gender', ROSTER_MESSAGES.gender);
    if (idType !== 0 && idType !== undefined && !v.gender) fail('gender', ROSTER_MESSAGES.genderNeeded);
    if (v.mobile && !isValidPhone(v.mobile)) fail('mobile', PHONE_MESSAGE);
    const politics = v.politics ? POLITICS[v.politics] : 0;
    if (politics === undefined) fail('politics', ROSTER_MESSAGES.politics);

    const grade = v.grade.replace(/级$/, '');
    if (v.grade && !GRADE_PATTERN.test(grade)) fail('grade', ROSTER_MESSAGES.grade);
    const campusId = v.campus ? ctx.campuses.get(v.campus) : undefined;
    if (v.campus && campusId === undefined) fail('campus', ROSTER_MESSAGES.campus(v.campus));
    const college = v.college ? ctx.colleges.get(v.college) : undefined;
    if (v.college && !college) fail('college', ROSTER_MESSAGES.college(v.college));
    const majorId = college && v.major ? ctx.majors.get(`${college.id}|${v.major}`) : undefined;
    if (college && v.major && majorId === undefined) fail('major', ROSTER_MESSAGES.major(v.major, v.college));
    const cls = v.class ? ctx.classes.get(v.class) : undefined;
    if (v.class && !cls) fail('class', ROSTER_MESSAGES.classUnknown(v.class));
    else if (cls && majorId !== undefined && cls.majorId !== majorId) fail('class', ROSTER_MESSAGES.classMajor(v.class, v.major));
    else if (cls && GRADE_PATTERN.test(grade) && cls.grade !== grade) fail('class', ROSTER_MESSAGES.classGrade(v.class, cls.grade));

    const existing = v.code ? ctx.students.get(v.code) : undefined;
    if (ctx.writableColleges) {
      if (college && !ctx.writableColleges.has(college.id)) fail('college', ROSTER_MESSAGES.scopeCollege);
      if (existing && (existing.collegeId === null || !ctx.writableColleges.has(existing.collegeId))) fail('code', ROSTER_MESSAGES.scopeStudent);
    }

    if (found.length) {
      invalidRows += 1;
      errors.push(...found);
    } else {
      if (idType === 0) gender = genderFromId(idNumber);
      students.push({
        row: r.row, code: v.code, name: v.name, gender: gender ?? 1, idType: idType!, idNumber,
        birthday: idType === 0 ? birthdayFromId(idNumber) : null, mobile: v.mobile || null, politics: politics!,
        campusId: campusId!, collegeId: college!.id, majorId: majorId!, classId: cls!.id, grade, userId: existing?.userId ?? null,
      });
    }
  };
  return { check, result: (): RosterCheck => ({ students, errors, invalidRows }) };
}

const PROGRESS_ROWS = 1000;

/** Checks every row; `onProgress(n)` after each block of rows. Pure apart from the callback. */
export function validateRoster(rows: RosterRow[], ctx: RosterContext, onProgress?: (done: number) => void): RosterCheck {
  const checker = rosterChecker(ctx);
  rows.forEach((r, i) => {
    checker.check(r);
    if (onProgress && (i + 1) % PROGRESS_ROWS === 0) onProgress(i + 1);
  });
  onProgress?.(rows.length);
  return checker.result();
}

/**
 * validateRoster for an import job: the same checks, with a yield to the event loop after each
 * block of rows so that a file of 100,000 rows never holds the API up (issue 14).
 */
export async function validateRosterYielding(rows: RosterRow[], ctx: RosterContext, onProgress: (done: number) => void): Promise<RosterCheck> {
  const checker = rosterChecker(ctx);
  for (let i = 0; i < rows.length; i++) {
    checker.check(rows[i]);
    if ((i + 1) % PROGRESS_ROWS === 0) {
      onProgress(i + 1);
      await yieldToEventLoop();
    }
  }
  onProgress(rows.length);
  return checker.result();
}
