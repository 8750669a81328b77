/**
 * Organisation lifecycle endpoints (issue 19 "Organisation lifecycle" and the volunteer teams of
 * "Volunteering"; spec §2 /proceeding/wait/organization/{create,register,year,appraising,cancel}/examine,
 * /voluntary/management/examine/team and team/list with their show pages). All scoped to the
 * session's school; writes run in one transaction. Errors: 10002 naming the field or saying why
 * (common/orgLifecycle.ts ORG_LIFECYCLE_MESSAGES, the review's refusals); 10003 without the module,
 * outside the caller's reach, or not the step's auditor.
 *
 * Modules: the five review pages (110–114) and 志愿服务队审核 (1220) guard their queues; 组织申请
 * '/organization/apply' (410) lists applications; 志愿服务队 '/voluntary/management/team/list' (1221)
 * lists and exports teams; applying, one's own applications and the detail pages are open to any
 * signed-in user, the service deciding (leaders, founders, staff who reach the organisation).
 */
import type { z } from 'zod';
import type { Page } from '../../../common/envelope.js';
import type { JobStarted } from '../../../common/jobs.js';
import { ORG_APPLY_PATH, orgReviewPaths, TEAM_LIST_PATH, type OrgApplicationDetail, type OrgApplicationRow, type OrgAuditResult, type OrgLifecycleDetail, type OrgLifecycleInfo, type OrgQueueRow } from '../../../common/orgLifecycle.js';
import { SourceType } from '../../../common/activities.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/orgLifecycle.js';
import type { Session } from '../../auth/sessions.js';
import type { Trx } from '../../db/db.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { fieldError } from '../../protocol/errors.js';
import { ORGANIZATION_CONSTRAINTS } from '../organizations/routes.js';
import { applyOrganization, resubmitApplication } from './apply.js';
import { applicationDetail, applyOptions, listApplications, myApplications, organizationLifecycle, yearSummary } from './read.js';
import { decideApplications, reviewQueue } from './review.js';
import { auditorOptions } from '../flows/service.js';
import { listTeams, TEAM_EXPORT_FILE, teamExportJob } from './teams.js';
import { scheduleRoutes } from './schedule.js';

/** A second 注册 of the same year that passed the check at the same moment: the database keeps one. */
const APPLY_CONSTRAINTS: ConstraintMessages = {
  organization_applications_register_uq: { field: 'academicYear', message: '该组织本学年已提交注册申请' },
  ...ORGANIZATION_CONSTRAINTS,
};

