/**
 * The project form's values and rules (issue 5 projects; spec §5 "Date range: start may not be
 * after end and vice versa"): name 1..50, a category, a 申报审核 flow, the declaration window
 * (start ≤ end), 1..20 options each with a unique name and hours > 0 (at most 999.99, two
 * decimals). Pure functions: the page and the tests share them.
 */
import { PROJECT_NAME_MAX, PROJECT_OPTIONS_MAX, type ProjectDetail, type ProjectInput } from '../../../../common/declarations';
import { toPickerTime, toWireTime } from '../../activities/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const OPTION_NAME_MAX = 30;
export const HOURS_MAX = 999.99;
/** Server limits (server/modules/declarations/schema.ts PROJECT_DESCRIPTION_MAX, PROJECT_EVIDENCE_MAX). */
export const DESCRIPTION_MAX = 2000;
export const EVIDENCE_MAX = 500;

export interface OptionValues {
  /** React key of the row (kept across edits). */
  key: string;
  /** The saved option's id; absent for a new row. */
  id?: number;
  name: string;
  hours: string;
}

export interface ProjectValues {
  name: string;
  classifyId: number | '';
  organizationId: number | '';
  flowTemplateId: number | '';
  /** Picker values 'YYYY-MM-DD HH:mm'. */
  applyStart: string;
  applyEnd: string;
  description: string;
  evidence: string;
  options: OptionValues[];
}

let keySeq = 0;
export const newOption = (name = '', hours = ''): OptionValues => ({ key: `o${++keySeq}`, name, hours });

export const emptyProjectValues = (): ProjectValues => ({
  name: '', classifyId: '', organizationId: '', flowTemplateId: '', applyStart: '', applyEnd: '', description: '', evidence: '', options: [newOption()],
});

export function fromDetail(p: ProjectDetail): ProjectValues {
  return {
    name: p.name,
    classifyId: p.classifyId ?? '',
    organizationId: p.organizationId ?? '',
    flowTemplateId: p.flowTemplateId ?? '',
    applyStart: toPickerTime(p.applyStart),
    applyEnd: toPickerTime(p.applyEnd),
    description: p.description ?? '',
    evidence: p.evidence ?? '',
    options: [...p.options].sort((a, b) => a.orderNo - b.orderNo).map((o) => ({ ...newOption(o.name, String(Number(o.hours))), id: o.id })),
  };
}

/** The body of POST /project/add (and /project/update with the id). */
export function toInput(v: ProjectValues): ProjectInput {
  return {
    name: v.name.trim(),
    classifyId: Number(v.classifyId),
    organizationId: v.organizationId === '' ? null : Number(v.organizationId),
    flowTemplateId: Number(v.flowTemplateId),
    description: v.description.trim(),
    evidence: v.evidence.trim(),
    applyStart: toWireTime(v.applyStart),
    applyEnd: toWireTime(v.applyEnd),
    options: v.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), name: o.name.trim(), hours: o.hours.trim() })),
  };
}

/** An option's hours: a number > 0 and ≤ 999.99 with at most two decimals; the i18n key of the problem or null. */
export function hoursProblem(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return 'declarations.validation.hours_required';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'declarations.validation.hours_format';
  const n = Number(text);
  if (n <= 0) return 'declarations.validation.hours_positive';
  if (n > HOURS_MAX) return 'declarations.validation.hours_max';
  return null;
}

export interface OptionRowErrors {
  name?: string;
  hours?: string;
}

/** Per-row problems of the options (translated), by row key. */
export function optionErrors(translate: Translate, options: OptionValues[]): Record<string, OptionRowErrors> {
  const out: Record<string, OptionRowErrors> = {};
  const seen = new Set<string>();
  for (const o of options) {
    const errors: OptionRowErrors = {};
    const name = o.name.trim();
    if (!name) errors.name = translate('declarations.validation.option_name_required');
    else if (name.length > OPTION_NAME_MAX) errors.name = translate('declarations.validation.too_long', { max: OPTION_NAME_MAX });
    else if (seen.has(name)) errors.name = translate('declarations.validation.option_name_duplicate', { name });
    seen.add(name);
    const hours = hoursProblem(o.hours);
    if (hours) errors.hours = translate(hours, { max: HOURS_MAX });
    if (errors.name || errors.hours) out[o.key] = errors;
  }
  return out;
}

export type ProjectErrors = Partial<Record<Exclude<keyof ProjectValues, 'options'> | 'options', string>>;

/** The form's field problems (translated); `options` carries the whole-list problem. */
export function validateProject(translate: Translate, v: ProjectValues): ProjectErrors {
  const e: ProjectErrors = {};
  const name = v.name.trim();
  if (!name) e.name = translate('declarations.validation.required', { field: translate('declarations.project.name') });
  else if (name.length > PROJECT_NAME_MAX) e.name = translate('declarations.validation.too_long', { max: PROJECT_NAME_MAX });
  if (v.classifyId === '') e.classifyId = translate('declarations.validation.choose', { field: translate('declarations.project.classify') });
  if (v.flowTemplateId === '') e.flowTemplateId = translate('declarations.validation.choose', { field: translate('declarations.project.flow') });
  if (!v.applyStart) e.applyStart = translate('declarations.validation.required', { field: translate('declarations.project.applyStart') });
  if (!v.applyEnd) e.applyEnd = translate('declarations.validation.required', { field: translate('declarations.project.applyEnd') });
  if (v.applyStart && v.applyEnd && v.applyStart > v.applyEnd) {
    e.applyStart = translate('declarations.validation.start_after_end');
    e.applyEnd = translate('declarations.validation.end_before_start');
  }
  if (v.description.trim().length > DESCRIPTION_MAX) e.description = translate('declarations.validation.too_long', { max: DESCRIPTION_MAX });
  if (v.evidence.trim().length > EVIDENCE_MAX) e.evidence = translate('declarations.validation.too_long', { max: EVIDENCE_MAX });
  if (v.options.length === 0) e.options = translate('declarations.validation.options_required');
  else if (v.options.length > PROJECT_OPTIONS_MAX) e.options = translate('declarations.validation.options_max', { max: PROJECT_OPTIONS_MAX });
  else if (Object.keys(optionErrors(translate, v.options)).length > 0) e.options = translate('declarations.validation.options_invalid');
  return e;
}
