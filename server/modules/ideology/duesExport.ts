/**
 * The arrears export (GET /ideology/dues/arrears/export; issue 20 "arrears list and export"): the
 * filtered arrears as 团费党费欠缴名单-<time>.xlsx, through the export jobs (jobs/index.ts).
 */
import { memberKindLabels } from '../../../common/ideology.js';
import type { DuesFilter } from '../../../common/schemas/ideology.js';
import type { Db } from '../../db/db.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { cstStamp, writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { arrears } from './dues.js';

export const ARREARS_EXPORT_JOB = 'ideology-arrears-export';
export const ARREARS_EXPORT_HEADERS = ['类别', '姓名', '学号/工号', '支部', '阶段', '欠缴月份', '欠缴金额(元)'];
const WIDTHS = [10, 10, 14, 20, 12, 40, 12];

export const arrearsExportFileName = (now = new Date()) => `团费党费欠缴名单-${cstStamp(now)}.xlsx`;

/** The job's work: every arrears row in one batch (a school's members owing dues fit in memory). */
export async function runArrearsExport(db: Db, schoolId: number, filter: DuesFilter, report: JobReport, fileName: string) {
  const rows = await arrears(db, schoolId, filter);
  const { content, rows: written } = await writeBatchedXlsx({
    sheetName: '欠缴名单', headers: ARREARS_EXPORT_HEADERS, widths: WIDTHS, total: rows.length, report, batchSize: rows.length + 1,
    fetch: async (cursor: number | null) => (cursor === null ? rows : []),
    cursorOf: () => 0,
    cells: (r) => [memberKindLabels[r.kind] ?? '', r.name, r.code, r.branchName, r.stageName, r.months.join('、'), Number(r.amount)],
  });
  return withFile({ rows: written }, { content, fileName, contentType: XLSX_TYPE });
}

export const arrearsExportJob = defineJob<{ filter: DuesFilter; fileName: string }>(ARREARS_EXPORT_JOB, (ctx) =>
  runArrearsExport(ctx.deps.db, ctx.schoolId, ctx.input.filter, ctx.report, ctx.input.fileName),
);
