/**
 * Demo data (issue 2): the shared module tree, and the demo schools re-created from scratch in one
 * transaction — structure, roles, staff and students; issue 4 adds the activity staff (l1001,
 * a1001), flows, categories and terms, and the activity demo of 示范大学 (seed/activities.ts). Deterministic (fixed PRNG seed), idempotent
 * (the demo schools are deleted first, with everything that hangs off them), and fast: each
 * distinct password is hashed once and rows go in batches.
 */
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/types.js';
import { flattenModules, ROLE_SEEDS, STAFF_MODULES, STUDENT_MODULES } from './modules.js';
import { createRng } from './prng.js';
import { DEMO_PASSWORDS, SCHOOL_SEEDS, schoolLogo, type SchoolSeed } from './schools.js';
import { seedSchoolPeople, type Hashes } from './roster.js';
import { seedOrganizations } from './organizations.js';
import { seedStaff } from './staff.js';
import { seedFlows } from './flows.js';
import { seedClassifies } from './classify.js';
import { refreshSchoolVerdicts, staleVerdictSchools } from '../modules/hours/verdicts.js';
import { seedActivityStaff } from './activityStaff.js';
import { seedActivities } from './activities.js';
import { seedVenues } from './venues.js';
import { seedTimetables } from './timetables.js';
import { seedDeclarations } from './declarations.js';
import { seedDashboardDemo } from './dashboardDemo.js';
import { seedNotices } from './notices.js';
import { seedSso } from './sso.js';
import { seedVoluntary } from './voluntary.js';
import { seedIdeology } from './ideology.js';
import { seedPractice } from './practice.js';
import { seedQuizzes } from './quizzes.js';
import { seedCourses } from './courses.js';
import { seedInnovation } from './innovation.js';
import { seedVotes } from './votes.js';
import { seedSignTasks } from './signTasks.js';
import { seedEvaluations } from './evaluations.js';
import { seedPunishments } from './punishments.js';
import { seedHonours } from './honours.js';
import { seedCreditReplace } from './creditReplace.js';
import { seedMoments } from './moments.js';
import { seedBanners } from './banners.js';
import type { FileStorage } from '../modules/files/storage.js';
import { seedPoints } from './points.js';
import { seedDocumentTemplates } from './documentTemplates.js';
import { seedJournals } from './journals.js';
import { seedFields } from './fields.js';
import { inTransaction } from '../db/db.js';
import { seedOrgLifecycle } from './orgLifecycle.js';

export interface SeedOptions {
  /** Student count per school id, overriding the seed sizes (tests use a small fixture). */
  students?: Record<number, number>;
  /** Extra teachers per school id. */
  teachers?: Record<number, number>;
  /** The clock the activity demo is laid out around (default: now). */
  now?: Date;
  /**
   * Seed the activity demo of 示范大学 (activities, enrollments, hours, blacklist, notices; default true).
   * The API test fixture turns it off so that tests start from students without hours or no-shows
   * and from empty to-do lists; tests/api/seed-activities.test.ts checks the demo itself.
   */
  activities?: boolean;
  /** Where demo uploads go (issue 21 moments' photos); without it the demo has no images. */
  storage?: FileStorage;
}

export interface SeedSummary {
  schools: number;
  students: number;
  staff: number;
}

/** Inserts or updates the shared module tree (fixed ids) and moves the id sequence past them. */
async function seedModules(trx: Transaction<Database>): Promise<void> {
  const rows = [
    ...flattenModules(STAFF_MODULES).map((m) => ({ ...m, identity: 0 })),
    ...flattenModules(STUDENT_MODULES).map((m) => ({ ...m, identity: 2 })),
  ].map((m) => ({ ...m, schoolId: null }));
  await trx
    .insertInto('modules')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        nameEn: eb.ref('excluded.nameEn'),
        path: eb.ref('excluded.path'),
        parentId: eb.ref('excluded.parentId'),
        orderId: eb.ref('excluded.orderId'),
        isBtn: eb.ref('excluded.isBtn'),
        icon: eb.ref('excluded.icon'),
        api: eb.ref('excluded.api'),
        identity: eb.ref('excluded.identity'),
        schoolId: null,
      })),
    )
    .execute();
  await sql`select setval(pg_get_serial_sequence('modules', 'id'), greatest((select max(id) from modules), 1))`.execute(trx);
}

