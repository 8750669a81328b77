/**
 * Background jobs on pg-boss (issue 3 contract (d); issue 17; DESIGN.md §4 "Long work runs as a
 * pg-boss job with progress the UI can show; a job survives the death of the node that started it").
 *
 * A job kind is declared once, beside its feature, with `defineJob(kind, handler)`; the handler
 * gets everything it needs from the database (JobContext: its JSON input, its uploaded file), never
 * from a closure, so that any node can run it. `deps.jobs.enqueue(kind, spec, input)` writes the
 * `jobs` row (the product's record, which GET /jobs/status reads on every node) and sends the
 * pg-boss job in ONE transaction, and answers the job id at once. A node's worker runs it:
 *
 * - `report(processed, total?)` writes progress to the row at most every PROGRESS_WRITE_MS (never
 *   awaited by the work, so a transaction the work holds open is not waited on); handlers call
 *   `await yieldToEventLoop()` between batches so requests keep being served.
 * - `write(fn)` runs `fn(trx)` in one transaction; `writeOnce(fn)` too, and records its result, so
 *   a run after a lost node replays it instead of writing twice (an import's rows). Both refuse to
 *   write once another attempt owns the job (a node taken for dead that was only slow).
 * - The handler's value becomes the job's `result` (JSON); `withFile(result, file)` attaches a file
 *   that GET /jobs/download serves. A thrown ApiError's message becomes the job's `error` as is;
 *   any other error is logged and recorded as the generic server-fault text. Failures of the work
 *   are final: retries are for lost nodes only (see QUEUE_OPTIONS).
 *
 * Schedules (`ScheduledTask`, the activity timetable) are pg-boss cron schedules: every node
 * declares them, pg-boss's cron pass turns each occurrence into one job across nodes, and one node
 * runs it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Job, PgBoss, Queue } from 'pg-boss';
import { resultMessages } from '../../common/codes.js';
import type { JobView } from '../../common/jobs.js';
import { inTransaction, type Trx } from '../db/db.js';
import type { Database } from '../db/types.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../protocol/errors.js';
import { createBoss, inTransactionDb, type BossTimers } from './boss.js';
import * as repo from './repository.js';

export type JobStatus = JobView['status'];
export type { JobView };

export interface JobFile {
  content: Uint8Array;
  fileName: string;
  contentType: string;
}

/** What a handler may resolve to when it produces a file. */
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

/** What a handler gets: who asked, its input, progress and writes. */
export interface JobContext<I> {
  id: string;
  schoolId: number;
  /** The user who started the job. */
  createdBy: number;
  /** 1 for the first run; more when a node was lost during an earlier one. */
  attempt: number;
  /** The input given to enqueue, as JSON read back. */
  input: I;
  deps: AppDeps;
  log: FastifyBaseLogger;
  report: JobReport;
  /** One transaction; the handler must tolerate a re-run of what it wrote before (e.g. upserts). */
  write: JobWrite;
  /** One transaction whose JSON result is recorded: a re-run gets that result back without writing again. */
  writeOnce: JobWrite;
  /** The file given to enqueue (an import's upload); 10002-free: a job without one is a programming fault. */
  inputFile(): Promise<{ fileName: string; content: Buffer }>;
  /** Aborted when pg-boss takes the job from this node (lost heartbeat, expiry, shutdown past its grace). */
  signal: AbortSignal;
}

export interface JobKind<I = unknown> {
  kind: string;
  /** The longest one attempt may run before it is taken for stuck and run again (minutes). */
  expireMinutes: number;
  run(ctx: JobContext<I>): Promise<unknown>;
}

/** Declares a job kind: its name (jobs.kind, GET /jobs/list's filter) and its handler. */
export function defineJob<I>(kind: string, run: (ctx: JobContext<I>) => Promise<unknown>, opts: { expireMinutes?: number } = {}): JobKind<I> {
  return { kind, run, expireMinutes: opts.expireMinutes ?? DEFAULT_EXPIRE_MINUTES };
}

/** A recurring task: one run per occurrence across all nodes. */
export interface ScheduledTask {
  /** pg-boss queue name. */
  queue: string;
  /** 5-field cron in UTC; pg-boss files at most one job a minute per schedule. */
  cron: string;
  run(deps: AppDeps, log: FastifyBaseLogger): Promise<void>;
}

export interface JobSpec {
  schoolId: number;
  /** The user who starts the job (who may see it, GET /jobs/status). */
  createdBy: number;
  /** The file name shown before the job has produced its file. */
  fileName?: string | null;
}

