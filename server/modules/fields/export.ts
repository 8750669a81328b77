/**
 * The publicity field export (issue 21: "exports where staff need spreadsheets"): GET
 * /system/field/export → 宣传阵地.xlsx, the filtered list in its order within the requester's scope.
 * A school has a few dozen fields: one batch.
 */
import type { FieldFilter } from '../../../common/schemas/publicityFields.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import type { Db } from '../../db/db.js';
import { allFields } from './fields.js';

export const FIELD_EXPORT_FILE = '宣传阵地.xlsx';

async function runFieldExport(db: Db, caller: { schoolId: number; userId: number }, filter: FieldFilter, report: JobReport) {
  const fields = await allFields(db, caller, filter);
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '宣传阵地',
    headers: ['编号', '阵地名称', '类型', '位置或账号', '所属学院', '容量(个/天)', '状态', '待审核申请', '已通过未结束'],
    widths: [8, 24, 10, 28, 18, 12, 8, 12, 14],
    total: fields.length, report, batchSize: Math.max(fields.length, 1) + 1,
    fetch: async (after: number | null) => (after === null ? fields : []),
    cursorOf: (r) => r.id,
    cells: (r) => [r.id, r.name, r.kindName, r.location, r.collegeName, r.capacity, r.enabled ? '启用' : '停用', r.pending, r.upcoming],
  });
  return withFile({ rows }, { content, fileName: FIELD_EXPORT_FILE, contentType: XLSX_TYPE });
}

/** GET /system/field/export's job: input {filter, userId} (the requester, whose scope applies); writes nothing but its file. */
export const fieldExportJob = defineJob<{ filter: FieldFilter; userId: number }>('field-export', (ctx) =>
  runFieldExport(ctx.deps.db, { schoolId: ctx.schoolId, userId: ctx.input.userId }, ctx.input.filter, ctx.report));
