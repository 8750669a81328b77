/**
 * Tiered hours warnings (issue 13 预警配置, spec §2 /system/classify/warn and /analysis/warning;
 * §3 classify achievement item): besides a module's warning value, a student is warned by how far
 * their total hours lag behind the pace expected for their year of study —
 * 红色预警 below `redPercent` % of that pace, 黄色预警 below `yellowPercent` %.
 *
 * The pace of a cohort: requiredHours of its requirement set × min(years of study, creditYears) /
 * creditYears, where the years of study count the academic years (each starting 1 September, China
 * time) from the cohort's entry up to and including the current one — a 2025 student in November
 * 2026 is in year 2; students past creditYears (and graduates) are expected to hold the whole
 * requiredHours. Everything is exact: hours in integer hundredths, the pace kept as a fraction so
 * that a threshold such as 60 % of 200 × 1/3 is compared without rounding. The one copy of the rule:
 * the warning list, its export, the student's card and the settings' worked examples all call it
 * (the server's SQL filter compares the same fractions; tests/api/warning-tiers.test.ts proves it).
 */
import { cohortOf, type RequirementSet } from './hoursRequirements.js';
import { fromHundredths, toHundredths } from './hoursRules.js';
import { chinaToday } from './terms.js';

/** The two percentages of a school (school_rules.warn_yellow_percent / warn_red_percent). */
export interface WarningTiers {
  /** 黄色预警 below this share (1–100) of the pace. */
  yellowPercent: number;
  /** 红色预警 below this share (1–100) of the pace; smaller than yellowPercent. */
  redPercent: number;
}

/** The defaults of the migration (issue 13: 黄色 below 60 %, 红色 below 30 %). */
export const DEFAULT_WARNING_TIERS: WarningTiers = { yellowPercent: 60, redPercent: 30 };
export const TIER_PERCENT_MIN = 1;
export const TIER_PERCENT_MAX = 100;

export const WARNING_LEVELS = ['red', 'yellow'] as const;
/** 'red' 红色预警, 'yellow' 黄色预警. */
export type WarningLevel = (typeof WARNING_LEVELS)[number];
export const isWarningLevel = (v: unknown): v is WarningLevel => v === 'red' || v === 'yellow';

/** What is wrong with a pair of tiers, naming the field; null when they are valid. */
export type TiersProblem = { field: 'yellowPercent' | 'redPercent'; problem: 'range' | 'order' } | null;

/**
 * Checks tiers the way the server does (10002 naming the field) and the form does (a message per
 * field): each an integer within 1–100, red below yellow.
 * @example tiersProblem({ yellowPercent: 60, redPercent: 60 }) → { field: 'redPercent', problem: 'order' }
 */
export function tiersProblem(t: { yellowPercent: unknown; redPercent: unknown }): TiersProblem {
  const ok = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= TIER_PERCENT_MIN && v <= TIER_PERCENT_MAX;
  if (!ok(t.yellowPercent)) return { field: 'yellowPercent', problem: 'range' };
  if (!ok(t.redPercent)) return { field: 'redPercent', problem: 'range' };
  if ((t.redPercent as number) >= (t.yellowPercent as number)) return { field: 'redPercent', problem: 'order' };
  return null;
}

/**
 * The academic year a day belongs to, years starting 1 September (China time): its first calendar year.
 * @example academicYearStart('2026-11-24') → 2026; academicYearStart('2026-08-31') → 2025
 */
export function academicYearStart(today: string | Date = new Date()): number {
  const day = typeof today === 'string' ? today : chinaToday(today);
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 9 ? year : year - 1;
}

/**
 * The year of study of a cohort on a day: 1 in its entry year, 2 in the next, …; 0 before it
 * enters; null for a grade without a year ('', '研究生').
 * @example yearOfStudy('2025', '2026-11-24') → 2
 */
export function yearOfStudy(grade: string | number | null | undefined, today: string | Date = new Date()): number | null {
  const cohort = cohortOf(grade);
  if (cohort === null) return null;
  return Math.max(0, academicYearStart(today) - cohort + 1);
}

/**
 * The pace expected of a cohort as an exact fraction: requiredHundredths × years / creditYears
 * hundredths of an hour, with `years` already capped at creditYears.
 */
