/**
 * Roster import and student export endpoints (issue 3; spec §5 "Spreadsheet upload: one file, xls or
 * xlsx, under 5M"). Both run as jobs (server/jobs, contract (d)): the reply is the job id, and GET
 * /jobs/status shows progress and the result; GET /jobs/download serves the xlsx.
 */
import type { JobStarted } from '../../../common/jobs.js';
import { XLSX_TYPE } from '../../jobs/index.js';
import { defineRoute, FileDownload } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { exportFileName } from './export.js';
import { readSheet } from '../../jobs/sheets/index.js';
import { readUpload } from '../../jobs/sheets/upload.js';
import { importLimitsOf } from '../schoolParams/repository.js';
import { ROSTER_COLUMNS } from './roster/columns.js';
import { rosterTemplate } from './roster/workbooks.js';
import { authorizeFullExport } from './personal.js';
import { studentExportParams, studentImportParams, type ImportMode } from '../../../common/schemas/students.js';
import { dataScopeOf, writableScope } from './scope.js';

import { rosterImportJob, studentExportJob } from './jobs.js';

export { EXPORT_JOB, IMPORT_JOB } from './jobs.js';

export const rosterRoutes = [
  /**
   * GET /school/student/import-template → 学生导入模板.xlsx: headers 学号*, 姓名*, 性别, 证件类型,
   * 证件号码*, 手机号, 政治面貌, 校区*, 学院*, 专业*, 年级*, 班级*, and a 填写说明 sheet listing the
   * valid values and the school's campuses, colleges, majors and classes.
   */
  defineRoute({
    method: 'GET',
    path: '/school/student/import-template',
    summary: 'The roster import template (xlsx) with the school’s valid names.',
    permission: '/click/student/import',
    schema: noParams,
    handler: async ({ deps, session }) =>
      new FileDownload(await rosterTemplate(deps.db, session.schoolId), '学生导入模板.xlsx', XLSX_TYPE),
  }),
  /**
   * POST /school/student/import multipart {file: one .xlsx ≤ 5 MB, params: {mode: 'dryRun' |
   * 'importAll' | 'importValid'}} → {id} of a 'student-import' job whose result is ImportResult
   * (common/students.ts): every bad row as {row, column, reason}; nothing written by a dry run or by
   * importAll with bad rows; upsert by student number otherwise. File errors (10002): '请选择要上传的文件',
   * '一次只能上传一个文件', '只能上传xls或xlsx格式的文件', '文件大小不能超过5M', old .xls refused with a
   * request to save as .xlsx; over the school's import caps (参数设置, issue 14) '参数错误: file
   * 表格行数超过上限 20000 行' or '参数错误: file 表格解压后超过上限 50 MB' — the sheet is read before the
   * reply, streamed in a worker thread (server/jobs/sheets), and nothing is started or written. An
   * unreadable workbook or wrong headers fail the job with the reason.
   * 10003 for an organisation-scope caller; a college-scope caller may import only their colleges.
   */
  defineRoute({
    method: 'POST',
    path: '/school/student/import',
    summary: 'Checks and imports a roster xlsx as a job (dry run, import all, import valid rows).',
    permission: '/click/student/import',
    schema: studentImportParams,
    uploads: true,
    handler: async ({ deps, session, params, request }): Promise<JobStarted> => {
      const scope = await writableScope(deps.db, session);
      const upload = await readUpload(request.body);
      // Refuses a file over the school's caps now (10002, nothing started); the job reads it again.
      await readSheet(upload.content, ROSTER_COLUMNS, await importLimitsOf(deps.db, session.schoolId));
      const id = await deps.jobs.enqueue(
        rosterImportJob,
        { schoolId: session.schoolId, createdBy: session.userId, fileName: upload.fileName },
        { scope, mode: params.mode as ImportMode },
        { file: upload },
      );
      return { id };
    },
  }),
  /**
   * POST /school/student/export {the filters of GET /school/students, full?: 0 | 1} → {id} of a
   * 'student-export' job producing 学生名单-<time>.xlsx (columns in export.ts); result {rows}.
   * 证件号码 and 手机号 are masked; full 1 writes them in full and is recorded (personal.ts), 10003
   * without 查看完整个人信息 (issue 14 defect 8).
   */
  defineRoute({
    method: 'POST',
    path: '/school/student/export',
    summary: 'Exports the filtered student list as xlsx, as a job.',
    permission: '/click/student/export',
    schema: studentExportParams,
    handler: async ({ deps, session, params, request }): Promise<JobStarted> => {
      const scope = await dataScopeOf(deps.db, session);
      const { full, ...filter } = params;
      if (full === 1) await authorizeFullExport(deps.db, session, scope, filter, request.ip);
      const fileName = exportFileName();
      const id = await deps.jobs.enqueue(studentExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName }, { scope, filter, fileName, full: full === 1 });
      return { id };
    },
  }),
];
