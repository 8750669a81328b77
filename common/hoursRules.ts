/**
 * The hours rule of spec §1 as data plus small pure functions (DESIGN.md §4). Hours are exact:
 * every computation works in integer hundredths of an hour, never in floating point, and values
 * leave as strings with two decimals ('12.50'), the way PostgreSQL numeric(8,2) reads them.
 *
 * Spec §1: at least 200 hours over years 1–3 for 2 credits, at least 80 in campus activities and
 * at least 100 in social practice; campus-culture participation counts up to 30 hours per term;
 * summer and winter social practice up to 20 hours per term; postgraduates' hours are record-only
 * (no credit); a shortfall can be made up before May of the final year.
 */

/**
 * The rule numbers of one requirement set (common/hoursRequirements.ts RequirementSet) with the
 * school's decimal places, as the hours explanation shows them; the numbers are hours unless named otherwise.
 */
export interface HoursRules {
  requiredHours: number;
  /** Credits earned on reaching requiredHours. */
  requiredCredits: number;
  /** The years (1..creditYears) in which the required hours are earned. */
  creditYears: number;
  campusMinHours: number;
  socialPracticeMinHours: number;
  /** Cap per term of the campus-culture group. */
  campusCultureTermCap: number;
  /** Cap per summer term of the social-practice group. */
  summerPracticeTermCap: number;
  /** Cap per winter term of the social-practice group. */
  winterPracticeTermCap: number;
  /** Month (1–12) of the final year by which a shortfall must be made up. */
  makeUpMonth: number;
  decimalPlaces: number;
}

export const DEFAULT_HOURS_RULES: HoursRules = {
  requiredHours: 200,
  requiredCredits: 2,
  creditYears: 3,
  campusMinHours: 80,
  socialPracticeMinHours: 100,
  campusCultureTermCap: 30,
  summerPracticeTermCap: 20,
  winterPracticeTermCap: 20,
  makeUpMonth: 5,
  decimalPlaces: 2,
};

/** Groups of categories sharing a per-term cap. */
export type CapGroup = 'campusCulture' | 'socialPractice';
/** Term kinds: 1 regular term, 2 summer, 3 winter. */
export const TERM_KIND = { regular: 1, summer: 2, winter: 3 } as const;
export type TermKind = 1 | 2 | 3;

/** Hours as written on the wire or read from numeric columns. */
export type HoursValue = string | number;

/** Integer hundredths of an hour, parsed exactly from '12.5', '-3.25', 7 (more decimals round half-up). */
export function toHundredths(value: HoursValue): number {
  const s = String(value).trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`not an hours value: ${s}`);
  const frac = (m[3] ?? '').padEnd(3, '0');
  let n = Number(m[2] || '0') * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) n += 1;
  return m[1] === '-' ? -n : n;
}

/** Hundredths back to a two-decimal string: 1250 → '12.50', -5 → '-0.05'. */
export function fromHundredths(n: number): string {
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The per-term cap (hours) of a grant, or null when uncapped: campus culture → campusCultureTermCap
 * in any term; social practice → the summer or winter cap in those terms, uncapped in a regular term.
 */
export function capForGrant(
  g: { capGroup: CapGroup | null; termKind: TermKind },
  rules: Pick<HoursRules, 'campusCultureTermCap' | 'summerPracticeTermCap' | 'winterPracticeTermCap'>,
): number | null {
  if (g.capGroup === 'campusCulture') return rules.campusCultureTermCap;
  if (g.capGroup === 'socialPractice') {
    if (g.termKind === TERM_KIND.summer) return rules.summerPracticeTermCap;
    if (g.termKind === TERM_KIND.winter) return rules.winterPracticeTermCap;
  }
  return null;
}

/**
 * The hours granted of `requested` when `already` hours of the same student, term and cap group are
 * granted: min(requested, cap − already), never negative; `requested` itself when cap is null.
 * @example applyTermCap('12', '25', 30) → '5.00'
 */
export function applyTermCap(requested: HoursValue, already: HoursValue, cap: HoursValue | null): string {
  const r = Math.max(0, toHundredths(requested));
  if (cap === null) return fromHundredths(r);
  const room = Math.max(0, toHundredths(cap) - toHundredths(already));
  return fromHundredths(Math.min(r, room));
}

/**
 * The last day to make up a shortfall: the end of the make-up month (default May) of the final
 * year. A student entering in 2021 on a 4-year programme graduates in 2025 → '2025-05-31'.
 */
export function makeUpDeadline(enrollYear: number, programYears: number, rules: Pick<HoursRules, 'makeUpMonth'> = DEFAULT_HOURS_RULES): string {
  const year = enrollYear + programYears;
  const month = rules.makeUpMonth;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}

/** Hours for display with the school's decimal places, rounded half-up: ('12.345', 1) → '12.3'. */
export function formatHours(value: HoursValue, decimalPlaces: number): string {
  const h = toHundredths(value);
  if (decimalPlaces >= 2) return fromHundredths(h) + '0'.repeat(decimalPlaces - 2);
  const unit = decimalPlaces === 1 ? 10 : 100;
  const abs = Math.abs(h);
  const rounded = Math.floor((abs + unit / 2) / unit);
  const sign = h < 0 && rounded > 0 ? '-' : '';
  if (decimalPlaces === 1) return `${sign}${Math.floor(rounded / 10)}.${rounded % 10}`;
  return `${sign}${rounded}`;
}

/** The number as a person writes it: 200 → '200', 12.5 → '12.5'. */
const plain = (n: number) => String(n);

/** The hours explanation of spec §1 in Chinese, from the school's numbers (the student home shows it). */
export function hoursRuleText(rules: HoursRules): string {
  return [
    `第二课堂课程需在第1-${rules.creditYears}学年内修满至少${plain(rules.requiredHours)}学时,获得${plain(rules.requiredCredits)}学分,`,
    `其中校园活动不少于${plain(rules.campusMinHours)}学时,社会实践不少于${plain(rules.socialPracticeMinHours)}学时。`,
    `参加校园文化活动每学期最多计${plain(rules.campusCultureTermCap)}个实践学时;`,
    `暑期社会实践每学期最多计${plain(rules.summerPracticeTermCap)}学时,寒假社会实践每学期最多计${plain(rules.winterPracticeTermCap)}学时。`,
    `研究生学时仅作记录,不计学分。`,
    `学时不足者可在最后一学年${rules.makeUpMonth}月前补足。`,
  ].join('');
}
