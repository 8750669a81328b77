/**
 * Job endpoints (issue 3 contract (d)): a job's progress and result, its file, and the caller's own
 * jobs of one kind. A job is visible to the user who started it only (issue 14: an export holds a
 * roster with identity numbers, so knowing its id is not enough); anyone else gets 10003.
 */
import type { Page } from '../../common/envelope.js';
import type { Session } from '../auth/sessions.js';
import { defineRoute, FileDownload } from '../protocol/define.js';
import { badParams, noPermission } from '../protocol/errors.js';
import { jobIdParams, jobListParams } from '../../common/schemas/jobs.js';
import { pageOffset } from '../protocol/paging.js';
import type { AppDeps } from '../deps.js';
import { readJob, type JobView } from './index.js';

export const JOB_NOT_FOUND = '任务不存在';
export const JOB_NO_FILE = '该任务还没有可下载的文件';

/** The job, when the session started it: 10002 unknown id, 10003 another school's or another user's. */
async function visibleJob(deps: AppDeps, session: Session, id: string): Promise<JobView & { schoolId: number }> {
  const job = await readJob(deps.db, id);
  if (!job) throw badParams(JOB_NOT_FOUND);
  if (job.schoolId !== session.schoolId || job.createdBy !== session.userId) throw noPermission();
  return job;
}

export const jobRoutes = [
  /**
   * GET /jobs/status {id: uuid} → JobView {id, kind, status 'queued'|'running'|'done'|'failed',
   * progress 0–100, total, processed, result (the job's JSON result), error, createdBy, fileName,
   * hasFile, createdAt, finishedAt}. 10002 '参数错误: id 格式不正确' / '任务不存在'; 10003 when the job
   * belongs to another school. Issue 3 contract (d); DESIGN.md §4.
   */
  defineRoute({
    method: 'GET',
    path: '/jobs/status',
    summary: 'A background job’s progress and result (DESIGN.md §4).',
    permission: 'session',
    schema: jobIdParams,
    handler: async ({ deps, session, params }): Promise<JobView> => {
      const { schoolId: _school, ...job } = await visibleJob(deps, session, params.id);
      return job;
    },
  }),
  /**
   * GET /jobs/download {id} → the job's file (an xlsx for exports and import error reports) with
   * Content-Disposition; errors as envelopes: 10002 unknown job or no file yet ('该任务还没有可下载的文件'),
   * 10003 another school's job. Issue 3 contract (d).
   */
  defineRoute({
    method: 'GET',
    path: '/jobs/download',
    summary: 'The file a finished job produced (xlsx).',
    permission: 'session',
    schema: jobIdParams,
    handler: async ({ deps, session, params }) => {
      const job = await visibleJob(deps, session, params.id);
      const file = await deps.db
        .selectFrom('jobFiles')
        .select(['content', 'contentType'])
        .where('jobId', '=', job.id)
        .where('schoolId', '=', session.schoolId)
        .executeTakeFirst();
      if (!file) throw badParams(JOB_NO_FILE);
      return new FileDownload(file.content, job.fileName ?? `${job.kind}.xlsx`, file.contentType);
    },
  }),
  /**
   * GET /jobs/list {current, size, kind?} → {list: JobView[], total}: the caller's own jobs, newest
   * first (the /usermng/student/export page lists kind 'student-export').
   */
  defineRoute({
    method: 'GET',
    path: '/jobs/list',
    summary: 'The caller’s own background jobs, newest first.',
    permission: 'session',
    schema: jobListParams,
    handler: async ({ deps, session, params }): Promise<Page<JobView>> => {
      let q = deps.db.selectFrom('jobs').where('schoolId', '=', session.schoolId).where('createdBy', '=', session.userId);
      if (params.kind) q = q.where('kind', '=', params.kind);
      const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
      const ids = await q.select('id').orderBy('createdAt', 'desc').orderBy('id').limit(params.size).offset(pageOffset(params)).execute();
      const list: JobView[] = [];
      for (const { id } of ids) {
        const job = await readJob(deps.db, id);
        if (job) {
          const { schoolId: _school, ...view } = job;
          list.push(view);
        }
      }
      return { list, total: Number(total) };
    },
  }),
];
