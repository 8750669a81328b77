/**
 * The practice export jobs (issue 19; /society/practice/list and the statistics pages): the filtered
 * project list as 社会实践项目.xlsx (keyset batches on id, newest first) and the statistics as
 * 社会实践统计.xlsx (one row per breakdown line: 维度, 名称, 项目数, 参与人数, 认定学时).
 */
import type { PracticeStats } from '../../../common/practice.js';
import type { PracticeFilter, PracticeStatsParams } from '../../../common/schemas/practice.js';
import { withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import type { Db } from '../../db/db.js';
import { countPractices, practicesAfter } from './repository.js';
import type { DataScope } from '../../auth/scope.js';
import { toPracticeRow } from './rows.js';
import { practiceStats } from './stats.js';

export const EXPORT_JOB = 'practice-export';
export const EXPORT_FILE_NAME = '社会实践项目.xlsx';
export const STATS_EXPORT_JOB = 'practice-stats-export';
export const STATS_FILE_NAME = '社会实践统计.xlsx';
const BATCH = 1000;

export const EXPORT_HEADERS = ['项目编号', '项目名称', '类型', '学期', '实践地点', '开始日期', '结束日期', '队长学号', '队长', '学院', '团队成员', '人数', '指导教师', '预算(元)', '每人申请学时', '状态', '申报时间'];
const WIDTHS = [10, 30, 14, 20, 24, 12, 12, 14, 10, 18, 40, 6, 10, 10, 12, 10, 18];

/** The list export's work: resolves to {rows} with the xlsx attached. */
export async function runPracticeExport(db: Db, schoolId: number, scope: DataScope, filter: PracticeFilter, report: JobReport) {
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '社会实践项目', headers: EXPORT_HEADERS, widths: WIDTHS, total: await countPractices(db, schoolId, scope, filter), report, batchSize: BATCH,
    fetch: (after: number | null) => practicesAfter(db, schoolId, scope, filter, after, BATCH),
    cursorOf: (raw) => raw.id,
    cells: (raw) => {
      const r = toPracticeRow(raw);
      return [r.id, r.name, r.typeName, r.termName, r.destination, r.startDate, r.endDate, r.leaderCode, r.leaderName, r.collegeName, r.memberNames,
        r.memberCount, r.advisorName, Number(r.budget), r.requestedHours === null ? '' : Number(r.requestedHours), r.statusName, r.createTime];
    },
  });
  return withFile({ rows }, { content, fileName: EXPORT_FILE_NAME, contentType: XLSX_TYPE });
}

const DIMENSIONS: [keyof Omit<PracticeStats, 'totals'>, string][] = [['byCollege', '学院'], ['byDestination', '实践地点'], ['byType', '类型'], ['byTerm', '学期'], ['byStatus', '状态']];

/** The statistics export's work: every breakdown line of practiceStats, by dimension. */
export async function runPracticeStatsExport(db: Db, schoolId: number, scope: DataScope, params: PracticeStatsParams, report: JobReport) {
  const stats = await practiceStats(db, schoolId, scope, params);
  const lines = DIMENSIONS.flatMap(([key, label]) => stats[key].map((l) => ({ label, ...l })));
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '社会实践统计', headers: ['维度', '名称', '项目数', '参与人数', '认定学时'], widths: [10, 30, 10, 10, 12], total: lines.length, report, batchSize: lines.length || 1,
    fetch: (after: number | null) => Promise.resolve(after === null ? lines : []),
    cursorOf: () => lines.length,
    cells: (l) => [l.label, l.name, l.projects, l.members, Number(l.hours)],
  });
  return withFile({ rows }, { content, fileName: STATS_FILE_NAME, contentType: XLSX_TYPE });
}
