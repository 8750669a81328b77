/**
 * The requirement-set form of 参数设置 (issue 13; spec §1): its values (numbers as the user typed
 * them), the conversion from and to RequirementSet, the checks — mirroring the server's
 * (server/modules/schoolParams/schema.ts and service.ts checkedSet) so that most mistakes are caught
 * before the preview — and the mapping of a server refusal ('参数错误: set.moduleMinimums.1.minHours
 * 不能大于总学时要求') to the form field it names.
 */
import type { RequirementSet } from '../../../common/hoursRequirements';
import type { SchoolParams } from '../../../common/schoolParams';
import type { RequirementSetInput } from '../../dataProvider/schoolParams';

type Module = SchoolParams['modules'][number];

/** A message: an i18n key, or a key with its arguments. */
export type Message = string | { message: string; args: Record<string, unknown> };

/** The form's values; every module has a row in `moduleMinimums` (minHours '' = no minimum). */
export interface SetFormValues {
  id: number;
  fromGrade: string;
  requiredHours: string;
  requiredCredits: string;
  creditYears: number;
  campusMinHours: string;
  campusClassifyIds: number[];
  socialPracticeMinHours: string;
  socialPracticeClassifyIds: number[];
  moduleMinimums: { classifyId: number; minHours: string }[];
  campusCultureTermCap: string;
  summerPracticeTermCap: string;
  winterPracticeTermCap: string;
  postgraduateRecordOnly: boolean;
  makeUpMonth: number;
}

/** The scalar fields a message can sit under, besides `moduleMinimums.<i>.minHours`. */
export const SET_FIELDS = [
  'fromGrade', 'requiredHours', 'requiredCredits', 'creditYears', 'campusMinHours', 'campusClassifyIds', 'socialPracticeMinHours',
  'socialPracticeClassifyIds', 'campusCultureTermCap', 'summerPracticeTermCap', 'winterPracticeTermCap', 'postgraduateRecordOnly', 'makeUpMonth',
] as const;

export const CREDIT_YEARS = [1, 2, 3, 4, 5, 6, 7, 8];
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

const numberText = (n: number | string) => String(n);

/** Form values of `set` (or a copy of it for a new cohort version starting at `fromGrade`). */
export function toFormValues(set: RequirementSet, modules: readonly Module[], copyFor?: { fromGrade: number }): SetFormValues {
  const minimum = new Map(set.moduleMinimums.map((m) => [m.classifyId, m.minHours]));
  return {
    id: copyFor ? 0 : set.id,
    fromGrade: numberText(copyFor ? copyFor.fromGrade : set.fromGrade),
    requiredHours: numberText(set.requiredHours),
    requiredCredits: numberText(set.requiredCredits),
    creditYears: set.creditYears,
    campusMinHours: numberText(set.campusMinHours),
    campusClassifyIds: [...set.campusClassifyIds],
    socialPracticeMinHours: numberText(set.socialPracticeMinHours),
    socialPracticeClassifyIds: [...set.socialPracticeClassifyIds],
    moduleMinimums: modules.map((m) => ({ classifyId: m.id, minHours: minimum.has(m.id) ? numberText(minimum.get(m.id)!) : '' })),
    campusCultureTermCap: numberText(set.campusCultureTermCap),
    summerPracticeTermCap: numberText(set.summerPracticeTermCap),
    winterPracticeTermCap: numberText(set.winterPracticeTermCap),
    postgraduateRecordOnly: set.postgraduateRecordOnly,
    makeUpMonth: set.makeUpMonth,
  };
}

/** The set the form sends; module minimums left empty are not sent. */
export function toRequest(v: SetFormValues): RequirementSetInput {
  return {
    id: v.id,
    fromGrade: Number(v.fromGrade.trim()),
    requiredHours: Number(v.requiredHours.trim()),
    requiredCredits: Number(v.requiredCredits.trim()),
    creditYears: Number(v.creditYears),
    campusMinHours: Number(v.campusMinHours.trim()),
    campusClassifyIds: v.campusClassifyIds,
    socialPracticeMinHours: Number(v.socialPracticeMinHours.trim()),
    socialPracticeClassifyIds: v.socialPracticeClassifyIds,
    moduleMinimums: v.moduleMinimums.filter((m) => m.minHours.trim() !== '').map((m) => ({ classifyId: m.classifyId, minHours: Number(m.minHours.trim()) })),
    campusCultureTermCap: Number(v.campusCultureTermCap.trim()),
    summerPracticeTermCap: Number(v.summerPracticeTermCap.trim()),
    winterPracticeTermCap: Number(v.winterPracticeTermCap.trim()),
    postgraduateRecordOnly: v.postgraduateRecordOnly,
    makeUpMonth: Number(v.makeUpMonth),
  };
}

const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

