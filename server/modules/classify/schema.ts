/** Params of the category, rules and term endpoints (issue 4). Updates are patches. */
import { z } from 'zod';
import { CAP_GROUPS, MODULE_KINDS } from '../../../common/classify.js';
import { int, MALFORMED, optionalDecimal, optionalInt, optionalText, text } from '../../protocol/fields.js';
import { pageFields } from '../../protocol/paging.js';
import { flag, orderField } from '../structure/fields.js';

const nonNegativeHours = () =>
  optionalDecimal().refine((v) => v === undefined || (Number(v) >= 0 && /^\d+(\.\d{1,2})?$/.test(v)), { message: MALFORMED });
const positiveHours = () =>
  optionalDecimal().refine((v) => v === undefined || (Number(v) > 0 && /^\d+(\.\d{1,2})?$/.test(v)), { message: MALFORMED });
const oneOf = <T extends string>(values: T[]) =>
  optionalText({ max: 30 }).refine((v) => v === undefined || (values as string[]).includes(v), { message: MALFORMED });
const bit = () => optionalInt({ min: 0, max: 1 });

export const idParams = z.object({ id: int({ min: 1 }) });

const classifyFields = {
  limitType: optionalInt({ min: 0, max: 2 }),
  orderNumber: orderField(),
  isAssociation: bit(),
  isExistence: bit(),
  minHours: nonNegativeHours(),
  moduleKind: oneOf(MODULE_KINDS),
  /** '' or absent keeps / sets no group on add; 'none' clears it on update. */
  capGroup: oneOf([...CAP_GROUPS, 'none']),
  campus: flag().optional(),
};

export const classifyAddParams = z.object({ name: text({ max: 30 }), parentId: optionalInt({ min: 0 }), ...classifyFields });
export type ClassifyAddParams = z.output<typeof classifyAddParams>;
export const classifyUpdateParams = z.object({ id: int({ min: 1 }), name: text({ max: 30 }).optional(), ...classifyFields });
export type ClassifyUpdateParams = z.output<typeof classifyUpdateParams>;

export const rulesUpdateParams = z.object({
  requiredHours: positiveHours(),
  requiredCredits: positiveHours(),
  creditYears: optionalInt({ min: 1, max: 8 }),
  campusMinHours: positiveHours(),
  socialPracticeMinHours: positiveHours(),
  campusCultureTermCap: positiveHours(),
  summerPracticeTermCap: positiveHours(),
  winterPracticeTermCap: positiveHours(),
  makeUpMonth: optionalInt({ min: 1, max: 12 }),
  decimalPlaces: optionalInt({ min: 0, max: 2 }),
});
export type RulesUpdateParams = z.output<typeof rulesUpdateParams>;

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const dateField = () => text({ max: 10 }).refine(isDate, { message: MALFORMED });

export const termListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), kind: optionalInt({ min: 1, max: 3 }) });
export type TermListParams = z.output<typeof termListParams>;
export const termAddParams = z.object({ name: text({ max: 50 }), kind: int({ min: 1, max: 3 }), startDate: dateField(), endDate: dateField() });
export type TermAddParams = z.output<typeof termAddParams>;
export const termUpdateParams = z.object({
  id: int({ min: 1 }),
  name: text({ max: 50 }).optional(),
  kind: optionalInt({ min: 1, max: 3 }),
  startDate: dateField().optional(),
  endDate: dateField().optional(),
});
export type TermUpdateParams = z.output<typeof termUpdateParams>;
