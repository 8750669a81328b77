/**
 * The hours requirement of spec §1 as data, and the one function that judges a student against it
 * (issue 13 "The rule, once"). Every verdict, ✓/✗, credit and shortfall the product shows — the
 * transcript on screen, in the PDF, in batches and on the verification page, 我的首页, 我的学时, the
 * warning lists, the reach rates of the dashboard, the big screen and /analysis — comes from
 * `evaluate`, on the server (stored per student as students.score / students.rule_met, recomputed
 * whenever the ledger or the rule changes) or in the browser.
 *
 * A school keeps one requirement set per range of cohorts: a set applies to the grades (enrolment
 * years) from its `fromGrade` up to the next set's, so a rule changed for new cohorts never rewrites
 * an older cohort's verdict. Hours are exact: integer hundredths, strings with two decimals on the wire.
 */
import { DEFAULT_HOURS_RULES, fromHundredths, toHundredths, type HoursRules, type HoursValue } from './hoursRules.js';

/** A minimum for one top-level module (distinct from its warning value, which only drives warnings). */
export interface ModuleMinimum {
  classifyId: number;
  minHours: number;
}

/**
 * A requirement set (spec §1, §9 hours thresholds): the numbers are hours unless named otherwise.
 * `fromGrade` 0 is the base set that applies to every cohort before the next set.
 */
export interface RequirementSet extends Omit<HoursRules, 'decimalPlaces'> {
  /** 0 until saved (the defaults of spec §1). */
  id: number;
  /** The first cohort (enrolment year, e.g. 2024) the set applies to; 0 for every earlier cohort. */
  fromGrade: number;
  /** The top-level modules whose hours count as campus activities (校园活动). */
  campusClassifyIds: number[];
  /** The top-level modules whose hours count as social practice (社会实践). */
  socialPracticeClassifyIds: number[];
  /** Optional minimums per module; a module without one has none. */
  moduleMinimums: ModuleMinimum[];
  /** Postgraduates' hours are record-only: no requirement applies and no credit is given. */
  postgraduateRecordOnly: boolean;
}

/** What a top-level module needs to be known by for the defaults and the lines. */
export interface RequirementModule {
  id: number;
  name: string;
  /** 'socialPractice' for the social-practice module (common/classify.ts ModuleKind). */
  moduleKind?: string;
  /** Counts toward the campus minimum by default. */
  campus?: boolean;
}

/** The spec §1 defaults over a school's modules: campus modules and social-practice modules by their flags. */
export function defaultRequirementSet(modules: readonly RequirementModule[]): RequirementSet {
  const { decimalPlaces: _dp, ...numbers } = DEFAULT_HOURS_RULES;
  return {
    ...numbers,
    id: 0,
    fromGrade: 0,
    campusClassifyIds: modules.filter((m) => m.campus && m.moduleKind !== 'socialPractice').map((m) => m.id),
    socialPracticeClassifyIds: modules.filter((m) => m.moduleKind === 'socialPractice').map((m) => m.id),
    moduleMinimums: [],
    postgraduateRecordOnly: true,
  };
}

/** The cohort of a student's grade ('2021', 2021, '2021级'); null when it holds no year. */
export function cohortOf(grade: string | number | null | undefined): number | null {
  const m = /\d{4}/.exec(String(grade ?? ''));
  return m ? Number(m[0]) : null;
}

/**
 * The set in force for a grade: the one with the greatest fromGrade not above the cohort. A grade
 * without a year, or older than every set, takes the earliest set. `sets` must not be empty.
 */
export function requirementSetFor<T extends Pick<RequirementSet, 'fromGrade'>>(sets: readonly T[], grade: string | number | null | undefined): T {
  if (sets.length === 0) throw new Error('no requirement set');
  const sorted = [...sets].sort((a, b) => a.fromGrade - b.fromGrade);
  const cohort = cohortOf(grade);
  if (cohort === null) return sorted[0];
  let found = sorted[0];
  for (const s of sorted) if (s.fromGrade <= cohort) found = s;
  return found;
}

/** A student's ledger as the rule reads it: granted hours per top-level module. */
export interface LedgerSummary {
  /** Hours per top-level module id; modules not listed have none. */
  byModule: ReadonlyMap<number, HoursValue> | Readonly<Record<number, HoursValue>>;
  postgraduate: boolean;
}

export type RequirementKind = 'total' | 'campus' | 'socialPractice' | 'module';

/** One requirement and how the student stands against it. Hours as '12.50'. */
export interface RequirementLine {
  requirement: RequirementKind;
  /** The module of a 'module' line; null otherwise. */
  classifyId: number | null;
  /** '总学时', '校园活动学时', '社会实践学时' or '<module>学时'. */
  label: string;
  required: string;
  earned: string;
  met: boolean;
}

/** An unmet requirement and the hours still missing ('48.00'). */
export interface Shortfall {
  requirement: RequirementKind;
  classifyId: number | null;
  label: string;
  hours: string;
}

