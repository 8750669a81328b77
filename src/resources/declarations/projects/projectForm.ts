/**
 * The project form's values and rules (issue 5 projects; spec §5 "Date range: start may not be
 * after end and vice versa"): the endpoint's own fields (common/schemas/declarations.ts
 * projectFields: name 1..50, a category, a 申报审核 flow, the declaration window, text limits)
 * over the body the form would send, and the form's statement of the rules the endpoint checks
 * after them — the window in order, 1..20 options each with a unique name and hours > 0 (at most
 * 999.99, two decimals) — each under its field.
 */
import { z } from 'zod';
import { PROJECT_NAME_MAX, PROJECT_OPTIONS_MAX, type ProjectDetail, type ProjectInput } from '../../../../common/declarations';
import { projectFields, PROJECT_DESCRIPTION_MAX, PROJECT_EVIDENCE_MAX } from '../../../../common/schemas/declarations';
import { text } from '../../../../common/schemas/fields';
import { toPickerTime, toWireTime } from '../../activities/format';
import { schemaResolver, type FieldMessages } from '../../shared/schemaForm';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const OPTION_NAME_MAX = 30;
export const HOURS_MAX = 999.99;

export interface OptionValues {
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

export const newOption = (name = '', hours = ''): OptionValues => ({ name, hours });

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

// react-admin's inputs hold null for a cleared field: read it as blank.
const str = (v: string | null | undefined): string => (v ?? '').trim();
const id = (v: number | '' | null): number | null => (v === '' || v === null ? null : Number(v));

/** The body of POST /project/add (and /project/update with the id); a missing choice stays null. */
export function toInput(v: ProjectValues): ProjectInput {
  return {
    name: str(v.name),
    classifyId: id(v.classifyId) as number,
    organizationId: id(v.organizationId),
    flowTemplateId: id(v.flowTemplateId) as number,
    description: str(v.description),
    evidence: str(v.evidence),
    applyStart: toWireTime(str(v.applyStart)),
    applyEnd: toWireTime(str(v.applyEnd)),
    options: (v.options ?? []).map((o) => ({ ...(o.id ? { id: o.id } : {}), name: str(o.name), hours: str(o.hours) })),
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

/** The fields a server refusal may name and the form shows it under ('options.1.hours' too). */
export const PROJECT_FIELDS = [
  ...Object.keys(emptyProjectValues()),
  ...Array.from({ length: PROJECT_OPTIONS_MAX }, (_, i) => [`options.${i}.name`, `options.${i}.hours`]).flat(),
];

/**
 * The form's schema (its texts translated): the endpoint's fields over the body `toInput` builds;
 * then, stated with the field problems (the endpoint's own refinement runs only once every field
 * parses), the window order on both bounds and each option's name and hours — with the list's
 * problem ('请检查奖项级别的名称和学时') under the table at `options.root`.
 */
export function projectFormSchema(translate: Translate) {
  const v = (key: string, args?: Record<string, unknown>) => translate(`declarations.validation.${key}`, args);
  const option = z.object({ id: z.unknown().optional(), name: z.string(), hours: z.string() });
  return z
    .custom<ProjectValues>()
    .transform((values): unknown => toInput(values))
    .pipe(
      z.object({ ...projectFields, options: z.array(option) }).superRefine((p, ctx) => {
        const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
        if (p.applyStart instanceof Date && p.applyEnd instanceof Date && p.applyStart > p.applyEnd) {
          fail(['applyStart'], v('start_after_end'));
          fail(['applyEnd'], v('end_before_start'));
        }
        const seen = new Set<string>();
        let rowProblems = 0;
        p.options.forEach((o, i) => {
          const name = !o.name ? v('option_name_required') : o.name.length > OPTION_NAME_MAX ? v('too_long', { max: OPTION_NAME_MAX }) : seen.has(o.name) ? v('option_name_duplicate', { name: o.name }) : null;
          const hours = hoursProblem(o.hours);
          seen.add(o.name);
          if (name) fail(['options', i, 'name'], name);
          if (hours) fail(['options', i, 'hours'], translate(hours, { max: HOURS_MAX }));
          if (name || hours) rowProblems += 1;
        });
        if (p.options.length === 0) fail(['options', 'root'], v('options_required'));
        else if (p.options.length > PROJECT_OPTIONS_MAX) fail(['options', 'root'], v('options_max', { max: PROJECT_OPTIONS_MAX }));
        else if (rowProblems > 0) fail(['options', 'root'], v('options_invalid'));
      }, { when: () => true }),
    );
}

/** The form's resolver: the schema, with the markers of the endpoint's fields as the form's texts; it submits the values as entered. */
export function projectResolver(translate: Translate) {
  const v = (key: string, args?: Record<string, unknown>) => translate(`declarations.validation.${key}`, args);
  const field = (name: string) => translate(`declarations.project.${name}`);
  const tooLong = (max: number) => ({ malformed: v('too_long', { max }) });
  const messages: FieldMessages = {
    name: { required: v('required', { field: field('name') }), ...tooLong(PROJECT_NAME_MAX) },
    classifyId: { required: v('choose', { field: field('classify') }) },
    flowTemplateId: { required: v('choose', { field: field('flow') }) },
    applyStart: { required: v('required', { field: field('applyStart') }) },
    applyEnd: { required: v('required', { field: field('applyEnd') }) },
    description: tooLong(PROJECT_DESCRIPTION_MAX),
    evidence: tooLong(PROJECT_EVIDENCE_MAX),
  };
  return schemaResolver(projectFormSchema(translate), messages, { raw: true });
}
