/** Turns a zod failure into the 10002 message (DESIGN.md §2: "the message names the field"). */
import type { z } from 'zod';
import { MALFORMED, REQUIRED } from '../../common/schemas/fields.js';

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

/** A key as a field name: a NUL inside it shown as '\u0000' (a log or a form cannot show it raw). */
const showKey = (key: string) => key.replace(/\u0000/g, '\\u0000');

/** A node of the walk: its value and how it was reached (the path is built only when needed). */
interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
}

/** Longest field path a message shows; a deeper one is cut with '…'. */
const PATH_SHOWN_MAX = 100;

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n && n.key !== null; n = n.parent) keys.push(n.key);
  const path = keys.reverse().join('.');
  const shown = showKey(path.length > PATH_SHOWN_MAX ? path.slice(0, PATH_SHOWN_MAX) : path);
  return path.length > PATH_SHOWN_MAX ? `${shown}…` : shown || 'params';
}

/**
 * The dotted path of the first string or key in `params` that contains NUL (U+0000), or null.
 * PostgreSQL's text refuses NUL (SQLSTATE 22021), so issue 14 refuses it here for every route,
 * before any schema runs. Walks with its own stack and parent links, so a deeply nested body costs
 * linear time and cannot overflow the call stack.
 */
export function nulPath(params: unknown): string | null {
  const stack: Node[] = [{ value: params, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(node);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childNode: Node = { value: child, key, parent: node };
        if (key.includes('\u0000')) return pathOf(childNode);
        stack.push(childNode);
      }
    }
  }
  return null;
}

/** The 10002 text of a NUL character at `field`: the house text of a malformed field (as the schemas that refused NUL before). */
export const nulMessage = (field: string) => `参数错误: ${field} 格式不正确`;
