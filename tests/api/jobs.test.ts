/**
 * Background jobs (issue 3 contract (d)): startJob answers at once and runs the work afterwards;
 * progress is visible while it runs; the result, a file, or the failure reason when it ends; other
 * requests are served while a job runs.
 */
import { describe, expect, it } from 'vitest';
import type { JobView } from '../../common/jobs.js';
import { startJob, withFile, yieldToEventLoop } from '../../server/jobs/index.js';
import { badParams } from '../../server/protocol/errors.js';
import { userIdOf } from './activity-fixture.js';
import { call, fileAppAs, signInAs } from './helpers.js';
import { getFile, waitJob } from './student-helpers.js';

const { t, admin } = await fileAppAs('admin');
const adminId = await userIdOf(t, 10001, 'admin');

const spec = () => ({ schoolId: 10001, kind: 'test', createdBy: adminId });
const status = (id: string) => call<JobView>(t, 'GET', '/jobs/status', { id }, admin);

describe('jobs', () => {
  it('reports progress while running, then the result; requests are served meanwhile', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const id = await startJob({ db: t.db }, spec(), async (report) => {
      report(3, 10);
      await gate;
      report(10, 10);
      return { answer: 42 };
    });
    await new Promise((r) => setTimeout(r, 30));
    expect((await status(id)).data).toMatchObject({ status: 'running', processed: 3, total: 10, progress: 30, result: null });
    expect((await call(t, 'GET', '/school/students', {}, admin)).code).toBe(0);
    release();
    expect(await waitJob(t, id, admin)).toMatchObject({ status: 'done', progress: 100, processed: 10, total: 10, result: { answer: 42 }, hasFile: false, error: null });
  });

  it('keeps a file for download and records failures with their reason', async () => {
    const id = await startJob({ db: t.db }, spec(), async (report) => {
      for (let i = 1; i <= 5; i++) {
        report(i, 5);
        await yieldToEventLoop();
      }
      return withFile({ rows: 5 }, { content: Buffer.from('hello'), fileName: '报告.txt', contentType: 'text/plain' });
    });
    const job = await waitJob(t, id, admin);
    expect(job).toMatchObject({ status: 'done', hasFile: true, fileName: '报告.txt' });
    const res = await getFile(t, '/jobs/download', { id }, admin);
    expect(res.body).toBe('hello');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('报告.txt'));

    const failing = await startJob({ db: t.db }, spec(), async () => {
      throw badParams('文件中没有学生数据');
    });
    expect(await waitJob(t, failing, admin)).toMatchObject({ status: 'failed', error: '文件中没有学生数据' });
    const crashing = await startJob({ db: t.db }, spec(), async () => {
      throw new Error('secret internals');
    });
    expect(await waitJob(t, crashing, admin)).toMatchObject({ status: 'failed', error: '服务器内部错误' });
  });

  it('shows a job and its file to the user who started it only: not to another staff member, another school or a student (issue 14)', async () => {
    const id = await startJob({ db: t.db }, spec(), async () => withFile({ rows: 1 }, { content: Buffer.from('名单'), fileName: '名单.xlsx', contentType: 'text/plain' }));
    await waitJob(t, id, admin);
    const teacher = await signInAs(t, 'teacher');
    const student = await signInAs(t, 'student');
    const other = await signInAs(t, 'admin2');
    for (const token of [teacher, student, other]) {
      expect((await call(t, 'GET', '/jobs/status', { id }, token)).code).toBe(10003);
      expect((await call(t, 'GET', '/jobs/download', { id }, token)).code).toBe(10003);
    }
    expect((await getFile(t, '/jobs/download', { id }, admin)).body).toBe('名单');
  });
});
