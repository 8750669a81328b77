/** Look-ups several demo seeds share (activities, declarations), always within one school. */
import type { Trx } from '../db/db.js';

/** The ids of the school's accounts `usernames`, as a look-up: username → id, null when absent. */
export async function userIdLookup(trx: Trx, schoolId: number, usernames: string[]): Promise<(username: string) => number | null> {
  const users = await trx.selectFrom('users').select(['id', 'username']).where('schoolId', '=', schoolId).where('username', 'in', usernames).execute();
  return (username) => users.find((r) => r.username === username)?.id ?? null;
}

/** The school's enrolled students (status 1) who take part in the second classroom (mod_l 1), {userId, name}, by student number. */
export function seedStudents(trx: Trx, schoolId: number) {
  return trx
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['s.userId', 'u.name'])
    .where('s.schoolId', '=', schoolId)
    .where('s.status', '=', 1)
    .where('u.modL', '=', 1)
    .orderBy('s.code')
    .execute();
}
