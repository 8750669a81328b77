/**
 * Batch transcript generation as the endpoints use it (issue 7; spec §2
 * /usermng/export/transcript/list): start a batch (a job, jobs/index.ts), list the school's batches
 * with who asked and their progress, and open a finished batch's ZIP for download.
 */
import type { Readable } from 'node:stream';
import { sql, type Expression, type SqlBool } from 'kysely';
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
import { BATCH_NOT_FOUND, type BatchParams } from './schema.js';
import { selectStudents } from './select.js';
import { dataScopeOf, scopeCondition, type DataScope } from '../../students/scope.js';

export const BATCH_JOB_KIND = 'transcript-batch';
export const BATCH_NOT_READY = '成绩单尚未生成完成';
export const BATCH_OUT_OF_SCOPE = '暂无权限！该批次含有您数据范围以外的学生';
/** Rows per insert of a batch's students (5,000 students × 3 values stays far below the bind limit). */
const STUDENT_ROWS_PER_INSERT = 1000;

/**
 * Issue 14: a batch is visible to staff whose data scope holds every student it covers; school-wide
 * staff see all the school's batches. A batch covering nobody (none recorded) is school-wide only.
 * A condition on `transcript_batches as b`, or null for the whole school.
 */
function batchInScope(scope: DataScope): Expression<SqlBool> | null {
  const inScope = scopeCondition(scope);
  if (!inScope) return null;
  return sql<SqlBool>`(exists (select 1 from transcript_batch_students bs where bs.school_id = b.school_id and bs.batch_id = b.id)
    and not exists (select 1 from transcript_batch_students bs
      join students s on s.school_id = bs.school_id and s.user_id = bs.user_id
      where bs.school_id = b.school_id and bs.batch_id = b.id and not (${inScope})))`;
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
    (report) => runBatch(deps, { batchId: id, schoolId: session.schoolId, createdBy: session.userId, userIds: selection.userIds, scopeLabel: selection.scopeLabel, origin }, report),
    async (trx, batchId) => {
      await trx
        .insertInto('transcriptBatches')
        .values({
          id: batchId, schoolId: session.schoolId, createdBy: session.userId, scope: JSON.stringify(selection.scope), scopeLabel: selection.scopeLabel,
          studentCount: selection.userIds.length,
        })
        .execute();
      // Who the batch covers decides who may list and download it (issue 14).
      for (let i = 0; i < selection.userIds.length; i += STUDENT_ROWS_PER_INSERT) {
        const chunk = selection.userIds.slice(i, i + STUDENT_ROWS_PER_INSERT);
        await trx.insertInto('transcriptBatchStudents').values(chunk.map((userId) => ({ schoolId: session.schoolId, batchId, userId }))).execute();
      }
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
  const base = deps.db
    .selectFrom('transcriptBatches as b')
    .where('b.schoolId', '=', session.schoolId)
    .$if(visible !== null, (q) => q.where(visible!));
  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'b.createdBy').onRef('u.schoolId', '=', 'b.schoolId'))
    .leftJoin('jobs as j', 'j.id', 'b.id')
    .select([
      'b.id', 'b.scopeLabel', 'b.studentCount', 'b.createdAt', 'b.finishedAt', 'b.fileName', 'b.size',
      'u.name as createdByName', 'j.status', 'j.progress', 'j.error',
    ])
    .orderBy('b.createdAt', 'desc')
    .orderBy('b.id')
    .limit(p.size)
    .offset(pageOffset(p))
    .execute();
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
  return { list, total: Number(total) };
}

/**
 * The batch's ZIP as a stream: 10002 '批次不存在' (unknown or another school's batch),
 * '成绩单尚未生成完成' while it runs or after it failed; 10003 when the batch covers a student
 * outside the caller's data scope (issue 14).
 */
export async function openBatchZip(deps: AppDeps, session: Session, id: string): Promise<{ stream: Readable; size: number; fileName: string }> {
  const visible = batchInScope(await dataScopeOf(deps.db, session));
  const batch = await deps.db
    .selectFrom('transcriptBatches as b')
    .select(['b.storageKey', 'b.fileName', visible ? sql<boolean>`${visible}`.as('inScope') : sql<boolean>`true`.as('inScope')])
    .where('b.id', '=', id)
    .where('b.schoolId', '=', session.schoolId)
    .executeTakeFirst();
  if (!batch) throw badParams(BATCH_NOT_FOUND);
  if (!batch.inScope) throw noPermission(BATCH_OUT_OF_SCOPE);
  if (!batch.storageKey || !batch.fileName) throw badParams(BATCH_NOT_READY);
  const file = await storageFor(deps.config).getStream(batch.storageKey);
  if (!file) throw badParams(BATCH_NOT_READY);
  return { ...file, fileName: batch.fileName };
}
