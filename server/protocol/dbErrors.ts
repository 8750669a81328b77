/**
 * Database constraint violations as replies (DESIGN.md §2). A constraint is the last word on rules a
 * pre-check can only approximate under concurrency (two requests both pass the check, the database
 * keeps one): a route lists the constraints its writes may break, and the protocol layer turns a
 * violation of one of them into 10002 naming the field instead of 50000. Violations of constraints a
 * route did not list stay server faults, logged with the request id.
 */
import { badParams, type ApiError } from './errors.js';

/** SQLSTATE classes of integrity violations caused by the request's data. */
export const SQLSTATE = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

const INTEGRITY = new Set<string>(Object.values(SQLSTATE));

/**
 * What a constraint's violation tells the caller: with `field`, 10002 '参数错误: <field> <message>'
 * (the web form puts it under that field); without, 10002 with `message` alone.
 */
export interface ConstraintMessage {
  field?: string;
  message: string;
}

/** Constraint name (as in the migration) → its message. */
export type ConstraintMessages = Readonly<Record<string, ConstraintMessage>>;

/** SQLSTATE and constraint name of a driver error (`pg` and PGlite both expose `code` and `constraint`). */
export function constraintViolation(e: unknown): { code: string; constraint: string } | null {
  if (typeof e !== 'object' || e === null) return null;
  const { code, constraint } = e as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string' || !INTEGRITY.has(code) || typeof constraint !== 'string') return null;
  return { code, constraint };
}

/** The 10002 a listed constraint's violation becomes, or null when `e` is anything else. */
export function constraintError(e: unknown, messages: ConstraintMessages | undefined): ApiError | null {
  const v = messages ? constraintViolation(e) : null;
  const m = v ? messages![v.constraint] : undefined;
  if (!m) return null;
  return badParams(m.field ? `参数错误: ${m.field} ${m.message}` : m.message);
}

/**
 * The generic 10002 text of a data exception: the database refused a value of the request, and
 * which parameter held it is not known here (the schemas name the field for every case they catch).
 */
export const DATA_EXCEPTION_MESSAGE = '参数错误: 参数值超出范围或格式不正确';

/**
 * The SQLSTATE of a PostgreSQL data exception (class 22: 22P02 invalid text, 22003 out of range,
 * 22001 too long, 22007/22008 bad date or time, 22021 NUL byte ...), or null for any other error.
 * Issue 14: the last line of defence behind the parameter schemas, which bound every value first.
 */
export function dataExceptionCode(e: unknown): string | null {
  if (typeof e !== 'object' || e === null) return null;
  const { code } = e as { code?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) ? code : null;
}