/** One school's structure and roles; returns the ids the roster needs. */
async function seedStructure(trx: Transaction<Database>, s: SchoolSeed) {
  await trx
    .insertInto('schools')
    .values({
      id: s.id, name: s.name, firstLetter: s.firstLetter, hoursUnit: s.hoursUnit, waysConvert: s.waysConvert,
      scoreReportModel: s.scoreReportModel, decimalPlaces: s.decimalPlaces, logo: schoolLogo(s.name, s.logoColor), city: s.city,
    })
    .execute();
  const campuses = await trx
    .insertInto('campuses')
    .values(s.campuses.map((name, i) => ({ schoolId: s.id, name, orderId: i + 1 })))
    .returning('id')
    .execute();
  const roles = new Map<string, number>();
  for (const r of ROLE_SEEDS) {
    const { id } = await trx.insertInto('roles').values({ schoolId: s.id, name: r.name, code: r.code }).returning('id').executeTakeFirstOrThrow();
    roles.set(r.code, id);
    await trx.insertInto('roleModules').values(r.modules.map((moduleId) => ({ roleId: id, moduleId, schoolId: s.id }))).execute();
  }
  const classes: { id: number; collegeId: number; majorId: number; campusId: number; grade: string; femaleRatio: number }[] = [];
  const rng = createRng(s.id);
  for (const [ci, c] of s.colleges.entries()) {
    const campusId = campuses[c.campus].id;
    const college = await trx
      .insertInto('colleges')
      .values({ schoolId: s.id, campusId, name: c.name, orderId: ci + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const majorName of c.majors) {
      const major = await trx
        .insertInto('majors')
        .values({ schoolId: s.id, collegeId: college.id, name: majorName })
        .returning('id')
        .executeTakeFirstOrThrow();
      const perGrade = rng.chance(0.35) ? 2 : 1;
      for (const grade of s.grades) {
        const rows = Array.from({ length: perGrade }, (_, k) => ({
          schoolId: s.id, collegeId: college.id, majorId: major.id, grade,
          name: `${majorName}${grade.slice(2)}${String(k + 1).padStart(2, '0')}班`,
        }));
        const ids = await trx.insertInto('classes').values(rows).returning(['id', 'grade']).execute();
        for (const row of ids) classes.push({ id: row.id, collegeId: college.id, majorId: major.id, campusId, grade: row.grade, femaleRatio: c.femaleRatio });
      }
    }
  }
  return { roles, classes };
}

/**
 * Re-creates the demo schools and the module tree. Safe to run again: the demo schools' rows are
 * deleted first (other schools are untouched).
 */
export async function seedDemo(db: Kysely<Database>, opts: SeedOptions = {}): Promise<SeedSummary> {
  // Passwords are hashed before the transaction, so it is not held open for that.
  const hashes: Hashes = {
    admin: await hashPassword(DEMO_PASSWORDS.admin),
    teacher: await hashPassword(DEMO_PASSWORDS.teacher),
    student: await hashPassword(DEMO_PASSWORDS.student),
  };
  return dataWork(db, (trx) => seedSchools(trx, hashes, opts));
}

/**
 * The start-up's data work (server/main.ts): the demo data when there is no school yet, then the
 * verdicts a migration marked stale (issue 13), one transaction per school as before. → what the
 * seed created (null when it did not run) and the number of schools whose verdicts were recomputed.
 */
export async function prepareData(db: Kysely<Database>, opts: Pick<SeedOptions, 'storage'> = {}): Promise<{ seeded: SeedSummary | null; refreshed: number }> {
  const seeded = (await schoolCount(db)) === 0 ? await seedDemo(db, opts) : null;
  const stale = await staleVerdictSchools(db);
  for (const id of stale) await dataWork(db, (trx) => refreshSchoolVerdicts(trx, id));
  return { seeded, refreshed: stale.length };
}

/**
 * The seed and start-up are entry points of their own (npm run seed, start-up, tests), outside any
 * request or job: this is where their transactions open.
 */
function dataWork<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return inTransaction(db, work);
}

/** Deletes and re-creates the demo schools and the module tree in `trx` (seedDemo). */
async function seedSchools(trx: Transaction<Database>, hashes: Hashes, opts: SeedOptions): Promise<SeedSummary> {
  await trx.deleteFrom('schools').where('id', 'in', SCHOOL_SEEDS.map((s) => s.id)).execute();
  await seedModules(trx);
  const summary: SeedSummary = { schools: 0, students: 0, staff: 0 };
  for (const s of SCHOOL_SEEDS) {
    const seed = {
      ...s,
      students: opts.students?.[s.id] ?? s.students,
      teachers: opts.teachers?.[s.id] ?? s.teachers,
    };
    const structure = await seedStructure(trx, seed);
    const people = await seedSchoolPeople(trx, seed, structure, hashes);
    await seedStaff(trx, seed);
    await seedOrganizations(trx, seed.id);
    await seedActivityStaff(trx, seed.id);
    await seedFlows(trx, seed.id);
    await seedClassifies(trx, seed.id);
    await seedSso(trx, seed.id);
    if (opts.activities !== false) {
      await seedActivities(trx, seed.id, opts.now);
      await seedDeclarations(trx, seed.id, opts.now);
      await seedDashboardDemo(trx, seed.id);
      await seedNotices(trx, seed.id, opts.now);
      await seedOrgLifecycle(trx, seed.id, opts.now);
      await seedVenues(trx, seed.id, opts.now);
      await seedVoluntary(trx, seed.id, opts.now);
      await seedPractice(trx, seed.id, opts.now);
      await seedQuizzes(trx, seed.id, opts.now);
      await seedCourses(trx, seed.id, opts.now);
      await seedTimetables(trx, seed.id, opts.now);
      await seedInnovation(trx, seed.id, opts.now);
      await seedVotes(trx, seed.id, opts.now);
      await seedHonours(trx, seed.id, opts.now);
      await seedIdeology(trx, seed.id, opts.now);
      await seedEvaluations(trx, seed.id, opts.now);
      await seedPunishments(trx, seed.id, opts.now);
      await seedPoints(trx, seed.id, opts.now);
      await seedDocumentTemplates(trx, seed.id, opts.now);
      await seedCreditReplace(trx, seed.id, opts.now);
      await seedMoments(trx, seed.id, opts.now, opts.storage);
      await seedBanners(trx, seed.id, opts.now, opts.storage);
      await seedSignTasks(trx, seed.id, opts.now);
      await seedJournals(trx, seed.id, opts.now);
      await seedFields(trx, seed.id, opts.now);
    }
    // Bulk-loaded demo ledgers bypass grantHours: store every verdict once (issue 13).
    await refreshSchoolVerdicts(trx, seed.id);
    summary.schools += 1;
    summary.students += people.students;
    summary.staff += people.staff;
  }
  return summary;
}

/** Number of schools; prepareData seeds when it is 0. */
export async function schoolCount(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('schools').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
