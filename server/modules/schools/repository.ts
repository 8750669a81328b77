/** The Kysely queries of schools as the sign-in screen sees them (spec §3 "School"). */
import type { Db } from '../../db/db.js';

/** Opened schools (id, name, logo, settings, first letter), optionally only those whose first letter is `firstLetter`; by letter then id. */
export function findOpenSchools(db: Db, firstLetter?: string) {
  return db
    .selectFrom('schools')
    .select(['id', 'name', 'logo', 'hoursUnit', 'scoreReportModel', 'waysConvert', 'firstLetter'])
    .where('opened', '=', true)
    .$if(firstLetter !== undefined, (q) => q.where('firstLetter', '=', firstLetter!))
    .orderBy('firstLetter')
    .orderBy('id')
    .execute();
}

/** The opened school with this id (all columns), or undefined. */
export function findOpenSchool(db: Db, schoolId: number) {
  return db.selectFrom('schools').selectAll().where('id', '=', schoolId).where('opened', '=', true).executeTakeFirst();
}
