/**
 * The rules of the term form (学期设置), as react-admin validators: each returns an i18n key (with
 * args) or undefined. They mirror the server's checks (server/modules/terms/schema.ts, service.ts)
 * so that most mistakes are caught before the request; overlaps and taken names are the server's.
 */
import { academicYearFits, academicYearOf, hasControlChar, isIsoDate, TERM_NAME_MAX, type TermRow } from '../../../common/terms';

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

type Message = string | { message: string; args: Record<string, unknown> } | undefined;

/** Marks a validator as a required one, so that react-admin shows the field's asterisk. */
const required = <F extends (...args: never[]) => Message>(f: F): F & { isRequired: true } => Object.assign(f, { isRequired: true as const });

export const validateName = required((value: unknown): Message => {
  const text = String(value ?? '').trim();
  if (!text) return 'terms.validation.name_required';
  if (text.length > TERM_NAME_MAX) return { message: 'terms.validation.name_too_long', args: { max: TERM_NAME_MAX } };
  if (hasControlChar(text)) return 'terms.validation.name_invalid';
  return undefined;
});

export const validateKind = required((value: unknown): Message => (value === '' || value == null ? 'terms.validation.kind_required' : undefined));

export const validateDate = required((value: unknown): Message => {
  if (value === '' || value == null) return 'terms.validation.date_required';
  return isIsoDate(value) ? undefined : 'terms.validation.date_invalid';
});

export const validateEndDate = required((value: unknown, all: Partial<TermFormValues>): Message => {
  const bad = validateDate(value);
  if (bad) return bad;
  return isIsoDate(all.startDate) && String(value) < all.startDate ? 'terms.validation.end_before_start' : undefined;
});

export const validateAcademicYear = required((value: unknown): Message => (value === '' || value == null ? 'terms.validation.year_required' : undefined));

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

/** The request body of add / update. */
export function toRequest(v: TermFormValues) {
  return { name: v.name.trim(), kind: Number(v.kind), academicYear: v.academicYear === '' ? undefined : Number(v.academicYear), startDate: v.startDate, endDate: v.endDate };
}

/** Days from start to end, both included ('2025-09-01'…'2025-09-30' → 30). */
export function termDays(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}
