/** Database rows of the question bank and quizzes → their wire shapes (common/quizzes.ts). */
import { formatDateTime, formatMinute } from '../../../common/time.js';
import {
  AttemptStatus, attemptStatusLabels, JUDGE_OPTIONS, QuestionKind, questionKindLabels, QuizStatus, quizStatusLabels,
  SUBMIT_GRACE_MS, type AttemptRow, type QuestionRow, type QuizItem, type QuizRow,
} from '../../../common/quizzes.js';
import type { AttemptRecord, QuestionRecord, QuizRecord } from './repository.js';

/** jsonb options (or their JSON text) → the texts; a true/false question's are always 正确 / 错误. */
export function optionsOf(kind: number, v: unknown): string[] {
  if (kind === QuestionKind.JUDGE) return [...JUDGE_OPTIONS];
  const list = (typeof v === 'string' ? JSON.parse(v) : v) as string[] | null;
  return list ?? [];
}

export function toQuestionRow(r: QuestionRecord): QuestionRow {
  return {
    id: r.id, libraryId: r.libraryId, libraryName: r.libraryName, kind: r.kind, kindName: questionKindLabels[r.kind] ?? '', stem: r.stem,
    options: optionsOf(r.kind, r.options), answer: r.answer, explanation: r.explanation, updateTime: formatDateTime(r.updatedAt),
  };
}

export function toQuizItem(r: { position: number; kind: number; stem: string; options: unknown; answer: string; explanation: string }): QuizItem {
  return { position: r.position, kind: r.kind, kindName: questionKindLabels[r.kind] ?? '', stem: r.stem, options: optionsOf(r.kind, r.options), answer: r.answer, explanation: r.explanation };
}

/** 1 未开始 before the window, 2 进行中 within it, 3 已结束 after. */
export const quizStatusAt = (startAt: Date, endAt: Date, now: Date) => (now < startAt ? QuizStatus.PENDING : now < endAt ? QuizStatus.OPEN : QuizStatus.ENDED);

export function toQuizRow(r: QuizRecord, now: Date): QuizRow {
  const status = quizStatusAt(r.startAt, r.endAt, now);
  return {
    id: r.id, name: r.name, description: r.description, timeLimit: r.timeLimit, startTime: formatMinute(r.startAt), endTime: formatMinute(r.endAt),
    passScore: r.passScore, questionCount: Number(r.questionCount), hours: r.hours, classifyId: r.classifyId, classifyName: r.classifyName,
    collegeIds: r.collegeIds ?? [], grades: r.grades ?? [], status, statusName: quizStatusLabels[status],
    takers: Number(r.takers), submitted: Number(r.submitted), passed: Number(r.passed), avgScore: r.avgScore,
  };
}

/** An attempt's state at `now`: submitted, open until the deadline plus the grace, then expired. */
export function attemptStatusAt(a: { submittedAt: Date | null; deadlineAt: Date }, now: Date): number {
  if (a.submittedAt) return AttemptStatus.SUBMITTED;
  return now.getTime() <= a.deadlineAt.getTime() + SUBMIT_GRACE_MS ? AttemptStatus.OPEN : AttemptStatus.EXPIRED;
}

export function toAttemptRow(r: AttemptRecord, now: Date): AttemptRow {
  const status = attemptStatusAt(r, now);
  return {
    id: r.id, userId: r.userId, code: r.code, userName: r.userName, collegeName: r.collegeName, className: r.className,
    startTime: formatDateTime(r.startedAt), submitTime: formatDateTime(r.submittedAt), score: r.score, correct: r.correct, passed: r.passed,
    status, statusName: attemptStatusLabels[status],
  };
}
