/**
 * Lock-out (DESIGN.md §5, issue 14 defect 7). Wrong passwords are counted per (school, username,
 * client address), whether or not the account exists: 5 from one client within 30 minutes lock that
 * client out of that account for 30 minutes after the last of them (→ 20004); other clients are not
 * locked, so nobody can lock an account out from everywhere by guessing its name.
 *
 * An account that sees STEP_UP_FAILURES wrong passwords from all clients together within 30 minutes
 * is under attack and needs a captcha step-up instead of a lock: its sign-ins must carry a strong
 * captcha (captcha.ts), see session/service.ts. A successful sign-in forgets that client's failures;
 * a password change or reset forgets all of the account's.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { schoolRows } from '../db/tenant.js';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 30;
/** Failures of one account from all clients within LOCK_MINUTES that call for the captcha step-up. */
export const STEP_UP_FAILURES = 10;
const WINDOW_MS = LOCK_MINUTES * 60_000;

/** The 20004 text with the minutes left, e.g. '密码错误次数过多,账号已锁定,请30分钟后再试'. */
export function lockedMessage(minutesLeft: number): string {
  return `密码错误次数过多,账号已锁定,请${minutesLeft}分钟后再试`;
}

/** Whole minutes until `lockedUntil`, rounded up, at least 1. */
export function minutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

/** One account as seen from one client. */
export interface Attempter {
  schoolId: number;
  username: string;
  /** The client address (throttle.ts clientOf). */
  client: string;
}

/** The time this client stays locked out of the account until, or null when it is not. */
export async function lockedUntil(db: Kysely<Database>, who: Attempter, now = new Date()): Promise<Date | null> {
  const row = await db
    .selectFrom('signInFailures')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('at').as('last')])
    .where('schoolId', '=', who.schoolId)
    .where('username', '=', who.username)
    .where('client', '=', who.client)
    .where('at', '>', new Date(now.getTime() - WINDOW_MS))
    .executeTakeFirst();
  if (!row || Number(row.count) < MAX_FAILURES || !row.last) return null;
  const until = new Date(new Date(row.last).getTime() + WINDOW_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/** True when the account saw STEP_UP_FAILURES wrong passwords from all clients in the last 30 minutes. */
export async function needsStepUp(db: Kysely<Database>, schoolId: number, username: string, now = new Date()): Promise<boolean> {
  const row = await schoolRows(db, 'signInFailures', schoolId, { username })
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('at', '>', new Date(now.getTime() - WINDOW_MS))
    .executeTakeFirst();
  return Number(row?.count ?? 0) >= STEP_UP_FAILURES;
}

/** Records a wrong password; returns the lock end when this failure locked the client out. */
export async function recordFailure(db: Kysely<Database>, who: Attempter, now = new Date()): Promise<Date | null> {
  await db.insertInto('signInFailures').values({ schoolId: who.schoolId, username: who.username, client: who.client, at: now }).execute();
  return lockedUntil(db, who, now);
}

/** Forgets the account's failures: from one client (successful sign-in), or from all (password change, reset). */
export async function clearFailures(db: Kysely<Database>, schoolId: number, username: string, client?: string): Promise<void> {
  await db
    .deleteFrom('signInFailures')
    .where('schoolId', '=', schoolId)
    .where('username', '=', username)
    .$if(client !== undefined, (q) => q.where('client', '=', client!))
    .execute();
}
