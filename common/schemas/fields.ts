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
import { parseWireTime } from '../time.js';

/** Marker message turned into '参数错误: <field> 不能为空' by the formatter. */
export const REQUIRED = '__required__';
/** Marker message turned into '参数错误: <field> 格式不正确'. */
export const MALFORMED = '__malformed__';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The start of a builder: `z.input` reads `In`, what a client may send without a 10002, so wire
 * types derive from the schemas (z.input) and cannot drift from the checks. Every value still
 * reaches the builder's transform as `unknown` (a deployed client may send anything), which
 * replies the field's message for a wrong one. `json` is what the OpenAPI document shows for the
 * field (WireJson).
 */
export function wire<In>(json?: WireJson): z.ZodType<unknown, In> {
  return json ? z.custom<In>().meta(json) : z.custom<In>();
}

/**
 * A JSON Schema (draft 2020-12) fragment saying what a field accepts on the wire. Builders attach
 * it with zod's `.meta()`, so the OpenAPI document (server/protocol/openapi.ts, issue 17) shows it
 * where `z.toJSONSchema` alone would show `{}` for a custom field; validation never reads it. A
 * keyword bounds only values of its type: `maxLength` a string, `minimum` a number.
 */
export type WireJson = Record<string, unknown>;

/** A scalar field as deployed clients send it: a number may arrive as a digit string and the reverse. */
export type WireScalar = string | number;
/** A list of ids as the wire carries it: [3, 5], ['3', '5'], '3,5' or 3. */
export type WireIds = WireScalar[] | WireScalar;
/** A flag as the wire carries it. */
export type WireFlag = boolean | 0 | 1 | '0' | '1' | 'true' | 'false';

/** The wire types as JSON Schema fragments; `optional` adds null (and absent, '' mean unset). */
export const wireJson = {
  optionalScalar: { type: ['string', 'number', 'null'] },
  ids: { anyOf: [{ type: 'array', items: { type: ['integer', 'string'] } }, { type: ['integer', 'string'] }], examples: [[3, 5], '3,5'] },
  flag: { enum: [true, false, 0, 1, '0', '1', 'true', 'false'] },
  optionalFlag: { enum: [true, false, 0, 1, '0', '1', 'true', 'false', '', null] },
  /** An integer: a number or its digit string, within [min, max] (PostgreSQL integer unless given). */
  int: (opts: { min?: number; max?: number } = {}, optional = false): WireJson => ({
    type: optional ? ['integer', 'string', 'null'] : ['integer', 'string'],
    format: 'int32',
    ...(opts.min !== undefined && { minimum: opts.min }),
    ...(opts.max !== undefined && { maximum: opts.max }),
  }),
  /** A text of at most `max` characters (a number is read as its digits); a required one is not blank. */
  text: (max: number | undefined, optional = false): WireJson => ({
    type: optional ? ['string', 'number', 'null'] : ['string', 'number'],
    ...(!optional && { minLength: 1 }),
    ...(max !== undefined && { maxLength: max }),
  }),
  /** One of `values`; optional adds '' and null (unset). */
  oneOf: (values: readonly unknown[], optional = false): WireJson => ({ enum: optional ? [...values, '', null] : [...values] }),
  /** A time 'YYYY-MM-DD HH:mm' (China time) as the wire carries it. */
  time: { type: 'string', examples: ['2026-03-01 08:30'] },
} satisfies Record<string, WireJson | ((...args: never[]) => WireJson)>;

/** A required string, trimmed unless `raw`; `message` replaces the generic 'required' text. */
export function text(opts: { message?: string; max?: number; raw?: boolean } = {}) {
  return wire<WireScalar>(wireJson.text(opts.max)).transform((v, ctx): string => {
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
  }).meta({ maxLength: max });
}

/** An optional string (as `optionalText`), '' when absent, of at most `max` characters, else the issue `${label}不能超过${max}个字`. */
export function limitedOptionalText(label: string, max: number) {
  return optionalText().transform((v, ctx) => {
    if ((v ?? '').length > max) ctx.addIssue({ code: 'custom', message: `${label}不能超过${max}个字` });
    return v ?? '';
  }).meta({ maxLength: max });
}

