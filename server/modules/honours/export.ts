/**
 * 导出 of the honours and employment lists (issue 21): the filtered records of the caller's data
 * scope as xlsx, through the export job (GET /honors/export → {id}; 荣誉记录.xlsx / 就业实习记录.xlsx).
 */
import { GrowthKind } from '../../../common/honours.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { countOf } from '../../db/paging.js';
import { toGrowthRow } from './service.js';
import * as repo from './repository.js';

export const GROWTH_EXPORT_JOB = 'growth-record-export';
export const exportFileName = (kind: number) => (kind === GrowthKind.HONOUR ? '荣誉记录.xlsx' : '就业实习记录.xlsx');
const HONOUR_HEADERS = ['编号', '学生', '学号', '学院', '班级', '荣誉名称', '级别', '颁发单位', '获奖日期', '状态', '申报时间'];
const EMPLOYMENT_HEADERS = ['编号', '学生', '学号', '学院', '班级', '单位名称', '类型', '岗位', '开始日期', '结束日期', '状态', '申报时间'];
const BATCH = 1000;

export async function runGrowthExport(db: Db, schoolId: number, scope: DataScope, filter: repo.GrowthFilter, report: JobReport) {
  const honour = filter.kind === GrowthKind.HONOUR;
  const headers = honour ? HONOUR_HEADERS : EMPLOYMENT_HEADERS;
  const total = await countOf(repo.findGrowthQuery(db, schoolId, scope, filter));
  const { content, rows } = await writeBatchedXlsx({
    sheetName: honour ? '荣誉记录' : '就业实习记录', headers, widths: headers.map((h) => (h.endsWith('名称') ? 30 : 14)), total, report, batchSize: BATCH,
    fetch: (before: number | null) => repo.growthBatch(db, schoolId, scope, filter, before, BATCH),
    cursorOf: (r) => r.id,
    cells: (raw) => {
      const r = toGrowthRow(raw);
      const who = [r.id, r.studentName, r.studentCode, r.collegeName ?? '', r.className ?? '', r.title];
      return honour
        ? [...who, r.levelName, r.issuer, r.startDate, r.statusName, r.createTime]
        : [...who, r.jobKindName, r.job, r.startDate, r.endDate ?? '', r.statusName, r.createTime];
    },
  });
  return withFile({ rows }, { content, fileName: exportFileName(filter.kind), contentType: XLSX_TYPE });
}

/** GET /honors/export's job: input {scope, filter}; writes nothing but its file. */
export const growthExportJob = defineJob<{ scope: DataScope; filter: repo.GrowthFilter }>(GROWTH_EXPORT_JOB, (ctx) => runGrowthExport(ctx.deps.db, ctx.schoolId, ctx.input.scope, ctx.input.filter, ctx.report));
