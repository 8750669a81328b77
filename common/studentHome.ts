/**
 * The student's own pages on the wire (issue 5; spec §2 student home, §3 student info, student
 * activity summary, classify achievement item; §7 GET /student/info, /v1/student/info,
 * /student/activity/list, /achievement/by-classify-list). Served by server/modules/studentHome to
 * the signed-in student only, about themselves only.
 */
import type { Evaluation } from './hoursRequirements.js';
import type { HoursRules } from './hoursRules.js';

/** Spec §3 student info (own). gender 2 female, otherwise male; politics per spec §3 codes. */
export interface StudentInfo {
  userId: number;
  cardPhoto: string;
  name: string;
  gender: number;
  code: string;
  grade: string;
  politics: number;
  departmentName: string;
  majorName: string;
  className: string;
  hours: string;
  /** Credit or score (students.score) and the unit label: '分数' when waysConvert is 3, else '学分'. */
  score: string;
  scoreUnit: string;
}
/** Spec §3 "Ethnicity is shown as a fixed value". */
export const FIXED_ETHNICITY = '汉族';

/** Spec §3 student activity summary (GET /student/activity/list). */
export interface StudentActivitySummary {
  /** Social-practice activities the student took part in (attended, classify in the social-practice module). */
  praCount: number;
  /** Activities the student took part in (attended). */
  activityCount: number;
  /** Approved declarations (awards). */
  honorCount: number;
}

/** GET /student/hours/records row: one ledger row traced to its source. */
export interface HoursRecord {
  id: string;
  sourceType: number;
  /** The activity or declaration id (null for a correction without one). */
  relationId: number | null;
  /** Activity name, or 'project · option' for a declaration, or the correction reason. */
  sourceName: string;
  classifyId: number;
  classifyName: string;
  /** The top-level module the classify belongs to. */
  moduleName: string;
  termId: number | null;
  termName: string;
  requestedHours: string;
  grantedHours: string;
  reason: string;
  issuedAt: string;
}

/** GET /student/hours/summary. */
export interface StudentHoursSummary {
  total: string;
  byTerm: { termId: number | null; termName: string; hours: string }[];
  /** The rules of the student's cohort, for the hours explanation of spec §1 (numbers from the rules, not constants). */
  rules: HoursRules;
  /** The verdict of common/hoursRequirements.ts evaluate(): the same lines, shortfalls and credit as the transcript (issue 13). */
  evaluation: Evaluation;
  /** 'YYYY-MM-DD': the last day to make up a shortfall (end of makeUpMonth of the final year); '' without a grade. */
  makeUpDeadline: string;
}
