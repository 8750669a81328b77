/**
 * 导出 of the feedback list (issue 21): the filtered feedback of the caller's data scope as xlsx,
 * through the export job (GET /feedback/export → {id}; 意见反馈.xlsx).
 */
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { countOf } from '../../db/paging.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import * as repo from './repository.js';
import { toFeedbackRow } from './service.js';

export const FEEDBACK_EXPORT_JOB = 'feedback-export';
export const FEEDBACK_EXPORT_NAME = '意见反馈.xlsx';
const HEADERS = ['编号', '类型', '内容', '反馈人', '学号/工号', '学院', '联系方式', '状态', '回复', '回复时间', '提交时间'];
const WIDTHS = [8, 10, 50, 12, 14, 18, 16, 10, 40, 20, 20];
const BATCH = 1000;

export async function runFeedbackExport(db: Db, schoolId: number, scope: DataScope, filter: repo.FeedbackFilter, report: JobReport) {
  const total = await countOf(repo.feedbackCountQuery(db, schoolId, scope, filter));
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '意见反馈', headers: HEADERS, widths: WIDTHS, total, report, batchSize: BATCH,
    fetch: (before: number | null) => repo.feedbackBatch(db, schoolId, scope, filter, before, BATCH),
    cursorOf: (r) => r.id,
    cells: (raw) => {
      const r = toFeedbackRow(raw);
      return [r.id, r.categoryName, r.content, r.userName, r.userCode, r.collegeName ?? '', r.contact, r.statusName, r.reply, r.replyTime ?? '', r.createTime];
    },
  });
  return withFile({ rows }, { content, fileName: FEEDBACK_EXPORT_NAME, contentType: XLSX_TYPE });
}

/** GET /feedback/export's job: input {scope, filter}; writes nothing but its file. */
export const feedbackExportJob = defineJob<{ scope: DataScope; filter: repo.FeedbackFilter }>(FEEDBACK_EXPORT_JOB, (ctx) => runFeedbackExport(ctx.deps.db, ctx.schoolId, ctx.input.scope, ctx.input.filter, ctx.report));
