/**
 * Params of the dashboard and analysis endpoints (issue 6). A malformed field replies 10002 naming it.
 * Routes: /school/grade/partake/list, /college/reach/rate/list, /college/activity/*, /index/*,
 *  /analysis/warning/{list,export,settings}, /analysis/reach/rate,
 *  /analysis/{classify,organization}.
 */
import { z } from 'zod';
import { isWarningLevel, tiersProblem, TIER_PERCENT_MAX, TIER_PERCENT_MIN, type WarningLevel } from '../warningTiers.js';
import { int, MALFORMED, optionalInt, optionalText, text, wire } from './fields.js';
import { pageFields } from './paging.js';

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
  /** 'red' | 'yellow': only the students of exactly that level (issue 13 预警配置). */
  level: optionalText({ max: 6 })
    .refine((v) => v === undefined || isWarningLevel(v), { message: MALFORMED })
    .transform((v) => v as WarningLevel | undefined),
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

/** The tiers of 预警配置: integers 1–100, red below yellow (common/warningTiers.ts tiersProblem). */
const tiers = () =>
  z
    .object({
      yellowPercent: int({ min: TIER_PERCENT_MIN, max: TIER_PERCENT_MAX }),
      redPercent: int({ min: TIER_PERCENT_MIN, max: TIER_PERCENT_MAX }),
    })
    .superRefine((t, ctx) => {
      if (tiersProblem(t)?.problem === 'order') ctx.addIssue({ code: 'custom', path: ['redPercent'], message: '参数错误: tiers.redPercent 须小于黄色预警比例' });
    });

/** One module's warning value. */
const settingItem = z.object({ classifyId: int({ min: 1 }), minHours: minHours() });

/**
 * POST /analysis/warning/settings {items?: [{classifyId, minHours}], tiers?: {yellowPercent,
 * redPercent}}: 1–50 items when given; at least one of the two ('参数错误: items 不能为空').
 */
export const warningSettingsParams = z
  .object({
    items: wire<z.input<typeof settingItem>[] | null>()
      .transform((v, ctx): unknown[] | undefined => {
        if (v === undefined || v === null) return undefined;
        if (!Array.isArray(v) || v.length === 0 || v.length > 50) {
          ctx.addIssue({ code: 'custom', message: '参数错误: items 格式不正确' });
          return z.NEVER;
        }
        return v;
      })
      .pipe(z.array(settingItem).optional())
      .optional(),
    tiers: wire<z.input<ReturnType<typeof tiers>> | null>()
      .transform((v): unknown => (v === null ? undefined : v))
      .pipe(tiers().optional())
      .optional(),
  })
  .superRefine((p, ctx) => {
    if (p.items === undefined && p.tiers === undefined) ctx.addIssue({ code: 'custom', path: ['items'], message: '参数错误: items 不能为空' });
  });
export type WarningSettingsParams = z.output<typeof warningSettingsParams>;

/** GET /analysis/reach/rate {groupBy: 'college' | 'grade'} (default 'college'). */
export const reachRateParams = z.object({
  groupBy: optionalText({ max: 10 })
    .refine((v) => v === undefined || v === 'college' || v === 'grade', { message: MALFORMED })
    .transform((v) => (v ?? 'college') as 'college' | 'grade'),
});
