/**
 * The volunteer list export (GET /voluntary/volunteer/export; issue 19 "staff list … xlsx export"):
 * the filtered list within the caller's data scope as 志愿者名单-<time>.xlsx, read in keyset batches
 * (id descending, as the list).
 */
import { volunteerStatusLabels } from '../../../common/voluntary.js';
import type { VolunteerFilter } from '../../../common/schemas/voluntary.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { cstStamp, writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { countVolunteers, volunteerBatch } from './repository.js';
import { toVolunteerRow } from './rows.js';

export const VOLUNTEER_EXPORT_JOB = 'volunteer-export';
const BATCH = 1000;
export const VOLUNTEER_EXPORT_HEADERS = ['志愿者编号', '姓名', '学号', '院系', '志愿组织', '联系电话', '服务意向', '状态', '累计服务时长(小时)', '注册时间'];
const WIDTHS = [14, 10, 14, 18, 20, 14, 28, 8, 12, 18];

export const volunteerExportFileName = (now = new Date()) => `志愿者名单-${cstStamp(now)}.xlsx`;

/** The job's work: resolves to {rows} with the xlsx attached. */
export async function runVolunteerExport(db: Db, schoolId: number, scope: DataScope, filter: VolunteerFilter, report: JobReport, fileName: string) {
  const total = await countVolunteers(db, schoolId, scope, filter);
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '志愿者名单', headers: VOLUNTEER_EXPORT_HEADERS, widths: WIDTHS, total, report, batchSize: BATCH,
    fetch: (before: number | null) => volunteerBatch(db, schoolId, scope, filter, before, BATCH),
    cursorOf: (raw) => raw.id,
    cells: (raw) => {
      const r = toVolunteerRow(raw);
      return [r.volunteerNo, r.name, r.studentCode, r.collegeName, r.organizationName, r.phone, r.intentions, volunteerStatusLabels[r.status] ?? '', Number(r.totalHours), r.registeredAt];
    },
  });
  return withFile({ rows }, { content, fileName, contentType: XLSX_TYPE });
}

/** GET /voluntary/volunteer/export's job: writes nothing but its file, so a re-run starts over. */
export const volunteerExportJob = defineJob<{ scope: DataScope; filter: VolunteerFilter; fileName: string }>(VOLUNTEER_EXPORT_JOB, (ctx) =>
  runVolunteerExport(ctx.deps.db, ctx.schoolId, ctx.input.scope, ctx.input.filter, ctx.report, ctx.input.fileName),
);
