/**
 * Batch transcript generation as the endpoints use it (issue 7; spec §2
 * /usermng/export/transcript/list): start a batch (a job, jobs/index.ts), list the school's batches
 * with who asked and their progress, and open a finished batch's ZIP for download.
 */
import type { Readable } from 'node:stream';
import type { Expression, SqlBool } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Page } from '../../../../common/envelope.js';
import type { TranscriptBatchRow } from '../../../../common/transcripts.js';
import type { Session } from '../../../auth/sessions.js';
import type { AppDeps } from '../../../deps.js';
import { readJob, startJob } from '../../../jobs/index.js';
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

/**
 * Chooses the students (select.ts; its 10002/10003 errors), records the batch and starts its job;
 * resolves to the batch id (= job id) at once. `origin` is the site address for the QR codes.
 */
export async function startBatch(deps: AppDeps & { log?: FastifyBaseLogger }, session: Session, params: BatchParams, origin: string): Promise<string> {
  const selection = await selectStudents(deps.db, session, await dataScopeOf(deps.db, session), params);
  const spec = { schoolId: session.schoolId, kind: BATCH_JOB_KIND, createdBy: session.userId };
  // The batch rows go in with the job row (transcripts.batch_id references the batch): the work
  // starts only once they exist.
  const id: string = await startJob(
    deps,
    spec,
    (report, write) => runBatch(deps, { batchId: id, schoolId: session.schoolId, createdBy: session.userId, userIds: selection.userIds, scopeLabel: selection.scopeLabel, origin }, report, write),
    async (trx, batchId) => {
      // Who the batch covers decides who may list and download it (issue 14).
      await repo.insertBatch(trx, session.schoolId, { id: batchId, createdBy: session.userId, scope: selection.scope, scopeLabel: selection.scopeLabel, userIds: selection.userIds });
    },
  );
  return id;
}

/**
 * GET /export/transcript/list: the school's batches within the caller's data scope (batchInScope),
 * newest first, with the job's live progress.
 */
export async function listBatches(deps: AppDeps, session: Session, p: { current: number; size: number }): Promise<Page<TranscriptBatchRow>> {
  const visible = batchInScope(await dataScopeOf(deps.db, session));
  const { rows, total } = await repo.findBatches(deps.db, session.schoolId, visible, { limit: p.size, offset: pageOffset(p) });
  const list = await Promise.all(
    rows.map(async (r): Promise<TranscriptBatchRow> => {
      // A running job's freshest progress lives in memory (the row is written at most every 250 ms).
      const live = r.status === 'running' || r.status === 'queued' ? await readJob(deps.db, r.id) : null;
      return {
        id: r.id,
        scopeLabel: r.scopeLabel,
        studentCount: r.studentCount,
        createdByName: r.createdByName ?? '',
        createdAt: formatDateTime(r.createdAt)!,
        finishedAt: formatDateTime(r.finishedAt),
        status: (live?.status ?? r.status ?? 'failed') as TranscriptBatchRow['status'],
        progress: live?.progress ?? r.progress ?? 0,
        error: live?.error ?? r.error ?? null,
        fileName: r.fileName,
        size: r.size === null ? null : Number(r.size),
      };
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
