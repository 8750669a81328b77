/**
 * Password sign-in (spec §2 login, §7 GET /token and POST /login; DESIGN.md §5). The checks run in
 * the order: school (10007), captcha (20003, used up by every attempt), lock-out (20004),
 * account and password (20002; the 5th failure in 30 minutes locks the account → 20004).
 */
import type { Kysely } from 'kysely';
import { ResultCode } from '../../../common/codes.js';
import type { LoginResult } from '../../../common/api.js';
import { consumeCaptcha } from '../../auth/captcha.js';
import { clearFailures, lockedMessage, lockedUntil, minutesLeft, recordFailure } from '../../auth/lockout.js';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords.js';
import { roleNames } from '../../auth/permissions.js';
import { createSession, type Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, schoolUnknown } from '../../protocol/errors.js';
import { formatDateTime } from '../../util/time.js';
import { findOpenSchool } from '../schools/service.js';
import type { TokenParams } from './schema.js';

/** Student statuses that may not sign in: 5 disabled, 6 deleted (spec §3). */
const BLOCKED_STUDENT_STATUSES = [5, 6];
export const DISABLED_MESSAGE = '账号已被禁用,请联系管理员';

/** GET /token → {access_token}: a new session token for a correct account and password. */
export async function signIn(deps: AppDeps, p: TokenParams, now = new Date()): Promise<{ access_token: string }> {
  const { db } = deps;
  const school = await findOpenSchool(db, p.schoolId);
  if (!school) throw schoolUnknown();
  if (!(await consumeCaptcha(db, p.uuid, p.captcha, deps.config.captchaTestCode, now))) throw new ApiError(ResultCode.BAD_CAPTCHA);
  const until = await lockedUntil(db, school.id, p.username, now);
  if (until) throw new ApiError(ResultCode.ACCOUNT_LOCKED, lockedMessage(minutesLeft(until, now)));

  const user = await db
    .selectFrom('users as u')
    .leftJoin('students as s', (j) => j.onRef('s.userId', '=', 'u.id').onRef('s.schoolId', '=', 'u.schoolId'))
    .select(['u.id', 'u.schoolId', 'u.passwordHash', 'u.status', 's.status as studentStatus'])
    .where('u.schoolId', '=', school.id)
    .where('u.username', '=', p.username)
    .executeTakeFirst();
  const ok = user ? await verifyPassword(user.passwordHash, p.password) : await verifyAgainstDummy(p.password);
  if (!user || !ok) {
    const locked = await recordFailure(db, school.id, p.username, now);
    if (locked) throw new ApiError(ResultCode.ACCOUNT_LOCKED, lockedMessage(minutesLeft(locked, now)));
    throw new ApiError(ResultCode.BAD_CREDENTIALS);
  }
  if (user.status !== 1 || BLOCKED_STUDENT_STATUSES.includes(user.studentStatus ?? -1))
    throw new ApiError(ResultCode.BAD_CREDENTIALS, DISABLED_MESSAGE);
  await clearFailures(db, school.id, p.username);
  return { access_token: await createSession(db, user, now) };
}

/**
 * POST /login → LoginResult (spec §3): the signed-in user's profile. The first call of a session
 * records the sign-in time; lastLoginTime is the sign-in before this one ('YYYY-MM-DD HH:mm:ss', CST).
 */
export async function loginProfile(deps: AppDeps, session: Session, token: string, now = new Date()): Promise<LoginResult> {
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users as u')
      .innerJoin('schools as sc', 'sc.id', 'u.schoolId')
      .leftJoin('students as s', (j) => j.onRef('s.userId', '=', 'u.id').onRef('s.schoolId', '=', 'u.schoolId'))
      .select([
        'u.id', 'u.username', 'u.name', 'u.identity', 'u.isAdmin', 'u.modL', 'u.avatar', 'u.lastLoginTime', 's.code',
        'sc.id as schoolId', 'sc.name as schoolName', 'sc.logo', 'sc.hoursUnit', 'sc.waysConvert', 'sc.compulsoryName',
        'sc.electiveName', 'sc.isOpenHonorJoinNumber', 'sc.decimalPlaces',
      ])
      .where('u.id', '=', session.userId)
      .where('u.schoolId', '=', session.schoolId)
      .executeTakeFirstOrThrow();
    const previous = await recordSignIn(trx, session.id, user.id, user.lastLoginTime, now);
    const result: LoginResult = {
      access_token: token,
      isAdmin: user.isAdmin === 1 ? 1 : 0,
      name: user.name,
      identity: user.identity,
      code: user.code ?? user.username,
      isOpenHonorJoinNumber: user.isOpenHonorJoinNumber === 1 ? 1 : 0,
      schoolId: user.schoolId,
      schoolLogo: user.logo,
      avatar: user.avatar,
      operatorId: user.id,
      compulsoryName: user.compulsoryName,
      electiveName: user.electiveName,
      hoursUnit: user.hoursUnit,
      schoolName: user.schoolName,
      waysConvert: user.waysConvert,
      roleName: await roleNames(trx, session.schoolId, user.id),
      lastLoginTime: formatDateTime(previous),
      decimalPlaces: user.decimalPlaces,
    };
    if (user.identity === 2) result.modL = user.modL === 1 ? 1 : 0;
    return result;
  });
}

/** Marks the session signed in once; returns the user's previous sign-in time. */
async function recordSignIn(
  trx: Kysely<Database>,
  sessionId: number,
  userId: number,
  lastLoginTime: Date | null,
  now: Date,
): Promise<Date | null> {
  const first = await trx
    .updateTable('sessions')
    .set({ loginAt: now, previousLoginAt: lastLoginTime })
    .where('id', '=', sessionId)
    .where('loginAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (first) {
    await trx.updateTable('users').set({ lastLoginTime: now }).where('id', '=', userId).execute();
    return lastLoginTime;
  }
  const row = await trx.selectFrom('sessions').select('previousLoginAt').where('id', '=', sessionId).executeTakeFirstOrThrow();
  return row.previousLoginAt;
}
