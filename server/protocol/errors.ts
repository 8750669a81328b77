/**
 * Errors a handler throws to reply with a result code (DESIGN.md §2). Anything else thrown becomes
 * 50000 with a request id.
 */
import { ResultCode, resultMessages, type ResultCodeValue } from '../../common/codes.js';

export class ApiError extends Error {
  readonly code: ResultCodeValue;
  readonly data: unknown;
  constructor(code: ResultCodeValue, msg?: string, data: unknown = null) {
    // An answer, not a fault: no stack trace (capturing one costs more than a refusal's whole
    // work, e.g. '报名人数已满' thousands of times in an enrollment rush).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(msg ?? resultMessages[code].zh);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.data = data;
  }
}

/** 10002 with the given message (a spec text, or '参数错误: <field> ...'). */
export const badParams = (msg: string) => new ApiError(ResultCode.BAD_PARAMS, msg);
/** 10002 naming the field: '参数错误: <field> <text>' (the web form puts it under that field). */
export const fieldError = (field: string, textZh: string) => badParams(`参数错误: ${field} ${textZh}`);
export const sessionInvalid = () => new ApiError(ResultCode.SESSION_INVALID);
export const noPermission = (msg?: string) => new ApiError(ResultCode.NO_PERMISSION, msg);
export const schoolUnknown = () => new ApiError(ResultCode.SCHOOL_UNKNOWN);

/** Joins counted reasons the Chinese way: 'a' · 'a和b' · 'a、b和c'. */
export function joinReasons(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join('、')}和 ${parts[parts.length - 1]}`;
}

/**
 * The refusal of a delete that still has dependants, or null when nothing depends on it.
 * @example refusal('该院系', [[12, '名学生'], [3, '个专业']]) → '该院系下仍有 12 名学生和 3 个专业,无法删除'
 */
export function refusal(subject: string, counts: [number, string][]): string | null {
  const parts = counts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`);
  return parts.length ? `${subject}下仍有 ${joinReasons(parts)},无法删除` : null;
}
