/**
 * Reads a school-API refusal for a form: a 10002 message '参数错误: <field> <text>' (DESIGN.md §2,
 * "the message names the field") belongs under that field; anything else is shown as a whole.
 */
import { ApiError } from '../../dataProvider/errors';

export interface ServerError {
  /** The API field the message names, when it names one. */
  field?: string;
  text: string;
}

const FIELD_MESSAGE = /^参数错误: ([A-Za-z][\w.]*) (.+)$/s;

/** @example serverError(new ApiError(10002, '参数错误: name 已存在名为「A」的校区')) → {field: 'name', text: '已存在名为「A」的校区'} */
export function serverError(e: unknown): ServerError {
  const msg = e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e ?? '');
  const m = FIELD_MESSAGE.exec(msg);
  return m ? { field: m[1], text: m[2] } : { text: msg };
}
