/**
 * The Kysely queries of the question bank, quizzes and attempts (issue 20 "Quiz bank and study"),
 * always within one school. The rules live in bank.ts, assemble.ts, taking.ts and results.ts.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/db.js';
import { countAll, pageOf } from '../../db/paging.js';
import { placedStudents } from '../../db/students.js';
import { fromSchool, schoolRows, schoolRowTaken, sameSchool } from '../../db/tenant.js';
import type { QuizAttemptsTable, QuizItemsTable, QuizLibrariesTable, QuizQuestionsTable, QuizzesTable } from '../../db/types.js';
import { likeContains } from '../../util/like.js';
import type { QuestionListParams, QuizListParams, ResultFilter } from '../../../common/schemas/quizzes.js';

type Page = { limit: number; offset: number };

// ——— libraries ———

export function findLibraries(db: Db, schoolId: number) {
  return fromSchool(db, 'quizLibraries as l', schoolId)
    .select(['l.id', 'l.name', 'l.remarks', 'l.createdAt'])
    .select(sql<number>`(select count(*)::int from quiz_questions q where q.school_id = l.school_id and q.library_id = l.id)`.as('questionCount'))
    .orderBy('l.name')
    .orderBy('l.id')
    .execute();
}

export const findLibrary = (db: Db, schoolId: number, id: number) => schoolRows(db, 'quizLibraries', schoolId, { id }).selectAll().executeTakeFirst();
export const libraryNameTaken = (db: Db, schoolId: number, name: string, exceptId?: number) => schoolRowTaken(db, 'quizLibraries', schoolId, { name }, exceptId);

export function insertLibrary(db: Db, values: Insertable<QuizLibrariesTable>) {
  return db.insertInto('quizLibraries').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateLibrary(db: Db, schoolId: number, id: number, values: Updateable<QuizLibrariesTable>): Promise<void> {
  await db.updateTable('quizLibraries').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function deleteLibrary(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('quizLibraries').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function countLibraryQuestions(db: Db, schoolId: number, libraryId: number): Promise<number> {
  return Number((await schoolRows(db, 'quizQuestions', schoolId, { libraryId }).select(countAll.as('n')).executeTakeFirstOrThrow()).n);
}

// ——— questions ———

const questionSelect = (db: Db, schoolId: number) =>
  fromSchool(db, 'quizQuestions as q', schoolId)
    .innerJoin('quizLibraries as l', sameSchool('l.id', 'q.libraryId'))
    .select(['q.id', 'q.libraryId', 'l.name as libraryName', 'q.kind', 'q.stem', 'q.options', 'q.answer', 'q.explanation', 'q.updatedAt']);
export type QuestionRecord = Awaited<ReturnType<ReturnType<typeof questionSelect>['executeTakeFirstOrThrow']>>;

/** One page of questions matching the filter, newest first. */
export function findQuestions(db: Db, schoolId: number, f: QuestionListParams, page: Page) {
  const q = questionSelect(db, schoolId)
    .$if(f.libraryId !== undefined, (b) => b.where('q.libraryId', '=', f.libraryId!))
    .$if(f.kind !== undefined, (b) => b.where('q.kind', '=', f.kind!))
    .$if(!!f.stem, (b) => b.where('q.stem', 'ilike', likeContains(f.stem!)))
    .orderBy('q.id', 'desc');
  return pageOf(q, page);
}

export const findQuestion = (db: Db, schoolId: number, id: number) => questionSelect(db, schoolId).where('q.id', '=', id).executeTakeFirst();

/** The questions of `ids` (any order; missing ids are absent). */
export const findQuestionsByIds = (db: Db, schoolId: number, ids: number[]) => questionSelect(db, schoolId).where('q.id', 'in', ids).execute();

/** `count` questions drawn at random from the libraries (fewer when they hold fewer). */
export function drawQuestions(db: Db, schoolId: number, libraryIds: number[], count: number) {
  return questionSelect(db, schoolId).where('q.libraryId', 'in', libraryIds).orderBy(sql`random()`).limit(count).execute();
}

export function insertQuestions(db: Db, values: Insertable<QuizQuestionsTable>[]) {
  return db.insertInto('quizQuestions').values(values).returning('id').execute();
}

