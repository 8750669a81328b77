/**
 * The typed database schema (DESIGN.md §4). Columns are snake_case in SQL and camelCase here
 * (Kysely's CamelCasePlugin maps them). Every tenant table carries `schoolId`.
 */
import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** A numeric column: read as a string (exact), written as string or number. */
export type Numeric = ColumnType<string, string | number, string | number>;

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
  compulsoryName: Generated<string>;
  electiveName: Generated<string>;
  isOpenHonorJoinNumber: Generated<number>;
  opened: Generated<boolean>;
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

export interface CampusesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  orderId: Generated<number>;
}

export interface CollegesTable {
  id: Generated<number>;
  schoolId: number;
  campusId: number | null;
  name: string;
  orderId: Generated<number>;
}

export interface MajorsTable {
  id: Generated<number>;
  schoolId: number;
  collegeId: number;
  name: string;
}

export interface ClassesTable {
  id: Generated<number>;
  schoolId: number;
  collegeId: number;
  majorId: number;
  /** Entry year, e.g. '2021'. */
  grade: string;
  name: string;
}

export interface StudentsTable {
  userId: number;
  schoolId: number;
  code: string;
  /** 0 resident ID card; other types only need a non-empty value (spec §5). */
  idType: Generated<number>;
  idNumber: string | null;
  /** 'YYYY-MM-DD'. */
  birthday: string | null;
  /** Spec §3 politics codes. */
  politics: Generated<number>;
  campusId: number | null;
  collegeId: number | null;
  majorId: number | null;
  classId: number | null;
  grade: string | null;
  /** Spec §3 student status: 0 inactive, 1 normal, 2 suspended, 3 graduated, 4 other, 5 disabled, 6 deleted. */
  status: Generated<number>;
  cardPhoto: Generated<string>;
}

export interface RolesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** Stable key used by the seed: admin, teacher, auditor, student. */
  code: string;
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
  path: string;
  parentId: number | null;
  orderId: Generated<number>;
  isBtn: Generated<number>;
  icon: Generated<string>;
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
  at: Timestamp;
}

export interface Database {
  schools: SchoolsTable;
  users: UsersTable;
  campuses: CampusesTable;
  colleges: CollegesTable;
  majors: MajorsTable;
  classes: ClassesTable;
  students: StudentsTable;
  roles: RolesTable;
  userRoles: UserRolesTable;
  modules: ModulesTable;
  roleModules: RoleModulesTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  smsCodes: SmsCodesTable;
  smsMessages: SmsMessagesTable;
  signInFailures: SignInFailuresTable;
}
