/**
 * Password sign-in (spec §2 login, §7 GET /token and POST /login; DESIGN.md §5; issue 14). The
 * checks run in the order: school (10007), captcha (20003, used up by every attempt), lock-out of
 * this client (20004), the captcha step-up of an account under attack (20003 STEP_UP_MESSAGE),
 * account and password (20002; the 5th failure from one client in 30 minutes locks that client
 * out of the account → 20004). Rate limits (10029) are checked by the route before all of these.
 */
import { ResultCode } from '../../../common/codes.js';
import type { LoginResult } from '../../../common/api.js';
import { consumeCaptcha, markStepUp } from '../../auth/captcha.js';
import { clearFailures, lockedMessage, lockedUntil, minutesLeft, needsStepUp, recordFailure, type Attempter } from '../../auth/lockout.js';
import { verifyAgainstDummy, verifyPassword } from '../../auth/passwords.js';
import { roleNames } from '../../auth/permissions.js';
import { createSession, type Session } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, schoolUnknown } from '../../protocol/errors.js';
import { formatDateTime } from '../../../common/time.js';
import { findOpenSchool } from '../schools/repository.js';
import type { TokenParams } from '../../../common/schemas/session.js';
import type { Db, Trx } from '../../db/db.js';
import * as repo from './repository.js';

/** Student statuses that may not sign in: 5 disabled, 6 deleted (spec §3). */
const BLOCKED_STUDENT_STATUSES = [5, 6];
export const DISABLED_MESSAGE = '账号已被禁用,请联系管理员';
/** 20003 when an account under attack is tried with an ordinary captcha; the next captcha is strong. */
export const STEP_UP_MESSAGE = '该账号近期登录失败次数较多,请输入新的验证码';

/** True when the account may not sign in (DISABLED_MESSAGE): a disabled user, or a student disabled or deleted. Also single sign-on (issue 16). */
export function isBlockedAccount(user: { status: number; studentStatus: number | null }): boolean {
  return user.status !== 1 || BLOCKED_STUDENT_STATUSES.includes(user.studentStatus ?? -1);
}

/** Who is signing in: the caller's address, and the per-account rate limit to count once the captcha is right. */
export interface SignInAttempt {
  /** auth/throttle.ts clientOf: wrong passwords lock out this client only. */
  client: string;
  /** Throws 10029 when the account's attempts are too frequent (auth/throttle.ts throttleAccount). */
  throttleAccount?: () => Promise<void>;
}

/** GET /token → {access_token}: a new session token for a correct account and password. */
export async function signIn(deps: AppDeps, p: TokenParams, attempt: SignInAttempt, now = new Date()): Promise<{ access_token: string }> {
  const { db } = deps;
  const { client } = attempt;
  const school = await findOpenSchool(db, p.schoolId);
  if (!school) throw schoolUnknown();
  const captcha = await consumeCaptcha(db, p.uuid, p.captcha, deps.config.captchaTestCode, now);
  if (!captcha.ok) throw new ApiError(ResultCode.BAD_CAPTCHA);
  await attempt.throttleAccount?.();
  const who: Attempter = { schoolId: school.id, username: p.username, client };
  const until = await lockedUntil(db, who, now);
  if (until) throw new ApiError(ResultCode.ACCOUNT_LOCKED, lockedMessage(minutesLeft(until, now)));
  if (!captcha.strong && (await needsStepUp(db, school.id, p.username, now))) {
    await markStepUp(db, p.uuid);
    throw new ApiError(ResultCode.BAD_CAPTCHA, STEP_UP_MESSAGE);
  }

  const user = await repo.findSignInAccount(db, school.id, p.username);
  const ok = user ? await verifyPassword(user.passwordHash, p.password) : await verifyAgainstDummy(p.password);
  if (!user || !ok) {
    const locked = await recordFailure(db, who, now);
    // This failure may have put the account under attack: the client's next captchas are strong.
    if (!captcha.strong && (await needsStepUp(db, school.id, p.username, now))) await markStepUp(db, p.uuid);
    if (locked) throw new ApiError(ResultCode.ACCOUNT_LOCKED, lockedMessage(minutesLeft(locked, now)));
    throw new ApiError(ResultCode.BAD_CREDENTIALS);
  }
  if (isBlockedAccount(user)) throw new ApiError(ResultCode.BAD_CREDENTIALS, DISABLED_MESSAGE);
  await clearFailures(db, school.id, p.username, client);
  return { access_token: await createSession(db, user, now) };
}

/**
 * POST /login → LoginResult (spec §3): the signed-in user's profile, modL included for every account
 * (0: the server refuses all but the password change, issue 14). The first call of a session records
 * the sign-in time; lastLoginTime is the sign-in before this one ('YYYY-MM-DD HH:mm:ss', CST).
 */
export async function loginProfile(db: Trx, session: Session, token: string, now = new Date()): Promise<LoginResult> {
  const user = await repo.findLoginProfile(db, session.schoolId, session.userId);
  const previous = await recordSignIn(db, session.schoolId, session.id, user.id, user.lastLoginTime, now);
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
    roleName: await roleNames(db, session.schoolId, user.id),
    lastLoginTime: formatDateTime(previous),
    decimalPlaces: user.decimalPlaces,
    schoolCity: user.schoolCity,
  };
  // modL 0: the initial password must be changed first — students and, since issue 14, staff.
  result.modL = user.modL === 1 ? 1 : 0;
  return result;
}

/** Marks the session signed in once; returns the user's previous sign-in time. */
async function recordSignIn(db: Db, schoolId: number, sessionId: number, userId: number, lastLoginTime: Date | null, now: Date): Promise<Date | null> {
  if (await repo.markSignedIn(db, schoolId, sessionId, userId, lastLoginTime, now)) return lastLoginTime;
  return repo.findPreviousLogin(db, schoolId, sessionId);
}