export async function updateQuestion(db: Db, schoolId: number, id: number, values: Updateable<QuizQuestionsTable>): Promise<void> {
  await db.updateTable('quizQuestions').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function deleteQuestion(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('quizQuestions').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

// ——— quizzes ———

/** A quiz with its classify name, question count and the attempts' counts and mean score. */
const quizSelect = (db: Db, schoolId: number) =>
  fromSchool(db, 'quizzes as z', schoolId)
    .leftJoin('classifies as c', sameSchool('c.id', 'z.classifyId'))
    .select([
      'z.id', 'z.name', 'z.description', 'z.timeLimit', 'z.startAt', 'z.endAt', 'z.passScore', 'z.hours', 'z.classifyId', 'c.name as classifyName',
      'z.collegeIds', 'z.grades',
      sql<number>`(select count(*)::int from quiz_items i where i.school_id = z.school_id and i.quiz_id = z.id)`.as('questionCount'),
      sql<number>`(select count(*)::int from quiz_attempts a where a.school_id = z.school_id and a.quiz_id = z.id)`.as('takers'),
      sql<number>`(select count(*)::int from quiz_attempts a where a.school_id = z.school_id and a.quiz_id = z.id and a.submitted_at is not null)`.as('submitted'),
      sql<number>`(select count(*)::int from quiz_attempts a where a.school_id = z.school_id and a.quiz_id = z.id and a.passed)`.as('passed'),
      sql<string | null>`(select round(avg(a.score), 2)::text from quiz_attempts a where a.school_id = z.school_id and a.quiz_id = z.id and a.submitted_at is not null)`.as('avgScore'),
    ]);
export type QuizRecord = Awaited<ReturnType<ReturnType<typeof quizSelect>['executeTakeFirstOrThrow']>>;

/** One page of quizzes, latest start first; status 1 未开始 / 2 进行中 / 3 已结束 against `now`. */
export function findQuizzes(db: Db, schoolId: number, f: QuizListParams, page: Page, now: Date) {
  const q = quizSelect(db, schoolId)
    .$if(!!f.name, (b) => b.where('z.name', 'ilike', likeContains(f.name!)))
    .$if(f.status === 1, (b) => b.where('z.startAt', '>', now))
    .$if(f.status === 2, (b) => b.where('z.startAt', '<=', now).where('z.endAt', '>', now))
    .$if(f.status === 3, (b) => b.where('z.endAt', '<=', now))
    .orderBy('z.startAt', 'desc')
    .orderBy('z.id', 'desc');
  return pageOf(q, page);
}

export const findQuiz = (db: Db, schoolId: number, id: number) => quizSelect(db, schoolId).where('z.id', '=', id).executeTakeFirst();
export const quizNameTaken = (db: Db, schoolId: number, name: string) => schoolRowTaken(db, 'quizzes', schoolId, { name });

export function insertQuiz(db: Db, values: Insertable<QuizzesTable>) {
  return db.insertInto('quizzes').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function insertItems(db: Db, items: Insertable<QuizItemsTable>[]): Promise<void> {
  if (items.length) await db.insertInto('quizItems').values(items).execute();
}

export async function deleteQuiz(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('quizzes').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export function findItems(db: Db, schoolId: number, quizId: number) {
  return schoolRows(db, 'quizItems', schoolId, { quizId }).select(['position', 'kind', 'stem', 'options', 'answer', 'explanation']).orderBy('position').execute();
}

/** The quizzes a student may see: within their college and grade (or open to all), newest window first, with their attempt. */
export function findStudentQuizzes(db: Db, schoolId: number, userId: number, collegeId: number | null, grade: string | null) {
  return quizSelect(db, schoolId)
    .leftJoin('quizAttempts as a', (j) => j.onRef('a.schoolId', '=', 'z.schoolId').onRef('a.quizId', '=', 'z.id').on('a.userId', '=', userId))
    .select(['a.id as attemptId', 'a.submittedAt', 'a.deadlineAt', 'a.score', 'a.passed as attemptPassed'])
    .where(sql<boolean>`(cardinality(z.college_ids) = 0 or ${collegeId}::int = any(z.college_ids))`)
    .where(sql<boolean>`(cardinality(z.grades) = 0 or ${grade}::text = any(z.grades))`)
    .orderBy('z.endAt', 'desc')
    .orderBy('z.id', 'desc')
    .limit(200)
    .execute();
}

// ——— attempts ———

/** The student's placement for the quiz's scope (status 1 normal students only). */
export function findTaker(db: Db, schoolId: number, userId: number) {
  return db.selectFrom('students').select(['collegeId', 'grade', 'status']).where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirst();
}

export function findAttempt(db: Db, schoolId: number, quizId: number, userId: number) {
  return schoolRows(db, 'quizAttempts', schoolId, { quizId, userId }).selectAll().executeTakeFirst();
}

/** Starts the attempt unless one exists (two starts at once: one row); returns the row either way. */
export async function startAttempt(db: Db, values: Insertable<QuizAttemptsTable> & { quizId: number; userId: number; schoolId: number }) {
  await db.insertInto('quizAttempts').values(values).onConflict((oc) => oc.columns(['schoolId', 'quizId', 'userId']).doNothing()).execute();
  return (await findAttempt(db, values.schoolId, values.quizId, values.userId))!;
}

/** Marks the attempt submitted with its score, only if it was still open: false when another submission won. */
export async function closeAttempt(db: Db, schoolId: number, id: number, v: { submittedAt: Date; score: string; correct: number; passed: boolean }): Promise<boolean> {
  const r = await db.updateTable('quizAttempts').set(v).where('schoolId', '=', schoolId).where('id', '=', id).where('submittedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertAnswers(db: Db, rows: { schoolId: number; attemptId: number; position: number; choice: string; correct: boolean }[]): Promise<void> {
  if (rows.length) await db.insertInto('quizAnswers').values(rows).execute();
}

export function findAnswers(db: Db, schoolId: number, attemptId: number) {
  return schoolRows(db, 'quizAnswers', schoolId, { attemptId }).select(['position', 'choice', 'correct']).execute();
}

/** The attempts of a quiz with the students' placement; status 1 答题中 / 2 已交卷 / 3 超时未交 against `expiredBefore` (deadline + grace). */
export function attemptSelect(db: Db, schoolId: number, f: ResultFilter, expiredBefore: Date) {
  return placedStudents(db, schoolId)
    .innerJoin('quizAttempts as a', sameSchool('a.userId', 's.userId'))
    .where('a.quizId', '=', f.quizId)
    .$if(!!f.name, (b) => b.where((eb) => eb.or([eb('u.name', 'ilike', likeContains(f.name!)), eb('s.code', 'ilike', likeContains(f.name!))])))
    .$if(f.status === 1, (b) => b.where('a.submittedAt', 'is', null).where('a.deadlineAt', '>', expiredBefore))
    .$if(f.status === 2, (b) => b.where('a.submittedAt', 'is not', null))
    .$if(f.status === 3, (b) => b.where('a.submittedAt', 'is', null).where('a.deadlineAt', '<=', expiredBefore))
    .select([
      'a.id', 'a.userId', 's.code', 'u.name as userName', 'co.name as collegeName', 'cl.name as className', 'a.startedAt', 'a.deadlineAt',
      'a.submittedAt', 'a.score', 'a.correct', 'a.passed',
    ])
    .orderBy(sql`a.score desc nulls last`)
    .orderBy('a.id');
}
export type AttemptRecord = Awaited<ReturnType<ReturnType<typeof attemptSelect>['executeTakeFirstOrThrow']>>;

export const findAttempts = (db: Db, schoolId: number, f: ResultFilter, expiredBefore: Date, page: Page) => pageOf(attemptSelect(db, schoolId, f, expiredBefore), page);

/** Scores of the submitted attempts in bands (0–59, 60–69, 70–79, 80–89, 90–100). */
export function scoreBands(db: Db, schoolId: number, quizId: number) {
  return schoolRows(db, 'quizAttempts', schoolId, { quizId })
    .where('submittedAt', 'is not', null)
    .select([sql<number>`least(greatest(floor(score / 10)::int, 5), 9)`.as('band'), countAll.as('n')])
    .groupBy(sql`least(greatest(floor(score / 10)::int, 5), 9)`)
    .execute();
}

/** Per question: how many submitted answers were right. */
export function rightCounts(db: Db, schoolId: number, quizId: number) {
  return fromSchool(db, 'quizAnswers as w', schoolId)
    .innerJoin('quizAttempts as a', sameSchool('a.id', 'w.attemptId'))
    .where('a.quizId', '=', quizId)
    .where('w.correct', '=', true)
    .select(['w.position', countAll.as('n')])
    .groupBy('w.position')
    .execute();
}
