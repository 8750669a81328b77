/**
 * 导出 of the work journal list (issue 21): the filtered journals of the caller's view as xlsx,
 * through the export job (GET /journal/export → {id}; 工作日志.xlsx).
 */
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import type { Db } from '../../db/db.js';
import { countOf } from '../../db/paging.js';
import type { JournalView } from './access.js';
import * as repo from './repository.js';
import { toJournalRow } from './service.js';

export const JOURNAL_EXPORT_JOB = 'work-journal-export';
export const JOURNAL_EXPORT_NAME = '工作日志.xlsx';
const HEADERS = ['编号', '组织', '日期', '标题', '内容', '撰写人', '附件数', '状态', '审核意见', '提交时间'];
const WIDTHS = [8, 24, 12, 30, 60, 12, 8, 10, 30, 20];
const BATCH = 1000;

export async function runJournalExport(db: Db, schoolId: number, view: JournalView, filter: repo.JournalFilter, report: JobReport) {
  const total = await countOf(repo.journalCountQuery(db, schoolId, view, filter));
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '工作日志', headers: HEADERS, widths: WIDTHS, total, report, batchSize: BATCH,
    fetch: (before: number | null) => repo.journalBatch(db, schoolId, view, filter, before, BATCH),
    cursorOf: (r) => r.id,
    cells: (raw) => {
      const r = toJournalRow(raw);
      return [r.id, r.organizationName, r.journalDate, r.title, raw.content, r.authorName, r.fileCount, r.statusName, r.opinion, r.createTime];
    },
  });
  return withFile({ rows }, { content, fileName: JOURNAL_EXPORT_NAME, contentType: XLSX_TYPE });
}

/** GET /journal/export's job: input {view, filter}; writes nothing but its file. */
export const journalExportJob = defineJob<{ view: JournalView; filter: repo.JournalFilter }>(JOURNAL_EXPORT_JOB, (ctx) => runJournalExport(ctx.deps.db, ctx.schoolId, ctx.input.view, ctx.input.filter, ctx.report));
