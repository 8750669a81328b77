/**
 * A quiz's results and statistics (issue 20; spec §2 /communist/answer/list: results, statistics,
 * export): who took it with their score and state, the score bands and each question's rate of
 * right answers; the xlsx export of the results as a job (答题成绩.xlsx).
 */
import type { Page } from '../../../common/envelope.js';
import { SUBMIT_GRACE_MS, type AttemptRow, type QuizStats } from '../../../common/quizzes.js';
import type { ResultFilter, ResultListParams } from '../../../common/schemas/quizzes.js';
import type { Db } from '../../db/db.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { pageOffset } from '../../protocol/paging.js';
import { loadQuiz } from './assemble.js';
import * as repo from './repository.js';
import { toAttemptRow } from './rows.js';

export const RESULT_EXPORT_FILE = '答题成绩.xlsx';
const BANDS = ['0-59', '60-69', '70-79', '80-89', '90-100'];
/** Percent with one decimal. */
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

const expiredBefore = (now: Date) => new Date(now.getTime() - SUBMIT_GRACE_MS);

/** GET /quiz/results {quizId, current, size, name?, status?} → {list: AttemptRow[], total}, best score first; 10002 '答题不存在'. */
export async function listResults(db: Db, schoolId: number, p: ResultListParams, now = new Date()): Promise<Page<AttemptRow>> {
  await loadQuiz(db, schoolId, p.quizId);
  const { rows, total } = await repo.findAttempts(db, schoolId, p, expiredBefore(now), { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map((r) => toAttemptRow(r, now)), total };
}

/** GET /quiz/stats {quizId} → QuizStats; 10002 '答题不存在'. */
export async function quizStats(db: Db, schoolId: number, quizId: number): Promise<QuizStats> {
  const quiz = await loadQuiz(db, schoolId, quizId);
  const [bands, rights, items] = await Promise.all([repo.scoreBands(db, schoolId, quizId), repo.rightCounts(db, schoolId, quizId), repo.findItems(db, schoolId, quizId)]);
  const submitted = Number(quiz.submitted);
  const bandCount = new Map(bands.map((b) => [Number(b.band), Number(b.n)]));
  const rightCount = new Map(rights.map((r) => [r.position, Number(r.n)]));
  return {
    takers: Number(quiz.takers), submitted, passed: Number(quiz.passed), passRate: percent(Number(quiz.passed), submitted), avgScore: quiz.avgScore,
    bands: BANDS.map((band, i) => ({ band, count: bandCount.get(i + 5) ?? 0 })),
    items: items.map((i) => ({ position: i.position, stem: i.stem, correctRate: percent(rightCount.get(i.position) ?? 0, submitted) })),
  };
}

async function runResultExport(db: Db, schoolId: number, filter: ResultFilter, report: JobReport) {
  const now = new Date();
  const rows = await repo.attemptSelect(db, schoolId, filter, expiredBefore(now)).execute();
  const { content, rows: count } = await writeBatchedXlsx({
    sheetName: '答题成绩',
    headers: ['学号', '姓名', '学院', '班级', '开始时间', '交卷时间', '答对题数', '得分', '是否通过', '状态'],
    widths: [14, 10, 20, 20, 20, 20, 10, 8, 10, 10],
    total: rows.length, report, batchSize: Math.max(rows.length, 1) + 1,
    fetch: async (after: number | null) => (after === null ? rows : []),
    cursorOf: (r) => r.id,
    cells: (raw) => {
      const r = toAttemptRow(raw, now);
      return [r.code, r.userName, r.collegeName ?? '', r.className ?? '', r.startTime, r.submitTime ?? '', r.correct ?? '', r.score === null ? '' : Number(r.score), r.passed ? '是' : '否', r.statusName];
    },
  });
  return withFile({ rows: count }, { content, fileName: RESULT_EXPORT_FILE, contentType: XLSX_TYPE });
}

/** GET /quiz/export's job: input {filter}; writes nothing but its file. */
export const quizResultExportJob = defineJob<{ filter: ResultFilter }>('quiz-result-export', (ctx) => runResultExport(ctx.deps.db, ctx.schoolId, ctx.input.filter, ctx.report));
