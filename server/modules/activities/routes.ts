/**
 * Activity endpoints (issue 4; spec §2 /communist activity routes, §3 activity row, §4 status, §5
 * date range, §7 GET /activity/list and /activity/classify/*). All scoped to the session's school;
 * writes run in one transaction. Errors: 10002 with the field's message or why the action is
 * refused ('活动不存在', '当前状态不能修改活动', the transition table's message); 10003 without the
 * module, or when the caller is neither the activity's organiser nor an activity administrator.
 */
import type { z } from 'zod';
import type { ActivityDetail, ActivityRow, ClassifyCount, ClassifyHoursAvg } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import type { JobStarted } from '../../../common/jobs.js';
import { dataScopeOf } from '../../auth/scope.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import type { Db, Trx } from '../../db/db.js';
import { ACTIVITY_LIST_MODULE, launchableOrganizations, requireLauncher } from './access.js';
import type { Session } from '../../auth/sessions.js';
import { activityDetail } from './detail.js';
import { exportFileName } from './export.js';
import { activityExportJob } from './jobs.js';
import { listActivities } from './list.js';
import { activityOptions, type ActivityOptions } from './options.js';
import * as s from '../../../common/schemas/activities.js';
import { addActivity, copyActivity, resubmitActivity, updateActivity } from './service.js';
import { classifyCounts, classifyHoursAvg } from './stats.js';
import { deleteTemplate, listTemplates, saveTemplate, useTemplate, type TemplateForm, type TemplateRow } from './templates.js';


/**
 * Wraps a launch-side handler: 10003 '暂无权限！' unless the caller may launch activities — staff
 * holding '/activity/launch', or a student who leads an organisation (access.ts mayLaunch).
 */
const launcher =
  <C extends { db: Db; session: Session }, R>(handler: (ctx: C) => Promise<R>) =>
  async (ctx: C): Promise<R> => {
    // ctx.db: on a transactional route the check must run inside its transaction.
    await requireLauncher(ctx.db, ctx.session);
    return handler(ctx);
  };

