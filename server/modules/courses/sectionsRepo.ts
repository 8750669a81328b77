/**
 * The Kysely queries of course sections and their enrollments (issue 20 "Courses and review"),
 * always within one school. A seat is taken by ONE statement (takeSeat), as activities do
 * (participation/repositories/enrollments.ts enrollInFreeSeat); the rules live in sections.ts,
 * enroll.ts, attendance.ts and grading.ts.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import { CourseEnrollStatus as E, SectionStatus } from '../../../common/courses.js';
import { LedgerSource } from '../../../common/ledger.js';
import type { Db } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, schoolRows, sameSchool } from '../../db/tenant.js';
import type { CourseSectionsTable } from '../../db/types.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };

/** A section row with its course, classify and teacher and its signed-in count. */
export function sectionSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'courseSections as s', schoolId)
    .innerJoin('courses as c', sameSchool('c.id', 's.courseId'))
    .innerJoin('classifies as k', sameSchool('k.id', 'c.classifyId'))
    .leftJoin('users as t', sameSchool('t.id', 's.teacherId'))
    .select([
      's.id', 's.courseId', 'c.name as courseName', 'k.name as classifyName', 'c.classifyId', 'c.hours', 'c.gradeMode', 'c.passScore', 's.name',
      's.teacherId', 's.capacity', 's.enrollCount', 's.enrollStart', 's.enrollEnd', 's.startAt', 's.endAt', 's.schedule', 's.place', 's.status',
      's.rateEnd', 's.completedAt', 's.qrSecret',
      sql<string>`coalesce(t.name, '')`.as('teacherName'),
      sql<number>`(select count(*)::int from course_enrollments e where e.school_id = s.school_id and e.section_id = s.id and e.status = ${E.ENROLLED} and e.signed_at is not null)`.as('signedCount'),
    ]);
}
export type SectionRecord = Awaited<ReturnType<ReturnType<typeof sectionSelect>['executeTakeFirstOrThrow']>>;

export interface SectionFilter {
  courseId?: number;
  name?: string;
  status?: number;
  teacherId?: number;
}

/** One page of sections matching the filter, latest start first; and how many match. */
export function findSections(db: Db, schoolId: number, f: SectionFilter, page: Page) {
  return pageOf(
    sectionSelect(db, schoolId)
      .$if(f.courseId !== undefined, (q) => q.where('s.courseId', '=', f.courseId!))
      .$if(f.teacherId !== undefined, (q) => q.where('s.teacherId', '=', f.teacherId!))
      .$if(f.status !== undefined, (q) => q.where('s.status', '=', f.status!))
      .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('s.name', 'ilike', likeContains(f.name!)), eb('c.name', 'ilike', likeContains(f.name!))])))
      .orderBy('s.startAt', 'desc')
      .orderBy('s.id', 'desc'),
    page,
  );
}

export function findSection(db: Db, schoolId: number, id: number) {
  return sectionSelect(db, schoolId).where('s.id', '=', id).executeTakeFirst();
}

/** The section row locked for the transaction (grading, completion, edits run one at a time per section). */
export function lockSection(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'courseSections', schoolId, { id }).selectAll().forUpdate().executeTakeFirst();
}

export function insertSection(db: Db, values: Insertable<CourseSectionsTable>) {
  return db.insertInto('courseSections').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateSection(db: Db, schoolId: number, id: number, values: Updateable<CourseSectionsTable>): Promise<void> {
  await db.updateTable('courseSections').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function sectionNameTaken(db: Db, schoolId: number, courseId: number, name: string, exceptId?: number): Promise<boolean> {
  const r = await schoolRows(db, 'courseSections', schoolId, { courseId, name }).select('id').$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!)).executeTakeFirst();
  return !!r;
}

/** Whether the user is staff of the school (a teacher may be any staff account). */
export async function staffExists(db: Db, schoolId: number, userId: number): Promise<boolean> {
  return !!(await schoolRows(db, 'users', schoolId, { id: userId }).select('id').where('identity', '<>', 2).executeTakeFirst());
}

// ——— enrollments ———

