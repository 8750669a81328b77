/**
 * Reviewing organisation applications (issue 19; spec §2 /proceeding/wait/organization/{create,register,year,appraising,cancel}/examine,
 * /voluntary/management/examine/team): the queue of one source type — the caller's open steps
 * ('mine') or, for staff managing organisations, every open one of the natures they reach ('all')
 * — and batch decisions through audits/subject.ts decideReviewStep. All of a batch or nothing: a
 * refusal names the application ('青年志愿者协会 成立申请: 该事项已处理或不在审核中').
 */
import { waitingTime } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import { ORG_LIFECYCLE_MESSAGES as M, OrgApplyStatus, orgApplyKindLabels, type OrgAuditResult, type OrgQueueRow } from '../../../common/orgLifecycle.js';
import type { OrgAuditParams, OrgQueueParams } from '../../../common/schemas/orgLifecycle.js';
import type { Db } from '../../db/db.js';
import { ApiError, badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { decideReviewStep } from '../audits/subject.js';
import { reachOf, requireReviewer, type Caller } from './access.js';
import { applyEffect } from './effects.js';
import { toApplicationRow } from './read.js';
import * as repo from './repository.js';

export const ALL_QUEUE_REFUSED = '只有组织管理员可以查看全部待审核申请';

/**
 * GET /organization/lifecycle/audit/list {sourceType 5|10–14, current, size, name?, scope?} →
 * {list: OrgQueueRow[], total}, oldest task first. 10003 without the source type's review module,
 * or '只有组织管理员可以查看全部待审核申请' for 'all' without an organisation module.
 */
export async function reviewQueue(db: Db, caller: Caller, p: OrgQueueParams, now = new Date()): Promise<Page<OrgQueueRow>> {
  await requireReviewer(db, caller, p.sourceType);
  const all = p.scope === 'all';
  const reach = all ? await reachOf(db, caller) : undefined;
  if (reach && reach.natures.length === 0) throw noPermission(ALL_QUEUE_REFUSED);
  const { rows, total } = await repo.findQueuePage(db, caller.schoolId, { sourceType: p.sourceType, auditorId: all ? null : caller.userId, name: p.name, reach }, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({ ...toApplicationRow(r), taskId: r.taskId, stepName: r.stepName, stepNo: r.stepNo, stepCount: r.stepCount, waitTime: waitingTime(r.taskCreatedAt, now) })),
  };
}

/**
 * POST /organization/lifecycle/audit {ids, result pass|reject, opinion?} → OrgAuditResult. Run in
 * one transaction: rows locked in id order; each needs its review module (10003) and an open step of
 * the caller (decideReviewStep's refusals); an approval applies its effect (effects.ts); a rejection
 * needs a reason ('驳回必须填写原因') and sends it back to the applicant to correct.
 */
export async function decideApplications(db: Db, caller: Caller, p: OrgAuditParams, now = new Date()): Promise<OrgAuditResult> {
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await repo.lockApplications(db, caller.schoolId, ids);
  if (rows.length !== ids.length) throw badParams(M.notFound);
  const out: OrgAuditResult = { done: 0, approved: 0, advanced: 0, rejected: 0 };
  for (const app of rows) {
    try {
      await requireReviewer(db, caller, app.sourceType);
      const { outcome, status } = await decideReviewStep(db, {
        schoolId: caller.schoolId, sourceType: app.sourceType, relationId: app.id, auditorId: caller.userId, decision: p.result, opinion: p.opinion ?? '',
        fromStatus: app.status, statuses: { pending: OrgApplyStatus.PENDING, approved: OrgApplyStatus.APPROVED, rejected: OrgApplyStatus.REJECTED }, now,
      });
      if (outcome === 'advanced') {
        out.advanced += 1;
      } else {
        const organizationId = outcome === 'approved' ? await applyEffect(db, app, now) : app.organizationId;
        await repo.updateApplication(db, caller.schoolId, app.id, { status, organizationId, opinion: p.opinion ?? '', decidedBy: caller.userId, decidedAt: now });
        if (outcome === 'approved') out.approved += 1;
        else out.rejected += 1;
      }
      out.done += 1;
    } catch (e) {
      if (e instanceof ApiError) throw new ApiError(e.code, `${app.name} ${orgApplyKindLabels[app.kind]}: ${e.message}`, e.data);
      throw e;
    }
  }
  return out;
}