/** The verdict: met only when every line is met; credit non-zero only then. */
export interface Evaluation {
  met: boolean;
  /** A postgraduate under a record-only set: no lines, no shortfalls, no credit. */
  recordOnly: boolean;
  /** requiredCredits ('2.00') when met, else '0.00'. */
  credit: string;
  lines: RequirementLine[];
  shortfalls: Shortfall[];
}

const hundredthsOf = (summary: LedgerSummary, id: number): number => {
  const v = summary.byModule instanceof Map ? summary.byModule.get(id) : (summary.byModule as Record<number, HoursValue>)[id];
  return v === undefined || v === null ? 0 : toHundredths(v);
};

const entries = (summary: LedgerSummary): [number, HoursValue][] =>
  summary.byModule instanceof Map ? [...summary.byModule.entries()] : Object.entries(summary.byModule).map(([k, v]) => [Number(k), v]);

/**
 * Judges one student (spec §1): the total over every module against requiredHours, the campus
 * modules against campusMinHours, the social-practice modules against socialPracticeMinHours, and
 * each module minimum — in that order, a minimum of 0 giving no line (the total's line is always
 * there). `modules` names the module lines, in the order they are shown.
 * @example evaluate(set, { byModule: new Map([[4, '52']]), postgraduate: false }, modules)
 *   → { met: false, credit: '0.00', lines: [...], shortfalls: [{ label: '总学时', hours: '148.00', … }, …] }
 */
export function evaluate(set: RequirementSet, summary: LedgerSummary, modules: readonly Pick<RequirementModule, 'id' | 'name'>[]): Evaluation {
  if (summary.postgraduate && set.postgraduateRecordOnly) return { met: false, recordOnly: true, credit: fromHundredths(0), lines: [], shortfalls: [] };
  const sumOf = (ids: readonly number[]) => [...new Set(ids)].reduce((n, id) => n + hundredthsOf(summary, id), 0);
  const total = entries(summary).reduce((n, [, v]) => n + toHundredths(v), 0);
  const checks: { requirement: RequirementKind; classifyId: number | null; label: string; required: number; earned: number }[] = [
    { requirement: 'total', classifyId: null, label: '总学时', required: toHundredths(set.requiredHours), earned: total },
  ];
  if (toHundredths(set.campusMinHours) > 0)
    checks.push({ requirement: 'campus', classifyId: null, label: '校园活动学时', required: toHundredths(set.campusMinHours), earned: sumOf(set.campusClassifyIds) });
  if (toHundredths(set.socialPracticeMinHours) > 0)
    checks.push({ requirement: 'socialPractice', classifyId: null, label: '社会实践学时', required: toHundredths(set.socialPracticeMinHours), earned: sumOf(set.socialPracticeClassifyIds) });
  const minimum = new Map(set.moduleMinimums.map((m) => [m.classifyId, toHundredths(m.minHours)]));
  for (const m of modules) {
    const required = minimum.get(m.id) ?? 0;
    if (required > 0) checks.push({ requirement: 'module', classifyId: m.id, label: `${m.name}学时`, required, earned: hundredthsOf(summary, m.id) });
  }
  const lines: RequirementLine[] = checks.map((c) => ({
    requirement: c.requirement, classifyId: c.classifyId, label: c.label,
    required: fromHundredths(c.required), earned: fromHundredths(c.earned), met: c.earned >= c.required,
  }));
  const shortfalls: Shortfall[] = checks
    .filter((c) => c.earned < c.required)
    .map((c) => ({ requirement: c.requirement, classifyId: c.classifyId, label: c.label, hours: fromHundredths(c.required - c.earned) }));
  const met = shortfalls.length === 0;
  return { met, recordOnly: false, credit: fromHundredths(met ? toHundredths(set.requiredCredits) : 0), lines, shortfalls };
}

/** A module's minimum in a set ('0.00' when it has none): the transcript's module table shows it. */
export function moduleMinimumOf(set: Pick<RequirementSet, 'moduleMinimums'>, classifyId: number): string {
  const m = set.moduleMinimums.find((x) => x.classifyId === classifyId);
  return fromHundredths(m ? toHundredths(m.minHours) : 0);
}

/** The rule numbers the hours explanation shows (HoursRules) for a set and the school's decimal places. */
export function rulesOf(set: RequirementSet, decimalPlaces: number): HoursRules {
  return {
    requiredHours: set.requiredHours, requiredCredits: set.requiredCredits, creditYears: set.creditYears,
    campusMinHours: set.campusMinHours, socialPracticeMinHours: set.socialPracticeMinHours,
    campusCultureTermCap: set.campusCultureTermCap, summerPracticeTermCap: set.summerPracticeTermCap,
    winterPracticeTermCap: set.winterPracticeTermCap, makeUpMonth: set.makeUpMonth, decimalPlaces,
  };
}
