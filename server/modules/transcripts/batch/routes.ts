/**
 * Batch transcript generation (issue 7; spec §2 /usermng/export/transcript/list): POST
 * /transcript/batch starts a job, GET /export/transcript/list lists the school's batches, GET
 * /transcript/batch/download serves a finished batch's ZIP. All need the module
 * '/usermng/export/transcript/list' (students and other staff: 10003); listing and downloading
 * keep to batches whose every student is in the caller's data scope (issue 14).
 */
import type { Page } from '../../../../common/envelope.js';
import type { JobStarted } from '../../../../common/jobs.js';
import type { TranscriptBatchRow } from '../../../../common/transcripts.js';
import { defineRoute, FileStreamDownload, type AnyRoute } from '../../../protocol/define.js';
import { requestOrigin } from '../pdf/origin.js';
import { ZIP_TYPE } from './job.js';
import { batchIdParams, batchListParams, batchParams } from '../../../../common/schemas/transcriptBatch.js';
import { listBatches, openBatchZip, startBatch } from './service.js';

const MODULE = '/usermng/export/transcript/list';

export const transcriptBatchRoutes: AnyRoute[] = [
  /**
   * POST /transcript/batch {collegeId | majorId | classId | grade ('2021') | userIds (1–5,000)} →
   * {id}: a job (GET /jobs/status?id=) that issues a transcript for each chosen student (of the
   * school, in the caller's data scope, not deleted) and zips their PDFs. 10002 when not exactly
   * one selector is given (the message names them), '学院不存在'/'专业不存在'/'班级不存在',
   * '学生不存在', '没有符合条件的学生'; 10003 for userIds outside the data scope.
   */
  defineRoute({
    method: 'POST',
    path: '/transcript/batch',
    summary: 'Starts batch transcript generation into one ZIP of PDFs (issue 7).',
    permission: MODULE,
    schema: batchParams,
    handler: async ({ deps, session, params, request }): Promise<JobStarted> => ({
      id: await startBatch(deps, session, params, requestOrigin(request)),
    }),
  }),
  /**
   * GET /export/transcript/list {current, size} → {list: TranscriptBatchRow[], total}: the school's
   * batches within the caller's data scope, newest first — scope label, student count, who asked
   * (createdByName), when, status and progress (0–100), error, file name and size in bytes once done.
   */
  defineRoute({
    method: 'GET',
    path: '/export/transcript/list',
    summary: "The school's batch transcript generations, newest first (issue 7).",
    permission: MODULE,
    schema: batchListParams,
    handler: ({ deps, session, params }): Promise<Page<TranscriptBatchRow>> => listBatches(deps, session, params),
  }),
  /**
   * GET /transcript/batch/download {id} → the ZIP (application/zip, streamed, attachment named
   * '成绩单_<scopeLabel>_<YYYYMMDDHHmm>.zip'); entries `${studentCode}_${name}.pdf`. Errors as
   * envelopes: 10002 '批次不存在' (also another school's batch), '成绩单尚未生成完成'; 10003
   * '暂无权限！该批次含有您数据范围以外的学生'.
   */
  defineRoute({
    method: 'GET',
    path: '/transcript/batch/download',
    summary: "A finished batch's ZIP of transcript PDFs (issue 7).",
    permission: MODULE,
    schema: batchIdParams,
    handler: async ({ deps, session, params }) => {
      const zip = await openBatchZip(deps, session, params.id);
      return new FileStreamDownload(zip.stream, zip.fileName, ZIP_TYPE, zip.size);
    },
  }),
];
