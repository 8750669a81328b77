/** Table types: Schools, users and how they sign in: staff profiles, roles, the module (menu) tree, sessions, captchas, SMS codes and sign-in failures. Columns are camelCase here, snake_case in SQL (CamelCasePlugin). */
import type { Generated } from 'kysely';
import type { Timestamp, NullableTimestamp } from './columns.js';

export interface SchoolsTable {
  /** The school code, e.g. 10001. */
  id: number;
  name: string;
  logo: Generated<string>;
  hoursUnit: Generated<string>;
  scoreReportModel: Generated<number>;
  /** 3 → points (分数), otherwise credit (学分). */
  waysConvert: Generated<number>;
  firstLetter: string;
  decimalPlaces: Generated<number>;
  /** Every student's verdict needs recomputing (set by migrations that change the evaluator; cleared by hours/verdicts.ts). */
  verdictsStale: Generated<boolean>;
  compulsoryName: Generated<string>;
  electiveName: Generated<string>;
  isOpenHonorJoinNumber: Generated<number>;
  opened: Generated<boolean>;
  /** The city the school is in ('' when not set; migration 20261126_055000). */
  city: Generated<string>;
  createdAt: Generated<Date>;
}

export interface UsersTable {
  id: Generated<number>;
  schoolId: number;
  /** Sign-in account; for students the student number (code). */
  username: string;
  name: string;
  /** 0 staff, 2 student. */
  identity: number;
  isAdmin: Generated<number>;
  passwordHash: string;
  /** 0 until the initial password has been changed. */
  modL: Generated<number>;
  mobile: string | null;
  /** 1 male, 2 female. */
  gender: Generated<number>;
  avatar: Generated<string>;
  /** 1 active, 0 disabled. */
  status: Generated<number>;
  lastLoginTime: NullableTimestamp;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** Staff profile (/teacher/user): college and title of a staff user (identity 0). */
export interface StaffTable {
  userId: number;
  schoolId: number;
  collegeId: number | null;
  title: Generated<string>;
}

export interface RolesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** Stable key used by the seed: admin, teacher, auditor, student. */
  code: string;
  /** Data scope (server/auth/scope.ts): 1 school, 2 college (scopeCollegeId), 3 own organisations. */
  dataScope: Generated<number>;
  scopeCollegeId: number | null;
  remarks: Generated<string>;
}

export interface UserRolesTable {
  userId: number;
  roleId: number;
  schoolId: number;
}

export interface ModulesTable {
  id: Generated<number>;
  /** null → the standard menu shared by every school. */
  schoolId: number | null;
  name: string;
  /** The English name shown when the interface is in English; '' → the Chinese name (migration 20261126_015500). */
  nameEn: Generated<string>;
  path: string;
  parentId: number | null;
  orderId: Generated<number>;
  isBtn: Generated<number>;
  icon: Generated<string>;
  /** Comma-separated extra permission identifiers the module grants (spec §3 permission tree node api). */
  api: Generated<string>;
  /** 0 a staff module, 2 a student module (a role holds only one kind). */
  identity: Generated<number>;
}

export interface RoleModulesTable {
  roleId: number;
  moduleId: number;
  schoolId: number;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 hex of the token; the token itself is never stored. */
  tokenHash: string;
  userId: number;
  schoolId: number;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  /** Absolute expiry, whatever the activity. */
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
  /** Set by the first POST /login of this session. */
  loginAt: NullableTimestamp;
  /** The user's previous sign-in time, captured at that POST /login. */
  previousLoginAt: NullableTimestamp;
}

export interface CaptchasTable {
  uuid: string;
  /** Lower-case text; compared case-insensitively. */
  code: string;
  /** The client address it was drawn for (issue 14). */
  client: Generated<string>;
  /** A step-up captcha (issue 14): 6 characters, required by an account under attack. */
  strong: Generated<boolean>;
  /** Its sign-in asked the client to step up: the client's captchas are strong for a while. */
  stepUp: Generated<boolean>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
}

export interface SmsCodesTable {
  id: Generated<number>;
  schoolId: number | null;
  mobile: string;
  countryCode: string;
  /** 2 password recovery. */
  type: number;
  /** sha256 hex of `${mobile}:${code}`. */
  codeHash: string;
  /** false when no account has this mobile: the reply is the same, but nothing is sent. */
  sent: boolean;
  attempts: Generated<number>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
}

export interface SmsMessagesTable {
  id: Generated<number>;
  schoolId: number | null;
  mobile: string;
  countryCode: string;
  text: string;
  provider: string;
  createdAt: Timestamp;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  schoolId: number;
  username: string;
  /** The client address of the attempt (issue 14: lock-out per account and client). */
  client: Generated<string>;
  at: Timestamp;
}
