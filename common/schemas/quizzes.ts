/**
 * Params of the quiz and 青年大学习 endpoints (issue 20 "Quiz bank and study"). A failing field
 * replies 10002 naming it ('参数错误: stem 不能为空') or with QUIZ_MESSAGES' own text.
 * Routes: /quiz/library/{list,options,add,update,delete}, /quiz/question/{list,detail,add,update,delete},
 *  /quiz/{list,detail,add,delete,results,stats,export}, /student/quiz/{list,start,submit,result},
 *  /youth/learn/{issue/list,issue/add,issue/delete,import,stats,remind,export}, /student/youth/learn.
 */
import { z } from 'zod';
import { JUDGE_OPTIONS, QUIZ_LIMITS as L, QUIZ_MESSAGES as M, PickMode, QuestionKind } from '../quizzes.js';
import { windowTime } from './declarations.js';
import { int, MALFORMED, optionalDay, optionalDecimal, optionalInt, optionalText, text, wire, wireJson, type WireIds } from './fields.js';
import { pageFields } from './paging.js';

const fieldMsg = (field: string, what: string) => `参数错误: ${field} ${what}`;
const LETTERS = 'ABCDEFGH';

export const idParams = z.object({ id: int({ min: 1 }) });

/** A list of ids that may be empty or absent ([] then). */
const optionalIds = (field: string, max: number) =>
  wire<WireIds | null>({ ...wireJson.ids, description: `0–${max} ids` }).transform((v, ctx): number[] => {
    const parts = Array.isArray(v) ? v.map(String) : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : v == null ? [] : null;
    const ids = (parts ?? ['x']).map((s) => s.trim()).filter((s) => s !== '');
    if (parts === null || ids.length > max || !ids.every((s) => /^\d{1,9}$/.test(s) && Number(s) > 0)) {
      ctx.addIssue({ code: 'custom', message: fieldMsg(field, '格式不正确') });
      return z.NEVER;
    }
    return [...new Set(ids.map(Number))];
  }).optional().transform((v) => v ?? []);

/** Texts: an array, blanks dropped; more than `max` or one over `len` characters → the field's message. */
const textList = (field: string, max: number, len: number) =>
  wire<string[] | null>({ type: ['array', 'null'], items: { type: 'string', maxLength: len }, maxItems: max }).transform((v, ctx): string[] => {
    if (v != null && (!Array.isArray(v) || v.some((s) => typeof s !== 'string' && typeof s !== 'number'))) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    const items = (v ?? []).map((s) => String(s).trim()).filter((s) => s !== '');
    if (items.length > max || items.some((s) => s.length > len)) {
      ctx.addIssue({ code: 'custom', message: fieldMsg(field, `最多${max}项,每项不超过${len}个字`) });
      return z.NEVER;
    }
    return items;
  });

/** 'ac', 'C,A' → 'AC': the letters sorted, once each; anything else than letters → MALFORMED. */
export function normaliseAnswer(v: string): string | null {
  const letters = v.toUpperCase().replace(/[\s,，、]/g, '');
  if (!/^[A-H]*$/.test(letters)) return null;
  return [...new Set(letters)].sort().join('');
}

const answerText = (field: string, required: boolean) =>
  (required ? text({ max: 16 }) : optionalText({ max: 16 }).transform((v) => v ?? '')).transform((v, ctx): string => {
    const a = normaliseAnswer(v);
    if (a === null) {
      ctx.addIssue({ code: 'custom', message: fieldMsg(field, M.answerOutOfOptions) });
      return z.NEVER;
    }
    return a;
  });

/** A library (/communist/answer/library). */
export const libraryFields = { name: text({ max: L.libraryName }), remarks: optionalText({ max: 200 }) };
export const libraryAddParams = z.object(libraryFields);
export type LibraryAddParams = z.output<typeof libraryAddParams>;
export const libraryUpdateParams = z.object({ id: int({ min: 1 }), ...libraryFields });

/** A question (/communist/subject/create): kind, stem, options (a true/false question's are fixed), answer letters, explanation. */
export const questionFields = {
  libraryId: int({ min: 1 }),
  kind: int({ min: QuestionKind.SINGLE, max: QuestionKind.JUDGE }),
  stem: text({ max: L.stem }),
  options: textList('options', L.optionsMax, L.option).optional().transform((v) => v ?? []),
  answer: answerText('answer', true),
  explanation: optionalText({ max: L.explanation }),
};

/** The options fit the kind and the answer names options that exist, one for single and true/false, two or more for multiple. */
export function checkQuestion(v: { kind: number; options: string[]; answer: string }, ctx: z.RefinementCtx) {
  const count = v.kind === QuestionKind.JUDGE ? JUDGE_OPTIONS.length : v.options.length;
  if (v.kind !== QuestionKind.JUDGE && count < L.optionsMin) ctx.addIssue({ code: 'custom', path: ['options'], message: fieldMsg('options', `至少${L.optionsMin}个选项`) });
  if ([...v.answer].some((ch) => LETTERS.indexOf(ch) >= count)) ctx.addIssue({ code: 'custom', path: ['answer'], message: fieldMsg('answer', M.answerOutOfOptions) });
  else if (v.kind === QuestionKind.MULTIPLE && v.answer.length < 2) ctx.addIssue({ code: 'custom', path: ['answer'], message: fieldMsg('answer', M.multipleAnswers) });
  else if (v.kind !== QuestionKind.MULTIPLE && v.answer.length !== 1) ctx.addIssue({ code: 'custom', path: ['answer'], message: fieldMsg('answer', M.singleOneAnswer) });
}
export const questionAddParams = z.object(questionFields).superRefine(checkQuestion);
export type QuestionAddParams = z.output<typeof questionAddParams>;
export const questionUpdateParams = z.object({ id: int({ min: 1 }), ...questionFields }).superRefine(checkQuestion);
export type QuestionUpdateParams = z.output<typeof questionUpdateParams>;