const write = <S extends z.ZodType>(path: string, summary: string, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({ method: 'POST', path, summary, permission: 'session', schema, transactional: true, constraints: APPLY_CONSTRAINTS, handler: ({ db, session, params }) => run(db, session, params) });

export const orgLifecycleRoutes: AnyRoute[] = [
  /**
   * POST /organization/lifecycle/apply {kind 1 成立 | 2 注册 | 3 年审 | 4 评优 | 5 注销, organizationId
   * (not 成立), name/nature/charter (成立; serviceArea for a volunteer team, nature 3), parentId?,
   * advisorId?, collegeId?, founderCodes?, academicYear (注册, 年审), financeSummary?, requestedStar
   * (评优), requestedExcellent?, reason (注销)} → {id}: 待审核 at step 1 of its flow (apply.ts).
   */
  write('/organization/lifecycle/apply', 'Applies to found, register, review, appraise or deregister an organisation.', s.applyParams, applyOrganization),
  /** POST /organization/lifecycle/resubmit {id, …the fields} → {id}: the applicant's rejected application, corrected, under review again. */
  write('/organization/lifecycle/resubmit', 'Corrects and resubmits a rejected organisation application.', s.resubmitParams, resubmitApplication),
  /** GET /organization/lifecycle/list {current, size, kind?, status?, name?, organizationId?} → {list: OrgApplicationRow[], total}, newest first, within the caller's reach. Module '/organization/apply'. */
  defineRoute({
    method: 'GET', path: '/organization/lifecycle/list', summary: 'Organisation applications the caller manages.', permission: ORG_APPLY_PATH, schema: s.applicationListParams,
    handler: ({ deps, session, params }): Promise<Page<OrgApplicationRow>> => listApplications(deps.db, session, params),
  }),
  /** GET /organization/lifecycle/mine {current, size, status?} → the caller's own applications, newest first. */
  defineRoute({
    method: 'GET', path: '/organization/lifecycle/mine', summary: 'The caller’s own organisation applications.', permission: 'session', schema: s.mineParams,
    handler: ({ deps, session, params }): Promise<Page<OrgApplicationRow>> => myApplications(deps.db, session, params),
  }),
  /** GET /organization/lifecycle/options → [{id, name, nature}]: the active organisations the caller leads or manages (the apply form's choices). */
  defineRoute({
    method: 'GET', path: '/organization/lifecycle/options', summary: 'Organisations the caller may apply for.', permission: 'session', schema: noParams,
    handler: ({ deps, session }) => applyOptions(deps.db, session),
  }),
  /** GET /organization/lifecycle/detail {id} → OrgApplicationDetail with its history; 10002 '申请不存在', 10003 to others. */
  defineRoute({
    method: 'GET', path: '/organization/lifecycle/detail', summary: 'One organisation application with its review history.', permission: 'session', schema: s.idParams,
    handler: ({ deps, session, params }): Promise<OrgApplicationDetail> => applicationDetail(deps.db, session, params.id),
  }),
  /** GET /organization/lifecycle/organization {id} → OrgLifecycleDetail (status, rating, advisor, charter, members, applications, history). */
  defineRoute({
    method: 'GET', path: '/organization/lifecycle/organization', summary: 'An organisation’s lifecycle and application history.', permission: 'session', schema: s.idParams,
    handler: ({ deps, session, params }): Promise<OrgLifecycleDetail> => organizationLifecycle(deps.db, session, params.id),
  }),
  /** GET /organization/lifecycle/advisors → [{id, name: '姓名（工号）'}] of the school's enabled staff: the 指导教师 choices (flows' auditor options). */
  defineRoute({
    method: 'GET', path: '/organization/lifecycle/advisors', summary: 'Staff to choose as an organisation’s advisor.', permission: 'session', schema: noParams,
    handler: ({ deps, session }) => auditorOptions(deps.db, session.schoolId),
  }),
  /** GET /organization/lifecycle/year/summary {organizationId, academicYear} → {activityCount, memberCount} a 年审 reports. */
  defineRoute({
    method: 'GET', path: '/organization/lifecycle/year/summary', summary: 'The activity and member counts of an organisation’s year.', permission: 'session', schema: s.yearSummaryParams,
    handler: ({ deps, session, params }) => yearSummary(deps.db, session, params.organizationId, params.academicYear),
  }),
  /**
   * GET /organization/lifecycle/audit/list {sourceType 5 | 10–14, current, size, name?, scope?
   * 'mine'|'all'} → {list: OrgQueueRow[], total}, oldest task first. Needs the source type's review module.
   */
  defineRoute({
    method: 'GET', path: '/organization/lifecycle/audit/list', summary: 'Organisation applications waiting for review.', permission: 'session', schema: s.queueParams,
    handler: ({ deps, session, params }): Promise<Page<OrgQueueRow>> => reviewQueue(deps.db, session, params),
  }),
  /** POST /organization/lifecycle/audit {ids 1–100, result 1 pass | 2 reject, opinion? (required to reject)} → {done, approved, advanced, rejected}; all or nothing. */
  write('/organization/lifecycle/audit', 'Passes or rejects organisation applications, in batch.', s.auditParams, decideApplications),

  /** GET /voluntary/team/list {current, size, name?, collegeId?, status?} → {list: OrgLifecycleInfo[], total}. Module '/voluntary/management/team/list'. */
  defineRoute({
    method: 'GET', path: '/voluntary/team/list', summary: 'Volunteer teams with filters.', permission: TEAM_LIST_PATH, schema: s.teamListParams,
    handler: ({ deps, session, params }): Promise<Page<OrgLifecycleInfo>> => listTeams(deps.db, session.schoolId, params),
  }),
  /** GET /voluntary/team/detail {id} → OrgLifecycleDetail of a team (nature 3); another nature → 10002 '参数错误: id 志愿服务队不存在'. */
  defineRoute({
    method: 'GET', path: '/voluntary/team/detail', summary: 'One volunteer team with members, advisor and history.', permission: 'session', schema: s.idParams,
    handler: async ({ deps, session, params }): Promise<OrgLifecycleDetail> => {
      const team = await organizationLifecycle(deps.db, session, params.id, [TEAM_LIST_PATH, orgReviewPaths[SourceType.VOLUNTEER_TEAM]]);
      if (team.nature !== 3) throw fieldError('id', '志愿服务队不存在');
      return team;
    },
  }),
  /** GET /voluntary/team/export {name?, collegeId?, status?} → {id} of a 'volunteer-team-export' job (志愿服务队.xlsx; result {rows}). */
  defineRoute({
    method: 'GET', path: '/voluntary/team/export', summary: 'Exports the filtered volunteer teams as xlsx, as a job.', permission: TEAM_LIST_PATH, schema: s.teamFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => ({
      id: await deps.jobs.enqueue(teamExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: TEAM_EXPORT_FILE }, { filter: params }),
    }),
  }),
  // Issue 21: 组织工作安排 (/system/schedule/organ), the processes' windows.
  ...scheduleRoutes,
];
