/**
 * Password change (spec §2 /changepassword, §5) and SMS password recovery (spec §2 forgot password).
 * Both store an argon2id hash, mark the initial password as changed (modL 1, an inactive student
 * becomes normal: "newly imported students must log in and change their password to activate"),
 * and revoke the user's sessions.
 */
import type { Kysely } from 'kysely';
import { ResultCode } from '../../../common/codes.js';
import { clearFailures, lockedMessage, lockedUntil, minutesLeft, recordFailure, type Attempter } from '../../auth/lockout.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeUserSessions, type Session } from '../../auth/sessions.js';
import { requestSmsCode, verifySmsCode } from '../../auth/sms-codes.js';
import type { Database } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, schoolUnknown } from '../../protocol/errors.js';
import { findOpenSchool } from '../schools/service.js';
import type { PasswordChangeParams, RecoveryParams, SmsRequestParams } from './schema.js';

export const WRONG_OLD_PASSWORD = '原密码错误';
export const WRONG_SMS_CODE = '短信验证码错误或已过期';
const DEFAULT_SIGNATURE = '第二课堂';

/** Sets a new password hash for users of one school, activates them and ends their sessions. */
async function setPassword(trx: Kysely<Database>, schoolId: number, userIds: number[], passwordHash: string, now: Date) {
  await trx.updateTable('users').set({ passwordHash, modL: 1, updatedAt: now }).where('schoolId', '=', schoolId).where('id', 'in', userIds).execute();
  await trx.updateTable('students').set({ status: 1 }).where('schoolId', '=', schoolId).where('userId', 'in', userIds).where('status', '=', 0).execute();
  for (const id of userIds) await revokeUserSessions(trx, schoolId, id, now);
}

/**
 * POST /modify/password → null. 20002 '原密码错误' when `old` is wrong. A wrong old password counts
 * as a wrong password of the account from `client` (auth/lockout.ts, issue 14): the 5th in 30 minutes
 * locks that client out of the account, here and at sign-in (20004); a change forgets them all.
 */
export async function changePassword(deps: AppDeps, session: Session, p: PasswordChangeParams, client: string, now = new Date()): Promise<null> {
  const who: Attempter = { schoolId: session.schoolId, username: session.username, client };
  const until = await lockedUntil(deps.db, who, now);
  if (until) throw new ApiError(ResultCode.ACCOUNT_LOCKED, lockedMessage(minutesLeft(until, now)));
  const user = await deps.db
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', session.userId)
    .where('schoolId', '=', session.schoolId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.passwordHash, p.old))) {
    const locked = await recordFailure(deps.db, who, now);
    if (locked) throw new ApiError(ResultCode.ACCOUNT_LOCKED, lockedMessage(minutesLeft(locked, now)));
    throw new ApiError(ResultCode.BAD_CREDENTIALS, WRONG_OLD_PASSWORD);
  }
  const passwordHash = await hashPassword(p.newPass);
  await deps.db.transaction().execute(async (trx) => {
    await setPassword(trx, session.schoolId, [session.userId], passwordHash, now);
    await clearFailures(trx, session.schoolId, session.username);
  });
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

/**
 * POST /common/modify/pwd → null: resets the password of the account(s) with this mobile in this
 * school. 10007 unknown school; 20003 '短信验证码错误或已过期' for a wrong, used or expired code.
 */
export async function recoverPassword(deps: AppDeps, p: RecoveryParams, now = new Date()): Promise<null> {
  const { db } = deps;
  const school = await findOpenSchool(db, p.schoolId);
  if (!school) throw schoolUnknown();
  const verified = await verifySmsCode(db, { mobile: p.mobile, schoolId: school.id, type: 2, code: p.code }, now);
  const users = verified
    ? await db.selectFrom('users').select(['id', 'username']).where('schoolId', '=', school.id).where('mobile', '=', p.mobile).where('status', '=', 1).execute()
    : [];
  if (users.length === 0) throw new ApiError(ResultCode.BAD_CAPTCHA, WRONG_SMS_CODE);
  const passwordHash = await hashPassword(p.password);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, school.id, users.map((u) => u.id), passwordHash, now);
    for (const u of users) await clearFailures(trx, school.id, u.username);
  });
  return null;
}
