/**
 * The result-code table of the school API protocol (DESIGN.md §2, spec §7–§9).
 * Every reply's `code` is one of these; `zh`/`en` are the default messages.
 */
export const ResultCode = {
  OK: 0,
  REDIRECT: 900,
  SESSION_INVALID: 10001,
  BAD_PARAMS: 10002,
  NO_PERMISSION: 10003,
  SCHOOL_UNKNOWN: 10007,
  /** Issue 14: a rate limit of the sign-in and password endpoints was reached (as HTTP 429). */
  TOO_FREQUENT: 10029,
  BAD_CREDENTIALS: 20002,
  BAD_CAPTCHA: 20003,
  ACCOUNT_LOCKED: 20004,
  SERVER_FAULT: 50000,
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

export const resultMessages: Record<ResultCodeValue, { zh: string; en: string }> = {
  0: { zh: '操作成功', en: 'Success' },
  900: { zh: '请跳转到指定地址', en: 'Redirect to the given address' },
  10001: { zh: '登录已失效,请重新登录', en: 'Session expired, please sign in again' },
  10002: { zh: '参数错误', en: 'Invalid parameters' },
  10003: { zh: '暂无权限！', en: 'No permission!' },
  10007: { zh: '学校不存在或未开通', en: 'School unknown or not opened' },
  10029: { zh: '操作过于频繁,请稍后再试', en: 'Too many requests, please try again later' },
  20002: { zh: '账号或密码错误', en: 'Wrong account or password' },
  20003: { zh: '验证码错误或已过期', en: 'Captcha wrong or expired' },
  20004: { zh: '账号已锁定', en: 'Account locked' },
  50000: { zh: '服务器内部错误', en: 'Internal server error' },
};

/** Codes the shared client treats as success (spec §7, §9). */
export const SUCCESS_CODES: readonly number[] = [ResultCode.OK, ResultCode.REDIRECT];

export function isSuccessCode(code: number): boolean {
  return SUCCESS_CODES.includes(code);
}
