/**
 * The activities' job (issue 4; issue 17: declared once, run by any node): the export of the
 * filtered activity list. Input is JSON in the jobs row.
 */
import type { ActivityFilter } from '../../../common/schemas/activities.js';
import type { DataScope } from '../../auth/scope.js';
import { defineJob } from '../../jobs/index.js';
import { EXPORT_JOB, runActivityExport } from './export.js';

export interface ActivityExportInput {
  scope: DataScope;
  filter: ActivityFilter;
  fileName: string;
}

/** GET /activity/export's job: writes nothing but its file, so a re-run starts over. */
export const activityExportJob = defineJob<ActivityExportInput>(EXPORT_JOB, (ctx) =>
  runActivityExport(ctx.deps.db, { schoolId: ctx.schoolId, userId: ctx.createdBy }, ctx.input.scope, ctx.input.filter, ctx.report, ctx.input.fileName),
);
