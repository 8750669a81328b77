/**
 * 参数设置's job (issue 13; issue 17: declared once, run by any node): every student a requirement
 * change would affect, as xlsx. Input is JSON in the jobs row.
 */
import type { RequirementSetParams } from '../../../common/schemas/schoolParams.js';
import { defineJob } from '../../jobs/index.js';
import { PREVIEW_EXPORT_JOB, runPreviewExport } from './service.js';

export interface PreviewExportInput {
  /** The requirement set as the form holds it (not saved). */
  set: RequirementSetParams;
  fileName: string;
}

/** GET /system/setparams/preview/export's job: writes nothing but its file, so a re-run starts over. */
export const previewExportJob = defineJob<PreviewExportInput>(PREVIEW_EXPORT_JOB, (ctx) =>
  runPreviewExport(ctx.deps.db, ctx.schoolId, ctx.input.set, ctx.report, ctx.input.fileName),
);
