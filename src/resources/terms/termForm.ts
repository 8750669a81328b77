/**
 * The rules of the term form (学期设置): the API's own schema as a react-hook-form resolver, so the
 * browser applies the server's bounds before the request; overlaps and taken names stay the
 * server's (a refusal under the field it names).
 */
import { ACADEMIC_YEAR_MAX, ACADEMIC_YEAR_MIN, academicYearFits, academicYearOf, isIsoDate, type TermRow } from '../../../common/terms';
import { int } from '../../../common/schemas/fields';
import { termAddParams } from '../../../common/schemas/terms';
import { schemaResolver } from '../shared/schemaForm';

const END_BEFORE_START = 'end_before_start';

/** The form's values: selects hold '' until chosen. */
export interface TermFormValues {
  name: string;
  kind: number | '';
  academicYear: number | '';
  startDate: string;
  endDate: string;
}

/** The fields a server refusal may name and the form shows it under. */
export const TERM_FIELDS = ['name', 'kind', 'academicYear', 'startDate', 'endDate'] as const;

/**
 * The form's rules: the add endpoint's schema (common/schemas/terms.ts, the server's own bounds),
 * with the academic year chosen and the end not before the start — both of which the server
 * checks in its service (a refusal naming the field) rather than in the schema.
 */
export const termFormSchema = termAddParams
  .extend({ academicYear: int({ min: ACADEMIC_YEAR_MIN, max: ACADEMIC_YEAR_MAX }) })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: END_BEFORE_START });

/** What the schema's markers and rules show under each field. */
export const termFormResolver = schemaResolver(termFormSchema, {
  name: { required: 'terms.validation.name_required', malformed: 'terms.validation.name_invalid' },
  kind: { required: 'terms.validation.kind_required' },
  academicYear: { required: 'terms.validation.year_required' },
  startDate: { required: 'terms.validation.date_required', malformed: 'terms.validation.date_invalid' },
  endDate: { required: 'terms.validation.date_required', malformed: 'terms.validation.date_invalid', [END_BEFORE_START]: 'terms.validation.end_before_start' },
});

/** The academic years a term starting on `startDate` may belong to (one, or two for a July start). */
export function academicYearChoices(startDate: string | undefined): number[] {
  if (!isIsoDate(startDate)) return [];
  const y = academicYearOf(startDate);
  return [y - 1, y, y + 1].filter((year) => academicYearFits(year, startDate));
}

/** The year to show for `startDate`: the chosen one while it still fits, else the date's own. */
export function academicYearFor(startDate: string | undefined, chosen: number | ''): number | '' {
  if (!isIsoDate(startDate)) return chosen;
  return chosen !== '' && academicYearFits(chosen, startDate) ? chosen : academicYearOf(startDate);
}

/** Initial values: the record's, or an empty regular term. */
export function toFormValues(record?: TermRow): TermFormValues {
  return record
    ? { name: record.name, kind: record.kind, academicYear: record.academicYear, startDate: record.startDate, endDate: record.endDate }
    : { name: '', kind: 1, academicYear: '', startDate: '', endDate: '' };
}

/** Days from start to end, both included ('2025-09-01'…'2025-09-30' → 30). */
export function termDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}
