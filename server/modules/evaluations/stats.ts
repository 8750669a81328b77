/**
 * Evaluation statistics (issue 21; spec §2 /communist/evaluate/statistics): per organisation or per
 * organiser (the activity's 负责人) the activities rated, the ratings, their average (one decimal)
 * and 1–5 star counts, over the caller's data scope, optionally narrowed to an organisation, a
 * project or an activity name; the ended activities with their starScore; 活动评价统计.xlsx as a job.
 */
import type { ActivityScoreRow, EvaluationStatistics, EvaluationStatRow } from '../../../common/evaluations.js';
import type { Page } from '../../../common/envelope.js';
import type { ActivityScoreParams, StatisticsParams } from '../../../common/schemas/evaluations.js';
import { formatMinute } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { pageOffset } from '../../protocol/paging.js';
import { activityInScope, dataScopeOf } from './access.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
export const STATISTICS_EXPORT_FILE = '活动评价统计.xlsx';

/** GET /evaluate/statistics {by 'organization'|'organiser', organizationId?, projectId?, name?} → EvaluationStatistics (best average first). */
export async function evaluationStatistics(db: Db, caller: Caller, p: StatisticsParams): Promise<EvaluationStatistics> {
  const scope = activityInScope(await dataScopeOf(db, caller), caller.userId);
  const raw = await repo.findStats(db, caller.schoolId, p.by, { ...p, scope });
  const rows: EvaluationStatRow[] = raw.map((r) => ({
    id: Number(r.id), name: r.name, activityCount: r.activityCount, count: r.count, average: r.average, stars: [r.s1, r.s2, r.s3, r.s4, r.s5].map(Number),
  }));
  const stars = [0, 1, 2, 3, 4].map((i) => rows.reduce((n, r) => n + r.stars[i]!, 0));
  const total = stars.reduce((a, b) => a + b, 0);
  const sum = stars.reduce((a, n, i) => a + n * (i + 1), 0);
  return { by: p.by, rows, stars, total, average: total ? (Math.round((sum / total) * 10) / 10).toFixed(1) : null };
}

/** GET /evaluate/activity/list {current, size, organizationId?, projectId?, name?} → {list: ActivityScoreRow[], total}: ended activities in scope with their starScore. */
export async function activityScores(db: Db, caller: Caller, p: ActivityScoreParams): Promise<Page<ActivityScoreRow>> {
  const scope = activityInScope(await dataScopeOf(db, caller), caller.userId);
  const { rows, total } = await repo.findActivityScores(db, caller.schoolId, { ...p, scope }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(({ endedAt, ...r }) => ({ ...r, endTime: formatMinute(new Date(endedAt)) })) };
}

async function runExport(db: Db, caller: Caller, p: StatisticsParams, report: JobReport) {
  const { rows: all } = await evaluationStatistics(db, caller, p);
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '活动评价统计',
    headers: [p.by === 'organization' ? '组织' : '组织者', '评价活动数', '评价人次', '平均星级', '1星', '2星', '3星', '4星', '5星'],
    widths: [24, 12, 12, 10, 8, 8, 8, 8, 8],
    total: all.length, report, batchSize: Math.max(all.length, 1) + 1,
    fetch: async (after: number | null) => (after === null ? all : []),
    cursorOf: (r) => r.id,
    cells: (r) => [r.name, r.activityCount, r.count, Number(r.average), ...r.stars],
  });
  return withFile({ rows }, { content, fileName: STATISTICS_EXPORT_FILE, contentType: XLSX_TYPE });
}

/** GET /evaluate/statistics/export's job: input the statistics params; the scope is its starter's. Writes nothing but its file. */
export const statisticsExportJob = defineJob<{ params: StatisticsParams }>('evaluation-statistics-export', (ctx) =>
  runExport(ctx.deps.db, { schoolId: ctx.schoolId, userId: ctx.createdBy }, ctx.input.params, ctx.report));
