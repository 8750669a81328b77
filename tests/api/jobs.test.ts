/**
 * Background jobs on pg-boss (issue 3 contract (d), issue 17): enqueue answers at once and a worker
 * runs the job; progress is visible while it runs; the result, a file, or the failure reason when
 * it ends; other requests are served while a job runs; a job whose node is lost mid-run is run
 * again by another node and completes, its once-only writes not repeated and the lost node's late
 * writes refused.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { JobView } from '../../common/jobs.js';
import { defineJob, JOB_QUEUE, withFile, yieldToEventLoop, type JobKind } from '../../server/jobs/index.js';
import { badParams } from '../../server/protocol/errors.js';
import { userIdOf } from './activity-fixture.js';
import { call, fileApp, makeApp, signInAs, type TestApp } from './helpers.js';
import { getFile, waitJob } from './student-helpers.js';

/** Gates the gated job waits on, by the key in its input; and how often its once-only write ran. */
const gates = new Map<string, { open: Promise<void>; release: () => void }>();
const onceWrites = new Map<string, number>();
/** Keys of rollback jobs inside their open transaction. */
const inTransaction = new Set<string>();
const gate = (key: string) => {
  if (!gates.has(key)) {
    let release!: () => void;
    const open = new Promise<void>((r) => (release = r));
    gates.set(key, { open, release });
  }
  return gates.get(key)!;
};

const testKinds: JobKind<any>[] = [
  defineJob<{ key: string }>('test-gated', async (ctx) => {
    ctx.report(3, 10);
    const once = await ctx.writeOnce(async () => {
      onceWrites.set(ctx.input.key, (onceWrites.get(ctx.input.key) ?? 0) + 1);
      return { firstAttempt: ctx.attempt };
    });
    await gate(ctx.input.key).open;
    ctx.report(10, 10);
    return { answer: 42, attempt: ctx.attempt, once };
  }),
  defineJob<{ text: string }>('test-file', async (ctx) => {
    for (let i = 1; i <= 5; i++) {
      ctx.report(i, 5);
      await yieldToEventLoop();
    }
    const upload = await ctx.inputFile();
    return withFile({ rows: 5 }, { content: Buffer.from(`${ctx.input.text} ${upload.content.toString()}`), fileName: '报告.txt', contentType: 'text/plain' });
  }),
  defineJob<{ key: string }>('test-rollback', async (ctx) =>
    ctx.write(async (trx) => {
      await trx.insertInto('jobInputs').values({ jobId: ctx.id, schoolId: ctx.schoolId, fileName: 'tx', content: Buffer.from('tx') }).execute();
      inTransaction.add(ctx.input.key);
      await gate(ctx.input.key).open;
      throw badParams('回滚');
    }),
  ),
  defineJob('test-refused', async () => {
    throw badParams('文件中没有学生数据');
  }),
  defineJob('test-crash', async () => {
    throw new Error('secret internals');
  }),
];
const kind = (name: string) => testKinds.find((k) => k.kind === name)!;

