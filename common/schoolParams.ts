/**
 * Wire types of 参数设置 and 诚信设置 (issue 13; spec §2 /system/setparams, /system/sethonest, §3
 * school hoursUnit, waysConvert, §9 decimal places): the requirement sets per cohort, the school's
 * units and decimal places, the integrity parameters, the preview of a change and the change log.
 * Hours are numbers of hours as the school typed them (at most two decimals).
 */
import type { RequirementSet } from './hoursRequirements.js';

/** The school-wide display settings. waysConvert 3 → 分数, otherwise 学分 (spec §3). */
export interface SchoolUnits {
  hoursUnit: string;
  waysConvert: number;
  decimalPlaces: number;
  /** The city the school is in ('' when not set): the shell's location detection (spec §4; issue 21). */
  city: string;
}

/**
 * The caps of a spreadsheet import (issue 14; the roster and the declaration import): data rows
 * (non-blank rows below the header) and the inflated size the xlsx's zip declares, in MB. Over
 * either, the upload is refused with 10002 naming the cap and nothing is written.
 */
export interface ImportLimits {
  importMaxRows: number;
  importMaxInflatedMb: number;
}

/** The caps of a school that never changed them (also the migration's column defaults). */
export const IMPORT_LIMIT_DEFAULTS: ImportLimits = { importMaxRows: 20_000, importMaxInflatedMb: 50 };

/** What a school may set (the upload itself stays under 5 MB). */
export const IMPORT_LIMIT_BOUNDS = {
  importMaxRows: { min: 1, max: 200_000 },
  importMaxInflatedMb: { min: 1, max: 500 },
} as const;

/** A cohort present in the school, with its students (status 1) and the set in force for it. */
export interface CohortRow {
  grade: string;
  students: number;
  /** fromGrade of the set in force. */
  fromGrade: number;
}

/** GET /system/setparams. */
export interface SchoolParams {
  units: SchoolUnits;
  /** The import caps (issue 14). */
  imports: ImportLimits;
  sets: RequirementSet[];
  /** The top-level modules the sets may name. */
  modules: { id: number; name: string; moduleKind: string }[];
  cohorts: CohortRow[];
}

/** One student whose verdict a change would change. */
export interface PreviewRow {
  userId: number;
  code: string;
  name: string;
  grade: string;
  collegeName: string;
  before: { met: boolean; credit: string };
  after: { met: boolean; credit: string };
  /** The shortfalls under the change ('社会实践学时还差 48.00'). */
  shortfalls: string[];
}

/** POST /system/setparams/preview → what saving the set would do. */
export interface RulePreview {
  /** Students (any status) whose cohort the set governs after the change. */
  governed: number;
  /** Students whose verdict or credit would change. */
  changed: number;
  /** …of whom met before and not after. */
  lost: number;
  /** …of whom did not meet before and would after. */
  gained: number;
  /** The first changed students by student number (at most 20); the export has them all. */
  sample: PreviewRow[];
}

/** POST /system/setparams/save → the saved set and how many stored verdicts changed. */
export interface RuleSaved {
  set: RequirementSet;
  changed: number;
}

/** What a change-log row changed; 'sso' is 统一身份认证 (issue 16, server/modules/sso). */
export const CHANGE_TARGETS = ['requirement', 'requirement-delete', 'units', 'integrity', 'imports', 'sso'] as const;
export type ChangeTarget = (typeof CHANGE_TARGETS)[number];

/** A row of the change log (GET /system/setparams/changes). */
export interface RuleChangeRow {
  id: number;
  target: ChangeTarget;
  /** The cohort set a requirement change concerns. */
  fromGrade: number | null;
  /** The fields that changed, before and after (only those). */
  changes: { field: string; before: unknown; after: unknown }[];
  /** Stored verdicts the change changed. */
  affected: number;
  changedByName: string;
  /** 'YYYY-MM-DD HH:mm:ss' China time. */
  changedAt: string;
}
