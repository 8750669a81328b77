/**
 * Batch transcript generation as the endpoints use it (issue 7; spec §2
 * /usermng/export/transcript/list): start a batch (a job, jobs/index.ts), list the school's batches
 * with who asked and their progress, and open a finished batch's ZIP for download.
 */
import type { Readable } from 'node:stream';
import type { Expression, SqlBool } from 'kysely';
import type { Page } from '../../../../common/envelope.js';
import type { TranscriptBatchRow } from '../../../../common/transcripts.js';
import type { Session } from '../../../auth/sessions.js';
import type { AppDeps } from '../../../deps.js';
import { defineJob } from '../../../jobs/index.js';
import { badParams, noPermission } from '../../../protocol/errors.js';
import { pageOffset } from '../../../protocol/paging.js';
import { formatDateTime } from '../../../../common/time.js';
import { storageFor } from '../../files/storage.js';
import { runBatch } from './job.js';
import { BATCH_NOT_FOUND, type BatchParams } from '../../../../common/schemas/transcriptBatch.js';
import { selectStudents } from './select.js';
import { dataScopeOf, scopeCondition, type DataScope } from '../../students/scope.js';
import * as repo from '../repositories/batches.js';

export const BATCH_JOB_KIND = 'transcript-batch';
export const BATCH_NOT_READY = '成绩单尚未生成完成';
export const BATCH_OUT_OF_SCOPE = '暂无权限！该批次含有您数据范围以外的学生';

/**
 * Issue 14: a batch is visible to staff whose data scope holds every student it covers; school-wide
 * staff see all the school's batches. A batch covering nobody (none recorded) is school-wide only.
 * A condition on `transcript_batches as b`, or null for the whole school.
 */
function batchInScope(scope: DataScope): Expression<SqlBool> | null {
  const inScope = scopeCondition(scope);
  if (!inScope) return null;
  return repo.batchCoveredBy(inScope);
}

/** What a batch job needs besides its id (= the batch id), school and creator. */
export interface BatchInput {
  /** By student number. */
  userIds: number[];
  scopeLabel: string;
  /** Site origin for the QR codes. */
  origin: string;
}

/**
 * The batch transcript job (issue 7; issue 17: run by any node). A run after a lost node reuses
 * the transcripts the earlier run issued. Four hours per attempt: 30,000 PDFs on a busy node.
 */
export const batchJob = defineJob<BatchInput>(
  BATCH_JOB_KIND,
  (ctx) => runBatch(ctx.deps, { batchId: ctx.id, schoolId: ctx.schoolId, createdBy: ctx.createdBy, ...ctx.input, resume: ctx.attempt > 1 }, ctx.report, ctx.write),
  { expireMinutes: 240 },
);

/**
 * Chooses the students (select.ts; its 10002/10003 errors), records the batch and starts its job;
 * resolves to the batch id (= job id) at once. `origin` is the site address for the QR codes.
 */
export async function startBatch(deps: AppDeps, session: Session, params: BatchParams, origin: string): Promise<string> {
  const selection = await selectStudents(deps.db, session, await dataScopeOf(deps.db, session), params);
  // The batch rows go in with the job row (transcripts.batch_id references the batch): the work
  // starts only once they exist.
  return deps.jobs.enqueue(
    batchJob,
    { schoolId: session.schoolId, createdBy: session.userId },
    { userIds: selection.userIds, scopeLabel: selection.scopeLabel, origin },
    {
      // Who the batch covers decides who may list and download it (issue 14).
      record: (trx, batchId) =>
        repo.insertBatch(trx, session.schoolId, { id: batchId, createdBy: session.userId, scope: selection.scope, scopeLabel: selection.scopeLabel, userIds: selection.userIds }),
    },
  );
}

/**
 * GET /export/transcript/list: the school's batches within the caller's data scope (batchInScope),
 * newest first, with the job's progress.
 */
export async function listBatches(deps: AppDeps, session: Session, p: { current: number; size: number }): Promise<Page<TranscriptBatchRow>> {
  const visible = batchInScope(await dataScopeOf(deps.db, session));
  const { rows, total } = await repo.findBatches(deps.db, session.schoolId, visible, { limit: p.size, offset: pageOffset(p) });
  // The job row holds the progress, written by whichever node runs the batch (findBatches joins it).
  const list = rows.map(
    (r): TranscriptBatchRow => ({
      id: r.id,
      scopeLabel: r.scopeLabel,
      studentCount: r.studentCount,
      createdByName: r.createdByName ?? '',
      createdAt: formatDateTime(r.createdAt)!,
      finishedAt: formatDateTime(r.finishedAt),
      status: (r.status ?? 'failed') as TranscriptBatchRow['status'],
      progress: r.progress ?? 0,
      error: r.error ?? null,
      fileName: r.fileName,
      size: r.size === null ? null : Number(r.size),
    }),
  );
  return { list, total };
}

/**
 * The batch's ZIP as a stream: 10002 '批次不存在' (unknown or another school's batch),
 * '成绩单尚未生成完成' while it runs or after it failed; 10003 when the batch covers a student
 * outside the caller's data scope (issue 14).
 */
export async function openBatchZip(deps: AppDeps, session: Session, id: string): Promise<{ stream: Readable; size: number; fileName: string }> {
  const visible = batchInScope(await dataScopeOf(deps.db, session));
  const batch = await repo.findBatchFile(deps.db, session.schoolId, id, visible);
  if (!batch) throw badParams(BATCH_NOT_FOUND);
  if (!batch.inScope) throw noPermission(BATCH_OUT_OF_SCOPE);
  if (!batch.storageKey || !batch.fileName) throw badParams(BATCH_NOT_READY);
  const file = await storageFor(deps.config).getStream(batch.storageKey);
  if (!file) throw badParams(BATCH_NOT_READY);
  return { ...file, fileName: batch.fileName };
}
