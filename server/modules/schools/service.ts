/** Schools as the sign-in screen sees them (spec §3 "School"). */
import type { Kysely } from 'kysely';
import type { School } from '../../../common/api.js';
import type { Database } from '../../db/types.js';

/** Opened schools, optionally only those whose first letter is `firstLetter`; ordered by letter then id. */
export async function listOpenSchools(db: Kysely<Database>, firstLetter?: string): Promise<School[]> {
  return db
    .selectFrom('schools')
    .select(['id', 'name', 'logo', 'hoursUnit', 'scoreReportModel', 'waysConvert', 'firstLetter'])
    .where('opened', '=', true)
    .$if(firstLetter !== undefined, (q) => q.where('firstLetter', '=', firstLetter!))
    .orderBy('firstLetter')
    .orderBy('id')
    .execute();
}

/** The opened school with this id, or null (→ 10007 at the caller). */
export async function findOpenSchool(db: Kysely<Database>, schoolId: number) {
  const row = await db.selectFrom('schools').selectAll().where('id', '=', schoolId).where('opened', '=', true).executeTakeFirst();
  return row ?? null;
}
