/**
 * The students' jobs (issue 3; issue 17: declared once, run by any node): the roster import and the
 * student export. Their input is JSON in the jobs row; the import's upload is kept with the job.
 */
import type { StudentFilter } from '../../../common/schemas/students.js';
import { defineJob } from '../../jobs/index.js';
import { defineImportJob } from '../../jobs/sheets/index.js';
import { runExport } from './export.js';
import { ROSTER_COLUMNS } from './roster/columns.js';
import { runImport } from './roster/import.js';
import type { DataScope } from './scope.js';

export const IMPORT_JOB = 'student-import';
export const EXPORT_JOB = 'student-export';

/** POST /school/student/import's job: input {scope (the importer's writable scope), mode}. */
export const rosterImportJob = defineImportJob(IMPORT_JOB, ROSTER_COLUMNS, runImport);

export interface StudentExportInput {
  scope: DataScope;
  filter: StudentFilter;
  fileName: string;
  /** Identity numbers and mobiles in full (already authorised and recorded by the route). */
  full: boolean;
}

/** POST /school/student/export's job: writes nothing but its file, so a re-run starts over. */
export const studentExportJob = defineJob<StudentExportInput>(EXPORT_JOB, (ctx) =>
  runExport(ctx.deps.db, { schoolId: ctx.schoolId, userId: ctx.createdBy }, ctx.input.scope, ctx.input.filter, ctx.report, ctx.input.fileName, ctx.input.full),
);
