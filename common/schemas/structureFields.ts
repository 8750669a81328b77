/**
 * Field builders for "patch" params of the structure and organisation endpoints: a key that is
 * absent leaves the stored value unchanged; a key sent as '' / null (or 0 for an id) clears it.
 * Failures are the protocol's 10002 messages ('参数错误: <field> 格式不正确').
 * Routes: (builders only) the patch params of common/schemas/structure.ts and organizations.ts.
 */
import { z } from 'zod';
import { INT4_MAX, MALFORMED, REQUIRED, text, toInt, wire, wireJson, type WireFlag, type WireScalar } from './fields.js';

const isBlank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

/** An id that may be cleared: absent → undefined (unchanged); '' / null / 0 → null; else a positive int4. */
export function clearableId() {
  return z
    .unknown()
    .transform((v, ctx): number | null => {
      if (isBlank(v)) return null;
      const n = toInt(v);
      if (n === null || n < 0 || n > INT4_MAX) {
        ctx.addIssue({ code: 'custom', message: MALFORMED });
        return z.NEVER;
      }
      return n === 0 ? null : n;
    })
    .optional()
    .meta({ ...wireJson.int({ min: 0 }, true), description: "'', null or 0 clears it; absent leaves it unchanged" });
}

/** A text that may be cleared: absent → undefined (unchanged); '' / null → null; else trimmed, at most `max`. */
export function clearableText(max: number) {
  return z
    .unknown()
    .transform((v, ctx): string | null => {
      if (isBlank(v)) return null;
      if (typeof v !== 'string' && typeof v !== 'number') {
        ctx.addIssue({ code: 'custom', message: MALFORMED });
        return z.NEVER;
      }
      const s = String(v).trim();
      if (s.length > max) {
        ctx.addIssue({ code: 'custom', message: MALFORMED });
        return z.NEVER;
      }
      return s;
    })
    .optional()
    .meta({ ...wireJson.text(max, true), description: "'' or null clears it; absent leaves it unchanged" });
}

/** A required name (at most 50 characters). */
export const nameField = () => text({ max: 50 });
/** A name on update: absent means unchanged, but a blank one is still refused. */
export const patchName = () => text({ max: 50 }).optional();

/** An optional order number (0..99999): absent / blank → undefined. */
export function orderField() {
  return z
    .unknown()
    .transform((v, ctx): number | undefined => {
      if (v === undefined || isBlank(v)) return undefined;
      const n = toInt(v);
      if (n === null || n < 0 || n > 99_999) {
        ctx.addIssue({ code: 'custom', message: MALFORMED });
        return z.NEVER;
      }
      return n;
    })
    .optional()
    .meta(wireJson.int({ min: 0, max: 99_999 }, true));
}

/** An entry year such as '2021' (1950–2100), given as text or number. */
export function gradeField() {
  return wire<WireScalar>({ type: ['string', 'integer'], pattern: '^\\d{4}$', minimum: 1950, maximum: 2100 }).transform((v, ctx): string => {
    if (v === undefined || isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    const s = String(v).trim();
    if (!/^\d{4}$/.test(s) || Number(s) < 1950 || Number(s) > 2100) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return s;
  });
}

/** A boolean sent as true/false, 1/0 or their strings. */
export function flag() {
  return wire<WireFlag>(wireJson.flag).transform((v, ctx): boolean => {
    if (v === true || v === 1 || v === '1' || v === 'true') return true;
    if (v === false || v === 0 || v === '0' || v === 'false') return false;
    ctx.addIssue({ code: 'custom', message: v === undefined || isBlank(v) ? REQUIRED : MALFORMED });
    return z.NEVER;
  });
}
