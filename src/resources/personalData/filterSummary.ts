/**
 * The one-line summary of a full export's filter (the fields of GET /school/students as recorded in
 * personal_data_views.filter): 学院：计算机学院；状态：正常；学时：10 至 20. Units are named from the
 * structure options when known, else '编号 N' (a unit deleted since).
 */
import type { TranslateFunction } from 'react-admin';

/** The structure units a filter may name, by filter field. */
export const UNIT_FIELDS = ['campusId', 'collegeId', 'majorId', 'classId'] as const;
export type UnitField = (typeof UNIT_FIELDS)[number];

/** Names of the units the filter points at, by field and id. */
export type UnitNames = Partial<Record<UnitField, Map<string, string>>>;

const TEXT_FIELDS = ['grade', 'name', 'code'] as const;
/** Ranges: [label key, low field, high field]. */
const RANGES = [
  ['hours', 'minHours', 'maxHours'],
  ['credit', 'minCredit', 'maxCredit'],
  ['score', 'minScore', 'maxScore'],
] as const;

const present = (v: unknown): v is string | number => v !== undefined && v !== null && v !== '';

/** '' for no filter at all; otherwise the non-empty conditions in a fixed order. */
export function filterSummary(translate: TranslateFunction, filter: Record<string, unknown> | null | undefined, names: UnitNames = {}): string {
  if (!filter) return '';
  const k = (key: string, options?: Record<string, unknown>) => translate(`personalData.log.filter.${key}`, options);
  const pair = (field: string, value: string) => k('pair', { field: k(`field.${field}`), value });
  const parts: string[] = [];
  for (const field of UNIT_FIELDS) {
    const id = filter[field];
    if (present(id)) parts.push(pair(field, names[field]?.get(String(id)) ?? k('unknown_unit', { id })));
  }
  for (const field of TEXT_FIELDS) if (present(filter[field])) parts.push(pair(field, String(filter[field])));
  if (present(filter.status)) parts.push(pair('status', translate(`students.status.${filter.status}`, { _: String(filter.status) })));
  for (const [field, low, high] of RANGES) {
    const min = filter[low];
    const max = filter[high];
    if (present(min) && present(max)) parts.push(pair(field, k('between', { min, max })));
    else if (present(min)) parts.push(pair(field, k('at_least', { min })));
    else if (present(max)) parts.push(pair(field, k('at_most', { max })));
  }
  return parts.join(k('separator'));
}
