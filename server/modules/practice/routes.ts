/**
 * Social practice endpoints (issue 19 "Social practice"; spec §2 /society, /society1, /practice; §1
 * summer and winter practice capped at 20 hours per term; §6 permissions). All scoped to the
 * session's school; every write runs in one transaction. Errors: 10002 naming the field or saying
 * why (PRACTICE_MESSAGES), 10003 without the module or outside the team. Who may do what: access.ts.
 * Staff lists, exports, statistics and details follow the caller's data scope (spec §6; the leader's
 * college or organisation).
 */
import type { z } from 'zod';
import type { JobStarted } from '../../../common/jobs.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/practice.js';
import type { Session } from '../../auth/sessions.js';
import type { Trx } from '../../db/db.js';
import type { AppDeps } from '../../deps.js';
import type { JobKind } from '../../jobs/index.js';
import { dataScopeOf, type DataScope } from '../../auth/scope.js';
import { defineRoute, type AnyRoute, type Permission } from '../../protocol/define.js';
import { EXAMINE_MODULE, FINISH_MODULE, MY_MODULE, READER_MODULES, requireAny, STATS_MODULES } from './access.js';
import { practiceDetail } from './detail.js';
import { EXPORT_FILE_NAME, STATS_FILE_NAME } from './export.js';
import { practiceExportJob, practiceStatsExportJob } from './jobs.js';
import { addPractice, listPractices, ownPractices, practiceFormOptions, updatePractice } from './projects.js';
import { auditPractices, practiceQueue } from './review.js';
import { practiceStats } from './stats.js';
import { addJournal, submitFinish } from './work.js';

