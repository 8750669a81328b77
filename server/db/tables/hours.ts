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
  /** No-shows that put a student on the blacklist (issue 4 integrity; default 3). */
  noShowLimit: Generated<number>;
  /** How long a blacklisting lasts, in days (default 90). */
  blacklistDays: Generated<number>;
  /** Integrity points (students.credit) a no-show costs (default 5). */
  noShowPenalty: NumericWithDefault;
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
