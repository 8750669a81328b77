/**
 * Quiz and 青年大学习 endpoints (issue 20 "Quiz bank and study"; spec §2 /communist/answer/list,
 * /communist/answer/library, /communist/answer/create, /communist/subject/create,
 * /communist/youth/learn; the student's 答题学习 '/student/quiz'). All scoped to the session's
 * school; every write runs in one transaction. Errors: 10002 naming the field or QUIZ_MESSAGES;
 * 10003 without the module.
 *
 * Modules (common/quizzes.ts QUIZ_MODULES): 题库管理 writes libraries and deletes questions; 新增题目
 * writes questions; libraries and questions are read by any staff quiz module (access.ts); 组卷发布
 * assembles quizzes; 答题列表 lists them with results, statistics, export and deletion; 青年大学习
 * its issues, imports, rates, reminders and export; the student module takes quizzes and reads the
 * student's own records.
 */
import type { z } from 'zod';
import type { JobStarted } from '../../../common/jobs.js';
import { QUIZ_MODULES as Q } from '../../../common/quizzes.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/quizzes.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { readUpload } from '../../jobs/sheets/upload.js';
import { defineRoute, type AnyRoute, type Permission } from '../../protocol/define.js';
import { requireQuizReader } from './access.js';
import { addQuiz, deleteQuiz, listQuizzes, quizDetail } from './assemble.js';
import { addLibrary, addQuestion, deleteLibrary, deleteQuestion, listLibraries, listQuestions, QUIZ_CONSTRAINTS, questionDetail, updateLibrary, updateQuestion } from './bank.js';
import { listResults, quizResultExportJob, quizStats, RESULT_EXPORT_FILE } from './results.js';
import { myQuizzes, myResult, startQuiz, submitQuiz } from './taking.js';
import { addIssue, deleteIssue, importParticipants, issueRates, listIssues, myYouthRecord, remindIssue, YOUTH_EXPORT_FILE, youthExportJob } from './youthLearn.js';

