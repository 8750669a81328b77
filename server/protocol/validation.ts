/** Turns a zod failure into the 10002 message (DESIGN.md §2: "the message names the field"). */
import type { z } from 'zod';
import { MALFORMED, REQUIRED } from './fields.js';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/**
 * The first issue as Chinese text: '参数错误: <field> 不能为空' when the field is missing or blank,
 * '参数错误: <field> 格式不正确' when it has the wrong shape, or a schema's own message (spec §5 texts).
 */
export function paramsErrorMessage(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return '参数错误';
  const field = issue.path.map(String).join('.') || 'params';
  if (issue.code === 'custom' && issue.message !== REQUIRED && issue.message !== MALFORMED) return issue.message;
  const value = valueAt(input, issue.path);
  const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (issue.message === REQUIRED || (issue.message !== MALFORMED && blank)) return `参数错误: ${field} 不能为空`;
  return `参数错误: ${field} 格式不正确`;
}
