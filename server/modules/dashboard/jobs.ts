/**
 * The dashboard's job (issue 6; issue 17: declared once, run by any node): the export of the hours
 * warning list. Input is JSON in the jobs row.
 */
import type { WarningFilter } from '../../../common/schemas/dashboard.js';
import { defineJob } from '../../jobs/index.js';
import type { Viewer } from './access.js';
import { runWarningExport, WARNING_EXPORT_JOB } from './warnings.js';

export interface WarningExportInput {
  /** Who asked and their data scope, as when the export was asked for. */
  viewer: Viewer;
  filter: WarningFilter;
  fileName: string;
}

/** GET /analysis/warning/export's job: writes nothing but its file, so a re-run starts over. */
export const warningExportJob = defineJob<WarningExportInput>(WARNING_EXPORT_JOB, (ctx) =>
  runWarningExport(ctx.deps.db, ctx.input.viewer, ctx.input.filter, ctx.report, ctx.input.fileName),
);
