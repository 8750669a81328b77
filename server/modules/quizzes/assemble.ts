/**
 * Assembling quizzes (issue 20; spec §2 /communist/answer/create, /communist/answer/list): a quiz
 * takes its questions from the bank — `count` drawn at random from chosen libraries, or picked one
 * by one in order — and COPIES them (quiz_items), so later edits of the bank never change a quiz.
 * It has a time limit (minutes), a window, a pass mark of 100, optionally hours of a classify for a
 * pass, and who may take it (colleges, grades; none = everyone). A quiz somebody has started is not
 * deleted. Errors: 10002 QUIZ_MESSAGES naming the field.
 */
import type { Page } from '../../../common/envelope.js';
import { PickMode, QUIZ_MESSAGES as M, type QuizDetail, type QuizRow } from '../../../common/quizzes.js';
import type { QuizAddParams, QuizListParams } from '../../../common/schemas/quizzes.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { findOptionRows } from '../../db/tenant.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { findClassifyCap } from '../hours/repositories/ledger.js';
import * as repo from './repository.js';
import { toQuizItem, toQuizRow } from './rows.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** The bank questions of the quiz, in quiz order; 10002 naming the field when the bank cannot supply them. */
async function chooseQuestions(db: Db, schoolId: number, p: QuizAddParams) {
  if (p.mode === PickMode.RANDOM) {
    for (const id of p.libraryIds) if (!(await repo.findLibrary(db, schoolId, id))) throw fieldError('libraryIds', M.libraryNotFound);
    const drawn = await repo.drawQuestions(db, schoolId, p.libraryIds, p.count!);
    if (drawn.length < p.count!) throw fieldError('count', M.notEnough(p.count!));
    return drawn;
  }
  const found = new Map((await repo.findQuestionsByIds(db, schoolId, p.questionIds)).map((q) => [q.id, q]));
  if (found.size !== p.questionIds.length) throw fieldError('questionIds', M.questionNotFound);
  return p.questionIds.map((id) => found.get(id)!);
}

/** POST /quiz/add QuizInput → {id, questionCount}. */
export async function addQuiz(db: Db, caller: Caller, p: QuizAddParams): Promise<{ id: number; questionCount: number }> {
  const { schoolId } = caller;
  if (await repo.quizNameTaken(db, schoolId, p.name)) throw fieldError('name', M.quizNameTaken);
  if (p.classifyId !== undefined && !(await findClassifyCap(db, schoolId, p.classifyId))) throw fieldError('classifyId', M.classifyNotFound);
  if (p.collegeIds.length && (await findOptionRows(db, 'colleges', schoolId, { column: 'id', values: p.collegeIds })).length !== p.collegeIds.length) {
    throw fieldError('collegeIds', '院系不存在');
  }
  const questions = await chooseQuestions(db, schoolId, p);
  const grantsHours = p.hours !== undefined && Number(p.hours) > 0;
  const { id } = await repo.insertQuiz(db, {
    schoolId, name: p.name, description: p.description ?? '', timeLimit: p.timeLimit, startAt: p.startTime, endAt: p.endTime, passScore: p.passScore,
    hours: grantsHours ? p.hours! : null, classifyId: grantsHours ? p.classifyId! : null, collegeIds: p.collegeIds, grades: p.grades, createdBy: caller.userId,
  });
  await repo.insertItems(db, questions.map((q, i) => ({
    schoolId, quizId: id, position: i + 1, questionId: q.id, kind: q.kind, stem: q.stem, options: JSON.stringify(q.options), answer: q.answer, explanation: q.explanation,
  })));
  return { id, questionCount: questions.length };
}

/** GET /quiz/list {current, size, name?, status?} → {list: QuizRow[], total}, latest start first. */
export async function listQuizzes(db: Db, schoolId: number, p: QuizListParams, now = new Date()): Promise<Page<QuizRow>> {
  const { rows, total } = await repo.findQuizzes(db, schoolId, p, { limit: p.size, offset: pageOffset(p) }, now);
  return { list: rows.map((r) => toQuizRow(r, now)), total };
}

/** The quiz or 10002 '答题不存在' (another school's id reads as unknown). */
export async function loadQuiz(db: Db, schoolId: number, id: number) {
  const quiz = await repo.findQuiz(db, schoolId, id);
  if (!quiz) throw badParams(M.quizNotFound);
  return quiz;
}

/** GET /quiz/detail {id} → QuizDetail: the row, its questions with answers, the colleges' names. */
export async function quizDetail(db: Db, schoolId: number, id: number, now = new Date()): Promise<QuizDetail> {
  const quiz = await loadQuiz(db, schoolId, id);
  const [items, colleges] = await Promise.all([
    repo.findItems(db, schoolId, id),
    quiz.collegeIds.length ? findOptionRows(db, 'colleges', schoolId, { column: 'id', values: quiz.collegeIds }) : Promise.resolve([]),
  ]);
  return { ...toQuizRow(quiz, now), items: items.map(toQuizItem), collegeNames: colleges.map((c) => c.name) };
}

/** POST /quiz/delete {id} → null; 10002 '已有学生作答,不能删除'. */
export async function deleteQuiz(db: Db, caller: Caller, id: number): Promise<null> {
  const quiz = await loadQuiz(db, caller.schoolId, id);
  if (Number(quiz.takers) > 0) throw badParams(M.quizTaken);
  await repo.deleteQuiz(db, caller.schoolId, id);
  return null;
}
