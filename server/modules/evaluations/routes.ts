/**
 * Evaluation endpoints (issue 21 "Evaluations"; spec §2 /communist/evaluate/project, apply,
 * statistics, /proceeding/wait/evaluate/apply/auditing; §3 starScore; §6 permissions). All scoped
 * to the session's school; every write runs in one transaction. Errors: 10002 naming the field or
 * saying why (EVALUATION_MESSAGES), 10003 without the module. Ratings: ratings.ts; projects and
 * applications: projects.ts; their review: review.ts; statistics and export: stats.ts.
 */
import { EVALUATION_MODULES as P, type EvaluationOptions } from '../../../common/evaluations.js';
import type { JobStarted } from '../../../common/jobs.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/evaluations.js';
import { moduleRead, moduleWrite } from '../../protocol/moduleRoutes.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { dataScopeOf, organizationInScope, PROJECT_READERS, requireAny, STATS_READERS } from './access.js';
import { APPLY_CONSTRAINTS, applyToProject, listApplications, listProjects, PROJECT_CONSTRAINTS, PROJECT_DELETE_CONSTRAINTS, removeProject, saveProject } from './projects.js';
import { hideRating, listRatings, myEvaluations, RATING_CONSTRAINTS, rateActivity } from './ratings.js';
import { findOptions } from './repository.js';
import { applyQueue, auditApplications } from './review.js';
import { activityScores, evaluationStatistics, STATISTICS_EXPORT_FILE, statisticsExportJob } from './stats.js';

/** A POST in one transaction for holders of any of `modules`, with `constraints` mapped. */
const write = moduleWrite;

/** A GET for holders of any of `modules` (10003 otherwise). */
const read = moduleRead;

export const evaluationRoutes: AnyRoute[] = [
  /** GET /evaluate/mine → MyEvaluations {pending: PendingEvaluation[], done: MyEvaluation[]}: the student's module 1017. */
  read('/evaluate/mine', 'Activities the student may rate now, and their own ratings.', [P.mine], noParams, (db, se) => myEvaluations(db, se)),
  /** POST /evaluate/add {activityId, score 1–5, comment?} → {id}: once per student and activity, within 7 days after its end. */
  write('/evaluate/add', 'Rates an attended activity (1–5 stars and a comment).', [P.mine], s.rateParams, rateActivity, RATING_CONSTRAINTS),
  /** GET /evaluate/list {current, size, organizationId?, projectId?, activityId?, maxScore?, name?} → {list: EvaluationRow[], total}. */
  read('/evaluate/list', 'Ratings in the caller’s data scope, newest first.', STATS_READERS, s.evaluationListParams, listRatings),
  /** POST /evaluate/hide {id, hidden} → {id, hidden}: hides an abusive comment (its stars still count). */
  write('/evaluate/hide', 'Hides or shows a rating’s comment.', STATS_READERS, s.hideParams, hideRating),
  /** GET /evaluate/statistics {by, organizationId?, projectId?, name?} → EvaluationStatistics. */
  read('/evaluate/statistics', 'Average, count and distribution of ratings per organisation or organiser.', STATS_READERS, s.statisticsParams, evaluationStatistics),
  /** GET /evaluate/statistics/export {the params of /evaluate/statistics} → {id} of an 'evaluation-statistics-export' job (活动评价统计.xlsx). */
  defineRoute({
    method: 'GET', path: '/evaluate/statistics/export', summary: 'Exports the evaluation statistics as xlsx, as a job.', permission: 'session', schema: s.statisticsParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => {
      await requireAny(deps.db, session, STATS_READERS);
      return { id: await deps.jobs.enqueue(statisticsExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: STATISTICS_EXPORT_FILE }, { params }) };
    },
  }),
  /** GET /evaluate/activity/list {current, size, organizationId?, projectId?, name?} → {list: ActivityScoreRow[], total}: ended activities with their starScore. */
  read('/evaluate/activity/list', 'Ended activities with their star score and number of ratings.', STATS_READERS, s.activityScoreParams, activityScores),

  /** GET /evaluate/options → EvaluationOptions {projects (enabled), organizations (in the caller's scope)}. */
  read('/evaluate/options', 'Choices of the application form.', PROJECT_READERS, noParams, async (db, se) => findOptions(db, se.schoolId, organizationInScope(await dataScopeOf(db, se))) as Promise<EvaluationOptions>),
  /** GET /evaluate/project/list {current, size, name?, enabled?} → {list: EvaluationProjectRow[], total}. */
  read('/evaluate/project/list', 'Evaluation projects with their application counts.', PROJECT_READERS, s.projectListParams, (db, se, p) => listProjects(db, se.schoolId, p)),
  /** POST /evaluate/project/save {id?, name, description?, criteria, startDate, endDate, enabled?} → {id}. */
  write('/evaluate/project/save', 'Adds or changes an evaluation project.', [P.project], s.projectSaveParams, saveProject, PROJECT_CONSTRAINTS),
  /** Deletes an evaluation project nobody applied to or rated under; see projects.ts removeProject. */
  write('/evaluate/project/delete', 'Deletes an evaluation project without applications or ratings.', [P.project], s.evaluationIdParams, removeProject, PROJECT_DELETE_CONSTRAINTS),
  /** POST /evaluate/apply/add {projectId, organizationId, reason} → {id}: an application under review (flow kind 31). */
  write('/evaluate/apply/add', 'An organisation applies to take part in an evaluation project.', [P.apply], s.applyAddParams, applyToProject, APPLY_CONSTRAINTS),
  /** GET /evaluate/apply/list {current, size, projectId?, status?, name?} → {list: EvaluationApplyRow[], total}. */
  read('/evaluate/apply/list', 'Applications of the organisations in the caller’s scope.', [P.apply, P.project], s.applyListParams, listApplications),
  /** GET /evaluate/apply/audit/list {current, size, name?, scope?} → {list: EvaluationQueueRow[], total}. */
  read('/evaluate/apply/audit/list', 'Applications waiting for the caller’s review.', [P.auditing], s.applyQueueParams, applyQueue),
  /** POST /evaluate/apply/audit {ids, result, opinion?} → BatchTally {count, approved, advanced, rejected}. */
  write('/evaluate/apply/audit', 'Passes or rejects applications, in batch.', [P.auditing], s.applyAuditParams, auditApplications),
];
