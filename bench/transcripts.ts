/**
 * Batch transcripts (issue 7 benchmark), in one run on the demo school 10001:
 *  (a) pdfkit's raw rate — the same one-page summary transcript (a real student's content) rendered
 *      RAW_PAGES times in the same worker pool the batch uses, no database and no ZIP: transcripts/s,
 *      measured before and after (b) and averaged, so that a change in the machine's load during
 *      the run does not favour either side;
 *  (b) the end-to-end batch for 1,000 students — POST /transcript/batch {userIds} through app.inject,
 *      polling GET /jobs/status until done (contents from the ledger, issuing in the database, PDFs
 *      in the pool, the ZIP written to file storage): transcripts/s, and the ratio b/a; the polls'
 *      latencies show that the API keeps answering meanwhile.
 * Targets: b ≥ 100 transcripts/s and b ≥ 80 % of a. Every chosen student has ledger rows: the bench
 * grants six imported hours records to each before measuring. Throws when the batch is wrong.
 *
 * `npm run bench` runs it (bench/run.ts). Run alone: `node --import tsx bench/transcripts.ts`.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { JobView } from '../common/jobs.js';
import type { IssuedTranscript } from '../common/transcripts.js';
import { createSession } from '../server/auth/sessions.js';
import type { Database } from '../server/db/types.js';
import { grantHours } from '../server/modules/hours/ledger.js';
import { LedgerSource } from '../common/ledger.js';
import { transcriptCode, verifyUrlOf } from '../server/modules/transcripts/code.js';
import { buildTranscriptContents } from '../server/modules/transcripts/content.js';
import { closeRenderPool, renderInPool, renderPoolActiveMs, renderPoolSize, warmRenderPool } from '../server/modules/transcripts/batch/pool.js';
import { quantile } from './measure.js';
import { isMain, runStandalone } from './standalone.js';
import { apiData as api } from './api.js';

const SCHOOL = 10001;
export const BATCH_STUDENTS = 1_000;
const RAW_PAGES = 1_000;
const TARGET_RATE = 100;
const TARGET_RATIO = 0.8;
/** Imported grants per student (classify child name, hours), so every transcript has records in several modules. */
const GRANTS: [string, string][] = [['理论学习', '6.5'], ['学科竞赛', '4'], ['技能培训', '8'], ['社会调研', '12'], ['志愿服务', '10.25'], ['校园文化', '5']];
const ORIGIN = 'http://bench.local';
/** GET /jobs/status every 250 ms (the batch page refreshes every second); each poll is a few database reads on the main thread. */
const POLL_MS = 250;

/** The first 1,000 students of the school by number, each given GRANTS (one transaction per grant). */
async function prepareStudents(db: Kysely<Database>): Promise<number[]> {
  const students = await db.selectFrom('students').select('userId').where('schoolId', '=', SCHOOL).where('status', '<>', 6).orderBy('code').limit(BATCH_STUDENTS).execute();
  if (students.length < BATCH_STUDENTS) throw new Error(`transcripts bench: the demo school has only ${students.length} students`);
  const userIds = students.map((s) => s.userId);
  const term = await db.selectFrom('terms').select('id').where('schoolId', '=', SCHOOL).where('kind', '=', 1).orderBy('startDate', 'desc').executeTakeFirstOrThrow();
  for (const [i, [classify, hours]] of GRANTS.entries()) {
    const c = await db.selectFrom('classifies').select('id').where('schoolId', '=', SCHOOL).where('name', '=', classify).executeTakeFirstOrThrow();
    await db.transaction().execute((trx) =>
      grantHours(trx, {
        schoolId: SCHOOL, issuedBy: null, sourceType: LedgerSource.IMPORT, relationId: 990_001 + i, classifyId: c.id, termId: term.id,
        reason: `${classify}学时导入(基准)`, grants: userIds.map((userId) => ({ userId, hours })),
      }),
    );
  }
  return userIds;
}

/**
 * Renders before the first measurement: a fresh worker takes about a thousand documents to reach
 * its steady speed (V8 grows its young generation and optimises the hot code).
 */
const WARM_UP = 1_000;

/** (a): the same issued summary transcript rendered `pages` times in the pool; transcripts/s. */
async function rawRate(issued: IssuedTranscript, pages: number): Promise<number> {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: pages }, () => renderInPool({ issued, origin: ORIGIN })));
  return pages / ((performance.now() - t0) / 1000);
}

