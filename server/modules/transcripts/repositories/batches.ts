/**
 * The Kysely queries of batch transcripts (issue 7, issue 14): transcript_batches and the students
 * each covers, the batch list with its job's progress, and the students a batch chooses. Every
 * query is within one school.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';

/** Rows per insert of a batch's students (5,000 students × 3 values stays far below the bind limit). */
const STUDENT_ROWS_PER_INSERT = 1000;
/** Student status of a deleted student. */
const DELETED = 6;

/**
 * A batch is visible when the scope condition (on `students as s`) holds for every student it
 * covers; a batch covering nobody is not. A condition on `transcript_batches as b`.
 */
export function batchCoveredBy(inScope: Expression<SqlBool>): Expression<SqlBool> {
  return sql<SqlBool>`(exists (select 1 from transcript_batch_students bs where bs.school_id = b.school_id and bs.batch_id = b.id)
    and not exists (select 1 from transcript_batch_students bs
      join students s on s.school_id = bs.school_id and s.user_id = bs.user_id
      where bs.school_id = b.school_id and bs.batch_id = b.id and not (${inScope})))`;
}

/** A new batch row and the students it covers. */
export interface BatchInsert {
  id: string;
  createdBy: number;
  scope: Record<string, unknown>;
  scopeLabel: string;
  userIds: number[];
}

/** Records a batch (scope as JSON text, studentCount = the students) and the students it covers. */
export async function insertBatch(db: Db, schoolId: number, b: BatchInsert): Promise<void> {
  await db
    .insertInto('transcriptBatches')
    .values({ id: b.id, schoolId, createdBy: b.createdBy, scope: JSON.stringify(b.scope), scopeLabel: b.scopeLabel, studentCount: b.userIds.length })
    .execute();
  for (let i = 0; i < b.userIds.length; i += STUDENT_ROWS_PER_INSERT) {
    const chunk = b.userIds.slice(i, i + STUDENT_ROWS_PER_INSERT);
    await db.insertInto('transcriptBatchStudents').values(chunk.map((userId) => ({ schoolId, batchId: b.id, userId }))).execute();
  }
}

/**
 * One page of the school's batches (only those `visible` holds for, when given), newest first, with
 * who asked and the job's stored status, progress and error; and how many match.
 */
export function findBatches(db: Db, schoolId: number, visible: Expression<SqlBool> | null, page: { limit: number; offset: number }) {
  return pageOf(
    fromSchool(db, 'transcriptBatches as b', schoolId)
      .leftJoin('users as u', sameSchool('u.id', 'b.createdBy'))
      .leftJoin('jobs as j', sameSchool('j.id', 'b.id'))
      .$if(visible !== null, (q) => q.where(visible!))
      .select([
        'b.id', 'b.scopeLabel', 'b.studentCount', 'b.createdAt', 'b.finishedAt', 'b.fileName', 'b.size',
        'u.name as createdByName', 'j.status', 'j.progress', 'j.error',
      ])
      .orderBy('b.createdAt', 'desc')
      .orderBy('b.id'),
    page,
  );
}

/** The batch's file (storage key, name) and whether `visible` holds for it (true without one); undefined when not the school's. */
export function findBatchFile(db: Db, schoolId: number, id: string, visible: Expression<SqlBool> | null) {
  return fromSchool(db, 'transcriptBatches as b', schoolId)
    .select(['b.storageKey', 'b.fileName', visible ? sql<boolean>`${visible}`.as('inScope') : sql<boolean>`true`.as('inScope')])
    .where('b.id', '=', id)
    .executeTakeFirst();
}

/** Records a finished batch: its ZIP's storage key, size and name, how many students it holds, now. */
export async function finishBatch(db: Db, schoolId: number, id: string, file: { storageKey: string; size: number; fileName: string; studentCount: number }): Promise<void> {
  await db.updateTable('transcriptBatches').set({ ...file, finishedAt: new Date() }).where('id', '=', id).where('schoolId', '=', schoolId).execute();
}

/** Which students a batch chooses: one unit, a grade, or listed students. */
export type StudentChoice = { collegeId: number } | { majorId: number } | { classId: number } | { grade: string } | { userIds: number[] };

/** The school's students (not deleted) that `inScope` (on `students as s`, when given) and `choice` keep: user id, number, name; by number. */
export function chosenStudents(db: Db, schoolId: number, inScope: Expression<SqlBool> | null, choice: StudentChoice) {
  return fromSchool(db, 'students as s', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 's.userId'))
    .select(['s.userId', 's.code', 'u.name'])
    .where('s.status', '<>', DELETED)
    .$if(inScope !== null, (q) => q.where(inScope!))
    .where((eb) =>
      'collegeId' in choice ? eb('s.collegeId', '=', choice.collegeId)
      : 'majorId' in choice ? eb('s.majorId', '=', choice.majorId)
      : 'classId' in choice ? eb('s.classId', '=', choice.classId)
      : 'grade' in choice ? eb('s.grade', '=', choice.grade)
      : eb('s.userId', 'in', choice.userIds),
    )
    .orderBy('s.code')
    .execute();
}

/** The college's name; undefined when it is not the school's. */
export async function collegeName(db: Db, schoolId: number, id: number): Promise<string | undefined> {
  const c = await db.selectFrom('colleges').select('name').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
  return c?.name;
}

/** A major's or a class's name with its college's name; undefined when it is not the school's. */
export function unitWithCollege(db: Db, schoolId: number, unit: 'majors' | 'classes', id: number) {
  // Majors and classes share the columns read here (id, name, college_id, school_id).
  return db
    .selectFrom(`${unit} as k` as 'majors as k')
    .innerJoin('colleges as c', sameSchool('c.id', 'k.collegeId'))
    .select(['k.name', 'c.name as collegeName'])
    .where('k.schoolId', '=', schoolId)
    .where('k.id', '=', id)
    .executeTakeFirst();
}
