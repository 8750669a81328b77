/**
 * Password hashing with argon2id (DESIGN.md §5). The zh-CN texts of the password rules of spec §5
 * (passwordRuleMessage) live beside the rules in common/validators/password.ts.
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
