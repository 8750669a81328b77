/**
 * Roster import and student export endpoints (issue 3; spec §5 "Spreadsheet upload: one file, xls or
 * xlsx, under 5M"). Both run as jobs (server/jobs, contract (d)): the reply is the job id, and GET
 * /jobs/status shows progress and the result; GET /jobs/download serves the xlsx.
 */
import type { JobStarted } from '../../../common/jobs.js';
import { startJob, XLSX_TYPE } from '../../jobs/index.js';
import { defineRoute, FileDownload } from '../../protocol/define.js';
import { noParams } from '../../protocol/fields.js';
import { exportFileName, runExport } from './export.js';
import { readUpload } from './roster/file.js';
import { runImport } from './roster/import.js';
import { rosterTemplate } from './roster/workbooks.js';
import { studentFilterParams, studentImportParams, type ImportMode } from './schema.js';
import { dataScopeOf, writableScope } from './scope.js';

export const IMPORT_JOB = 'student-import';
export const EXPORT_JOB = 'student-export';

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
   * request to save as .xlsx; an unreadable workbook or wrong headers fail the job with the reason.
   * 10003 for an organisation-scope caller; a college-scope caller may import only their colleges.
   */
  defineRoute({
    method: 'POST',
    path: '/school/student/import',
    summary: 'Checks and imports a roster xlsx as a job (dry run, import all, import valid rows).',
    permission: '/click/student/import',
    schema: studentImportParams,
    handler: async ({ deps, session, params, request }): Promise<JobStarted> => {
      const scope = await writableScope(deps.db, session);
      const upload = await readUpload(request.body);
      const mode = params.mode as ImportMode;
      const id = await startJob(
        { db: deps.db, log: request.log },
        { schoolId: session.schoolId, kind: IMPORT_JOB, createdBy: session.userId, fileName: upload.fileName },
        (report) => runImport(deps.db, session, scope, upload.content, mode, report),
      );
      return { id };
    },
  }),
  /**
   * POST /school/student/export {the filters of GET /school/students} → {id} of a 'student-export'
   * job producing 学生名单-<time>.xlsx (columns in export.ts); result {rows}.
   */
  defineRoute({
    method: 'POST',
    path: '/school/student/export',
    summary: 'Exports the filtered student list as xlsx, as a job.',
    permission: '/click/student/export',
    schema: studentFilterParams,
    handler: async ({ deps, session, params, request }): Promise<JobStarted> => {
      const scope = await dataScopeOf(deps.db, session);
      const fileName = exportFileName();
      const id = await startJob(
        { db: deps.db, log: request.log },
        { schoolId: session.schoolId, kind: EXPORT_JOB, createdBy: session.userId, fileName },
        (report) => runExport(deps.db, session, scope, params, report, fileName),
      );
      return { id };
    },
  }),
];
