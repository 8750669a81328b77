/**
 * Lock-out (DESIGN.md §5): 5 wrong passwords for one account within 30 minutes lock it for 30
 * minutes after the last of them (→ 20004). A successful sign-in or a password reset clears them.
 * Failures are counted per (school, username) whether or not the account exists.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

export const MAX_FAILURES = 5;
export const LOCK_MINUTES = 30;
const WINDOW_MS = LOCK_MINUTES * 60_000;

/** The 20004 text with the minutes left, e.g. '密码错误次数过多,账号已锁定,请30分钟后再试'. */
export function lockedMessage(minutesLeft: number): string {
  return `密码错误次数过多,账号已锁定,请${minutesLeft}分钟后再试`;
}

/** Whole minutes until `lockedUntil`, rounded up, at least 1. */
export function minutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

/** The time the account stays locked until, or null when it is not locked. */
export async function lockedUntil(
  db: Kysely<Database>,
  schoolId: number,
  username: string,
  now = new Date(),
): Promise<Date | null> {
  const row = await db
    .selectFrom('signInFailures')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('at').as('last')])
    .where('schoolId', '=', schoolId)
    .where('username', '=', username)
    .where('at', '>', new Date(now.getTime() - WINDOW_MS))
    .executeTakeFirst();
  if (!row || Number(row.count) < MAX_FAILURES || !row.last) return null;
  const until = new Date(new Date(row.last).getTime() + WINDOW_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/** Records a wrong password; returns the lock end when this failure locked the account. */
export async function recordFailure(
  db: Kysely<Database>,
  schoolId: number,
  username: string,
  now = new Date(),
): Promise<Date | null> {
  await db.insertInto('signInFailures').values({ schoolId, username, at: now }).execute();
  return lockedUntil(db, schoolId, username, now);
}

/** Forgets the account's failures (successful sign-in, password reset). */
export async function clearFailures(db: Kysely<Database>, schoolId: number, username: string): Promise<void> {
  await db.deleteFrom('signInFailures').where('schoolId', '=', schoolId).where('username', '=', username).execute();
}
