/**
 * Wire shapes shared by the web app and the school API (spec §3, §7). Field names are the spec's.
 * Request bodies with a params schema are that schema's z.input (common/schemas).
 */
import type { z } from 'zod';
import type { smsRequestParams } from './schemas/account.js';
import type { roleInputParams } from './schemas/roles.js';
import type { employeeInputParams } from './schemas/staff.js';
import type { SchoolSso } from './sso.js';

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
  /** The school's enabled single sign-on (issue 16): its login route, protocol and logout address; null when none. */
  sso?: SchoolSso | null;
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

/** POST /login → data (spec §3 "Login result"); modL 0: the initial password must be changed first (students and, issue 14, staff). */
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
  /** The city the school is in, '' when not set (issue 21; spec §4 location detection). */
  schoolCity: string;
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

/** The SMS request `type` of password recovery (the default when a request names none). */
export const SMS_TYPE_RECOVERY = 2;

/**
 * POST /common/captcha/mobile body (spec §3 "SMS request payload"): countryCode, mobile, type (2
 * password recovery, the default), schoolId? (the code is only sent to a number bound there).
 */
export type SmsRequest = z.input<typeof smsRequestParams>;

/** GET /system/modules → data: ModuleItem[] as a tree (spec §3 "Menu/module item"). */
export interface ModuleItem {
  id: number;
  name: string;
  /** The English name (issue 18 item 6); '' or absent → the menu shows `name` in English too. */
  nameEn?: string;
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

// ——— Administrative structure (issue 3: /usermng/student/campus|college|major|class) ———

/** GET /school/structure/options → data: OptionItem[] (unpaged, sorted); grade ids are '2021'. */
export interface OptionItem {
  id: number | string;
  name: string;
  /** Colleges: the parent college of the 院系 tree, 0 for a top-level one (issue 18 item 8). */
  parentId?: number;
  /** Majors: their college's name; classes: their major's name — what a picker groups them under. */
  group?: string;
}

/** GET /school/campus/list rows. Counts are computed in SQL; studentCount covers every status. */
export interface CampusRow {
  id: number;
  name: string;
  orderId: number;
  collegeCount: number;
  studentCount: number;
}

/** GET /school/college/list rows; parentId 0 for a top-level college. */
export interface CollegeRow {
  id: number;
  name: string;
  code: string;
  campusId: number | null;
  campusName: string;
  parentId: number;
  parentName: string;
  orderId: number;
  childCount: number;
  majorCount: number;
  classCount: number;
  studentCount: number;
}

/** GET /school/college/tree → data: CollegeTreeNode[] (the 院系 tree, /organization/department). */
export interface CollegeTreeNode {
  id: number;
  name: string;
  parentId: number;
  code: string;
  campusId: number | null;
  orderId: number;
  studentCount: number;
  children: CollegeTreeNode[];
}

/** GET /school/major/list rows. */
export interface MajorRow {
  id: number;
  name: string;
  code: string;
  collegeId: number;
  collegeName: string;
  classCount: number;
  studentCount: number;
}

/** GET /school/class/list rows; grade is the entry year, e.g. '2021'. */
export interface ClassRow {
  id: number;
  name: string;
  grade: string;
  collegeId: number;
  collegeName: string;
  majorId: number;
  majorName: string;
  counsellor: string;
  headTeacher: string;
  studentCount: number;
}

// ——— Student organisations (issue 3: /organization/union|club|voluntary|classes|another) ———

/**
 * Spec §3 "Organisation tree node" (GET /organization/tree, /organization/list). parentId 0 and
 * parentIds '0' for a root; parentIds lists the ancestors from 0 down to the parent ('0,3,7').
 * userId is the leader (0 when none); partyCount and memberCount are both the member count.
 */
export interface OrganizationNode {
  id: number;
  name: string;
  parentId: number;
  parentIds: string;
  level: number;
  /** 1 学生会, 2 社团协会, 3 志愿组织, 4 班级组织, 5 其他组织. */
  nature: number;
  /** 1 校级, 2 院级. */
  identity: number;
  remarks: string;
  secretaryName: string;
  userId: number;
  userName: string;
  partyCount: number;
  memberCount: number;
  children?: OrganizationNode[];
}

/** GET /organization/detail → data. */
export interface OrganizationDetail extends OrganizationNode {
  parentName: string;
  userCode: string;
  childCount: number;
  createdAt: string;
}

/** GET /organization/member/list rows. */
export interface OrganizationMemberRow {
  userId: number;
  name: string;
  code: string;
  collegeName: string;
  className: string;
  isLeader: boolean;
  joinedAt: string;
}

/** POST /organization/member/add → data. */
export interface MemberAddResult {
  added: number;
  /** Codes that were already members (left as they were). */
  existing: string[];
}

// ——— Staff and roles (issue 3: /teacher/user, /system/teacher/role) ———

/** Role data scope: 1 全校, 2 指定学院 (scopeCollegeId), 3 本人所在组织. */
export type DataScopeCode = 1 | 2 | 3;

/** GET /system/roles → data.list rows. builtIn roles (admin, student) cannot be deleted. */
export interface RoleRow {
  id: number;
  name: string;
  remarks: string;
  dataScope: DataScopeCode;
  scopeCollegeId: number | null;
  scopeCollegeName: string;
  userCount: number;
  builtIn: boolean;
  /** 0 a staff role, 2 the school's student role (holds only student modules). */
  identity: 0 | 2;
}

/** GET /system/role/detail → data: the row plus `permission` (spec §4 "comma-separated checked ids plus api ids"). */
export interface RoleDetail extends RoleRow {
  permission: string;
}

/** POST /system/role/add | /system/role/update body: id?, name, remarks?, dataScope (DataScopeCode), scopeCollegeId?, permission. */
export type RoleInput = z.input<typeof roleInputParams>;

/** GET /system/role/tree → data: PermissionNode[] (spec §3 "Permission tree node: id, name, optional api list"). */
export interface PermissionNode {
  id: number;
  name: string;
  /** The English name (issue 18 item 6); '' or absent → `name`. */
  nameEn?: string;
  path: string;
  isBtn: 0 | 1;
  api: string[];
  children: PermissionNode[];
}

/** GET /system/employees → data.list rows (/teacher/user). code is the 工号 (sign-in account). */
export interface EmployeeRow {
  id: number;
  code: string;
  name: string;
  gender: number;
  mobile: string;
  collegeId: number | null;
  collegeName: string;
  title: string;
  roleIds: number[];
  roleNames: string;
  /** 1 active, 0 disabled. */
  status: 0 | 1;
  /** 'YYYY-MM-DD HH:mm:ss' (CST) or null before the first sign-in. */
  lastLoginTime: string | null;
}

/**
 * A staff account's random initial password, shown once to the administrator who created or reset
 * the account (issue 14); the server keeps only its hash. username is the 工号.
 */
export interface InitialPassword {
  id: number;
  username: string;
  name: string;
  password: string;
}

/** POST /system/employee/add → data: the new row and its initial password (one entry). */
export type EmployeeCreated = EmployeeRow & { initialPasswords: InitialPassword[] };

/** POST /system/employee/reset-password → data: how many accounts, and each one's new initial password. */
export interface EmployeePasswordReset {
  count: number;
  initialPasswords: InitialPassword[];
}

/** POST /system/employee/add | /system/employee/update body: id?, code, name, gender?, mobile?, collegeId?, title?, roleIds?. */
export type EmployeeInput = z.input<typeof employeeInputParams>;
