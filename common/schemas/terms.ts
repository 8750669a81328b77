/**
 * Params of the /system/term endpoints (issue 13 学期设置). Every field is bounded: names 1–50
 * characters without control characters, dates real 'YYYY-MM-DD' days, kinds 1–3, academic years
 * 1990–2100, ids within PostgreSQL's integer. Updates are patches.
 * Routes: /system/term/* (list, add, update, delete), /system/term/current.
 */
import { z } from 'zod';
import { ACADEMIC_YEAR_MAX, ACADEMIC_YEAR_MIN, hasControlChar, isIsoDate, TERM_NAME_MAX } from '../terms.js';
import { int, MALFORMED, optionalInt, optionalText, text } from './fields.js';
import { pageFields } from './paging.js';

const clean = { message: MALFORMED };
const name = () => text({ max: TERM_NAME_MAX }).refine((s) => !hasControlChar(s), clean);
const date = () => text({ max: 10 }).refine(isIsoDate, clean);
const kind = () => optionalInt({ min: 1, max: 3 });
const academicYear = () => optionalInt({ min: ACADEMIC_YEAR_MIN, max: ACADEMIC_YEAR_MAX });

/** Ids are PostgreSQL integers: a larger number would fail in the database, not here. */
const id = () => int({ min: 1, max: 2_147_483_647 });

export const termIdParams = z.object({ id: id() });

export const termListParams = z.object({
  ...pageFields,
  /** Part of the name. */
  name: optionalText({ max: TERM_NAME_MAX }).refine((s) => s === undefined || !hasControlChar(s), clean),
  kind: kind(),
  academicYear: academicYear(),
});
export type TermListParams = z.output<typeof termListParams>;

export const termAddParams = z.object({
  name: name(),
  kind: int({ min: 1, max: 3 }),
  /** Absent → the academic year of startDate. */
  academicYear: academicYear(),
  startDate: date(),
  endDate: date(),
});
export type TermAddParams = z.output<typeof termAddParams>;

export const termUpdateParams = z.object({
  id: id(),
  name: name().optional(),
  kind: kind(),
  academicYear: academicYear(),
  startDate: date().optional(),
  endDate: date().optional(),
});
export type TermUpdateParams = z.output<typeof termUpdateParams>;