/** Both measurements (see the file comment); returns {raw, batch, ratio}. */
export async function transcriptsBench(app: FastifyInstance, db: Kysely<Database>, label = ''): Promise<{ raw: number; batch: number; ratio: number }> {
  const t0 = performance.now();
  const userIds = await prepareStudents(db);
  const withLedger = await db.selectFrom('hoursLedger').select((eb) => eb.fn.count<number>('userId').distinct().as('n')).where('schoolId', '=', SCHOOL).where('userId', 'in', userIds).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('hoursLedger').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', SCHOOL).where('userId', 'in', userIds).executeTakeFirstOrThrow();
  console.log(`${label}prepared ${userIds.length} students of school ${SCHOOL} (${withLedger.n} with ledger rows, ${rows.n} rows) in ${((performance.now() - t0) / 1000).toFixed(1)} s; PDF pool: ${renderPoolSize()} worker thread(s)`);

  // (a) The first student's content as a one-page summary, issued in memory only.
  const content = (await buildTranscriptContents(db, SCHOOL, [userIds[0]])).get(userIds[0])!;
  content.school.scoreReportModel = 1;
  // The summary prints no records; the batch does not send them to the worker either (job.ts).
  content.records = [];
  const code = transcriptCode('bench-secret', { schoolId: SCHOOL, userId: userIds[0], id: 1, content });
  const page: IssuedTranscript = { id: 1, code, verifyUrl: verifyUrlOf(code), content };
  await warmRenderPool(page);
  await Promise.all(Array.from({ length: WARM_UP }, () => renderInPool({ issued: page, origin: ORIGIN })));
  const rawBefore = await rawRate(page, RAW_PAGES);

  // (b) The real batch through the API.
  const admin = await db.selectFrom('users').select('id').where('schoolId', '=', SCHOOL).where('username', '=', 'admin').executeTakeFirstOrThrow();
  const token = await createSession(db, { id: admin.id, schoolId: SCHOOL });
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  const poolBefore = renderPoolActiveMs();
  const { id } = await api<{ id: string }>(app, 'POST', '/transcript/batch', { userIds }, token);
  // The polls below follow the job as a client would; its exact end is the row's finished_at.
  let job: JobView;
  // The API must keep answering while the batch runs: the polls' own latencies are recorded.
  const latencies: number[] = [];
  for (;;) {
    const asked = performance.now();
    job = await api<JobView>(app, 'GET', '/jobs/status', { id }, token);
    latencies.push(performance.now() - asked);
    if (job.status === 'done' || job.status === 'failed') break;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const finished = await db.selectFrom('jobs').select('finishedAt').where('id', '=', id).executeTakeFirstOrThrow();
  const seconds = ((finished.finishedAt ?? new Date()).getTime() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const poolBusy = (renderPoolActiveMs() - poolBefore) / 1000 / seconds / renderPoolSize();
  const issued = await db.selectFrom('transcripts').select((eb) => eb.fn.countAll<number>().as('n')).where('batchId', '=', id).executeTakeFirstOrThrow();
  const batchRow = await db.selectFrom('transcriptBatches').select(['size', 'fileName']).where('id', '=', id).executeTakeFirstOrThrow();
  if (job.status !== 'done' || job.processed !== BATCH_STUDENTS || Number(issued.n) !== BATCH_STUDENTS || !batchRow.size)
    throw new Error(`transcripts bench: batch ${job.status} ${job.error ?? ''}, ${job.processed} PDFs, ${issued.n} issued`);
  const batch = BATCH_STUDENTS / seconds;
  const rawAfter = await rawRate(page, RAW_PAGES);
  const raw = (rawBefore + rawAfter) / 2;
  const ratio = batch / raw;
  console.log(`${label}transcripts, pdfkit raw rate (the same summary page ×${RAW_PAGES} in the pool, no DB, no ZIP): ${raw.toFixed(0)} /s (before the batch ${rawBefore.toFixed(0)}, after ${rawAfter.toFixed(0)})`);
  const mb = (Number(batchRow.size) / 1024 / 1024).toFixed(1);
  console.log(`${label}transcripts, batch of ${BATCH_STUDENTS} end to end (POST /transcript/batch → job done, ZIP ${mb} MB ${batchRow.fileName}): ${seconds.toFixed(2)} s = ${batch.toFixed(0)} /s`);
  latencies.sort((x, y) => x - y);
  const q = (f: number) => quantile(latencies, f).toFixed(0);
  console.log(`${label}  during the batch: PDF threads busy ${(poolBusy * 100).toFixed(0)} % of the time; CPU of this process ${cpuSeconds.toFixed(1)} s over ${seconds.toFixed(1)} s = ${(cpuSeconds / seconds).toFixed(2)} of ${renderPoolSize() + 1} cores`);
  console.log(`${label}  GET /jobs/status during the batch: ${latencies.length} polls, p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`);
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  console.log(`${label}  target ≥ ${TARGET_RATE} /s: ${verdict(batch >= TARGET_RATE)}; batch/raw = ${(ratio * 100).toFixed(0)} %, target ≥ ${TARGET_RATIO * 100} %: ${verdict(ratio >= TARGET_RATIO)}`);
  return { raw, batch, ratio };
}

/** Standalone: the configured database (DATABASE_URL, or PGlite). */
if (isMain(import.meta.url)) await runStandalone('transcripts', [{ url: process.env.DATABASE_URL || undefined, label: '' }], (app, db) => transcriptsBench(app, db), closeRenderPool);