/** A POST under `permission`, in one transaction, with the unique names' constraints mapped. */
const write = <S extends z.ZodType>(path: string, summary: string, permission: Permission, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({ method: 'POST', path, summary, permission, schema, transactional: true, constraints: QUIZ_CONSTRAINTS, handler: ({ db, session, params }) => run(db, session as Session, params) });

/** A GET under `permission`. */
const read = <S extends z.ZodType>(path: string, summary: string, permission: Permission, schema: S, run: (db: Db, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({ method: 'GET', path, summary, permission, schema, handler: ({ deps, session, params }) => run(deps.db, session as Session, params) });

/** A GET for holders of any staff quiz module (10003 otherwise). */
const bankRead = <S extends z.ZodType>(path: string, summary: string, schema: S, run: (db: Db, schoolId: number, params: z.output<S>) => Promise<unknown>) =>
  read(path, summary, 'session', schema, async (db, session, params) => {
    await requireQuizReader(db, session);
    return run(db, session.schoolId, params);
  });

export const quizRoutes: AnyRoute[] = [
  /** GET /quiz/library/list → {list: LibraryRow[] {id, name, remarks, questionCount, createTime}, total}, by name. */
  bankRead('/quiz/library/list', 'Question libraries (spec §2 /communist/answer/library).', noParams, (db, schoolId) => listLibraries(db, schoolId)),
  /** POST /quiz/library/add {name ≤ 30, remarks?} → {id}; 10002 '参数错误: name 已存在同名题库'. */
  write('/quiz/library/add', 'Creates a question library.', Q.library, s.libraryAddParams, addLibrary),
  /** POST /quiz/library/update {id, name, remarks?} → {id}; 10002 '题库不存在'. */
  write('/quiz/library/update', 'Renames a question library.', Q.library, s.libraryUpdateParams, updateLibrary),
  /** POST /quiz/library/delete {id} → null; 10002 '题库中还有题目,不能删除'. */
  write('/quiz/library/delete', 'Deletes an empty question library.', Q.library, s.idParams, (db, session, { id }) => deleteLibrary(db, session, id)),

  /** GET /quiz/question/list {current, size, libraryId?, kind? 1–3, stem?} → {list: QuestionRow[], total}, newest first. */
  bankRead('/quiz/question/list', 'Questions of the bank with filters.', s.questionListParams, listQuestions),
  /** GET /quiz/question/detail {id} → QuestionRow; 10002 '题目不存在'. */
  bankRead('/quiz/question/detail', 'One question with its answer.', s.idParams, (db, schoolId, { id }) => questionDetail(db, schoolId, id)),
  /**
   * POST /quiz/question/add {libraryId, kind 1 single | 2 multiple | 3 true/false, stem ≤ 500, options
   * string[] 2–8 of ≤ 200 (ignored for true/false: 正确/错误), answer letters ('A', 'AC'), explanation?}
   * → {id}; 10002 naming the field ('答案必须是选项中的字母', '多选题至少有两个答案', '单选题和判断题只能有一个答案').
   */
  write('/quiz/question/add', 'Creates a question (spec §2 /communist/subject/create).', Q.subject, s.questionAddParams, addQuestion),
  /** POST /quiz/question/update {id, …as add} → {id}; quizzes already assembled keep their copy. */
  write('/quiz/question/update', 'Changes a question.', Q.subject, s.questionUpdateParams, updateQuestion),
  /** POST /quiz/question/delete {id} → null. */
  write('/quiz/question/delete', 'Deletes a question (quizzes keep their copy).', Q.library, s.idParams, (db, session, { id }) => deleteQuestion(db, session, id)),

  /**
   * POST /quiz/add {name ≤ 50, description?, mode 1 random | 2 picked, libraryIds + count (random) or
   * questionIds (picked, in order), timeLimit 1–300 min, startTime, endTime, passScore 0–100, hours?
   * 0–100 with classifyId, collegeIds?, grades?} → {id, questionCount}; 10002 naming the field
   * ('所选题库中的题目不足N道', '已存在同名答题', '发放学时时请选择模块分类').
   */
  write('/quiz/add', 'Assembles and publishes a quiz (spec §2 /communist/answer/create).', Q.create, s.quizAddParams, addQuiz),
  /** GET /quiz/list {current, size, name?, status? 1 未开始 | 2 进行中 | 3 已结束} → {list: QuizRow[], total}, latest start first. */
  read('/quiz/list', 'Quizzes with their counts (spec §2 /communist/answer/list).', Q.list, s.quizListParams, (db, session, p) => listQuizzes(db, session.schoolId, p)),
  /** GET /quiz/detail {id} → QuizDetail (questions with answers); 10002 '答题不存在'. */
  read('/quiz/detail', 'One quiz with its questions.', Q.list, s.idParams, (db, session, { id }) => quizDetail(db, session.schoolId, id)),
  /** POST /quiz/delete {id} → null; 10002 '已有学生作答,不能删除'. */
  write('/quiz/delete', 'Deletes a quiz nobody has started.', Q.list, s.idParams, (db, session, { id }) => deleteQuiz(db, session, id)),
  /** GET /quiz/results {quizId, current, size, name? (name or number), status? 1–3} → {list: AttemptRow[], total}, best first. */
  read('/quiz/results', 'Who took a quiz and their scores.', Q.list, s.resultListParams, (db, session, p) => listResults(db, session.schoolId, p)),
  /** GET /quiz/stats {quizId} → QuizStats {takers, submitted, passed, passRate, avgScore, bands, items}. */
  read('/quiz/stats', 'A quiz’s score bands and per-question rates.', Q.list, s.quizIdParams, (db, session, p) => quizStats(db, session.schoolId, p.quizId)),
  /** GET /quiz/export {quizId, name?, status?} → {id} of a 'quiz-result-export' job (答题成绩.xlsx). */
  defineRoute({
    method: 'GET', path: '/quiz/export', summary: 'Exports a quiz’s results as xlsx, as a job.', permission: Q.list, schema: s.resultFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => {
      await quizStats(deps.db, session.schoolId, params.quizId);
      return { id: await deps.jobs.enqueue(quizResultExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: RESULT_EXPORT_FILE }, { filter: params }) };
    },
  }),

  /** GET /student/quiz/list → MyQuizRow[]: quizzes open to the student's college and grade with their attempt. */
  read('/student/quiz/list', 'The student’s quizzes (答题学习).', Q.student, noParams, (db, session) => myQuizzes(db, session)),
  /** POST /student/quiz/start {quizId} → StartedAttempt (questions without answers; resumes an open attempt). Refusals in taking.ts. */
  write('/student/quiz/start', 'Starts (or resumes) the student’s one attempt.', Q.student, s.quizIdParams, (db, session, p) => startQuiz(db, session, p.quizId)),
  /** POST /student/quiz/submit {quizId, answers: [{position, answer}]} → QuizResult; once; refused after the deadline + 30 s. */
  write('/student/quiz/submit', 'Submits the attempt: scored at once, hours for a pass.', Q.student, s.submitParams, submitQuiz),
  /** GET /student/quiz/result {quizId} → QuizResult with the right answers and explanations; 10002 before submitting. */
  read('/student/quiz/result', 'The student’s result with explanations.', Q.student, s.quizIdParams, (db, session, p) => myResult(db, session, p.quizId)),
  /** GET /student/youth/learn → MyYouthRow[]: the student's 青年大学习 record. */
  read('/student/youth/learn', 'The student’s 青年大学习 record.', Q.student, noParams, (db, session) => myYouthRecord(db, session)),

  /** GET /youth/learn/issue/list {current, size, title?} → {list: YouthIssueRow[], total}, latest week first. */
  read('/youth/learn/issue/list', '青年大学习 issues with their rates (spec §2 /communist/youth/learn).', Q.youth, s.youthIssueListParams, (db, session, p) => listIssues(db, session.schoolId, p)),
  /** POST /youth/learn/issue/add {title ≤ 50, week YYYY-MM-DD, remarks?} → {id}; 10002 '参数错误: title 已存在同名的一期'. */
  write('/youth/learn/issue/add', 'Adds an issue (期) of 青年大学习.', Q.youth, s.youthIssueAddParams, addIssue),
  /** POST /youth/learn/issue/delete {id} → null; its records go with it. */
  write('/youth/learn/issue/delete', 'Deletes an issue and its records.', Q.youth, s.idParams, (db, session, { id }) => deleteIssue(db, session, id)),
  /**
   * POST /youth/learn/import multipart {file: .xlsx (学号, 姓名, 班级, 学习时间), params: {issueId}} →
   * YouthImportResult {matched, added, unmatched: [{row, code, name, className, reason}]}.
   */
  defineRoute({
    method: 'POST', path: '/youth/learn/import', summary: 'Imports an official participation list (xlsx) for an issue.', permission: Q.youth,
    schema: s.youthImportParams, uploads: true, transactional: true,
    handler: async ({ db, session, params, request }) => importParticipants(db, session, params.issueId, (await readUpload(request.body)).content),
  }),
  /** GET /youth/learn/stats {issueId, collegeId?} → YouthRateRow[] per college, or per class (团支部) of the college. */
  read('/youth/learn/stats', 'Participation rates per college or class.', Q.youth, s.youthStatsParams, (db, session, p) => issueRates(db, session.schoolId, p)),
  /** POST /youth/learn/remind {issueId, collegeIds?} → {notices, students}: college notices to non-participants. */
  write('/youth/learn/remind', 'Reminds non-participants through college notices.', Q.youth, s.youthRemindParams, remindIssue),
  /** GET /youth/learn/export {issueId} → {id} of a 'youth-learn-export' job (青年大学习参学率.xlsx, per class). */
  defineRoute({
    method: 'GET', path: '/youth/learn/export', summary: 'Exports an issue’s class rates as xlsx, as a job.', permission: Q.youth, schema: s.youthImportParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => {
      await issueRates(deps.db, session.schoolId, { issueId: params.issueId });
      return { id: await deps.jobs.enqueue(youthExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: YOUTH_EXPORT_FILE }, { issueId: params.issueId }) };
    },
  }),
];
