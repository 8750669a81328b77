/** The practice export jobs (issue 19; declared once, run by any node): the project list and the statistics, within the data scope of whoever asked (taken when queued). */
import type { PracticeFilter, PracticeStatsParams } from '../../../common/schemas/practice.js';
import type { DataScope } from '../../auth/scope.js';
import { defineJob } from '../../jobs/index.js';
import { EXPORT_JOB, runPracticeExport, runPracticeStatsExport, STATS_EXPORT_JOB } from './export.js';

/** GET /practice/export's job: writes nothing but its file, so a re-run starts over. */
export const practiceExportJob = defineJob<{ scope: DataScope; filter: PracticeFilter }>(EXPORT_JOB, (ctx) => runPracticeExport(ctx.deps.db, ctx.schoolId, ctx.input.scope, ctx.input.filter, ctx.report));

/** GET /practice/statistics/export's job. */
export const practiceStatsExportJob = defineJob<{ scope: DataScope; params: PracticeStatsParams }>(STATS_EXPORT_JOB, (ctx) => runPracticeStatsExport(ctx.deps.db, ctx.schoolId, ctx.input.scope, ctx.input.params, ctx.report));
