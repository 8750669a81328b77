/**
 * Background jobs (issue 3 contract (d), DESIGN.md §4 "Long work ... runs as a job with progress").
 *
 * `startJob(deps, {schoolId, kind, createdBy, fileName?}, work)` records a queued job and returns its
 * id at once; `work(report, write)` runs after the current request has been answered. `write(fn)`
 * runs `fn(trx)` in one transaction: job work is an entry point of its own (DESIGN.md §3), and the
 * runner opens every transaction of it, its own rows included. `report(processed,
 * total?)` records progress: the in-process copy is updated at once and the jobs row at most every
 * PROGRESS_WRITE_MS (never awaited by the work, so a transaction the work holds open is not
 * waited on). Work should call `await yieldToEventLoop()` between batches so requests keep being
 * served. The work's resolved value becomes the job's `result` (JSON); return `withFile(result,
 * file)` to attach a file that GET /jobs/download serves. A thrown ApiError's message becomes the
 * job's `error` as is; any other error is logged and recorded as the generic server-fault text.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { resultMessages } from '../../common/codes.js';
import type { JobView } from '../../common/jobs.js';
import type { Database } from '../db/types.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../protocol/errors.js';
import { inTransaction, type Trx } from '../db/db.js';
import { sameSchool } from '../db/tenant.js';

export type JobStatus = JobView['status'];
export type { JobView };

export interface JobFile {
  content: Uint8Array;
  fileName: string;
  contentType: string;
}

/** What a work function may resolve to when it produces a file. */
export class JobOutput {
  constructor(
    readonly result: unknown,
    readonly file: JobFile,
  ) {}
}

export const withFile = (result: unknown, file: JobFile) => new JobOutput(result, file);

/** Records progress: `processed` items of `total` (total kept from earlier calls when omitted). */
export type JobReport = (processed: number, total?: number) => void;

/**
 * Runs `work(trx)` in one transaction and resolves to its result; a throw rolls it back. Job work
 * writes through it (e.g. all rows of an import at once) and never opens a transaction itself.
 */
export type JobWrite = <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;

/** What runs in the background: progress through `report`, atomic writes through `write`. */
export type JobWork = (report: JobReport, write: JobWrite) => Promise<unknown>;

export interface JobSpec {
  schoolId: number;
  kind: string;
  createdBy: number;
  fileName?: string | null;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Progress rows are written at most this often. */
export const PROGRESS_WRITE_MS = 250;

interface LiveJob {
  schoolId: number;
  status: JobStatus;
  total: number;
  processed: number;
  done: Promise<void>;
}

/** Jobs running in this process, with their freshest progress (the DB row may lag by PROGRESS_WRITE_MS). */
const live = new Map<string, LiveJob>();

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function percent(processed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((processed / total) * 100)));
}

/**
 * Starts `work` in the background and returns the new job's id. `record(trx, id)`, when given, writes
 * the job's own rows (a transcript batch) in the same transaction as the jobs row, so the work never
 * starts without them and a failed record leaves no job behind.
 */
export async function startJob(
  deps: Pick<AppDeps, 'db'> & { log?: FastifyBaseLogger },
  spec: JobSpec,
  work: JobWork,
  record?: (trx: Trx, id: string) => Promise<void>,
): Promise<string> {
  const id = randomUUID();
  // The one transaction site of job work: the job row, the work's writes and the finished row.
  const write: JobWrite = (fn) => inTransaction(deps.db, fn);
  await write(async (trx) => {
    await trx
      .insertInto('jobs')
      .values({ id, schoolId: spec.schoolId, kind: spec.kind, createdBy: spec.createdBy, fileName: spec.fileName ?? null })
      .execute();
    await record?.(trx, id);
  });
  let resolveDone!: () => void;
  const job: LiveJob = { schoolId: spec.schoolId, status: 'queued', total: 0, processed: 0, done: new Promise((r) => (resolveDone = r)) };
  live.set(id, job);
  setImmediate(() => {
    void run(deps.db, write, id, job, work, deps.log).finally(() => {
      live.delete(id);
      resolveDone();
    });
  });
  return id;
}

