/**
 * The PDF worker pool (issue 7: "a large batch never blocks the API"): rendering runs in worker
 * threads (piscina), never on the API's event loop. Size: one thread per core but one, at least
 * one — the main thread keeps a core for requests, the database and the ZIP. The pool starts on
 * first use, its threads end after a minute idle (each holds the parsed fonts, about 60 MB), and
 * idle threads never keep the process alive.
 *
 * Worker threads do not inherit `--import tsx`, so they start from a plain .mjs entry that
 * registers tsx and loads render-worker.ts (the same in `npm start`, `npm run serve`, vitest and
 * the benchmark).
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { IssuedTranscript } from '../../../../common/transcripts.js';

export interface RenderTask {
  issued: IssuedTranscript;
  /** Site origin for the QR code (render.ts RenderOptions.origin). */
  origin?: string;
  /** Logo bytes when schools.logo is not a data: URL (render.ts RenderOptions.logo). */
  logo?: Uint8Array | null;
}

const WORKER_ENTRY = fileURLToPath(new URL('./render-worker-boot.mjs', import.meta.url));
const IDLE_MS = 60_000;
const TASKS_PER_WORKER = 64;

/** Threads of the pool: availableParallelism − 1, at least 1. */
export const renderPoolSize = (): number => Math.max(1, os.availableParallelism() - 1);

let pool: Piscina<RenderTask, Uint8Array> | null = null;

function thePool(): Piscina<RenderTask, Uint8Array> {
  pool ??= new Piscina<RenderTask, Uint8Array>({
    filename: WORKER_ENTRY,
    minThreads: 0,
    maxThreads: renderPoolSize(),
    idleTimeout: IDLE_MS,
    // Tasks waiting in the worker's own queue: it moves on to the next PDF at once instead of
    // waiting for the main thread (busy with the database) to hand it one.
    concurrentTasksPerWorker: TASKS_PER_WORKER,
  });
  return pool;
}

/** Renders one transcript's PDF in the pool. */
export function renderInPool(task: RenderTask): Promise<Uint8Array> {
  return thePool().run(task);
}

/** Starts the pool's threads and loads their fonts ahead of a batch (resolves when they are ready). */
export async function warmRenderPool(sample: IssuedTranscript): Promise<void> {
  await Promise.all(Array.from({ length: renderPoolSize() }, () => renderInPool({ issued: sample })));
}

/** Milliseconds the pool's current threads have spent running (event-loop active time; benchmarks). */
export function renderPoolActiveMs(): number {
  return (pool?.threads ?? []).reduce((ms, t) => ms + t.performance.eventLoopUtilization().active, 0);
}

/** Ends the pool's threads (shutdown, end of a benchmark); the next render starts a new pool. */
export async function closeRenderPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
