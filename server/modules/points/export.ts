/**
 * The 活力值账户 export (GET /points/account/export; issue 21 "/coin/base/list … xlsx export"): the
 * filtered accounts within the caller's data scope as 活力值账户-<time>.xlsx, read in keyset batches
 * (user id ascending).
 */
import type { AccountFilter } from '../../../common/schemas/points.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { cstStamp, writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { accountBatch, countAccounts } from './repository.js';

export const POINTS_EXPORT_JOB = 'points-account-export';
const BATCH = 1000;
export const POINTS_EXPORT_HEADERS = ['姓名', '学号', '院系', '班级', '活力值余额', '累计获得', '累计消费'];
const WIDTHS = [10, 14, 18, 18, 12, 12, 12];

export const pointsExportFileName = (now = new Date()) => `活力值账户-${cstStamp(now)}.xlsx`;

/** The job's work: resolves to {rows} with the xlsx attached. */
export async function runPointsExport(db: Db, schoolId: number, scope: DataScope, filter: AccountFilter, report: JobReport, fileName: string) {
  const total = await countAccounts(db, schoolId, scope, filter);
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '活力值账户', headers: POINTS_EXPORT_HEADERS, widths: WIDTHS, total, report, batchSize: BATCH,
    fetch: (after: number | null) => accountBatch(db, schoolId, scope, filter, after, BATCH),
    cursorOf: (r) => r.userId,
    cells: (r) => [r.name, r.studentCode, r.collegeName, r.className, r.balance, r.earned, r.spent],
  });
  return withFile({ rows }, { content, fileName, contentType: XLSX_TYPE });
}

/** GET /points/account/export's job: writes nothing but its file, so a re-run starts over. */
export const pointsExportJob = defineJob<{ scope: DataScope; filter: AccountFilter; fileName: string }>(POINTS_EXPORT_JOB, (ctx) =>
  runPointsExport(ctx.deps.db, ctx.schoolId, ctx.input.scope, ctx.input.filter, ctx.report, ctx.input.fileName),
);