/** A write in one transaction for the signed-in caller (the service checks who may). */
const write = <S extends z.ZodType>(path: string, summary: string, permission: Permission, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({ method: 'POST', path, summary, permission, schema, transactional: true, handler: ({ db, session, params }) => run(db, session as Session, params) });

/**
 * A GET for holders of any of `modules` (10003 otherwise); `run` gets the app's handles, the session,
 * the params and the caller's data scope (spec §6; read alongside the permission check, not after it).
 */
const staffRead = <S extends z.ZodType>(path: string, summary: string, modules: readonly string[], schema: S,
  run: (deps: AppDeps, session: Session, params: z.output<S>, scope: DataScope) => Promise<unknown>) =>
  defineRoute({
    method: 'GET', path, summary, permission: 'session', schema,
    handler: async ({ deps, session, params }) => {
      const [, scope] = await Promise.all([requireAny(deps.db, session, modules), dataScopeOf(deps.db, session)]);
      return run(deps, session, params, scope);
    },
  });

/** Starts an export job of the caller's school. */
const startJob = async <I>(deps: AppDeps, session: Session, job: JobKind<I>, fileName: string, input: I): Promise<JobStarted> =>
  ({ id: await deps.jobs.enqueue(job, { schoolId: session.schoolId, createdBy: session.userId, fileName }, input) });

export const practiceRoutes: AnyRoute[] = [
  /** GET /practice/form/options → PracticeFormOptions {terms (with kind and dates), classifies of 社会实践, advisors}. Any signed-in user. */
  defineRoute({
    method: 'GET', path: '/practice/form/options', summary: 'Choices of the practice proposal form (terms, practice categories, advisors).',
    permission: 'session', schema: noParams,
    handler: ({ deps, session }) => practiceFormOptions(deps.db, session.schoolId),
  }),
  /**
   * POST /practice/add {name, classifyId, termId, destination, startDate, endDate, advisorId,
   * leaderCode? (staff), memberCodes?, plan, budget, safetyPledge: true} → {id}: proposed and under
   * review. Students as the leader; staff with '/society/practice/creat' for a team.
   */
  write('/practice/add', 'Proposes a social practice project (spec §2 /society/practice/creat).', 'session', s.practiceAddParams, addPractice),
  /** POST /practice/update {id, …as add} → {id}: a rejected proposal changed and resubmitted. */
  write('/practice/update', 'Changes and resubmits a rejected practice proposal.', 'session', s.practiceUpdateParams, updatePractice),
  /** GET /practice/list {current, size, name?, status?, type?, termId?, collegeId?, destination?, startDate?, endDate?} → {list: PracticeRow[], total}. */
  staffRead('/practice/list', 'Practice projects with filters (spec §2 /society/practice/list).', READER_MODULES, s.practiceListParams,
    (deps, session, params, scope) => listPractices(deps.db, session.schoolId, scope, params)),
  /** GET /practice/export {the filters of /practice/list} → {id} of a 'practice-export' job (社会实践项目.xlsx). */
  staffRead('/practice/export', 'Exports the filtered practice projects as xlsx, as a job.', READER_MODULES, s.practiceFilterParams,
    (deps, session, params, scope) => startJob(deps, session, practiceExportJob, EXPORT_FILE_NAME, { scope, filter: params })),
  /** GET /practice/my/list {current, size, status?} → {list: PracticeRow[], total}: the caller's projects (leader, member or advisor). */
  defineRoute({
    method: 'GET', path: '/practice/my/list', summary: 'The caller’s own practice projects (spec §2 /society/practice/my-list).',
    permission: MY_MODULE, schema: s.practiceMyListParams,
    handler: ({ deps, session, params }) => ownPractices(deps.db, session, params),
  }),
  /** GET /practice/detail {id} → PracticeDetail (team, journal, report, history). */
  defineRoute({
    method: 'GET', path: '/practice/detail', summary: 'One practice project with its team, journal and history (spec §2 list/show).',
    permission: 'session', schema: s.practiceIdParams,
    handler: ({ deps, session, params }) => practiceDetail(deps.db, session, params.id),
  }),
  /**
   * GET /practice/audit/project/list and /practice/audit/finish/list {current, size, name?, scope?
   * 'mine'|'all'} → {list: PracticeQueueRow[], total}: proposals (module 立项审核) or completions
   * (module 结项审核) waiting for the caller.
   */
  ...(['project', 'finish'] as const).map((stage) =>
    defineRoute({
      method: 'GET', path: `/practice/audit/${stage}/list`, summary: `Practice ${stage === 'project' ? 'proposals' : 'completions'} waiting for the caller’s review.`,
      permission: stage === 'project' ? EXAMINE_MODULE : FINISH_MODULE, schema: s.practiceAuditListParams,
      handler: ({ deps, session, params }) => practiceQueue(deps.db, session, stage, params),
    }),
  ),
  /** POST /practice/audit {stage, ids, result, opinion?} → PracticeAuditResult: in batch, all or nothing; completion approval issues the hours. */
  write('/practice/audit', 'Passes or rejects practice proposals or completions, in batch.', 'session', s.practiceAuditParams, async (db, session, params) => {
    await requireAny(db, session, [params.stage === 'project' ? EXAMINE_MODULE : FINISH_MODULE]);
    return auditPractices(db, session, params);
  }),
  /** POST /practice/journal/add {projectId, content, fileIds?} → {id}: a progress journal entry with photos (team members). */
  write('/practice/journal/add', 'Adds a progress journal entry with photos.', MY_MODULE, s.journalAddParams, addJournal),
  /** POST /practice/finish {id, report, fileIds?, hours} → {id}: the completion under review (the leader). */
  write('/practice/finish', 'Submits a practice project’s completion report (spec §2 finish).', MY_MODULE, s.finishParams, submitFinish),
  /** GET /practice/statistics {termId?, type?, academicYear?} → PracticeStats. */
  staffRead('/practice/statistics', 'Practice statistics by college, destination, type and term (spec §2 analysis).', STATS_MODULES, s.practiceStatsParams,
    (deps, session, params, scope) => practiceStats(deps.db, session.schoolId, scope, params)),
  /** GET /practice/statistics/export {as /practice/statistics} → {id} of a 'practice-stats-export' job (社会实践统计.xlsx). */
  staffRead('/practice/statistics/export', 'Exports the practice statistics as xlsx, as a job.', STATS_MODULES, s.practiceStatsParams,
    (deps, session, params, scope) => startJob(deps, session, practiceStatsExportJob, STATS_FILE_NAME, { scope, params })),
];
