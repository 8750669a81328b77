/**
 * The declaration export job (GET /project/apply/export; issue 5): the filtered, scoped list of GET
 * /project/apply/list as 申报列表.xlsx, one column per row field under a Chinese header (spec §3
 * self-declaration row), status and type as their labels, in the list's order (newest first).
 * Rows are read in keyset batches on (applyTime, id) and streamed with exceljs.
 */
import { declarationTypeLabel } from '../../../common/declarations.js';
import type { DataScope } from '../../auth/scope.js';
import { withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import type { Db } from '../../db/db.js';
import { countDeclarations, declarationsAfter } from './repositories/declarations.js';
import { scopeCondition } from '../students/scope.js';
import { toDeclarationRow } from './rows.js';
import type { ApplyFilter } from '../../../common/schemas/declarations.js';

export const EXPORT_JOB = 'declaration-export';
export const EXPORT_FILE_NAME = '申报列表.xlsx';
const BATCH = 1000;

export const EXPORT_HEADERS = [
  '申报编号', '学号', '姓名', '学院', '班级', '项目名称', '奖项级别', '类别', '关联活动', '学时', '实得学时', '状态', '申报方式', '审核人', '申报时间', '审核意见',
];
const WIDTHS = [10, 14, 10, 18, 20, 30, 14, 12, 24, 8, 10, 8, 10, 10, 18, 30];

/** The job's work: resolves to {rows} with the xlsx attached. */
export async function runDeclarationExport(db: Db, schoolId: number, scope: DataScope, filter: ApplyFilter, report: JobReport) {
  const inScope = scopeCondition(scope);
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '申报列表',
    headers: EXPORT_HEADERS,
    widths: WIDTHS,
    total: await countDeclarations(db, schoolId, filter, inScope),
    report,
    batchSize: BATCH,
    fetch: (after: { at: Date; id: number } | null) => declarationsAfter(db, schoolId, filter, inScope, after, BATCH),
    cursorOf: (raw) => ({ at: raw.applyTime, id: raw.id }),
    cells: (raw) => {
      const r = toDeclarationRow(raw);
      return [
        r.id, r.code, r.userName, r.collegeName, r.className, r.projectName, r.optionName, r.category, r.relateActivityName, Number(r.hours),
        r.grantedHours === null ? '' : Number(r.grantedHours), r.statusName, declarationTypeLabel(r.type), r.auditor, r.applyTime, r.opinion,
      ];
    },
  });
  return withFile({ rows }, { content, fileName: EXPORT_FILE_NAME, contentType: XLSX_TYPE });
}
