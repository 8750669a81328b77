/** Params of the dashboard and analysis endpoints (issue 6). A malformed field replies 10002 naming it. */
import { z } from 'zod';
import { int, MALFORMED, optionalInt, optionalText, text } from '../../protocol/fields.js';
import { pageFields } from '../../protocol/paging.js';

/** A grade: four digits ('2021'). */
const grade = () => optionalText({ max: 4 }).refine((v) => v === undefined || /^\d{4}$/.test(v), { message: MALFORMED });

/** GET /college/reach/rate/list {grade?}. */
export const gradeParams = z.object({ grade: grade() });

/** The warning list's filters (also the export's). */
export const warningFilterFields = {
  collegeId: optionalInt({ min: 1 }),
  grade: grade(),
  classId: optionalInt({ min: 1 }),
  /** A top-level module: only the students short in it. */
  classifyId: optionalInt({ min: 1 }),
  /** Name contains. */
  name: optionalText({ max: 50 }),
  /** Student number prefix. */
  code: optionalText({ max: 30 }),
};
export const warningFilterParams = z.object(warningFilterFields);
export type WarningFilter = z.output<typeof warningFilterParams>;
export const warningListParams = z.object({ ...pageFields, ...warningFilterFields });

/** Non-negative hours with at most two decimals, below 1,000,000 (numeric(8,2)). */
const minHours = () =>
  text({ max: 9 }).refine((v) => /^\d{1,6}(\.\d{1,2})?$/.test(v), { message: MALFORMED });

/** POST /analysis/warning/settings {items: [{classifyId, minHours}]}: 1–50 items. */
export const warningSettingsParams = z.object({
  items: z
    .unknown()
    .transform((v, ctx): unknown[] => {
      if (!Array.isArray(v) || v.length === 0 || v.length > 50) {
        ctx.addIssue({ code: 'custom', message: '参数错误: items 格式不正确' });
        return z.NEVER;
      }
      return v;
    })
    .pipe(z.array(z.object({ classifyId: int({ min: 1 }), minHours: minHours() }))),
});
export type WarningSettingsParams = z.output<typeof warningSettingsParams>;

/** GET /analysis/reach/rate {groupBy: 'college' | 'grade'} (default 'college'). */
export const reachRateParams = z.object({
  groupBy: optionalText({ max: 10 })
    .refine((v) => v === undefined || v === 'college' || v === 'grade', { message: MALFORMED })
    .transform((v) => (v ?? 'college') as 'college' | 'grade'),
});