/** The section with the caller's own enrollment status (null when none): enroll's checks in one read. */
export function findEnrollTarget(db: Db, schoolId: number, sectionId: number, userId: number) {
  return fromSchool(db, 'courseSections as s', schoolId)
    .leftJoin('courseEnrollments as e', (j) => j.onRef('e.sectionId', '=', 's.id').onRef('e.schoolId', '=', 's.schoolId').on('e.userId', '=', userId))
    .select(['s.id', 's.capacity', 's.enrollCount', 's.enrollStart', 's.enrollEnd', 's.status', 'e.status as myStatus'])
    .where('s.id', '=', sectionId)
    .executeTakeFirst();
}

/**
 * ONE statement takes a free seat and writes (or revives a cancelled) enrollment: UPDATE … WHERE
 * enroll_count < capacity inside the window, INSERT … ON CONFLICT from its row. 'noSeat' when no
 * seat was taken (full, or the window closed meanwhile); 'taken' when the student's enrollment was
 * already active (the caller rolls the seat back by throwing).
 */
export async function takeSeat(db: Db, schoolId: number, sectionId: number, userId: number, now: Date): Promise<'enrolled' | 'noSeat' | 'taken'> {
  const row = await db
    .with('seat', (qc) =>
      qc
        .updateTable('courseSections')
        .set({ enrollCount: sql<number>`enroll_count + 1` })
        .where('schoolId', '=', schoolId)
        .where('id', '=', sectionId)
        .where('status', '=', SectionStatus.ACTIVE)
        .where('enrollStart', '<=', now)
        .where('enrollEnd', '>=', now)
        .where(sql<boolean>`enroll_count < capacity`)
        .returning(['schoolId', 'id']),
    )
    .with('enrollment', (qc) =>
      qc
        .insertInto('courseEnrollments')
        .columns(['schoolId', 'sectionId', 'userId', 'status', 'enrolledAt'])
        .expression((eb) =>
          eb.selectFrom('seat').select([
            'seat.schoolId', 'seat.id', sql<number>`${userId}::int`.as('userId'), sql<number>`${E.ENROLLED}::int`.as('status'), sql<Date>`${now}::timestamptz`.as('enrolledAt'),
          ]),
        )
        .onConflict((oc) =>
          oc.columns(['schoolId', 'sectionId', 'userId']).doUpdateSet({ status: E.ENROLLED, enrolledAt: now, signedAt: null, passed: null, score: null })
            .where('courseEnrollments.status', '=', E.CANCELLED),
        )
        .returning('id'),
    )
    .selectFrom('seat')
    .leftJoin('enrollment', (j) => j.onTrue())
    .select('enrollment.id as enrollmentId')
    .executeTakeFirst();
  if (!row) return 'noSeat';
  return row.enrollmentId === null ? 'taken' : 'enrolled';
}

/** Cancels the student's active enrollment and frees its seat; false when they held none. */
export async function cancelSeat(db: Db, schoolId: number, sectionId: number, userId: number): Promise<boolean> {
  const r = await db.updateTable('courseEnrollments').set({ status: E.CANCELLED })
    .where('schoolId', '=', schoolId).where('sectionId', '=', sectionId).where('userId', '=', userId).where('status', '=', E.ENROLLED)
    .returning('id').executeTakeFirst();
  if (!r) return false;
  await db.updateTable('courseSections').set({ enrollCount: sql<number>`enroll_count - 1` }).where('schoolId', '=', schoolId).where('id', '=', sectionId).execute();
  return true;
}

/** The student's enrollment in the section (any status). */
export function findEnrollment(db: Db, schoolId: number, sectionId: number, userId: number) {
  return schoolRows(db, 'courseEnrollments', schoolId, { sectionId, userId }).selectAll().executeTakeFirst();
}

/** The section's active enrollments with the students and the hours this section issued them, by student number. */
export function findRoster(db: Db, schoolId: number, sectionId: number) {
  return fromSchool(db, 'courseEnrollments as e', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'e.userId'))
    .leftJoin('students as st', sameSchool('st.userId', 'e.userId'))
    .leftJoin('colleges as co', sameSchool('co.id', 'st.collegeId'))
    .leftJoin('classes as cl', sameSchool('cl.id', 'st.classId'))
    .select([
      'e.userId', 'u.username', 'u.name', 'co.name as collegeName', 'cl.name as className', 'e.enrolledAt', 'e.signedAt', 'e.passed', 'e.score',
      sql<string | null>`(select sum(l.granted_hours)::text from hours_ledger l where l.school_id = e.school_id and l.source_type = ${LedgerSource.COURSE} and l.relation_id = e.section_id and l.user_id = e.user_id)`.as('hours'),
    ])
    .where('e.sectionId', '=', sectionId)
    .where('e.status', '=', E.ENROLLED)
    .orderBy('u.username')
    .execute();
}

