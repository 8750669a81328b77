/**
 * Parameter field builders for endpoint schemas. Deployed clients send numbers as strings and
 * unset filters as '' or null, so optional fields read '' / null as absent and numbers are coerced.
 * Every value is bounded (issue 14): integers to PostgreSQL's integer unless a builder names its
 * own range, dates to real calendar days of years 1–9999. NUL characters are refused for every
 * string of params before any schema runs (server/protocol/validation.ts nulPath).
 *
 * A failing field yields 10002 '参数错误: <field> 不能为空' or '参数错误: <field> 格式不正确';
 * a builder given a message replies that message instead (spec §5 texts).
 * Routes: (builders only) every schema of common/schemas.
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

/** A required string (as `text`) of at most `max` characters, else the issue `${label}不能超过${max}个字`. */
export function limitedText(label: string, max: number, opts: { message?: string } = {}) {
  return text(opts).transform((v, ctx) => {
    if (v.length > max) ctx.addIssue({ code: 'custom', message: `${label}不能超过${max}个字` });
    return v;
  });
}

/** An optional string (as `optionalText`), '' when absent, of at most `max` characters, else the issue `${label}不能超过${max}个字`. */
export function limitedOptionalText(label: string, max: number) {
  return optionalText().transform((v, ctx) => {
    if ((v ?? '').length > max) ctx.addIssue({ code: 'custom', message: `${label}不能超过${max}个字` });
    return v ?? '';
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

/** PostgreSQL `integer` (int4): the range of every id and count column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** An integer given as a number or a digit string, or null; safe integers only. */
export function toInt(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** `v` as an integer within [min, max] (default the int4 range), or null. */
function boundedInt(v: unknown, opts: { min?: number; max?: number }): number | null {
  const n = toInt(v);
  if (n === null || n < (opts.min ?? INT4_MIN) || n > (opts.max ?? INT4_MAX)) return null;
  return n;
}

/** A required integer (number or digit string) within [min, max], by default PostgreSQL's integer. */
export function int(opts: { message?: string; min?: number; max?: number } = {}) {
  return z.unknown().transform((v, ctx): number => {
    if (isBlank(v)) {
      ctx.addIssue({ code: 'custom', message: opts.message ?? REQUIRED });
      return z.NEVER;
    }
    const n = boundedInt(v, opts);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return n;
  });
}

/** An optional integer: '' / null / absent → undefined; bounded as int(). */
export function optionalInt(opts: { min?: number; max?: number } = {}) {
  return z.unknown().transform((v, ctx): number | undefined => {
    if (isBlank(v)) return undefined;
    const n = boundedInt(v, opts);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return n;
  }).optional();
}

/** A positive id that fits PostgreSQL's integer (1..INT4_MAX), given as a number or digit string. */
export function isIntId(v: unknown): boolean {
  const n = toInt(v);
  return n !== null && n >= 1 && n <= INT4_MAX;
}

/** Years a date may carry: PostgreSQL has no year 0, and 'YYYY' allows no more than 9999. */
export const DATE_YEAR_MIN = 1;
export const DATE_YEAR_MAX = 9999;

/**
 * True when `s` is 'YYYY-MM-DD' naming a real calendar day of years 1–9999 ('0000-00-00' and
 * '2026-02-30' are not).
 */
export function isCalendarDate(s: unknown): s is string {
  const m = typeof s === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(s) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < DATE_YEAR_MIN || y > DATE_YEAR_MAX || mo < 1 || mo > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one; setUTCFullYear keeps years below 100 as given.
  const last = new Date(0);
  last.setUTCFullYear(y, mo, 0);
  return d <= last.getUTCDate();
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
