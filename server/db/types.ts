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
  /** Optional code, unique within the school when set. */
  code: string | null;
  /** The parent college (院系 tree, /organization/department); null for a top-level one. */
  parentId: number | null;
}

export interface MajorsTable {
  id: Generated<number>;
  schoolId: number;
  collegeId: number;
  name: string;
  code: string | null;
}

export interface ClassesTable {
  id: Generated<number>;
  schoolId: number;
  collegeId: number;
  majorId: number;
  /** Entry year, e.g. '2021'. */
  grade: string;
  name: string;
  /** 辅导员 name, optional. */
  counsellor: string | null;
  /** 班主任 name, optional. */
  headTeacher: string | null;
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
  /** Totals kept by the hours ledger in the grant's transaction (0 until it exists). */
  hours: NumericWithDefault;
  score: NumericWithDefault;
  /** 诚信值, the integrity value of the student list row (spec §3). */
  credit: NumericWithDefault;
  /** Postgraduates' hours are recorded without credit (spec §1). */
  isPostgraduate: Generated<boolean>;
}

/** A numeric column with a default: optional on insert. */
type NumericWithDefault = ColumnType<string, string | number | undefined, string | number>;

/** History of POST /school/student/turnMajor; names are as they were at the time. */
export interface StudentMajorChangesTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  fromCollegeId: number | null;
  fromMajorId: number | null;
  fromClassId: number | null;
  fromCollegeName: Generated<string>;
  fromMajorName: Generated<string>;
  fromClassName: Generated<string>;
  toCollegeId: number;
  toMajorId: number;
  toClassId: number;
  toCollegeName: string;
  toMajorName: string;
  toClassName: string;
  reason: string;
  changedBy: number | null;
  changedByName: Generated<string>;
  changedAt: Generated<Date>;
}

/** Background jobs (server/jobs, issue 3 contract (d)). */
export interface JobsTable {
  id: string;
  schoolId: number;
  /** e.g. 'student-import', 'student-export'. */
  kind: string;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  /** 0–100. */
  progress: Generated<number>;
  total: Generated<number>;
  processed: Generated<number>;
  /** JSON written as text, read as the parsed value. */
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  createdBy: number;
  fileName: string | null;
  createdAt: Generated<Date>;
  finishedAt: NullableTimestamp;
}

/** A finished job's file (an export's xlsx); bytea reads as Buffer (pg) or Uint8Array (PGlite). */
export interface JobFilesTable {
  jobId: string;
  schoolId: number;
  contentType: string;
  content: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
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

/**
 * Organisations (issue 3 contract (b)); parentIds lists every ancestor id from the virtual root 0
 * down to the parent, e.g. '0,3,7' ('0' for a root); level is the depth (1 for a root).
 */
export interface OrganizationsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** null for a root (0 on the wire). */
  parentId: number | null;
  parentIds: Generated<string>;
  level: Generated<number>;
  /** 1 学生会, 2 社团协会, 3 志愿组织, 4 班级组织, 5 其他组织. */
  nature: number;
  identity: Generated<number>;
  remarks: Generated<string>;
  /** The leader's user id. */
  userId: number | null;
  secretaryName: Generated<string>;
  /** Position among siblings. */
  orderId: Generated<number>;
  createdAt: Generated<Date>;
}

export interface OrganizationMembersTable {
  schoolId: number;
  organizationId: number;
  userId: number;
  isLeader: Generated<boolean>;
  joinedAt: Generated<Date>;
}

/** Staff profile (/teacher/user): college and title of a staff user (identity 0). */
export interface StaffTable {
  userId: number;
  schoolId: number;
  collegeId: number | null;
  title: Generated<string>;
}

/** Review flow templates (issue 4): kind 1 活动审核, 2 结项审核, 3 申报审核. */
export interface FlowTemplatesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  kind: number;
  remarks: Generated<string>;
  enabled: Generated<boolean>;
  createdAt: Generated<Date>;
}

/** A flow step; auditorType 1 role (roleId), 2 the activity organisation's leader, 3 named users (userIds). */
export interface FlowStepsTable {
  id: Generated<number>;
  schoolId: number;
  templateId: number;
  orderNo: number;
  name: string;
  auditorType: number;
  roleId: number | null;
  userIds: Generated<number[]>;
}

/** Category tree (spec §3 category tree node; the seven modules of spec §1 and their children). */
export interface ClassifiesTable {
  id: Generated<number>;
  schoolId: number;
  /** 0 for a top-level module. */
  parentId: Generated<number>;
  name: string;
  /** 0 none, 1 compulsory, 2 elective. */
  limitType: Generated<number>;
  orderNumber: Generated<number>;
  isAssociation: Generated<number>;
  isExistence: Generated<number>;
  /** Warning value (hours). */
  minHours: NumericWithDefault;
  moduleKind: string;
  /** 'campusCulture' | 'socialPractice' | null: the per-term cap group. */
  capGroup: string | null;
  /** Counts toward the campus minimum. */
  campus: Generated<boolean>;
  createdAt: Generated<Date>;
}

/** Per-school hours rules (common/hoursRules.ts). */
export interface SchoolRulesTable {
  schoolId: number;
  requiredHours: NumericWithDefault;
  requiredCredits: NumericWithDefault;
  creditYears: Generated<number>;
  campusMinHours: NumericWithDefault;
  socialPracticeMinHours: NumericWithDefault;
  campusCultureTermCap: NumericWithDefault;
  summerPracticeTermCap: NumericWithDefault;
  winterPracticeTermCap: NumericWithDefault;
  makeUpMonth: Generated<number>;
  updatedAt: Generated<Date>;
}

/** Terms: kind 1 regular, 2 summer, 3 winter; dates 'YYYY-MM-DD'. */
export interface TermsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  kind: number;
  startDate: ColumnType<string, string, string>;
  endDate: ColumnType<string, string, string>;
}

/** The append-only hours ledger (DESIGN.md §4); source type 1 activity, 2 declaration, 3 correction, 4 import. */
export interface HoursLedgerTable {
  id: Generated<string>;
  schoolId: number;
  userId: number;
  classifyId: number;
  termId: number | null;
  sourceType: number;
  relationId: string | number | null;
  requestedHours: Numeric;
  grantedHours: Numeric;
  creditCounted: boolean;
  reason: string | null;
  issuedBy: number | null;
  issuedAt: Generated<Date>;
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
  staff: StaffTable;
  organizations: OrganizationsTable;
  organizationMembers: OrganizationMembersTable;
  studentMajorChanges: StudentMajorChangesTable;
  jobs: JobsTable;
  jobFiles: JobFilesTable;
  classifies: ClassifiesTable;
  schoolRules: SchoolRulesTable;
  terms: TermsTable;
  hoursLedger: HoursLedgerTable;
  flowTemplates: FlowTemplatesTable;
  flowSteps: FlowStepsTable;
}
