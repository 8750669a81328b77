/**
 * Review and to-do endpoints (issue 4; spec §2 /proceeding/wait/activity/first/auditing and the
 * to-do panel, §3 to-do item, §7 GET /desk/needDealt/list, /wait/handle/list,
 * /statistics/analysis/needDealt/list). Scoped to the session's school; the batch review runs in
 * one transaction. Errors: 10002 '驳回必须填写原因', or naming the activity that is not pending;
 * 10003 without the module or when the caller is not the step's auditor.
 */
import type { NeedDealtItem } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { auditFirst } from './first.js';
import { auditQueue, type AuditQueueRow } from './queue.js';
import { firstAuditParams, needDealtParams, queueParams, waitHandleParams } from '../../../common/schemas/audits.js';
import { deskNeedDealt, needDealtStatistics, waitHandleList } from './needDealt.js';

export const FIRST_AUDIT_MODULE = '/proceeding/wait/activity/first/auditing';

export const auditRoutes: AnyRoute[] = [
  /**
   * GET /activity/audit/first/list {current, size, name?, scope?: 'mine'|'all'} → {list:
   * (ActivityRow & {taskId, stepName, stepNo, stepCount, waitTime, applyTime, applicant})[], total}:
   * activities waiting at a first-review step for the caller ('all': every one, activity
   * administrators only), oldest first.
   */
  defineRoute({
    method: 'GET', path: '/activity/audit/first/list', summary: 'Activities waiting for the caller’s first review.',
    permission: FIRST_AUDIT_MODULE, schema: queueParams,
    handler: ({ deps, session, params }): Promise<Page<AuditQueueRow>> =>
      auditQueue(deps.db, session, { ...params, scope: params.scope as 'mine' | 'all' | undefined, sourceType: 1 }),
  }),
  /**
   * POST /activity/audit/first {ids: 1–100 activity ids, result: 'pass'|'reject', opinion?} →
   * {done}: decides each activity's current step; all or nothing (audits/first.ts).
   */
  defineRoute({
    method: 'POST', path: '/activity/audit/first', summary: 'Passes or rejects activities’ review steps, in batch (spec §4).',
    permission: FIRST_AUDIT_MODULE, schema: firstAuditParams,
    transactional: true,
    handler: ({ db, session, params }) => auditFirst(db, session, params),
  }),
  /** GET /desk/needDealt/list → NeedDealtItem[]: the caller's open tasks, one item per source type with ct and the oldest task. */
  defineRoute({
    method: 'GET', path: '/desk/needDealt/list', summary: 'The caller’s to-do items by source type (spec §7).',
    permission: '/dashboard', schema: noParams,
    handler: ({ deps, session }): Promise<NeedDealtItem[]> => deskNeedDealt(deps.db, session),
  }),
  /** GET /wait/handle/list {userId?} → NeedDealtItem[]: the caller's open tasks, oldest first, at most 100 (userId: activity administrators only). */
  defineRoute({
    method: 'GET', path: '/wait/handle/list', summary: 'The caller’s pending items (spec §7).',
    permission: '/proceeding', schema: waitHandleParams,
    handler: ({ deps, session, params }): Promise<NeedDealtItem[]> => waitHandleList(deps.db, session, params.userId),
  }),
  /** GET /statistics/analysis/needDealt/list {sourceType?, userId?, current, size} → {list: NeedDealtItem[], total}: the school's open tasks. */
  defineRoute({
    method: 'GET', path: '/statistics/analysis/needDealt/list', summary: 'Open review tasks of the school (spec §7).',
    permission: '/analysis/needDealt/list', schema: needDealtParams,
    handler: ({ deps, session, params }): Promise<Page<NeedDealtItem>> => needDealtStatistics(deps.db, session, params),
  }),
];
