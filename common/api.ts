/**
 * Wire shapes shared by the web app and the school API (spec §3, §7). Field names are the spec's.
 */

/** School (spec §3). waysConvert 3 → unit 分数 (score), otherwise 学分 (credit). */
export interface School {
  id: number;
  name: string;
  logo: string;
  hoursUnit: string;
  scoreReportModel: number;
  waysConvert: number;
  /** First letter of the school's pinyin name, A–Z; the filter of GET /common/all-school. */
  firstLetter: string;
}

/** GET /common/login/verificationcode → data. `code` is a base64 PNG without the data: prefix. */
export interface Captcha {
  uuid: string;
  code: string;
}

/** GET /token query (spec §3 "Login form"). */
export interface LoginForm {
  uuid: string;
  schoolId: number | string;
  username: string;
  password: string;
  captcha: string;
}

/** POST /login → data (spec §3 "Login result"); modL only for students. */
export interface LoginResult {
  access_token: string;
  isAdmin: 0 | 1;
  name: string;
  /** 2 student; 0 staff. The route guard also reads 1 as student (spec §1 "both readings exist"). */
  identity: number;
  code: string;
  isOpenHonorJoinNumber: 0 | 1;
  schoolId: number;
  schoolLogo: string;
  avatar: string;
  operatorId: number;
  compulsoryName: string;
  electiveName: string;
  hoursUnit: string;
  schoolName: string;
  waysConvert: number;
  modL?: 0 | 1;
  roleName: string;
  lastLoginTime: string | null;
  decimalPlaces: number;
}

/** POST /modify/password body (spec §3). */
export interface PasswordChange {
  old: string;
  newPass: string;
  confirm: string;
}

/** POST /common/modify/pwd body (spec §3 "Password recovery payload"). */
export interface PasswordRecovery {
  mobile: string;
  countryCode: string;
  password: string;
  passwordRepeat: string;
  code: string;
  schoolId: number | string;
}

/** POST /common/captcha/mobile body (spec §3 "SMS request payload"); type 2 is password recovery. */
export interface SmsRequest {
  countryCode: string;
  mobile: string;
  type: number;
  /** Optional: the chosen school, so the code is only sent to a number bound to an account there. */
  schoolId?: number | string;
}

/** GET /system/modules → data: ModuleItem[] as a tree (spec §3 "Menu/module item"). */
export interface ModuleItem {
  id: number;
  name: string;
  path: string;
  parentId: number;
  orderId: number;
  isBtn: 0 | 1;
  icon: string;
  count?: number;
  children: ModuleItem[];
}

/** GET /system/unreac/count → data: UnreadEntry[]. */
export interface UnreadEntry {
  path: string;
  count: number;
}

/** GET /school/students → data.list rows (spec §3 "Student list row"). gender 1 male, 2 female. */
export interface StudentRow {
  id: number;
  name: string;
  code: string;
  gender: number;
  politics: number;
  campusName: string;
  collegeName: string;
  majorName: string;
  grade: string;
  className: string;
  credit: string;
  hours: string;
  score: string;
  status: number;
  scoreReportModel: number;
}

/** GET /api/health → data. */
export interface Health {
  status: 'ok';
  database: 'pglite' | 'postgresql';
}

/** Identity values: students are 2 at login; the route guard also reads 1 as student. */
export const STUDENT_IDENTITY = 2;
export function isStudentIdentity(identity: number | string | null | undefined): boolean {
  return Number(identity) === 1 || Number(identity) === 2;
}
