/**
 * The data the load rows run on, written by the bench process before the server starts (PGlite is
 * one process's database): the demo school (what `npm start` seeds), and bench/dashboard.ts's
 * school of 30,000 students over four years (20,000 activities, about 880,000 enrollments, 60,000
 * declarations, 1,000,000 ledger rows); sessions created directly (server/auth/sessions.ts
 * createSession, no captcha and argon2 round trip) for the school's administrator, a college-scope
 * administrator, the 5,000 students of the enrollment rush and 200 other students who do the
 * mixed reads; the activities' due time events fired; and the rush's activity (300 first-come
 * seats, enrolling now).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/types.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { advanceActivities } from '../../server/modules/participation/schedule.js';
import { schoolCount, seedDemo } from '../../server/seed/index.js';
import { sessionsFor, type ActivitySchool } from '../activitySchool.js';
import { prepareDashboardSchool } from '../dashboard.js';
import { ENROLL_ATTEMPTS, insertRushActivity } from '../enroll.js';

/** Students doing the mixed reads (each connection of the 200 cycles through them). */
export const READERS = 200;

export interface LoadData {
  schoolId: number;
  adminToken: string;
  collegeToken: string;
  /** One per rush student, distinct students. */
  rushTokens: string[];
  /** Students outside the rush. */
  readerTokens: string[];
  rushActivityId: number;
  /** An activity open to students (status 5–7), for the detail read. */
  openActivityId: number;
  /** The completed activity with the most participants, for the participant list. */
  busyActivityId: number;
  collegeId: number;
  /** The first top-level module, for filtered lists. */
  moduleId: number;
  /** The bench school, for another rush activity (insertRushActivity). */
  school: ActivitySchool;
}

/** Migrates, seeds the demo when empty, and writes the bench school and sessions (see the file comment). */
export async function prepareLoadData(db: Kysely<Database>): Promise<LoadData> {
  await migrateToLatest(db);
  if ((await schoolCount(db)) === 0) await seedDemo(db);
  const s = await prepareDashboardSchool(db);
  // The generated activities include some whose time events are due: fire them now, as the running
  // product's scheduler would have, rather than in the measured server's first minutes.
  while (Object.values((await advanceActivities(db, new Date(), 5000)).fired).some((n) => n > 0));
  const rushTokens = await sessionsFor(db, s.schoolId, s.studentIds.slice(0, ENROLL_ATTEMPTS), 8);
  const readerTokens = await sessionsFor(db, s.schoolId, s.studentIds.slice(ENROLL_ATTEMPTS, ENROLL_ATTEMPTS + READERS), 8);
  const rushActivityId = await insertRushActivity(db, s);
  const open = await db.selectFrom('activities').select('id').where('schoolId', '=', s.schoolId).where('status', 'in', [5, 6, 7])
    .where('activityLevel', '=', 1).where('id', '<>', rushActivityId).orderBy('id').executeTakeFirstOrThrow();
  const busy = await db.selectFrom('activities').select('id').where('schoolId', '=', s.schoolId).where('status', '=', 12)
    .orderBy('enrollCount', 'desc').orderBy('id').executeTakeFirstOrThrow();
  const college = await db.selectFrom('colleges').select('id').where('schoolId', '=', s.schoolId).orderBy('id').executeTakeFirstOrThrow();
  const module = await db.selectFrom('classifies').select('id').where('schoolId', '=', s.schoolId).where('parentId', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  return {
    schoolId: s.schoolId, adminToken: s.adminToken, collegeToken: s.collegeToken, rushTokens, readerTokens, rushActivityId,
    openActivityId: open.id, busyActivityId: busy.id, collegeId: college.id, moduleId: module.id, school: s,
  };
}
