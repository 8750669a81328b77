/**
 * Password change (spec §2 /changepassword, §5) and SMS password recovery (spec §2 forgot password).
 * Both store an argon2id hash, mark the initial password as changed (modL 1, an inactive student
 * becomes normal: "newly imported students must log in and change their password to activate"),
 * and revoke the user's sessions.
 */
import { ResultCode } from '../../../common/codes.js';
import { clearFailures, lockedMessage, lockedUntil, minutesLeft, recordFailure, type Attempter } from '../../auth/lockout.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeUserSessions, type Session } from '../../auth/sessions.js';
import { requestSmsCode, verifySmsCode } from '../../auth/sms-codes.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, schoolUnknown } from '../../protocol/errors.js';
import { findOpenSchool } from '../schools/repository.js';
import type { PasswordChangeParams, RecoveryParams, SmsRequestParams } from '../../../common/schemas/account.js';
import type { Db, Trx } from '../../db/db.js';
import * as repo from './repository.js';

export const WRONG_OLD_PASSWORD = '原密码错误';
export const WRONG_SMS_CODE = '短信验证码错误或已过期';
const DEFAULT_SIGNATURE = '第二课堂';

/** Sets a new password hash for users of one school, activates them and ends their sessions. */
async function setPassword(trx: Trx, schoolId: number, userIds: number[], passwordHash: string, now: Date) {
  await repo.storePassword(trx, schoolId, userIds, passwordHash, now);
  for (const id of userIds) await revokeUserSessions(trx, schoolId, id, now);
}

/**
 * POST /modify/password, first half → the new password's hash. 20002 '原密码错误' when `old` is
 * wrong. A wrong old password counts as a wrong password of the account from `client`
 * (auth/lockout.ts, issue 14): the 5th in 30 minutes locks that client out of the account, here and
 * at sign-in (20004). The route commits its refusals, so the recorded failure outlives this one.
 */
export async function checkPasswordChange(db: Db, session: Session, p: PasswordChangeParams, client: string, now: Date): Promise<string> {
  const who: Attempter = { schoolId: session.schoolId, username: session.username, client };
  const until = await lockedUntil(db, who, now);
  if (until) throw new ApiError(ResultCode.ACCOUNT_LOCKED, lockedMessage(minutesLeft(until, now)));
  const passwordHash = await repo.findPasswordHash(db, session.schoolId, session.userId);
  if (!(await verifyPassword(passwordHash, p.old))) {
    const locked = await recordFailure(db, who, now);
    if (locked) throw new ApiError(ResultCode.ACCOUNT_LOCKED, lockedMessage(minutesLeft(locked, now)));
    throw new ApiError(ResultCode.BAD_CREDENTIALS, WRONG_OLD_PASSWORD);
  }
  return hashPassword(p.newPass);
}

/** POST /modify/password, second half → null: stores the hash, ends the sessions and forgets the failures, in `trx`. */
export async function storePasswordChange(trx: Trx, session: Session, passwordHash: string, now: Date): Promise<null> {
  await setPassword(trx, session.schoolId, [session.userId], passwordHash, now);
  await clearFailures(trx, session.schoolId, session.username);
  return null;
}

/** POST /common/captcha/mobile → null, whether or not the mobile is bound (no account enumeration). */
export async function sendRecoveryCode(deps: AppDeps, p: SmsRequestParams, now = new Date()): Promise<null> {
  let signature = DEFAULT_SIGNATURE;
  if (p.schoolId !== undefined) {
    const school = await findOpenSchool(deps.db, p.schoolId);
    if (!school) throw schoolUnknown();
    signature = school.name;
  }
  await requestSmsCode(deps.db, deps.sms, { ...p, signature }, now);
  return null;
}

/** The accounts a verified recovery resets, and their new hash. */
export interface Recovery {
  schoolId: number;
  users: { id: number; username: string }[];
  passwordHash: string;
}

/**
 * POST /common/modify/pwd, first half: the accounts with this mobile in this school whose SMS code
 * checks out. 10007 unknown school; 20003 '短信验证码错误或已过期' for a wrong, used or expired code.
 * The route commits its refusals, so a wrong code's counted attempt and a used code stay recorded.
 */
export async function verifyRecovery(db: Db, p: RecoveryParams, now: Date): Promise<Recovery> {
  const school = await findOpenSchool(db, p.schoolId);
  if (!school) throw schoolUnknown();
  const verified = await verifySmsCode(db, { mobile: p.mobile, schoolId: school.id, type: 2, code: p.code }, now);
  const users = verified
    ? await repo.findAccountsByMobile(db, school.id, p.mobile)
    : [];
  if (users.length === 0) throw new ApiError(ResultCode.BAD_CAPTCHA, WRONG_SMS_CODE);
  return { schoolId: school.id, users, passwordHash: await hashPassword(p.password) };
}

/** POST /common/modify/pwd, second half → null: resets the password of the recovered accounts, in `trx`. */
export async function storeRecovery(trx: Trx, r: Recovery, now: Date): Promise<null> {
  await setPassword(trx, r.schoolId, r.users.map((u) => u.id), r.passwordHash, now);
  for (const u of r.users) await clearFailures(trx, r.schoolId, u.username);
  return null;
}
