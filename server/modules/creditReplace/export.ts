/**
 * The 学分置换 records as a spreadsheet (issue 21; GET /credit/replace/export → a job writing
 * 学分置换记录.xlsx): the requests of the list's filter within the caller's scope, one row each,
 * newest first. The scope is resolved when the job is started and travels in its input.
 */
import { CREDIT_EXPORT_FILE } from '../../../common/creditReplace.js';
import type { CreditFilter } from '../../../common/schemas/creditReplace.js';
import type { DataScope } from '../../auth/scope.js';
import { defineJob, withFile, XLSX_TYPE } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { allRequests } from './repository.js';
import { toRequestRow } from './service.js';

export const creditExportJob = defineJob<{ filter: CreditFilter; scope: DataScope }>('credit-replace-export', async (ctx) => {
  const rows = await allRequests(ctx.deps.db, ctx.schoolId, ctx.input.scope, ctx.input.filter);
  const { content, rows: count } = await writeBatchedXlsx({
    sheetName: '学分置换记录',
    headers: ['编号', '学生', '学号', '学院', '置换规则', '成果名称', '颁发单位', '证书编号', '获得日期', '学时分类', '学期', '申请学时', '认定学时', '状态', '审核意见', '申请时间', '审核时间'],
    widths: [8, 10, 14, 18, 20, 28, 20, 18, 12, 14, 22, 10, 10, 10, 30, 18, 18],
    total: rows.length, report: ctx.report, batchSize: rows.length + 1,
    fetch: async (after: number | null) => (after === null ? rows : []),
    cursorOf: (r) => r.id,
    cells: (raw) => {
      const r = toRequestRow(raw, null);
      return [
        r.id, r.studentName, r.studentCode, r.collegeName ?? '', r.ruleName, r.name, r.issuer, r.certificateNo, r.achievedOn, r.classifyName, r.termName ?? '',
        Number(r.hours), r.grantedHours === null ? '' : Number(r.grantedHours), r.statusName, r.opinion, r.createdAt, r.decidedAt ?? '',
      ];
    },
  });
  return withFile({ rows: count }, { content, fileName: CREDIT_EXPORT_FILE, contentType: XLSX_TYPE });
});