export interface EnqueueOptions {
  /** A file the handler reads back with ctx.inputFile() (an import's upload). */
  file?: { fileName: string; content: Uint8Array };
  /** Writes the job's own rows (a transcript batch) in the transaction of the jobs row, given its id. */
  record?: (trx: Trx, id: string) => Promise<void>;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Progress rows are written at most this often. */
export const PROGRESS_WRITE_MS = 250;
/** The pg-boss queue of every product job (one queue: one poller per node). */
export const JOB_QUEUE = 'jobs';
/** Where pg-boss moves a job it gave up on (its nodes kept dying): its row is marked failed. */
export const LOST_JOB_QUEUE = 'jobs-lost';
/** The error of a job given up on after its nodes were lost QUEUE_OPTIONS.retryLimit + 1 times. */
export const JOB_LOST = '任务执行中断,请重新发起';
const DEFAULT_EXPIRE_MINUTES = 60;

/**
 * Retries are for lost nodes only (a handler's own failure is recorded and final): a job whose
 * node stops sending heartbeats for `heartbeatSeconds` (config.jobs, 30 s) is run again at once
 * (retryDelay 0) by whichever node fetches it — after the supervision pass notices, at most
 * `superviseSeconds` later. Two retries: losing a node is rare, and a job that takes down its node
 * every time (memory on a huge input) must not take down every node in turn; after the third loss
 * the job goes to LOST_JOB_QUEUE and its row fails with JOB_LOST. pg-boss keeps finished jobs a
 * day (the jobs rows are the record).
 */
const QUEUE_OPTIONS = { retryLimit: 2, retryDelay: 0, deleteAfterSeconds: 24 * 3600, notify: true } satisfies Omit<Queue, 'name'>;

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function percent(processed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(99, Math.floor((processed / total) * 100)));
}

/** Thrown inside an attempt's write once another attempt owns the job: the write is rolled back. */
class Superseded extends Error {
  constructor(id: string, attempt: number) {
    super(`job ${id}: attempt ${attempt} was superseded by a later one`);
  }
}

export interface JobRunnerOptions extends BossTimers {
  /** Extra kinds (tests). */
  kinds: JobKind<any>[];
  schedules: ScheduledTask[];
  /** How often an idle worker looks for jobs when NOTIFY cannot wake it (seconds, ≥ 0.5). */
  pollingSeconds: number;
}

/** Production settings: every timer on. Tests turn supervision, schedules and the registry off (tests/api/helpers.ts). */
export const DEFAULT_RUNNER_OPTIONS: Omit<JobRunnerOptions, 'kinds' | 'schedules'> = {
  schedule: true,
  supervise: true,
  superviseSeconds: 10,
  registerInstance: true,
  pollingSeconds: 2,
};

/** pg-boss's payload: the rest is in the jobs row. */
interface JobRef {
  id: string;
  schoolId: number;
}

/**
 * This node's part in the jobs: enqueues, runs the jobs and scheduled tasks it fetches, stops
 * gracefully. Started on the app's onReady, stopped on its onClose (server/app.ts).
 */
export class JobRunner {
  private boss: PgBoss | null = null;
  private readonly kinds = new Map<string, JobKind<any>>();

  constructor(
    private readonly deps: AppDeps,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobRunnerOptions,
  ) {
    for (const k of options.kinds) {
      if (this.kinds.has(k.kind)) throw new Error(`job kind declared twice: ${k.kind}`);
      this.kinds.set(k.kind, k);
    }
  }

  /** Starts pg-boss, declares the queues and schedules, and starts this node's workers. */
  async start(): Promise<void> {
    const { db, config } = this.deps;
    const boss = createBoss(db, config.databaseUrl, this.options);
    boss.on('error', (err) => this.log.error({ err }, 'pg-boss'));
    await boss.start();
    this.boss = boss;
    // NOTIFY wakes a worker when a job is sent; a job retried after a lost node sends none, so the
    // poll with NOTIFY on stays short too (5 s in production).
    const polling = { pollingIntervalSeconds: this.options.pollingSeconds, notifyPollingIntervalSeconds: this.options.pollingSeconds * 2.5 };
    await boss.createQueue(LOST_JOB_QUEUE, { notify: true });
    const queue = { ...QUEUE_OPTIONS, heartbeatSeconds: config.jobs.heartbeatSeconds, deadLetter: LOST_JOB_QUEUE };
    await boss.createQueue(JOB_QUEUE, queue);
    // A queue made by an earlier start keeps its options: bring them to this configuration.
    await boss.updateQueue(JOB_QUEUE, queue);
    await boss.work<JobRef>(JOB_QUEUE, { ...polling, localConcurrency: config.jobs.concurrency }, async ([job]) => this.runJob(job));
    await boss.work<JobRef>(LOST_JOB_QUEUE, polling, async ([job]) => {
      if (await repo.failJob(db, job.data.schoolId, job.data.id, null, JOB_LOST)) this.log.error({ jobId: job.data.id }, 'job given up after its nodes were lost');
    });
    for (const task of this.options.schedules) {
      // One job queued and one running at most: a slow run is not stacked up behind.
      await boss.createQueue(task.queue, { policy: 'stately', retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 3600, notify: true });
      await boss.work(task.queue, polling, async () => task.run(this.deps, this.log));
      if (this.options.schedule) await boss.schedule(task.queue, task.cron, null, { tz: 'UTC' });
    }
  }

