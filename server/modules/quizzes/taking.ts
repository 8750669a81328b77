/**
 * Taking a quiz (issue 20 "Quiz bank and study"; the student's 答题学习, module '/student/quiz').
 *  - Start: within the window, for a normal-status student of the quiz's colleges and grades. The
 *    server records the start; deadline = min(window end, start + time limit). Starting again
 *    resumes the open attempt (same deadline); one attempt per student per quiz is a database key.
 *    The questions come WITHOUT answers or explanations.
 *  - Submit: once. Accepted until the deadline plus SUBMIT_GRACE_MS (30 s for the network; the page
 *    submits by itself at zero); later it is REFUSED ('答题时间已到,提交失败') and the attempt stays
 *    超时未交 without a score. Scored by the server at once: 100 points spread evenly over the
 *    questions; a multiple-choice question counts only when exactly the right options are chosen.
 *  - A pass (score ≥ pass mark) of a quiz with hours writes the ledger (source 10 QUIZ, relation =
 *    the quiz): idempotent per quiz and student (the ledger's unique key).
 *  - Result: after submitting, the score, each question's right answer, the choice and the explanation.
 */
import { LedgerSource } from '../../../common/ledger.js';
import {
  AttemptStatus, attemptStatusLabels, QUIZ_MESSAGES as M, QuizStatus, SUBMIT_GRACE_MS,
  type MyQuizRow, type QuizResult, type StartedAttempt,
} from '../../../common/quizzes.js';
import type { SubmitParams } from '../../../common/schemas/quizzes.js';
import { chinaDay, formatDateTime, formatMinute } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { grantHours } from '../hours/ledger.js';
import { termOf } from '../terms/service.js';
import { loadQuiz } from './assemble.js';
import * as repo from './repository.js';
import { attemptStatusAt, optionsOf, quizStatusAt, toQuizItem, toQuizRow } from './rows.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
type QuizRecord = repo.QuizRecord;

/** The caller as a taker: 10003 unless a student of the school. */
async function takerOf(db: Db, caller: Caller) {
  const taker = await repo.findTaker(db, caller.schoolId, caller.userId);
  if (!taker) throw noPermission();
  return taker;
}

const withinScope = (quiz: Pick<QuizRecord, 'collegeIds' | 'grades'>, t: { collegeId: number | null; grade: string | null }) =>
  (quiz.collegeIds.length === 0 || (t.collegeId !== null && quiz.collegeIds.includes(t.collegeId))) && (quiz.grades.length === 0 || (t.grade !== null && quiz.grades.includes(t.grade)));

/** GET /student/quiz/list → MyQuizRow[]: the quizzes open to the caller's college and grade, with their own attempt. */
export async function myQuizzes(db: Db, caller: Caller, now = new Date()): Promise<MyQuizRow[]> {
  const taker = await takerOf(db, caller);
  const rows = await repo.findStudentQuizzes(db, caller.schoolId, caller.userId, taker.collegeId, taker.grade);
  return rows.map((r) => {
    const q = toQuizRow(r, now);
    const attemptStatus = r.attemptId === null ? null : attemptStatusAt({ submittedAt: r.submittedAt, deadlineAt: r.deadlineAt! }, now);
    return {
      id: q.id, name: q.name, description: q.description, timeLimit: q.timeLimit, startTime: q.startTime, endTime: q.endTime, passScore: q.passScore,
      questionCount: q.questionCount, hours: q.hours, status: q.status, statusName: q.statusName, attemptStatus,
      attemptStatusName: attemptStatus === null ? null : attemptStatusLabels[attemptStatus], score: r.score, passed: r.submittedAt ? r.attemptPassed : null,
    };
  });
}

/** POST /student/quiz/start {quizId} → StartedAttempt (resumes an open attempt). 10002 '答题尚未开始' / '答题已结束' / '你已交卷,不能重复作答'; 10003 outside the scope. */
export async function startQuiz(db: Trx, caller: Caller, quizId: number, now = new Date()): Promise<StartedAttempt> {
  const taker = await takerOf(db, caller);
  const quiz = await loadQuiz(db, caller.schoolId, quizId);
  if (taker.status !== 1 || !withinScope(quiz, taker)) throw noPermission(M.notEligible);
  const existing = await repo.findAttempt(db, caller.schoolId, quizId, caller.userId);
  if (existing?.submittedAt) throw badParams(M.alreadySubmitted);
  if (!existing) {
    const status = quizStatusAt(quiz.startAt, quiz.endAt, now);
    if (status === QuizStatus.PENDING) throw badParams(M.notStarted);
    if (status === QuizStatus.ENDED) throw badParams(M.ended);
  }
  const attempt = existing ?? (await repo.startAttempt(db, {
    schoolId: caller.schoolId, quizId, userId: caller.userId, startedAt: now,
    deadlineAt: new Date(Math.min(quiz.endAt.getTime(), now.getTime() + quiz.timeLimit * 60_000)),
  }));
  if (attemptStatusAt(attempt, now) === AttemptStatus.EXPIRED) throw badParams(M.tooLate);
  const items = await repo.findItems(db, caller.schoolId, quizId);
  return {
    attemptId: attempt.id, quizName: quiz.name, startTime: formatDateTime(attempt.startedAt), deadline: formatDateTime(attempt.deadlineAt),
    deadlineMs: attempt.deadlineAt.getTime(), serverNow: now.getTime(),
    questions: items.map((i) => ({ position: i.position, kind: i.kind, stem: i.stem, options: optionsOf(i.kind, i.options) })),
  };
}