/** An hours value: a number with at most two decimals, at least `min` (0 or 0.01), below 10,000. */
export function hoursProblem(raw: string, positive = false): Message | undefined {
  const text = raw.trim();
  if (!AMOUNT.test(text)) return positive ? 'schoolParams.validation.hours_positive' : 'schoolParams.validation.hours';
  if (positive && Number(text) <= 0) return 'schoolParams.validation.hours_positive';
  if (Number(text) >= 10_000) return 'schoolParams.validation.too_large';
  return undefined;
}

/** Credits (or a score): 0.01–99.99 with at most two decimals. */
export function creditsProblem(raw: string): Message | undefined {
  const text = raw.trim();
  return AMOUNT.test(text) && Number(text) > 0 && Number(text) < 100 ? undefined : 'schoolParams.validation.credits';
}

export interface SetCheckContext {
  /** The school's sets (for a first cohort already taken). */
  sets: readonly Pick<RequirementSet, 'id' | 'fromGrade'>[];
  modules: readonly Module[];
  /** The form edits the base set (fromGrade 0, possibly not yet saved: id 0). */
  base: boolean;
}

/**
 * Every problem of the form, by field path ('requiredHours', 'moduleMinimums.2.minHours'); empty
 * when it can be sent. The base set keeps fromGrade 0; any other needs a year 1900–2999 not taken.
 */
export function checkSet(v: SetFormValues, ctx: SetCheckContext): Record<string, Message> {
  const errors: Record<string, Message> = {};
  const put = (field: string, m: Message | undefined) => {
    if (m && !errors[field]) errors[field] = m;
  };
  if (!ctx.base) {
    const grade = v.fromGrade.trim();
    if (!/^\d{4}$/.test(grade) || Number(grade) < 1900) put('fromGrade', 'schoolParams.validation.grade');
    else if (ctx.sets.some((s) => s.fromGrade === Number(grade) && s.id !== v.id)) put('fromGrade', { message: 'schoolParams.validation.grade_taken', args: { grade } });
  }
  put('requiredHours', hoursProblem(v.requiredHours, true));
  put('requiredCredits', creditsProblem(v.requiredCredits));
  const total = errors.requiredHours ? Infinity : Number(v.requiredHours);
  const minimum = (field: 'campusMinHours' | 'socialPracticeMinHours', ids: number[], idsField: string) => {
    put(field, hoursProblem(v[field]));
    if (errors[field]) return;
    if (Number(v[field]) > total) put(field, 'schoolParams.validation.not_above_total');
    if (Number(v[field]) > 0 && ids.length === 0) put(idsField, 'schoolParams.validation.choose_modules');
  };
  minimum('campusMinHours', v.campusClassifyIds, 'campusClassifyIds');
  minimum('socialPracticeMinHours', v.socialPracticeClassifyIds, 'socialPracticeClassifyIds');
  const both = v.socialPracticeClassifyIds.find((id) => v.campusClassifyIds.includes(id));
  if (both !== undefined) {
    const name = ctx.modules.find((m) => m.id === both)?.name ?? String(both);
    put('socialPracticeClassifyIds', { message: 'schoolParams.validation.overlap', args: { name } });
  }
  v.moduleMinimums.forEach((m, i) => {
    if (m.minHours.trim() === '') return;
    const field = `moduleMinimums.${i}.minHours`;
    put(field, hoursProblem(m.minHours));
    if (!errors[field] && Number(m.minHours) > total) put(field, 'schoolParams.validation.not_above_total');
  });
  for (const cap of ['campusCultureTermCap', 'summerPracticeTermCap', 'winterPracticeTermCap'] as const) put(cap, hoursProblem(v[cap], true));
  return errors;
}

/**
 * The form field a server refusal names: 'set.<field>' for a scalar or a module list
 * ('set.campusClassifyIds.0' → 'campusClassifyIds'), 'set.moduleMinimums.<i>.<x>' → the form row of
 * the i-th minimum sent. Undefined when it names none the form shows.
 */
export function formFieldOf(field: string | undefined, sent: RequirementSetInput, v: SetFormValues): string | undefined {
  if (!field) return undefined;
  const path = field.replace(/^set\./, '').split('.');
  if (path[0] === 'moduleMinimums') {
    const classifyId = sent.moduleMinimums[Number(path[1])]?.classifyId;
    const row = v.moduleMinimums.findIndex((m) => m.classifyId === classifyId);
    return row >= 0 ? `moduleMinimums.${row}.minHours` : undefined;
  }
  return (SET_FIELDS as readonly string[]).includes(path[0]) ? path[0] : undefined;
}

/** The first cohort a new version is proposed for: the next after the newest cohort and set, and at least this year. */
export function nextFromGrade(params: Pick<SchoolParams, 'sets' | 'cohorts'>, now = new Date()): number {
  const years = params.cohorts.map((c) => Number(/\d{4}/.exec(c.grade)?.[0] ?? 0));
  const candidate = Math.max(now.getFullYear(), ...years.map((y) => y + 1), ...params.sets.map((s) => s.fromGrade + 1));
  let grade = candidate;
  while (params.sets.some((s) => s.fromGrade === grade)) grade += 1;
  return grade;
}
