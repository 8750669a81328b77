/**
 * Params of the review and to-do endpoints (issue 4).
 * Routes: /activity/audit/first/list, /activity/audit/first, /desk/needDealt/list,
 *  /wait/handle/list, /statistics/analysis/needDealt/list.
 */
import { z } from 'zod';
import { INT4_MAX, MALFORMED, optionalInt, optionalText, REQUIRED, wire, wireJson, type WireIds } from './fields.js';
import { pageFields } from './paging.js';
import { PASS_OR_REJECT } from '../review.js';
import { SOURCE_TYPE_MAX } from '../sourceTypes.js';

export const BATCH_MAX = 100;

/** 1–100 positive int4 ids, as an array (numbers or digit strings) or a comma-separated string. */
export const idList = () =>
  wire<WireIds>({ ...wireJson.ids, description: `1–${BATCH_MAX} ids` }).transform((v, ctx): number[] => {
    const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v == null ? [] : null;
    if (items === null) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    if (items.length === 0) {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    if (items.length > BATCH_MAX) {
      ctx.addIssue({ code: 'custom', message: `参数错误: ids 一次最多 ${BATCH_MAX} 项` });
      return z.NEVER;
    }
    const ids = items.map((x) => (typeof x === 'number' ? x : typeof x === 'string' && /^\s*\d+\s*$/.test(x) ? Number(x) : NaN));
    if (ids.some((n) => !Number.isSafeInteger(n) || n < 1 || n > INT4_MAX)) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return ids;
  });

export const oneOf = <T extends string>(values: readonly T[]) =>
  wire<T>(wireJson.oneOf(values)).transform((v, ctx): T => {
    if (v === undefined || v === null || v === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return v as T;
  });

export const firstAuditParams = z.object({ ids: idList(), result: oneOf(PASS_OR_REJECT), opinion: optionalText({ max: 500 }) });

export const queueParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
  scope: optionalText({ max: 4 })
    .refine((v) => v === undefined || v === 'mine' || v === 'all', { message: MALFORMED })
    .meta(wireJson.oneOf(['mine', 'all'], true)),
  /** Only activities of organisations of this nature (3: 志愿审核's volunteer activities, issue 19). */
  nature: optionalInt({ min: 1, max: 9 }),
});

export const waitHandleParams = z.object({ userId: optionalInt({ min: 1 }) });
export const needDealtParams = z.object({ ...pageFields, sourceType: optionalInt({ min: 1, max: SOURCE_TYPE_MAX }), userId: optionalInt({ min: 1 }) });