  /**
   * Records a job of `kind` for `spec.createdBy` with its `input` (JSON) and `opts.file`, sends it to
   * pg-boss in the same transaction, and resolves to its id (uuid) at once.
   */
  async enqueue<I>(kind: JobKind<I>, spec: JobSpec, input: I, opts: EnqueueOptions = {}): Promise<string> {
    const boss = this.started();
    const id = randomUUID();
    await inTransaction(this.deps.db, async (trx) => {
      await repo.insertJob(trx, spec.schoolId, { id, kind: kind.kind, createdBy: spec.createdBy, fileName: spec.fileName ?? null, input });
      if (opts.file) await repo.insertJobInput(trx, spec.schoolId, id, opts.file);
      await opts.record?.(trx, id);
      const ref: JobRef = { id, schoolId: spec.schoolId };
      await boss.send(JOB_QUEUE, ref, { expireInSeconds: kind.expireMinutes * 60, db: inTransactionDb(trx) });
    });
    return id;
  }

  /**
   * Stops taking jobs, lets running ones finish within `graceMs`, then hands back those still
   * running (pg-boss fails them, and another node — or this one after a restart — runs them again).
   */
  async stop(graceMs: number): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, timeout: graceMs, close: true });
  }

  /** The pg-boss instance (tests, the schedule). */
  get pgBoss(): PgBoss {
    return this.started();
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('jobs: not started (the app is not ready, or closing)');
    return this.boss;
  }

  /** One attempt of one job (see the file comment). */
  private async runJob(job: Job<JobRef>): Promise<void> {
    const { db } = this.deps;
    const { id, schoolId } = job.data;
    const attempt = job.retryCount + 1;
    const row = await repo.claimJob(db, schoolId, id, attempt);
    // Over already (an attempt before this one finished it), or unknown.
    if (!row) return;
    const log = this.log.child({ jobId: id, kind: row.kind, attempt });
    const kind = this.kinds.get(row.kind);
    if (!kind) {
      log.error('no handler for this job kind');
      await repo.failJob(db, schoolId, id, attempt, resultMessages[50000].zh);
      return;
    }
    const progress = { processed: 0, total: 0 };
    let lastWrite = 0;
    let writing: Promise<unknown> = Promise.resolve();
    const report: JobReport = (processed, total) => {
      if (total !== undefined) progress.total = total;
      progress.processed = processed;
      const now = Date.now();
      if (now - lastWrite < PROGRESS_WRITE_MS) return;
      lastWrite = now;
      const values = { ...progress, progress: percent(progress.processed, progress.total) };
      writing = writing.then(() => repo.writeProgress(db, schoolId, id, attempt, values)).catch(() => undefined);
    };
    const write: JobWrite = (fn) =>
      inTransaction(db, async (trx) => {
        if (!(await repo.lockAttempt(trx, schoolId, id, attempt))) throw new Superseded(id, attempt);
        return fn(trx);
      });
    const recorded = Array.isArray(row.checkpoints) ? [...row.checkpoints] : [];
    let onceCalls = 0;
    const writeOnce: JobWrite = async <T>(fn: (trx: Trx) => Promise<T>) => {
      const k = onceCalls++;
      if (k < recorded.length) return recorded[k] as T;
      return write(async (trx) => {
        const value = await fn(trx);
        await repo.appendCheckpoint(trx, schoolId, id, value);
        return value;
      });
    };
    const ctx: JobContext<unknown> = {
      id, schoolId, createdBy: row.createdBy, attempt, input: row.input, deps: this.deps, log, report, write, writeOnce, signal: job.signal,
      async inputFile() {
        const file = await repo.findJobInput(db, schoolId, id);
        if (!file) throw new Error(`job ${id} has no input file`);
        return { fileName: file.fileName, content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength) };
      },
    };
    try {
      const output = await kind.run(ctx);
      await writing;
      const file = output instanceof JobOutput ? output.file : null;
      const result = output instanceof JobOutput ? output.result : output;
      await write((trx) => repo.finishJob(trx, schoolId, id, { result, file, ...progress }));
    } catch (e) {
      await writing;
      if (e instanceof Superseded) {
        log.warn('another attempt owns this job now: this one stops');
        return;
      }
      const message = e instanceof ApiError ? e.message : resultMessages[50000].zh;
      if (!(e instanceof ApiError)) log.error({ err: e }, 'job failed');
      await repo.failJob(db, schoolId, id, attempt, message, progress);
    }
  }
}

/**
 * Resolves when the job is done or failed (polling its row every `intervalMs`), wherever it runs;
 * the benchmarks use it. Rejects after `timeoutMs` or for an unknown id.
 */
export async function waitForJob(db: Kysely<Database>, id: string, timeoutMs = 600_000, intervalMs = 50): Promise<JobStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await repo.findJobStatus(db, id);
    if (!row) throw new Error(`job ${id} does not exist`);
    if (row.status === 'done' || row.status === 'failed') return row.status;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${row.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** The job as GET /jobs/status shows it, or null when it does not exist. */
export async function readJob(db: Kysely<Database>, id: string): Promise<(JobView & { schoolId: number }) | null> {
  const row = await repo.findJobView(db, id);
  if (!row) return null;
  return {
    id: row.id,
    schoolId: row.schoolId,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    total: row.total,
    processed: row.processed,
    result: row.result ?? null,
    error: row.error,
    createdBy: row.createdBy,
    fileName: row.fileName,
    hasFile: row.fileJobId !== null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
