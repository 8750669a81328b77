/**
 * The 加减学时 ledger as a spreadsheet (issue 21; GET /adjustment/export → a job writing
 * 加减学时台账.xlsx): the requests of the list's filter within the caller's scope, one row each,
 * newest first. The scope is resolved when the job is started and travels in its input.
 */
import { ADJUSTMENT_EXPORT_FILE, adjustmentDirectionLabels, adjustmentStatusLabels } from '../../../common/adjustments.js';
import type { AdjustmentFilter } from '../../../common/schemas/punishments.js';
import { formatDateTime } from '../../../common/time.js';
import type { DataScope } from '../../auth/scope.js';
import { defineJob, withFile, XLSX_TYPE } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { allAdjustments } from './repository.js';

export const adjustmentExportJob = defineJob<{ filter: AdjustmentFilter; scope: DataScope }>('adjustment-export', async (ctx) => {
  const rows = await allAdjustments(ctx.deps.db, ctx.schoolId, ctx.input.scope, ctx.input.filter);
  const { content, rows: count } = await writeBatchedXlsx({
    sheetName: '加减学时台账',
    headers: ['编号', '类型', '分类', '学期', '每人学时', '学生人数', '学生', '原因', '状态', '申请人', '申请时间', '审核时间', '审核意见'],
    widths: [8, 10, 16, 22, 10, 10, 24, 40, 10, 12, 18, 18, 30],
    total: rows.length, report: ctx.report, batchSize: rows.length + 1,
    fetch: async (after: number | null) => (after === null ? rows : []),
    cursorOf: (r) => r.id,
    cells: (r) => [
      r.id, adjustmentDirectionLabels[r.direction] ?? '', r.classifyName, r.termName, Number(r.hours), r.studentCount,
      r.studentCount > 3 ? `${r.studentNames}等` : r.studentNames, r.reason, adjustmentStatusLabels[r.status] ?? '', r.requestedByName,
      formatDateTime(r.createdAt)?.slice(0, 16) ?? '', formatDateTime(r.decidedAt)?.slice(0, 16) ?? '', r.opinion,
    ],
  });
  return withFile({ rows: count }, { content, fileName: ADJUSTMENT_EXPORT_FILE, contentType: XLSX_TYPE });
});
