/**
 * Parameter field builders for endpoint schemas. Deployed clients send numbers as strings and
 * unset filters as '' or null, so optional fields read '' / null as absent and numbers are coerced.
 *
 * A failing field yields 10002 '参数错误: <field> 不能为空' or '参数错误: <field> 格式不正确';
 * a builder given a message replies that message instead (spec §5 texts).
 */
import { z } from 'zod';

/** Marker message turned into '参数错误: <field> 不能为空' by the formatter. */
export const REQUIRED = '__required__';
/** Marker message turned into '参数错误: <field> 格式不正确'. */
export const MALFORMED = '__malformed__';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A required string, trimmed unless `raw`; `message` replaces the generic 'required' text. */
export function text(opts: { message?: string; max?: number; raw?: boolean } = {}) {
  return z.unknown().transform((v, ctx): string => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: opts.message ?? REQUIRED });
      return z.NEVER;
    }
    if (typeof v !== 'string' && typeof v !== 'number') {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    const s = opts.raw ? String(v) : String(v).trim();
    if (opts.max !== undefined && s.length > opts.max) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return s;
  });
}

/**
 * An optional string: '' / null / absent → undefined. Optional builders end in `.optional()` so a
 * missing key is not a zod 'nonoptional' failure.
 */
export function optionalText(opts: { max?: number } = {}) {
  return z.unknown().transform((v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    if (typeof v !== 'string' && typeof v !== 'number') {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    const s = String(v).trim();
    if (opts.max !== undefined && s.length > opts.max) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return s;
  }).optional();
}

function toInt(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** A required integer (number or digit string). */
export function int(opts: { message?: string; min?: number; max?: number } = {}) {
  return z.unknown().transform((v, ctx): number => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: opts.message ?? REQUIRED });
      return z.NEVER;
    }
    const n = toInt(v);
    if (n === null || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return n;
  });
}

/** An optional integer: '' / null / absent → undefined. */
export function optionalInt(opts: { min?: number; max?: number } = {}) {
  return z.unknown().transform((v, ctx): number | undefined => {
    if (isBlank(v)) return undefined;
    const n = toInt(v);
    if (n === null || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return n;
  }).optional();
}

/** An optional decimal number (hours, scores): '' / null / absent → undefined. */
export function optionalDecimal() {
  return z.unknown().transform((v, ctx): string | undefined => {
    if (isBlank(v)) return undefined;
    const s = String(v).trim();
    if (!/^-?\d{1,9}(\.\d{1,4})?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return s;
  }).optional();
}

/** The params object of an endpoint that takes none: any object is accepted and ignored. */
export const noParams = z.object({});