export interface Pace {
  requiredHundredths: number;
  years: number;
  creditYears: number;
}

/**
 * The pace expected of a student of `grade` under `set` on `today` (China time); null when none
 * applies: a grade without a year, or a postgraduate under a record-only set (spec §1).
 * A set with creditYears below 1 expects the whole requiredHours.
 * @example expectedPace({ requiredHours: 200, creditYears: 3 }, '2025', '2026-11-24') → { requiredHundredths: 20000, years: 2, creditYears: 3 } (133.33)
 */
export function expectedPace(
  set: Pick<RequirementSet, 'requiredHours' | 'creditYears'> & Partial<Pick<RequirementSet, 'postgraduateRecordOnly'>>,
  grade: string | number | null | undefined,
  today: string | Date = new Date(),
  postgraduate = false,
): Pace | null {
  if (postgraduate && set.postgraduateRecordOnly) return null;
  const year = yearOfStudy(grade, today);
  if (year === null) return null;
  const requiredHundredths = toHundredths(set.requiredHours);
  const creditYears = Math.max(1, Math.floor(set.creditYears));
  return { requiredHundredths, years: Math.min(year, creditYears), creditYears };
}

/** `percent` % of a pace in hundredths, rounded half up — for display only; comparisons stay exact. */
export function paceShareHundredths(pace: Pace, percent = 100): number {
  const num = pace.requiredHundredths * pace.years * percent;
  const den = pace.creditYears * 100;
  return Math.floor((2 * num + den) / (2 * den));
}

/** The pace in hours ('133.33'); null without a pace. */
export const paceHours = (pace: Pace | null): string | null => (pace ? fromHundredths(paceShareHundredths(pace)) : null);

/** True when `totalHundredths` is strictly below `percent` % of the pace (exact: no rounding). */
export function belowShare(totalHundredths: number, pace: Pace, percent: number): boolean {
  return totalHundredths * pace.creditYears * 100 < pace.requiredHundredths * pace.years * percent;
}

/**
 * The warning level of a student holding `totalHundredths` against their pace: 'red' below
 * redPercent % of it, 'yellow' below yellowPercent %, null otherwise or without a pace.
 * @example warningLevel(3999, { requiredHundredths: 20000, years: 1, creditYears: 3 }, { yellowPercent: 60, redPercent: 30 }) → 'yellow'
 */
export function warningLevel(totalHundredths: number, pace: Pace | null, tiers: WarningTiers): WarningLevel | null {
  if (!pace) return null;
  if (belowShare(totalHundredths, pace, tiers.redPercent)) return 'red';
  if (belowShare(totalHundredths, pace, tiers.yellowPercent)) return 'yellow';
  return null;
}

/**
 * A cohort's pace as GET /analysis/warning/settings sends it for the worked examples of 预警配置:
 * the cohorts from this academic year's entrants back to those past creditYears.
 */
export interface CohortPace {
  /** '2025'. */
  grade: string;
  /** Year of study now (1 = entered this academic year). */
  yearOfStudy: number;
  /** The requirement of the cohort's set ('200.00') and its creditYears. */
  requiredHours: string;
  creditYears: number;
  /** min(yearOfStudy, creditYears). */
  years: number;
  /** The pace ('133.33'). */
  expectedHours: string;
}

/** The exact pace of a CohortPace. */
export const paceOfCohort = (c: Pick<CohortPace, 'requiredHours' | 'years' | 'creditYears'>): Pace => ({
  requiredHundredths: toHundredths(c.requiredHours),
  years: c.years,
  creditYears: Math.max(1, c.creditYears),
});

/** GET /student/warning/level: the caller's own tier (hours as '12.50'). */
export interface StudentWarningLevel {
  /** null: not warned, or no pace applies (expectedHours null). */
  level: WarningLevel | null;
  /** The pace of the student's year; null for a grade without a year or a record-only postgraduate. */
  expectedHours: string | null;
  /** The student's total hours (students.hours, the ledger's sum). */
  totalHours: string;
  /** Year of study now; null for a grade without a year. */
  yearOfStudy: number | null;
  /** The creditYears of the student's set: past them the whole requiredHours is expected. */
  creditYears: number;
  yellowPercent: number;
  redPercent: number;
}
