/**
 * The declarations' jobs (issue 5; issue 17: declared once, run by any node): the import of verified
 * award results and the export of the filtered list. Input is JSON in the jobs row; the import's
 * upload is kept with the job.
 */
import type { ApplyFilter } from '../../../common/schemas/declarations.js';
import { defineJob } from '../../jobs/index.js';
import { defineImportJob } from '../../jobs/sheets/index.js';
import type { DataScope } from '../../auth/scope.js';
import { EXPORT_JOB, runDeclarationExport } from './export.js';
import { IMPORT_COLUMNS, IMPORT_JOB, runDeclarationImport } from './import.js';

/**
 * POST /project/apply/import's job: input {scope, mode}. Its rows are written once: a run after a
 * lost node replays the count instead of declaring the same awards twice.
 */
export const declarationImportJob = defineImportJob(IMPORT_JOB, IMPORT_COLUMNS, runDeclarationImport);

export interface DeclarationExportInput {
  scope: DataScope;
  filter: ApplyFilter;
}

/** GET /project/apply/export's job: writes nothing but its file, so a re-run starts over. */
export const declarationExportJob = defineJob<DeclarationExportInput>(EXPORT_JOB, (ctx) =>
  runDeclarationExport(ctx.deps.db, ctx.schoolId, ctx.input.scope, ctx.input.filter, ctx.report),
);
