/**
 * The requirement-set form of 参数设置 (issue 13; spec §1): its values (numbers as the user typed
 * them), the conversion from and to RequirementSet, the rules — the server's own schema
 * (common/schemas/schoolParams.ts) with the service's checkedSet rules — so that most mistakes are
 * caught before the preview, and the mapping of a server refusal ('参数错误:
 * set.moduleMinimums.1.minHours 不能大于总学时要求') to the form field it names.
 */
import { z } from 'zod';
import type { RequirementSet } from '../../../common/hoursRequirements';
import type { SchoolParams } from '../../../common/schoolParams';
import { MALFORMED } from '../../../common/schemas/fields';
import { requirementSetFields } from '../../../common/schemas/schoolParams';
import type { RequirementSetInput } from '../../dataProvider/schoolParams';
import type { FieldMessages } from '../shared/schemaForm';

type Module = SchoolParams['modules'][number];

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

/** Markers of the rules the server checks in its service (checkedSet), not in the params schema. */
export const SET_RULES = { notAboveTotal: 'not_above_total', chooseModules: 'choose_modules', overlap: 'overlap', gradeTaken: 'grade_taken' } as const;

export interface SetCheckContext {
  /** The school's sets (for a first cohort already taken). */
  sets: readonly Pick<RequirementSet, 'id' | 'fromGrade'>[];
  modules: readonly Module[];
  /** The form edits the base set (fromGrade 0, possibly not yet saved: id 0). */
  base: boolean;
}

const FIELD = requirementSetFields.shape;

/** A module minimum row: blank is no minimum; otherwise the endpoint's rule for a minimum (0–9999.99). */
const minimumRow = z.object({
  classifyId: z.number(),
  minHours: z.unknown().transform((v, ctx): number | undefined => {
    if (String(v ?? '').trim() === '') return undefined;
    const parsed = FIELD.campusMinHours.safeParse(v);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: MALFORMED });
    return z.NEVER;
  }),
});

/**
 * The form's rules: the save endpoint's own set schema (common/schemas/schoolParams.ts
 * requirementSetFields) on the form's shape — the base set keeps fromGrade 0, any other needs
 * 1900–2999; a module minimum may stay blank — plus the service's own rules, each under its field
 * (a SET_RULES marker): a minimum not above the total, modules chosen for a minimum above 0, no
 * module in both lists, a first cohort not taken by another set. The service rules run once every
 * field is well-formed.
 */
export function setFormSchema(ctx: SetCheckContext) {
  return requirementSetFields
    .extend({
      id: z.number(),
      fromGrade: ctx.base ? z.unknown() : FIELD.fromGrade.refine((g) => g >= 1900, { message: MALFORMED }),
      moduleMinimums: z.array(minimumRow),
    })
    .superRefine((v, issues) => {
      const put = (path: (string | number)[], message: string) => issues.addIssue({ code: 'custom', path, message });
      if (!ctx.base && ctx.sets.some((s) => s.fromGrade === v.fromGrade && s.id !== v.id)) put(['fromGrade'], SET_RULES.gradeTaken);
      for (const [field, ids] of [['campusMinHours', 'campusClassifyIds'], ['socialPracticeMinHours', 'socialPracticeClassifyIds']] as const) {
        if (v[field] > v.requiredHours) put([field], SET_RULES.notAboveTotal);
        if (v[field] > 0 && v[ids].length === 0) put([ids], SET_RULES.chooseModules);
      }
      if (v.socialPracticeClassifyIds.some((id) => v.campusClassifyIds.includes(id))) put(['socialPracticeClassifyIds'], SET_RULES.overlap);
      v.moduleMinimums.forEach((m, i) => {
        if (m.minHours !== undefined && m.minHours > v.requiredHours) put(['moduleMinimums', i, 'minHours'], SET_RULES.notAboveTotal);
      });
    });
}

/** What each failure of setFormSchema shows (i18n keys; the grade and overlap texts take `values`). */
export function setFormMessages(ctx: SetCheckContext, v: SetFormValues): FieldMessages {
  const hours = { required: 'schoolParams.validation.hours', malformed: 'schoolParams.validation.hours', [SET_RULES.notAboveTotal]: 'schoolParams.validation.not_above_total' };
  const positive = { required: 'schoolParams.validation.hours_positive', malformed: 'schoolParams.validation.hours_positive' };
  const both = v.socialPracticeClassifyIds.find((id) => v.campusClassifyIds.includes(id));
  const name = ctx.modules.find((m) => m.id === both)?.name ?? String(both);
  const choose = { [SET_RULES.chooseModules]: 'schoolParams.validation.choose_modules' };
  return {
    fromGrade: {
      required: 'schoolParams.validation.grade',
      malformed: 'schoolParams.validation.grade',
      [SET_RULES.gradeTaken]: { message: 'schoolParams.validation.grade_taken', args: { grade: String(v.fromGrade).trim() } },
    },
    requiredHours: positive,
    requiredCredits: { required: 'schoolParams.validation.credits', malformed: 'schoolParams.validation.credits' },
    campusMinHours: hours,
    socialPracticeMinHours: hours,
    campusClassifyIds: choose,
    socialPracticeClassifyIds: { ...choose, [SET_RULES.overlap]: { message: 'schoolParams.validation.overlap', args: { name } } },
    campusCultureTermCap: positive,
    summerPracticeTermCap: positive,
    winterPracticeTermCap: positive,
    ...Object.fromEntries(v.moduleMinimums.map((_, i) => [`moduleMinimums.${i}.minHours`, hours])),
  };
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
