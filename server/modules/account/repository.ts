/** The Kysely queries of password change and SMS recovery (spec §2 /changepassword, forgot password; §5), always within one school. */
import type { Db } from '../../db/db.js';

/** The user's password hash; throws when the user is not the school's. */
export async function findPasswordHash(db: Db, schoolId: number, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).where('schoolId', '=', schoolId).executeTakeFirstOrThrow();
  return row.passwordHash;
}

/** The school's enabled accounts (id, user name) bound to `mobile` (unordered). */
export function findAccountsByMobile(db: Db, schoolId: number, mobile: string) {
  return db.selectFrom('users').select(['id', 'username']).where('schoolId', '=', schoolId).where('mobile', '=', mobile).where('status', '=', 1).execute();
}

/** Stores a new password hash for the users among `userIds`, modL 1 (changed), and activates those of them who are inactive students (status 0 → 1). */
export async function storePassword(db: Db, schoolId: number, userIds: number[], passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ passwordHash, modL: 1, updatedAt: now }).where('schoolId', '=', schoolId).where('id', 'in', userIds).execute();
  await db.updateTable('students').set({ status: 1 }).where('schoolId', '=', schoolId).where('userId', 'in', userIds).where('status', '=', 0).execute();
}