/** Points of 100 for `correct` of `total`, two decimals. */
export const scoreOf = (correct: number, total: number) => (total === 0 ? '0.00' : (Math.round((correct * 10000) / total) / 100).toFixed(2));

/** POST /student/quiz/submit {quizId, answers} → QuizResult. Refusals in the file comment. */
export async function submitQuiz(db: Trx, caller: Caller, p: SubmitParams, now = new Date()): Promise<QuizResult> {
  const quiz = await loadQuiz(db, caller.schoolId, p.quizId);
  const attempt = await repo.findAttempt(db, caller.schoolId, p.quizId, caller.userId);
  if (!attempt) throw badParams(M.notStartedByYou);
  if (attempt.submittedAt) throw badParams(M.alreadySubmitted);
  if (now.getTime() > attempt.deadlineAt.getTime() + SUBMIT_GRACE_MS) throw badParams(M.tooLate);
  const items = await repo.findItems(db, caller.schoolId, p.quizId);
  const chosen = new Map(p.answers.map((a) => [a.position, a.answer]));
  const marked = items.map((i) => ({ position: i.position, choice: chosen.get(i.position) ?? '', correct: (chosen.get(i.position) ?? '') === i.answer }));
  const correct = marked.filter((m) => m.correct).length;
  const score = scoreOf(correct, items.length);
  const passed = Number(score) >= quiz.passScore;
  // Two submissions at once: the first to close the attempt wins, the other is refused.
  if (!(await repo.closeAttempt(db, caller.schoolId, attempt.id, { submittedAt: now, score, correct, passed }))) throw badParams(M.alreadySubmitted);
  await repo.insertAnswers(db, marked.filter((m) => m.choice !== '').map((m) => ({ schoolId: caller.schoolId, attemptId: attempt.id, ...m })));
  if (passed && quiz.hours !== null && Number(quiz.hours) > 0 && quiz.classifyId !== null) {
    const term = await termOf(db, caller.schoolId, chinaDay(now), now);
    await grantHours(db, {
      schoolId: caller.schoolId, issuedBy: null, sourceType: LedgerSource.QUIZ, relationId: quiz.id, classifyId: quiz.classifyId, termId: term?.id ?? null,
      reason: `答题「${quiz.name}」通过`, grants: [{ userId: caller.userId, hours: quiz.hours }], issuedAt: now,
    });
  }
  return resultOf(db, caller, quiz);
}

async function resultOf(db: Db, caller: Caller, quiz: QuizRecord): Promise<QuizResult> {
  const attempt = await repo.findAttempt(db, caller.schoolId, quiz.id, caller.userId);
  if (!attempt?.submittedAt) throw badParams(M.resultNotReady);
  const [items, answers] = await Promise.all([repo.findItems(db, caller.schoolId, quiz.id), repo.findAnswers(db, caller.schoolId, attempt.id)]);
  const byPosition = new Map(answers.map((a) => [a.position, a]));
  return {
    quizId: quiz.id, quizName: quiz.name, score: attempt.score!, correct: attempt.correct ?? 0, total: items.length, passed: attempt.passed, passScore: quiz.passScore,
    hours: attempt.passed && quiz.hours !== null && Number(quiz.hours) > 0 ? quiz.hours : null, submitTime: formatMinute(attempt.submittedAt),
    items: items.map((i) => ({ ...toQuizItem(i), choice: byPosition.get(i.position)?.choice ?? '', right: byPosition.get(i.position)?.correct ?? false })),
  };
}

/** GET /student/quiz/result {quizId} → QuizResult; 10002 '交卷后才能查看结果'. */
export async function myResult(db: Db, caller: Caller, quizId: number): Promise<QuizResult> {
  await takerOf(db, caller);
  return resultOf(db, caller, await loadQuiz(db, caller.schoolId, quizId));
}