/**
 * An optional string: '' / null / absent → undefined. Optional builders end in `.optional()` so a
 * missing key is not a zod 'nonoptional' failure.
 */
export function optionalText(opts: { max?: number } = {}) {
  return wire<WireScalar | null>(wireJson.text(opts.max, true)).transform((v, ctx): string | undefined => {
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
  return wire<WireScalar>(wireJson.int(opts)).transform((v, ctx): number => {
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

/** An optional integer: '' / null / absent → undefined; bounded as int(); `json` adds to its WireJson. */
export function optionalInt(opts: { min?: number; max?: number; json?: WireJson } = {}) {
  return wire<WireScalar | null>({ ...wireJson.int(opts, true), ...opts.json }).transform((v, ctx): number | undefined => {
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

/**
 * 1..max positive ids as [1, 2], ['1', '2'], '1,2' or 1, duplicates dropped: none → `message`,
 * too many or not ids → '参数错误: <field> 格式不正确'.
 */
export function idSelection(field: string, message: string, max: number) {
  return wire<WireIds>({ ...wireJson.ids, description: `1–${max} ids` }).transform((v, ctx): number[] => {
    const parts = Array.isArray(v) ? v.map(String) : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : [];
    const ids = parts.map((s) => s.trim()).filter((s) => s !== '');
    if (ids.length === 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (ids.length > max || !ids.every((s) => /^\d{1,9}$/.test(s) && Number(s) > 0)) {
      ctx.addIssue({ code: 'custom', message: `参数错误: ${field} 格式不正确` });
      return z.NEVER;
    }
    return [...new Set(ids.map(Number))];
  });
}

/** An optional 'YYYY-MM-DD' day (list filters), else '参数错误: <field> 日期格式应为 yyyy-MM-dd'. */
export function optionalDay(field: string) {
  return optionalText({ max: 10 })
    .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(v) && parseWireTime(`${v} 00:00`) !== null), {
      message: `参数错误: ${field} 日期格式应为 yyyy-MM-dd`,
    })
    .meta({ type: ['string', 'null'], format: 'date' });
}

/** A filter's superRefine: day `from` may not be after day `to` (both optional 'YYYY-MM-DD'), else `message` on `to`. */
export function dayOrder<K extends string>(from: K, to: K, message: string) {
  return (v: Partial<Record<K, string>>, ctx: z.RefinementCtx): void => {
    const [start, end] = [v[from], v[to]];
    if (start && end && start > end) ctx.addIssue({ code: 'custom', path: [to], message });
  };
}

/** An optional decimal number (hours, scores): '' / null / absent → undefined. */
export function optionalDecimal() {
  return wire<WireScalar | null>({ ...wireJson.optionalScalar, pattern: '^-?\\d{1,9}(\\.\\d{1,4})?$', examples: ['12.5'] }).transform((v, ctx): string | undefined => {
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
/**
 * Ids of uploaded files (POST /upload/image or /upload/file replies' `id`): an array or a
 * comma-separated string, blank → []; duplicates dropped, order kept; more than `max` distinct ids
 * is the issue `tooMany` (e.g. '附件最多9个'), anything but positive int4 ids MALFORMED.
 */
export function uploadIds(max: number, tooMany: string) {
  return wire<WireScalar[] | string>({ ...wireJson.ids, description: 'ids of uploaded files' }).transform((v, ctx): number[] => {
    if (isBlank(v)) return [];
    const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',').filter((x) => x.trim() !== '') : null;
    const ids = items?.map((x) => (typeof x === 'number' ? x : typeof x === 'string' && /^\s*\d+\s*$/.test(x) ? Number(x) : NaN));
    if (!ids || ids.some((n) => !Number.isSafeInteger(n) || n < 1 || n > INT4_MAX)) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    const distinct = [...new Set(ids)];
    if (distinct.length > max) {
      ctx.addIssue({ code: 'custom', message: tooMany });
      return z.NEVER;
    }
    return distinct;
  });
}

export const noParams = z.object({});