const t = await fileApp({ jobs: { kinds: testKinds } });
const admin = await signInAs(t, 'admin');
const adminId = await userIdOf(t, 10001, 'admin');
const spec = { schoolId: 10001, createdBy: adminId };
const status = (id: string) => call<JobView>(t, 'GET', '/jobs/status', { id }, admin);
const jobRow = (app: TestApp, id: string) => app.db.selectFrom('jobs').select(['status', 'attempt', 'processed']).where('id', '=', id).executeTakeFirstOrThrow();

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('jobs', () => {
  it('reports progress while running, then the result; requests are served meanwhile', async () => {
    const id = await t.app.jobs.enqueue(kind('test-gated'), spec, { key: 'progress' });
    await until('the job to run', async () => (await jobRow(t, id)).processed === 3);
    expect((await status(id)).data).toMatchObject({ status: 'running', processed: 3, total: 10, progress: 30, result: null });
    expect((await call(t, 'GET', '/school/students', {}, admin)).code).toBe(0);
    gate('progress').release();
    expect(await waitJob(t, id, admin)).toMatchObject({
      status: 'done', progress: 100, processed: 10, total: 10, result: { answer: 42, attempt: 1, once: { firstAttempt: 1 } }, hasFile: false, error: null,
    });
  });

  it('gives the handler its input and file, keeps the file it makes, and records failures with their reason', async () => {
    const id = await t.app.jobs.enqueue(kind('test-file'), spec, { text: 'hello' }, { file: { fileName: 'in.txt', content: Buffer.from('world') } });
    const job = await waitJob(t, id, admin);
    expect(job).toMatchObject({ status: 'done', hasFile: true, fileName: '报告.txt' });
    const res = await getFile(t, '/jobs/download', { id }, admin);
    expect(res.body).toBe('hello world');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('报告.txt'));

    const refused = await t.app.jobs.enqueue(kind('test-refused'), spec, null);
    expect(await waitJob(t, refused, admin)).toMatchObject({ status: 'failed', error: '文件中没有学生数据' });
    const crashing = await t.app.jobs.enqueue(kind('test-crash'), spec, null);
    expect(await waitJob(t, crashing, admin)).toMatchObject({ status: 'failed', error: '服务器内部错误' });
    // A failed job is final: not run again.
    expect((await jobRow(t, crashing)).attempt).toBe(1);
  });

  it('shows a job and its file to the user who started it only: not to another staff member, another school or a student (issue 14)', async () => {
    const id = await t.app.jobs.enqueue(kind('test-file'), spec, { text: '名单' }, { file: { fileName: 'in.txt', content: Buffer.from('') } });
    await waitJob(t, id, admin);
    const teacher = await signInAs(t, 'teacher');
    const student = await signInAs(t, 'student');
    const other = await signInAs(t, 'admin2');
    for (const token of [teacher, student, other]) {
      expect((await call(t, 'GET', '/jobs/status', { id }, token)).code).toBe(10003);
      expect((await call(t, 'GET', '/jobs/download', { id }, token)).code).toBe(10003);
    }
    expect((await getFile(t, '/jobs/download', { id }, admin)).body).toBe('名单 ');
  });

  it('serves requests and other jobs while a job holds a transaction open, and its rollback undoes only its own writes', async () => {
    const id = await t.app.jobs.enqueue(kind('test-rollback'), spec, { key: 'tx' });
    await until('the job to open its transaction', async () => inTransaction.has('tx'));
    // On PGlite (one connection) these wait for the transaction; on PostgreSQL they need not. A
    // pg-boss statement run inside it instead would commit it early (pg-boss's own BEGIN … COMMIT).
    const request = call(t, 'GET', '/school/students', {}, admin);
    const other = t.app.jobs.enqueue(kind('test-file'), spec, { text: 'after' }, { file: { fileName: 'in.txt', content: Buffer.from('tx') } });
    const probe = t.app.jobs.pgBoss.createQueue('test-probe');
    await new Promise((r) => setTimeout(r, 50));
    gate('tx').release();
    await probe;
    expect(await t.app.jobs.pgBoss.getQueue('test-probe')).not.toBeNull();
    expect(await waitJob(t, id, admin)).toMatchObject({ status: 'failed', error: '回滚' });
    expect((await request).code).toBe(0);
    expect(await waitJob(t, await other, admin)).toMatchObject({ status: 'done' });
    expect(await t.db.selectFrom('jobInputs').select('jobId').where('jobId', '=', id).execute()).toEqual([]);
  });

  it('runs a job again on another node when its node is lost mid-run: it completes there, once-only writes are not repeated, the lost node is refused', async () => {
    // Node A starts the job and then goes silent: it takes no more jobs and its heartbeat stops
    // (simulated by setting it two hours back, as if the node had died right after its last one).
    const a = await makeApp({ shareDb: t, jobs: { kinds: testKinds } });
    try {
      await t.app.jobs.pgBoss.offWork(JOB_QUEUE, { wait: false });
      const id = await a.app.jobs.enqueue(kind('test-gated'), spec, { key: 'lost' });
      await until('node A to run the job', async () => onceWrites.get('lost') === 1);
      await a.app.jobs.pgBoss.offWork(JOB_QUEUE, { wait: false });
      await sql`update pgboss.job set heartbeat_on = now() - interval '2 hours' where name = ${JOB_QUEUE} and data->>'id' = ${id}`.execute(t.db);
      // Node B supervises every second: it notices the silence and runs the job again.
      const b = await makeApp({ shareDb: t, jobs: { kinds: testKinds, supervise: true, superviseSeconds: 1 } });
      try {
        await until('node B to take the job over', async () => (await jobRow(t, id)).attempt === 2);
        expect((await status(id)).data).toMatchObject({ status: 'running' });
        // Both go on: A's late finish is refused, B's is the job's.
        gate('lost').release();
        expect(await waitJob(t, id, admin)).toMatchObject({ status: 'done', result: { answer: 42, attempt: 2, once: { firstAttempt: 1 } } });
        expect(onceWrites.get('lost')).toBe(1);
      } finally {
        await b.close();
      }
    } finally {
      await a.close();
    }
  });
});
