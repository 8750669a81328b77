/**
 * Password hashing with argon2id (DESIGN.md §5) and the server-side texts of the password rules of
 * spec §5 (common/validators/password.ts returns i18n keys; the server replies the zh-CN wording).
 */
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost: about 30–50 ms per hash. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password or an unreadable hash; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real verification when the account does not exist, so the reply time
 * does not tell which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** zh-CN texts of the rule keys of common/validators/password.ts (spec §5, word for word). */
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
