/**
 * Errors a handler throws to reply with a result code (DESIGN.md §2). Anything else thrown becomes
 * 50000 with a request id.
 */
import { ResultCode, resultMessages, type ResultCodeValue } from '../../common/codes.js';

export class ApiError extends Error {
  readonly code: ResultCodeValue;
  readonly data: unknown;
  constructor(code: ResultCodeValue, msg?: string, data: unknown = null) {
    super(msg ?? resultMessages[code].zh);
    this.code = code;
    this.data = data;
  }
}

/** 10002 with the given message (a spec text, or '参数错误: <field> ...'). */
export const badParams = (msg: string) => new ApiError(ResultCode.BAD_PARAMS, msg);
export const sessionInvalid = () => new ApiError(ResultCode.SESSION_INVALID);
export const noPermission = (msg?: string) => new ApiError(ResultCode.NO_PERMISSION, msg);
export const schoolUnknown = () => new ApiError(ResultCode.SCHOOL_UNKNOWN);