/** Of `userIds`, those holding an active enrollment in the section. */
export async function enrolledAmong(db: Db, schoolId: number, sectionId: number, userIds: number[]): Promise<Set<number>> {
  const rows = await schoolRows(db, 'courseEnrollments', schoolId, { sectionId, status: E.ENROLLED }).select('userId').where('userId', 'in', userIds).execute();
  return new Set(rows.map((r) => r.userId));
}

/** Marks the students' attendance (signedAt now, or cleared). */
export async function setSigned(db: Db, schoolId: number, sectionId: number, userIds: number[], at: Date | null, onlyUnsigned = false): Promise<number> {
  const r = await db.updateTable('courseEnrollments').set({ signedAt: at })
    .where('schoolId', '=', schoolId).where('sectionId', '=', sectionId).where('status', '=', E.ENROLLED).where('userId', 'in', userIds)
    .$if(onlyUnsigned, (q) => q.where('signedAt', 'is', null))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function setGrade(db: Db, schoolId: number, sectionId: number, userId: number, g: { passed: boolean; score: number | null; gradedBy: number; gradedAt: Date }): Promise<void> {
  await db.updateTable('courseEnrollments').set(g)
    .where('schoolId', '=', schoolId).where('sectionId', '=', sectionId).where('userId', '=', userId).where('status', '=', E.ENROLLED).execute();
}

/** {userId, passed} of the section's active enrollments. */
export function findGrades(db: Db, schoolId: number, sectionId: number) {
  return schoolRows(db, 'courseEnrollments', schoolId, { sectionId, status: E.ENROLLED }).select(['userId', 'passed']).orderBy('userId').execute();
}

// ——— the student's side ———

/** A section row with the student's own enrollment, hours from it and whether they rated it. */
export function studentSectionSelect(db: Db, schoolId: number, userId: number) {
  return sectionSelect(db, schoolId)
    .leftJoin('courseEnrollments as me', (j) => j.onRef('me.sectionId', '=', 's.id').onRef('me.schoolId', '=', 's.schoolId').on('me.userId', '=', userId))
    .select([
      'me.status as myStatus', 'me.signedAt as mySignedAt', 'me.passed as myPassed', 'me.score as myScore',
      sql<string | null>`(select sum(l.granted_hours)::text from hours_ledger l where l.school_id = s.school_id and l.source_type = ${LedgerSource.COURSE} and l.relation_id = s.id and l.user_id = ${userId})`.as('myHours'),
      sql<boolean>`exists (select 1 from course_ratings r where r.school_id = s.school_id and r.section_id = s.id and r.user_id = ${userId})`.as('rated'),
    ]);
}
export type StudentSectionRecord = Awaited<ReturnType<ReturnType<typeof studentSectionSelect>['executeTakeFirstOrThrow']>>;

/** Sections open to enroll now (window contains `now`, not completed), soonest enrollment end first. */
export function findOpenSections(db: Db, schoolId: number, userId: number, name: string | undefined, now: Date, page: Page) {
  return pageOf(
    studentSectionSelect(db, schoolId, userId)
      .where('s.status', '=', SectionStatus.ACTIVE)
      .where('s.enrollStart', '<=', now)
      .where('s.enrollEnd', '>=', now)
      .$if(!!name, (q) => q.where((eb) => eb.or([eb('s.name', 'ilike', likeContains(name!)), eb('c.name', 'ilike', likeContains(name!))])))
      .orderBy('s.enrollEnd')
      .orderBy('s.id'),
    page,
  );
}

/** The student's own sections (active enrollments), latest start first. */
export function findMySections(db: Db, schoolId: number, userId: number, page: Page) {
  return pageOf(studentSectionSelect(db, schoolId, userId).where('me.status', '=', E.ENROLLED).orderBy('s.startAt', 'desc').orderBy('s.id', 'desc'), page);
}

export function findStudentSection(db: Db, schoolId: number, userId: number, sectionId: number) {
  return studentSectionSelect(db, schoolId, userId).where('s.id', '=', sectionId).executeTakeFirst();
}
