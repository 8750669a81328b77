/**
 * Typed custom methods of 答题学习 (issue 20 "Quiz bank and study": question bank, quizzes, the
 * student's attempt, 青年大学习). Pages reach these with `useDataProvider<QuizDataProvider>()`.
 *
 * CRUD stays with the resources: libraries are 'quizLibraries' (GET /quiz/library/list, POST
 * /quiz/library/add|update|delete), questions 'quizQuestions' (GET /quiz/question/list|detail, POST
 * /quiz/question/add|update|delete), quizzes 'quizzes' (GET /quiz/list|detail, POST /quiz/add|delete),
 * a quiz's results 'quizResults' (GET /quiz/results, filter quizId), 青年大学习 issues 'youthIssues'
 * (GET /youth/learn/issue/list, POST /youth/learn/issue/add|delete).
 */
import type { DataProvider } from 'react-admin';
import type { JobStarted } from '../../common/jobs';
import type { MyQuizRow, MyYouthRow, QuizResult, QuizStats, StartedAttempt, YouthImportResult, YouthRateRow, YouthRemindResult } from '../../common/quizzes';
import { client as appClient, type DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** CRUD endpoints of the quiz resources (merged into the app's table in resources.ts). */
export const quizResources: ResourceTable = {
  quizLibraries: { list: '/quiz/library/list', create: '/quiz/library/add', update: '/quiz/library/update', delete: '/quiz/library/delete' },
  quizQuestions: { list: '/quiz/question/list', one: '/quiz/question/detail', create: '/quiz/question/add', update: '/quiz/question/update', delete: '/quiz/question/delete' },
  quizzes: { list: '/quiz/list', one: '/quiz/detail', create: '/quiz/add', delete: '/quiz/delete' },
  quizResults: { list: '/quiz/results' },
  youthIssues: { list: '/youth/learn/issue/list', create: '/youth/learn/issue/add', delete: '/youth/learn/issue/delete' },
};

const jobOf = (reply: { id?: string } | null): JobStarted => ({ id: String(reply?.id ?? '') });

export function quizMethods(client: DataClient) {
  return {
    /** GET /quiz/stats {quizId} → score bands and per-question rates. */
    getQuizStats: (quizId: number) => client.get<QuizStats>('/quiz/stats', { quizId }),
    /** GET /quiz/export {quizId, filters} → the export job's {id} (答题成绩.xlsx). */
    startQuizExport: async (filter: Record<string, unknown>): Promise<JobStarted> => jobOf(await client.get('/quiz/export', filter)),
    /** GET /student/quiz/list → the student's quizzes with their attempt. */
    getMyQuizzes: async (): Promise<MyQuizRow[]> => (await client.get<MyQuizRow[] | null>('/student/quiz/list', {})) ?? [],
    /** POST /student/quiz/start {quizId} → the attempt and its questions (no answers); resumes an open one. */
    startQuiz: (quizId: number) => client.post<StartedAttempt>('/student/quiz/start', { quizId }),
    /** POST /student/quiz/submit {quizId, answers} → the result with explanations. */
    submitQuiz: (quizId: number, answers: { position: number; answer: string }[]) => client.post<QuizResult>('/student/quiz/submit', { quizId, answers }),
    /** GET /student/quiz/result {quizId} → the result after submitting. */
    getQuizResult: (quizId: number) => client.get<QuizResult>('/student/quiz/result', { quizId }),
    /** GET /student/youth/learn → the student's 青年大学习 record. */
    getMyYouthRecord: async (): Promise<MyYouthRow[]> => (await client.get<MyYouthRow[] | null>('/student/youth/learn', {})) ?? [],
    /** GET /youth/learn/stats {issueId, collegeId?} → rates per college, or per class of the college. */
    getYouthRates: async (issueId: number, collegeId?: number): Promise<YouthRateRow[]> =>
      (await client.get<YouthRateRow[] | null>('/youth/learn/stats', { issueId, ...(collegeId ? { collegeId } : {}) })) ?? [],
    /** POST /youth/learn/remind {issueId, collegeIds?} → how many notices and students. */
    remindYouth: (issueId: number, collegeIds: number[] = []) => client.post<YouthRemindResult>('/youth/learn/remind', { issueId, collegeIds }),
    /** POST /youth/learn/import multipart {file, params {issueId}} → matched, added and the unmatched rows. */
    importYouthList: (issueId: number, file: Blob) => (client.upload ?? appClient.upload)<YouthImportResult>('/youth/learn/import', file, { issueId }),
    /** GET /youth/learn/export {issueId} → the export job's {id} (青年大学习参学率.xlsx). */
    startYouthExport: async (issueId: number): Promise<JobStarted> => jobOf(await client.get('/youth/learn/export', { issueId })),
  };
}

export type QuizMethods = ReturnType<typeof quizMethods>;

/** The data provider with these verbs. */
export type QuizDataProvider = DataProvider & QuizMethods;
