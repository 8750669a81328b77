/**
 * Enrollment under a burst (issue 4 benchmark): 5,000 distinct students of the 30,000-student
 * school (sessions created directly) fire POST /activity/enroll at once, over loopback HTTP to a
 * real listening server (not inject) from a worker thread (bench/enrollWorker.ts), for a 300-seat
 * first-come activity. Prints the enrolled count
 * (read back from the database — it must be exactly 300), the replies by message, p50/p99 latency
 * and the wall time. Throws when the count is not 300.
 *
 * `npm run bench` runs it on the configured database (PGlite, or PostgreSQL via DATABASE_URL). Run
 * alone, `node --import tsx bench/enroll.ts` measures it and the report approval (bench/report.ts)
 * on PGlite and then, when DATABASE_URL is set, on PostgreSQL.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/types.js';
import { dropActivitySchool, insertActivity, prepareActivitySchool, sessionsFor, type ActivitySchool } from './activitySchool.js';
import { quantile } from './measure.js';
import { loopbackUrl } from './loopback.js';
import type { BurstInput, BurstOutput } from './enrollWorker.js';
import { reportBench } from './report.js';
import { isMain, PGLITE, postgresTargets, runStandalone } from './standalone.js';

export const ENROLL_ATTEMPTS = 5_000;
export const ENROLL_SEATS = 300;
const HOUR = 3_600_000;
/** The worker's entry: registers tsx in the worker thread, then loads the TypeScript load generator. */
const WORKER_BOOT = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(new URL('./enrollWorker.ts', import.meta.url).href)}); });`;

/**
 * Fires one POST /activity/enroll per token at `input.baseUrl`, all at once, from a worker thread
 * (bench/enrollWorker.ts) over at most `input.sockets` keep-alive connections; each reply's latency
 * runs from the burst's start, so time queued in the client counts.
 */
export function runBurst(input: BurstInput): Promise<BurstOutput> {
  return new Promise<BurstOutput>((resolve, reject) => {
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: input });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`enroll worker exited with ${code}`)));
  });
}

/** p50, p99 and max latency (ms) of the burst's replies. */
export function burstFigures(replies: BurstOutput['replies']): { p50: number; p99: number; max: number } {
  const latencies = replies.map((r) => r.ms).sort((a, b) => a - b);
  return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), max: latencies[latencies.length - 1] };
}

/** The replies by answer, most frequent first: '  300 × ok (enrolled)', ' 4700 × 10002 报名人数已满'. */
export function burstMessages(replies: BurstOutput['replies']): string[] {
  const byMessage = new Map<string, number>();
  for (const r of replies) {
    const key = r.code === 0 ? 'ok (enrolled)' : `${r.code} ${r.msg}`;
    byMessage.set(key, (byMessage.get(key) ?? 0) + 1);
  }
  return [...byMessage.entries()].sort((a, b) => b[1] - a[1]).map(([msg, n]) => `${String(n).padStart(5)} × ${msg}`);
}

/** A first-come activity of `s` enrolling now (window open for a day), ENROLL_SEATS seats, none taken; returns its id. */
export function insertRushActivity(db: Kysely<Database>, s: ActivitySchool): Promise<number> {
  const now = Date.now();
  return insertActivity(db, s, {
    name: '基准报名活动', status: 5, capacity: ENROLL_SEATS, enrollStart: new Date(now - HOUR), enrollEnd: new Date(now + 24 * HOUR),
    startTime: new Date(now + 48 * HOUR), endTime: new Date(now + 50 * HOUR),
  });
}

/**
 * The burst on an activity of `s` (see the file comment). `sockets` = the client's connection
 * limit (requests beyond it queue in the client, and their wait counts in the latency).
 */
export async function enrollBench(app: FastifyInstance, db: Kysely<Database>, s: ActivitySchool, label = '', sockets = 512): Promise<{ enrolled: number; p50: number; p99: number }> {
  const id = await insertRushActivity(db, s);
  const students = s.studentIds.slice(0, ENROLL_ATTEMPTS);
  const t0 = performance.now();
  const tokens = await sessionsFor(db, s.schoolId, students, 8);
  console.log(`${label}created ${tokens.length} student sessions in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const { replies, wallMs } = await runBurst({ baseUrl: await loopbackUrl(app), activityId: id, tokens, sockets });
  const { p50, p99 } = burstFigures(replies);
  const seats = await db.selectFrom('activityEnrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('activityId', '=', id).where('status', '=', 1).executeTakeFirstOrThrow();
  const activity = await db.selectFrom('activities').select(['enrollCount', 'capacity']).where('id', '=', id).executeTakeFirstOrThrow();
  const enrolled = Number(seats.n);
  const exact = enrolled === ENROLL_SEATS && activity.enrollCount === ENROLL_SEATS;
  console.log(`${label}enroll burst: ${replies.length} attempts by distinct students for ${ENROLL_SEATS} seats, over loopback HTTP from a worker thread (${sockets} connections)`);
  console.log(`${label}  enrolled ${enrolled} (activity enroll_count ${activity.enrollCount}, capacity ${activity.capacity}) — ${exact ? 'exactly the capacity' : 'WRONG'}`);
  for (const line of burstMessages(replies)) console.log(`${label}  ${line}`);
  console.log(`${label}  latency p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms; wall ${(wallMs / 1000).toFixed(2)} s (${(replies.length / (wallMs / 1000)).toFixed(0)} requests/s)`);
  if (!exact) throw new Error(`enroll bench: ${enrolled} enrolled for ${ENROLL_SEATS} seats`);
  return { enrolled, p50, p99 };
}

/** Both activity benchmarks on one prepared school (run.ts and the standalone run). */
export async function activityBenches(app: FastifyInstance, db: Kysely<Database>, label = ''): Promise<void> {
  const t0 = performance.now();
  const school = await prepareActivitySchool(db);
  console.log(`${label}prepared the 30,000-student school for activities in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    await enrollBench(app, db, school, label);
    await reportBench(app, db, school, label);
  } finally {
    await dropActivitySchool(db);
  }
}

/** Standalone: PGlite, and PostgreSQL when DATABASE_URL is set (only it with BENCH_ONLY=postgresql). */
if (isMain(import.meta.url)) {
  const targets = [PGLITE, ...postgresTargets()];
  if (process.env.BENCH_ONLY === 'postgresql') targets.shift();
  await runStandalone('activities', targets, activityBenches);
}
