/**
 * Password rules of spec §5. Each checker returns the first failing message key (an i18n key
 * under `auth.validation.*` whose zh-CN text is the spec's wording), or null when the password passes.
 */
export const SPECIAL_CHARS = '$@!%*#?&';
export const MIN_PASSWORD_LENGTH = 8;

/** Recovery hints, checked in this order (spec §5 "Recovery"). */
export function recoveryPasswordError(pw: string): string | null {
  if (pw.length < MIN_PASSWORD_LENGTH) return 'auth.validation.recoveryLength';
  if (!/\d/.test(pw)) return 'auth.validation.recoveryDigit';
  if (!/[a-z]/.test(pw)) return 'auth.validation.recoveryLower';
  if (!/[A-Z]/.test(pw)) return 'auth.validation.recoveryUpper';
  if (![...pw].some((c) => SPECIAL_CHARS.includes(c))) return 'auth.validation.recoverySpecial';
  return null;
}

/** Change-password rules (spec §5 "Change password"): required, ≥ 8, upper, lower, digit, special. */
export function newPasswordError(pw: string): string | null {
  if (!pw) return 'auth.validation.newPasswordRequired';
  if (pw.length < MIN_PASSWORD_LENGTH) return 'auth.validation.newPasswordLength';
  if (!/[A-Z]/.test(pw) || !/[a-z]/.test(pw) || !/\d/.test(pw) || ![...pw].some((c) => SPECIAL_CHARS.includes(c)))
    return 'auth.validation.newPasswordComplexity';
  return null;
}

/** Weak-password patterns the change-password panel warns about (spec §5). */
export function isWeakPassword(pw: string): boolean {
  if (/^\d+$/.test(pw)) return true;
  const lower = pw.toLowerCase();
  const runs = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc'];
  return runs.some((run) => {
    for (let i = 0; i + 6 <= run.length; i++) if (lower.includes(run.slice(i, i + 6))) return true;
    return false;
  }) || /1[3-9]\d{9}/.test(pw);
}

/** zh-CN texts of the rule keys of common/validators/password.ts (spec §5, word for word): what the server replies. */
export const passwordRuleMessages: Record<string, string> = {
  'auth.validation.recoveryLength': '位数必须大于8位',
  'auth.validation.recoveryDigit': '必须要有数字',
  'auth.validation.recoveryLower': '必须要有小写字母',
  'auth.validation.recoveryUpper': '必须要有大写字母',
  'auth.validation.recoverySpecial': '必须要有特殊字符',
  'auth.validation.newPasswordRequired': '请输入密码',
  'auth.validation.newPasswordLength': '输入密码长度必须大于8位',
  'auth.validation.newPasswordComplexity': '密码必须包含大写字母、小写字母、数字和特殊符号',
};

/** The text of a rule key; an unknown key falls back to a generic text rather than leaking the key. */
export function passwordRuleMessage(key: string): string {
  return passwordRuleMessages[key] ?? '密码不符合要求';
}
