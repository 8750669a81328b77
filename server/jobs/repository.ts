/**
 * The queries of the jobs rows (server/jobs, issue 17): the product's record of a job — status,
 * progress, result, error, file — that GET /jobs/status reads from whichever node answers. pg-boss
 * only carries `{id, schoolId}` to the node that runs the job; everything else is here.
 *
 * A row belongs to one attempt at a time (`attempt`, pg-boss's retry count + 1): progress, writes
 * and the outcome of an attempt are written only while the row is still its own, so a worker taken
 * for dead that is in fact still running cannot overwrite the attempt that replaced it.
 */
import { sql, type Kysely } from 'kysely';
import type { Db, Trx } from '../db/db.js';
import type { Database } from '../db/types.js';
import { sameSchool } from '../db/tenant.js';

export interface NewJobRow {
  id: string;
  kind: string;
  createdBy: number;
  fileName: string | null;
  /** The handler's input, JSON-serialisable. */
  input: unknown;
}

export async function insertJob(db: Db, schoolId: number, job: NewJobRow): Promise<void> {
  await db
    .insertInto('jobs')
    .values({ id: job.id, schoolId, kind: job.kind, createdBy: job.createdBy, fileName: job.fileName, input: JSON.stringify(job.input ?? null) })
    .execute();
}

export async function insertJobInput(db: Db, schoolId: number, jobId: string, file: { fileName: string; content: Uint8Array }): Promise<void> {
  await db.insertInto('jobInputs').values({ jobId, schoolId, fileName: file.fileName, content: file.content }).execute();
}

export async function findJobInput(db: Db, schoolId: number, jobId: string): Promise<{ fileName: string; content: Uint8Array } | undefined> {
  return db.selectFrom('jobInputs').select(['fileName', 'content']).where('schoolId', '=', schoolId).where('jobId', '=', jobId).executeTakeFirst();
}

/**
 * Gives the row to `attempt` when it is still waiting or running under an earlier attempt; resolves
 * to what the handler needs, or undefined when the job is over (done, failed) or unknown.
 */
export async function claimJob(db: Db, schoolId: number, id: string, attempt: number) {
  return db
    .updateTable('jobs')
    .set({ status: 'running', attempt })
    .where('schoolId', '=', schoolId)
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .where('attempt', '<', attempt)
    .returning(['kind', 'createdBy', 'input', 'checkpoints', 'processed', 'total'])
    .executeTakeFirst();
}

/** Locks the row in `trx` when `attempt` still owns it (false: another attempt took it over). */
export async function lockAttempt(trx: Trx, schoolId: number, id: string, attempt: number): Promise<boolean> {
  const row = await trx
    .selectFrom('jobs')
    .select('id')
    .where('schoolId', '=', schoolId)
    .where('id', '=', id)
    .where('attempt', '=', attempt)
    .where('status', '=', 'running')
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Appends a once-only write's result to the row's checkpoints (in the write's own transaction). */
export async function appendCheckpoint(trx: Trx, schoolId: number, id: string, value: unknown): Promise<void> {
  await trx
    .updateTable('jobs')
    .set({ checkpoints: sql<string>`checkpoints || jsonb_build_array(${JSON.stringify(value ?? null)}::jsonb)` })
    .where('schoolId', '=', schoolId)
    .where('id', '=', id)
    .execute();
}

/** Progress of a running attempt; a no-op once the row is no longer the attempt's. */
export async function writeProgress(db: Db, schoolId: number, id: string, attempt: number, p: { processed: number; total: number; progress: number }): Promise<void> {
  await db
    .updateTable('jobs')
    .set(p)
    .where('schoolId', '=', schoolId)
    .where('id', '=', id)
    .where('attempt', '=', attempt)
    .where('status', '=', 'running')
    .execute();
}

export interface JobOutcomeFile {
  content: Uint8Array;
  fileName: string;
  contentType: string;
}

/** The finished job: its file (when any) and the 'done' row, inside the caller's fenced transaction. */
export async function finishJob(
  trx: Trx,
  schoolId: number,
  id: string,
  done: { result: unknown; processed: number; total: number; file: JobOutcomeFile | null },
): Promise<void> {
  if (done.file)
    await trx.insertInto('jobFiles').values({ jobId: id, schoolId, contentType: done.file.contentType, content: done.file.content }).execute();
  await trx
    .updateTable('jobs')
    .set({
      status: 'done', progress: 100, processed: done.processed, total: Math.max(done.total, done.processed),
      result: JSON.stringify(done.result ?? null), finishedAt: new Date(), ...(done.file ? { fileName: done.file.fileName } : {}),
    })
    .where('schoolId', '=', schoolId)
    .where('id', '=', id)
    .execute();
}

/**
 * Marks the job failed with `error` when it is not over yet: by `attempt` while it owns the row, or
 * by anyone (`attempt` null: pg-boss gave up on a job whose workers kept dying). True when written.
 */
export async function failJob(db: Db, schoolId: number, id: string, attempt: number | null, error: string, progress?: { processed: number; total: number }): Promise<boolean> {
  const r = await db
    .updateTable('jobs')
    .set({ status: 'failed', error, finishedAt: new Date(), ...(progress ?? {}) })
    .where('schoolId', '=', schoolId)
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .$if(attempt !== null, (q) => q.where('attempt', '=', attempt!))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The row as GET /jobs/status shows it (with whether a file is kept), or undefined. */
export async function findJobView(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('jobs as j')
    .leftJoin('jobFiles as f', sameSchool('f.jobId', 'j.id'))
    .select([
      'j.id', 'j.schoolId', 'j.kind', 'j.status', 'j.progress', 'j.total', 'j.processed', 'j.result', 'j.error', 'j.createdBy',
      'j.fileName', 'j.createdAt', 'j.finishedAt', 'f.jobId as fileJobId',
    ])
    .where('j.id', '=', id)
    .executeTakeFirst();
}

/** The job's status only (waitForJob). */
export async function findJobStatus(db: Kysely<Database>, id: string) {
  return db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirst();
}
