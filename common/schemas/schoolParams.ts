/**
 * Params of 参数设置 and 诚信设置 (issue 13). Every value is bounded: hours with at most two
 * decimals below 10,000, credits below 100, ids positive int32, grades 0 or 1900–2999; a failing
 * field replies 10002 naming it ('参数错误: set.campusMinHours 格式不正确').
 * Routes: /system/setparams,
 *  /system/setparams/{preview,preview/export,save,delete,units,imports,changes}, /system/sethonest.
 */
import { z } from 'zod';
import { CITY_NAME_MAX } from '../cities.js';
import { CHANGE_TARGETS, IMPORT_LIMIT_BOUNDS } from '../schoolParams.js';
import { int, MALFORMED, optionalInt, optionalText, text } from './fields.js';
import { pageFields } from './paging.js';
import { flag } from './structureFields.js';

const INT32 = 2_147_483_647;

/** Hours or credits: a number ≥ min with at most two decimals, below `below`. */
const amount = (opts: { min: number; below: number }) =>
  text({ max: 12 })
    .refine((v) => /^\d{1,6}(\.\d{1,2})?$/.test(v) && Number(v) >= opts.min && Number(v) < opts.below, { message: MALFORMED })
    .transform(Number);

/** An array of at most `max` items, each checked by `item` (10002 naming the array or the item). */
const listOf = <T extends z.ZodTypeAny>(item: T, max = 50) =>
  z
    .unknown()
    .transform((v, ctx): unknown[] => {
      if (!Array.isArray(v) || v.length > max) {
        ctx.addIssue({ code: 'custom', message: MALFORMED });
        return z.NEVER;
      }
      return v;
    })
    .pipe(z.array(item));

/** Up to 50 module ids. */
const moduleIds = () => listOf(int({ min: 1, max: INT32 }));

const moduleMinimums = () => listOf(z.object({ classifyId: int({ min: 1, max: INT32 }), minHours: amount({ min: 0, below: 10_000 }) }));

/** A requirement set as the form sends it; id 0 or absent adds a set for the cohorts from fromGrade. */
export const requirementSetFields = z.object({
  id: optionalInt({ min: 0, max: INT32 }),
  fromGrade: int({ min: 0, max: 2999 }).refine((g) => g === 0 || g >= 1900, { message: MALFORMED }),
  requiredHours: amount({ min: 0.01, below: 10_000 }),
  requiredCredits: amount({ min: 0.01, below: 100 }),
  creditYears: int({ min: 1, max: 8 }),
  campusMinHours: amount({ min: 0, below: 10_000 }),
  campusClassifyIds: moduleIds(),
  socialPracticeMinHours: amount({ min: 0, below: 10_000 }),
  socialPracticeClassifyIds: moduleIds(),
  moduleMinimums: moduleMinimums(),
  campusCultureTermCap: amount({ min: 0.01, below: 10_000 }),
  summerPracticeTermCap: amount({ min: 0.01, below: 10_000 }),
  winterPracticeTermCap: amount({ min: 0.01, below: 10_000 }),
  postgraduateRecordOnly: flag(),
  makeUpMonth: int({ min: 1, max: 12 }),
});
export type RequirementSetParams = z.output<typeof requirementSetFields>;

/** POST /system/setparams/preview and /save, GET /system/setparams/preview/export: {set}. */
export const setParams = z.object({ set: requirementSetFields });
export type SetParams = z.output<typeof setParams>;

export const idParams = z.object({ id: int({ min: 1, max: INT32 }) });

/** POST /system/setparams/units: the hours unit (1–10 characters), waysConvert 1 or 3, decimal places 0–2, the school's city (≤ 20). */
export const unitsParams = z.object({
  hoursUnit: text({ max: 10 }).refine((v) => !v.includes('\u0000'), { message: MALFORMED }),
  waysConvert: int({ min: 1, max: 3 }).refine((v) => v === 1 || v === 3, { message: MALFORMED }),
  decimalPlaces: int({ min: 0, max: 2 }),
  /** Blank or absent: no city set. */
  city: optionalText({ max: CITY_NAME_MAX }).transform((v) => v ?? ''),
});
export type UnitsParams = z.output<typeof unitsParams>;

/** POST /system/sethonest: start value 0–1000, penalty 0–100, limit 1–20 no-shows, 1–3650 days. */
export const integrityParams = z.object({
  creditStart: amount({ min: 0, below: 1000.01 }),
  noShowPenalty: amount({ min: 0, below: 100.01 }),
  noShowLimit: int({ min: 1, max: 20 }),
  blacklistDays: int({ min: 1, max: 3650 }),
});
export type IntegrityParamsInput = z.output<typeof integrityParams>;
/** The integrity (诚信) parameters: start value, no-show penalty, blacklist threshold and length. */
export type IntegrityParams = IntegrityParamsInput;

/** POST /system/setparams/imports: the import caps within IMPORT_LIMIT_BOUNDS (rows 1–200,000, inflated 1–500 MB). */
export const importLimitsParams = z.object({
  importMaxRows: int(IMPORT_LIMIT_BOUNDS.importMaxRows),
  importMaxInflatedMb: int(IMPORT_LIMIT_BOUNDS.importMaxInflatedMb),
});
export type ImportLimitsParams = z.output<typeof importLimitsParams>;

/** GET /system/setparams/changes {current, size, target?}. */
export const changesParams = z.object({
  ...pageFields,
  target: optionalText({ max: 20 }).refine((v) => v === undefined || (CHANGE_TARGETS as readonly string[]).includes(v), { message: MALFORMED }),
});
export type ChangesParams = z.output<typeof changesParams>;