async function run(db: Kysely<Database>, write: JobWrite, id: string, job: LiveJob, work: JobWork, log?: FastifyBaseLogger) {
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const writeProgress = () => {
    const values = { processed: job.processed, total: job.total, progress: percent(job.processed, job.total) };
    writing = writing
      .then(() => db.updateTable('jobs').set(values).where('id', '=', id).where('status', '=', 'running').execute())
      .catch(() => undefined);
  };
  const report: JobReport = (processed, total) => {
    if (total !== undefined) job.total = total;
    job.processed = processed;
    const now = Date.now();
    if (now - lastWrite >= PROGRESS_WRITE_MS) {
      lastWrite = now;
      writeProgress();
    }
  };
  try {
    job.status = 'running';
    await db.updateTable('jobs').set({ status: 'running' }).where('id', '=', id).execute();
    const output = await work(report, write);
    const result = output instanceof JobOutput ? output.result : output;
    const file = output instanceof JobOutput ? output.file : null;
    await write(async (trx) => {
      if (file)
        await trx
          .insertInto('jobFiles')
          .values({ jobId: id, schoolId: job.schoolId, contentType: file.contentType, content: file.content })
          .execute();
      await trx
        .updateTable('jobs')
        .set({
          status: 'done', progress: 100, processed: job.processed, total: Math.max(job.total, job.processed),
          result: JSON.stringify(result ?? null), finishedAt: new Date(), ...(file ? { fileName: file.fileName } : {}),
        })
        .where('id', '=', id)
        .execute();
    });
    job.status = 'done';
  } catch (e) {
    job.status = 'failed';
    const message = e instanceof ApiError ? e.message : resultMessages[50000].zh;
    if (!(e instanceof ApiError)) log?.error({ err: e, jobId: id }, 'job failed');
    await db
      .updateTable('jobs')
      .set({ status: 'failed', error: message, finishedAt: new Date(), processed: job.processed, total: job.total })
      .where('id', '=', id)
      .execute()
      .catch((err) => log?.error({ err, jobId: id }, 'could not record the job failure'));
  }
  await writing;
}

/** Resolves when the job (if it runs in this process) has finished; tests and shutdown use it. */
export async function jobSettled(id: string): Promise<void> {
  await live.get(id)?.done;
}

/** Resolves when every job of this process has finished. */
export async function allJobsSettled(): Promise<void> {
  await Promise.all([...live.values()].map((j) => j.done));
}

/** The job as GET /jobs/status shows it, or null when it does not exist. */
export async function readJob(db: Kysely<Database>, id: string): Promise<(JobView & { schoolId: number }) | null> {
  const row = await db
    .selectFrom('jobs as j')
    .leftJoin('jobFiles as f', sameSchool('f.jobId', 'j.id'))
    .select([
      'j.id', 'j.schoolId', 'j.kind', 'j.status', 'j.progress', 'j.total', 'j.processed', 'j.result', 'j.error', 'j.createdBy',
      'j.fileName', 'j.createdAt', 'j.finishedAt', 'f.jobId as fileJobId',
    ])
    .where('j.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const mem = live.get(id);
  const fresher = mem && mem.status === 'running' && row.status === 'running';
  const total = fresher ? mem.total : row.total;
  const processed = fresher ? mem.processed : row.processed;
  return {
    id: row.id,
    schoolId: row.schoolId,
    kind: row.kind,
    status: row.status,
    progress: fresher ? percent(processed, total) : row.progress,
    total,
    processed,
    result: row.result ?? null,
    error: row.error,
    createdBy: row.createdBy,
    fileName: row.fileName,
    hasFile: row.fileJobId !== null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