/** A launcher's write: POST, any session that passes `launcher`, in one transaction; `run` gets the session and params. */
const launcherWrite = <S extends z.ZodType>(path: string, summary: string, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({ method: 'POST', path, summary, permission: 'session', schema, transactional: true, handler: launcher(({ db, session, params }) => run(db, session, params)) });

export const activityRoutes: AnyRoute[] = [
  /**
   * GET /activity/list {current, size, type?, classify?, organizerList?, startDate?, endDate?,
   * ecology?, status?, flowTemplateId?, sponsorId?, name?, classifyId?} → {list: ActivityRow[],
   * total}, newest first, within the caller's data scope (list.ts explains each filter).
   */
  defineRoute({
    method: 'GET', path: '/activity/list', summary: 'Activities with the §7 filters (spec §7 GET /activity/list).',
    permission: ACTIVITY_LIST_MODULE, schema: s.activityListParams, memo: true,
    handler: async ({ deps, session, params }): Promise<Page<ActivityRow>> =>
      listActivities(deps.db, session, await dataScopeOf(deps.db, session), params),
  }),
  /** GET /activity/export {the filters of /activity/list} → {id, jobId} of an 'activity-export' job (活动列表-<time>.xlsx; result {rows}). */
  defineRoute({
    method: 'GET', path: '/activity/export', summary: 'Exports the filtered activity list as xlsx, as a job.',
    permission: ACTIVITY_LIST_MODULE, schema: s.activityFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted & { jobId: string }> => {
      const scope = await dataScopeOf(deps.db, session);
      const fileName = exportFileName();
      const id = await deps.jobs.enqueue(activityExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName }, { scope, filter: params, fileName });
      return { id, jobId: id };
    },
  }),
  /**
   * GET /activity/detail {id} → ActivityDetail (row, fields, attachments, history, the caller's
   * actions). Readers: detail.ts; 10002 '活动不存在', 10003 '您没有查看该活动的权限'.
   */
  defineRoute({
    method: 'GET', path: '/activity/detail', summary: 'One activity with its history and the caller’s actions.',
    permission: 'session', schema: s.idParams,
    memo: true,
    handler: ({ deps, session, params }): Promise<ActivityDetail> => activityDetail(deps.db, session, params.id),
  }),
  /**
   * GET /activity/options → {organizations, flows (enabled, kinds 1 and 2), classifies (tree),
   * administrators}: the launch form's choices, and the list filters' for holders of
   * '/communist/activity' only (then every organisation). 10003 without either module.
   */
  defineRoute({
    method: 'GET', path: '/activity/options', summary: 'Choices of the launch form and of the activity list filters.',
    permission: 'session', schema: noParams,
    handler: ({ deps, session }): Promise<ActivityOptions> => activityOptions(deps.db, session),
  }),
  /**
   * POST /activity/add ActivityInput → ActivityDetail (status 1, step 1 of flowTemplateId open).
   * 10002 field messages ('参数错误: capacity 必须是正整数', '报名截止时间不能早于报名开始时间', a flow
   * without steps …); 10003 '只能为您负责的组织发起活动'.
   */
  launcherWrite('/activity/add', 'Launches an activity into its first review (issue 4).', s.activityInputParams, addActivity),
  /** POST /activity/update {id, ...ActivityInput} → ActivityDetail; status 1 before any step passed, or 3. */
  launcherWrite('/activity/update', 'Changes an activity under review at step 1 or rejected.', s.activityUpdateParams, updateActivity),
  /** POST /activity/resubmit {id} → ActivityDetail: a rejected activity (3) back to review (1, step 1). */
  launcherWrite('/activity/resubmit', 'Resubmits a rejected activity (spec §4).', s.idParams, (db, session, { id }) => resubmitActivity(db, session, id)),
  /** POST /activity/copy {id} → ActivityDetail of the copy (status 1, name + '（复制）', copiedFrom). */
  launcherWrite('/activity/copy', 'Copies an activity into a new submission (spec §2 /activity/copy).', s.idParams, (db, session, { id }) => copyActivity(db, session, id)),
  /** GET /activity/template/list {current, size, name?} → {list: [{id, name, classifyName, orgName, hours, createdAt}], total}. */
  defineRoute({
    method: 'GET', path: '/activity/template/list', summary: 'Activity templates the caller may use.',
    permission: 'session', schema: s.templateListParams,
    handler: launcher(({ deps, session, params }): Promise<Page<TemplateRow>> => listTemplates(deps.db, session, params)),
  }),
  /** POST /activity/template/save ActivityInput (+ id? to overwrite; windows ignored, capacity optional) → {id}. */
  launcherWrite('/activity/template/save', 'Saves an activity template.', s.templateSaveParams, saveTemplate),
  /** POST /activity/template/delete {id} → null. */
  launcherWrite('/activity/template/delete', 'Deletes an activity template.', s.idParams, (db, session, { id }) => deleteTemplate(db, session, id)),
  /** POST /activity/template/use {id} → the launch form's fields from the template, windows ''. */
  defineRoute({
    method: 'POST', path: '/activity/template/use', summary: 'Fills the launch form from a template.',
    permission: 'session', schema: s.idParams,
    handler: launcher(({ deps, session, params }): Promise<TemplateForm> => useTemplate(deps.db, session, params.id)),
  }),
  /**
   * GET /activity/organised/list {current, size, type?, …GET /activity/list filters} → {list:
   * ActivityRow[], total}: the activities the caller organises (created by them, or of an
   * organisation they lead), newest first — the organiser's own list on the student side (spec §2
   * Student-PC activity/my-list). 10003 unless the caller may launch (mayLaunch).
   */
  defineRoute({
    method: 'GET', path: '/activity/organised/list', summary: 'Activities the caller organises.',
    permission: 'session', schema: s.activityListParams,
    handler: launcher(async ({ deps, session, params }): Promise<Page<ActivityRow>> =>
      listActivities(deps.db, session, { kind: 'organization', organizationIds: await launchableOrganizations(deps.db, session) }, params)),
  }),
  /** GET /activity/classify/lists → [{name, classifyCount}] per module (spec §7; dashboard pie chart). */
  defineRoute({
    method: 'GET', path: '/activity/classify/lists', summary: 'Activities per module (spec §7).',
    permission: '/dashboard', schema: noParams,
    handler: async ({ deps, session }): Promise<ClassifyCount[]> => classifyCounts(deps.db, { ...session, scope: await dataScopeOf(deps.db, session) }),
  }),
  /** GET /activity/classify/hoursAvg → [{name, avgHours, maxHours}] per module (spec §7; dashboard radar chart). */
  defineRoute({
    method: 'GET', path: '/activity/classify/hoursAvg', summary: 'Average and highest activity hours per module (spec §7).',
    permission: '/dashboard', schema: noParams,
    handler: async ({ deps, session }): Promise<ClassifyHoursAvg[]> => classifyHoursAvg(deps.db, { ...session, scope: await dataScopeOf(deps.db, session) }),
  }),
];