export const questionListParams = z.object({
  ...pageFields,
  libraryId: optionalInt({ min: 1 }),
  kind: optionalInt({ min: 1, max: 3 }),
  /** Stem contains. */
  stem: optionalText({ max: 50 }),
});
export type QuestionListParams = z.output<typeof questionListParams>;

/** POST /quiz/add: assemble a quiz (/communist/answer/create). */
export const quizAddParams = z.object({
  name: text({ max: L.quizName }),
  description: optionalText({ max: 500 }),
  mode: int({ min: PickMode.RANDOM, max: PickMode.PICKED }),
  /** Random: the libraries drawn from and how many questions. */
  libraryIds: optionalIds('libraryIds', 20),
  count: optionalInt({ min: 1, max: L.questionsMax }),
  /** Picked: the questions, in this order. */
  questionIds: optionalIds('questionIds', L.questionsMax),
  timeLimit: int({ min: 1, max: L.timeLimitMax }),
  startTime: windowTime('startTime', false),
  endTime: windowTime('endTime', true),
  passScore: int({ min: 0, max: 100 }),
  hours: optionalDecimal(),
  classifyId: optionalInt({ min: 1 }),
  /** Who may take it: students of these colleges (none: every college) and grades (none: every grade). */
  collegeIds: optionalIds('collegeIds', 200),
  grades: textList('grades', 20, 10).optional().transform((v) => v ?? []),
}).superRefine((v, ctx) => {
  if (v.endTime <= v.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.endAfterStart });
  if (v.mode === PickMode.RANDOM && v.libraryIds.length === 0) ctx.addIssue({ code: 'custom', path: ['libraryIds'], message: fieldMsg('libraryIds', '请选择题库') });
  if (v.mode === PickMode.RANDOM && v.count === undefined) ctx.addIssue({ code: 'custom', path: ['count'], message: fieldMsg('count', '不能为空') });
  if (v.mode === PickMode.PICKED && v.questionIds.length === 0) ctx.addIssue({ code: 'custom', path: ['questionIds'], message: fieldMsg('questionIds', M.noQuestions) });
  if (v.hours !== undefined && (Number(v.hours) < 0 || Number(v.hours) > 100)) ctx.addIssue({ code: 'custom', path: ['hours'], message: fieldMsg('hours', '应在0到100之间') });
  if (v.hours !== undefined && Number(v.hours) > 0 && v.classifyId === undefined) ctx.addIssue({ code: 'custom', path: ['classifyId'], message: fieldMsg('classifyId', M.hoursNeedClassify) });
});
export type QuizAddParams = z.output<typeof quizAddParams>;

export const quizListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), status: optionalInt({ min: 1, max: 3 }) });
export type QuizListParams = z.output<typeof quizListParams>;

export const resultFilterFields = { quizId: int({ min: 1 }), name: optionalText({ max: 50 }), status: optionalInt({ min: 1, max: 3 }) };
export const resultFilterParams = z.object(resultFilterFields);
export type ResultFilter = z.output<typeof resultFilterParams>;
export const resultListParams = z.object({ ...pageFields, ...resultFilterFields });
export type ResultListParams = z.output<typeof resultListParams>;
export const quizIdParams = z.object({ quizId: int({ min: 1 }) });

/** POST /student/quiz/submit {quizId, answers: [{position, answer}]} (unanswered questions may be left out). */
export const submitParams = z.object({
  quizId: int({ min: 1 }),
  answers: z.array(z.object({ position: int({ min: 1, max: L.questionsMax }), answer: answerText('answers', false) }), { message: MALFORMED }).max(L.questionsMax),
});
export type SubmitParams = z.output<typeof submitParams>;

/** 青年大学习: one issue (期) of the weekly study. */
export const youthIssueAddParams = z.object({
  title: text({ max: L.youthTitle }),
  week: optionalDay('week').refine((v) => v !== undefined, { message: fieldMsg('week', '不能为空') }).transform((v) => v!),
  remarks: optionalText({ max: 200 }),
});
export type YouthIssueAddParams = z.output<typeof youthIssueAddParams>;
export const youthIssueListParams = z.object({ ...pageFields, title: optionalText({ max: 50 }) });
export type YouthIssueListParams = z.output<typeof youthIssueListParams>;
export const youthImportParams = z.object({ issueId: int({ min: 1 }) });
/** Rates of an issue: per college, or per class (团支部) of one college. */
export const youthStatsParams = z.object({ issueId: int({ min: 1 }), collegeId: optionalInt({ min: 1 }) });
export type YouthStatsParams = z.output<typeof youthStatsParams>;
export const youthRemindParams = z.object({ issueId: int({ min: 1 }), collegeIds: optionalIds('collegeIds', 200) });
export type YouthRemindParams = z.output<typeof youthRemindParams>;
