/** The Kysely queries of password sign-in (spec §7 GET /token, POST /login): the account and the session's sign-in times. */
import type { Db } from '../../db/db.js';
import { fromSchool, sameSchool } from '../../db/tenant.js';

/** The account signing in (id, school, hash, status, and the student's status when a student), or undefined. */
export function findSignInAccount(db: Db, schoolId: number, username: string) {
  return fromSchool(db, 'users as u', schoolId)
    .leftJoin('students as s', sameSchool('s.userId', 'u.id'))
    .select(['u.id', 'u.schoolId', 'u.passwordHash', 'u.status', 's.status as studentStatus'])
    .where('u.username', '=', username)
    .executeTakeFirst();
}

/** The signed-in user's profile with their school's settings (and student number when a student); throws when absent. */
export function findLoginProfile(db: Db, schoolId: number, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('schools as sc', 'sc.id', 'u.schoolId')
    .leftJoin('students as s', sameSchool('s.userId', 'u.id'))
    .select([
      'u.id', 'u.username', 'u.name', 'u.identity', 'u.isAdmin', 'u.modL', 'u.avatar', 'u.lastLoginTime', 's.code',
      'sc.id as schoolId', 'sc.name as schoolName', 'sc.logo', 'sc.hoursUnit', 'sc.waysConvert', 'sc.compulsoryName',
      'sc.electiveName', 'sc.isOpenHonorJoinNumber', 'sc.decimalPlaces', 'sc.city as schoolCity',
    ])
    .where('u.id', '=', userId)
    .where('u.schoolId', '=', schoolId)
    .executeTakeFirstOrThrow();
}

/**
 * Marks the session signed in at `now` (keeping `previous` as its previous sign-in) when it is not
 * yet, and then sets the user's last sign-in time; true when this call did it.
 */
export async function markSignedIn(db: Db, schoolId: number, sessionId: number, userId: number, previous: Date | null, now: Date): Promise<boolean> {
  const first = await db
    .updateTable('sessions')
    .set({ loginAt: now, previousLoginAt: previous })
    .where('schoolId', '=', schoolId)
    .where('id', '=', sessionId)
    .where('loginAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (first) await db.updateTable('users').set({ lastLoginTime: now }).where('schoolId', '=', schoolId).where('id', '=', userId).execute();
  return first !== undefined;
}

/** The sign-in before the session's own, as recorded on it; throws when the session is absent. */
export async function findPreviousLogin(db: Db, schoolId: number, sessionId: number): Promise<Date | null> {
  const row = await db.selectFrom('sessions').select('previousLoginAt').where('schoolId', '=', schoolId).where('id', '=', sessionId).executeTakeFirstOrThrow();
  return row.previousLoginAt;
}
