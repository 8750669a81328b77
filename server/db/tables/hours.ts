/** Table types: Review flows, the category tree, per-school hours rules, terms and the append-only hours ledger. Columns are camelCase here, snake_case in SQL (CamelCasePlugin). */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric, NumericWithDefault } from './columns.js';

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

/** Per-school integrity (诚信) parameters (issue 4; issue 13 /system/sethonest). */
export interface SchoolRulesTable {
  schoolId: number;
  /** No-shows that put a student on the blacklist (issue 4 integrity; default 3). */
  noShowLimit: Generated<number>;
  /** How long a blacklisting lasts, in days (default 90). */
  blacklistDays: Generated<number>;
  /** Integrity points (students.credit) a no-show costs (default 5). */
  noShowPenalty: NumericWithDefault;
  /** Integrity points a new student starts with (default 100). */
  creditStart: NumericWithDefault;
  /** 黄色预警 below this % of the pace of the student's year (1–100, default 60; 预警配置, common/warningTiers.ts). */
  warnYellowPercent: Generated<number>;
  /** 红色预警 below this % (1–100, below warnYellowPercent; default 30). */
  warnRedPercent: Generated<number>;
  /** Most data rows a spreadsheet import may have (issue 14; default 20,000). */
  importMaxRows: Generated<number>;
  /** Most MB an import's xlsx may inflate to, as its zip directory declares (issue 14; default 50). */
  importMaxInflatedMb: Generated<number>;
  updatedAt: Generated<Date>;
}

/** A requirement set per range of cohorts (common/hoursRequirements.ts RequirementSet; issue 13). */
export interface HoursRequirementSetsTable {
  id: Generated<number>;
  schoolId: number;
  /** First cohort (enrolment year) it applies to; 0 = every earlier cohort. */
  fromGrade: Generated<number>;
  requiredHours: NumericWithDefault;
  requiredCredits: NumericWithDefault;
  creditYears: Generated<number>;
  campusMinHours: NumericWithDefault;
  campusClassifyIds: ColumnType<number[], string | undefined, string>;
  socialPracticeMinHours: NumericWithDefault;
  socialPracticeClassifyIds: ColumnType<number[], string | undefined, string>;
  moduleMinimums: ColumnType<{ classifyId: number; minHours: number }[], string | undefined, string>;
  campusCultureTermCap: NumericWithDefault;
  summerPracticeTermCap: NumericWithDefault;
  winterPracticeTermCap: NumericWithDefault;
  postgraduateRecordOnly: Generated<boolean>;
  makeUpMonth: Generated<number>;
  updatedBy: number | null;
  updatedAt: Generated<Date>;
}

/** The change log of 参数设置 (issue 13): who changed what when, before and after. */
export interface HoursRuleChangesTable {
  id: Generated<number>;
  schoolId: number;
  /** 'requirement' (a set), 'requirement-delete', 'school' (units, decimal places) or 'integrity'. */
  target: string;
  fromGrade: number | null;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  affected: Generated<number>;
  changedBy: number | null;
  changedAt: Generated<Date>;
}

/** Terms: kind 1 regular, 2 summer, 3 winter; dates 'YYYY-MM-DD'; no two of a school overlap (terms_no_overlap). */
export interface TermsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  kind: number;
  /** Starting calendar year of the academic year (2025 for 2025-2026学年; issue 13). */
  academicYear: number;
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
