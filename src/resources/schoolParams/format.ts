/**
 * Texts of 参数设置 built from the data (issue 13): which cohorts a set applies to, the score unit of
 * waysConvert (spec §3: 3 → 分数, otherwise 学分), a set's one-line summaries, and the values of the
 * change log field by field. Pure: react-admin's translate is passed in.
 */
import type { RequirementSet } from '../../../common/hoursRequirements';
import type { ChangeTarget, SchoolParams } from '../../../common/schoolParams';

export type Translate = (key: string, options?: Record<string, unknown>) => string;
type Module = SchoolParams['modules'][number];

/** waysConvert 3 → 分数 (score), otherwise 学分 (credits). */
export const scoreUnitOf = (translate: Translate, waysConvert: number) => translate(`schoolParams.units.score_unit.${waysConvert === 3 ? 3 : 1}`);

/** A number as stored (200, 60.5) without trailing zeros. */
export const amountText = (n: number | string) => String(Number(n));

/** The sets sorted by fromGrade, each with the first cohort of the next set (null for the newest). */
export function withNext<T extends Pick<RequirementSet, 'fromGrade'>>(sets: readonly T[]): (T & { nextFromGrade: number | null })[] {
  const sorted = [...sets].sort((a, b) => a.fromGrade - b.fromGrade);
  return sorted.map((s, i) => ({ ...s, nextFromGrade: sorted[i + 1]?.fromGrade ?? null }));
}

/**
 * Which cohorts a set applies to: '适用于 2024 级及以后', '适用于 2022–2023 级', '适用于 2022 级', or for
 * the base set '适用于所有更早的年级' ('适用于所有年级' when it is the only set).
 */
export function scopeText(translate: Translate, set: Pick<RequirementSet, 'fromGrade'>, nextFromGrade: number | null): string {
  if (set.fromGrade === 0) return translate(nextFromGrade === null ? 'schoolParams.sets.base_only' : 'schoolParams.sets.base');
  if (nextFromGrade === null) return translate('schoolParams.sets.from_grade', { grade: set.fromGrade });
  if (nextFromGrade - 1 === set.fromGrade) return translate('schoolParams.sets.single', { grade: set.fromGrade });
  return translate('schoolParams.sets.range', { from: set.fromGrade, to: nextFromGrade - 1 });
}

/** Module names of ids, in the given order; an unknown id shows as '模块 <id>'. */
export function moduleNames(translate: Translate, modules: readonly Module[], ids: readonly number[]): string {
  if (ids.length === 0) return translate('schoolParams.changes.no_modules');
  return ids
    .map((id) => modules.find((m) => m.id === id)?.name ?? translate('schoolParams.changes.unknown_module', { id }))
    .join(translate('schoolParams.list_separator'));
}

/** The label of a logged or form field; requiredCredits names the score unit. */
export const fieldLabel = (translate: Translate, field: string, scoreUnit: string) =>
  translate(`schoolParams.fields.${field}`, { scoreUnit, _: field });

export interface ValueContext {
  modules: readonly Module[];
}

/** One value of the change log as a reader understands it ('社会实践、志愿服务', '5 月', '是', '—'). */
export function valueText(translate: Translate, field: string, value: unknown, ctx: ValueContext): string {
  if (value === null || value === undefined || value === '') return translate('schoolParams.none');
  switch (field) {
    case 'campusClassifyIds':
    case 'socialPracticeClassifyIds':
      return Array.isArray(value) ? moduleNames(translate, ctx.modules, value.map(Number)) : String(value);
    case 'moduleMinimums': {
      if (!Array.isArray(value)) return String(value);
      if (value.length === 0) return translate('schoolParams.changes.no_modules');
      return (value as { classifyId: number; minHours: number }[])
        .map((m) => translate('schoolParams.summary.module_minimum', { name: moduleNames(translate, ctx.modules, [Number(m.classifyId)]), hours: amountText(m.minHours) }))
        .join(translate('schoolParams.list_separator'));
    }
    case 'postgraduateRecordOnly':
      return translate(value ? 'schoolParams.changes.yes' : 'schoolParams.changes.no');
    case 'makeUpMonth':
      return translate('schoolParams.changes.month', { month: value });
    case 'creditYears':
      return translate('schoolParams.changes.years', { years: value });
    case 'fromGrade':
      return Number(value) === 0 ? translate('schoolParams.changes.base_grade') : translate('schoolParams.changes.grade', { grade: value });
    case 'waysConvert':
      return scoreUnitOf(translate, Number(value));
    case 'decimalPlaces':
      return translate(`schoolParams.units.decimals.${value}`, { _: String(value) });
    case 'blacklistDays':
      return translate('schoolParams.changes.days', { days: value });
    case 'noShowLimit':
      return translate('schoolParams.changes.times', { count: value });
    case 'importMaxRows':
      return translate('schoolParams.changes.rows', { count: value });
    case 'importMaxInflatedMb':
      return translate('schoolParams.changes.mb', { mb: value });
    default:
      return typeof value === 'number' ? amountText(value) : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** What a change-log row changed: '学时认定规则（2024 级起）', '单位与小数'. */
export function changeWhat(translate: Translate, target: ChangeTarget, fromGrade: number | null): string {
  const label = translate(`schoolParams.changes.target.${target}`, { _: target });
  if (fromGrade === null || (target !== 'requirement' && target !== 'requirement-delete')) return label;
  const scope = fromGrade === 0 ? translate('schoolParams.changes.scope_base') : translate('schoolParams.changes.scope_grade', { grade: fromGrade });
  return translate('schoolParams.changes.what_scoped', { target: label, scope });
}
