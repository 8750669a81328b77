/**
 * The review of evaluation-project applications (issue 21; spec §2 /proceeding/wait/evaluate/apply/auditing)
 * through the school's flow of kind 31 (audits/subject.ts), so each step is an audit task: it shows
 * in the to-do list (/desk/needDealt, opening this page) and in 待办统计. A decision covers 1–100
 * applications in one transaction, all or nothing, a refusal naming the record ('<组织> <项目>: …').
 */
import { waitingTime } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import { ApplyStatus, EVALUATION_MESSAGES as M, EVALUATION_MODULES as P, type EvaluationQueueRow } from '../../../common/evaluations.js';
import type { ApplyAuditParams, ApplyQueueParams } from '../../../common/schemas/evaluations.js';
import { SourceType } from '../../../common/sourceTypes.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { decideEach, decideReviewStep, type BatchTally } from '../audits/subject.js';
import { holdsAny, requireAny } from './access.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
const STATUSES = { pending: ApplyStatus.PENDING, approved: ApplyStatus.APPROVED, rejected: ApplyStatus.REJECTED };

/**
 * GET /evaluate/apply/audit/list {current, size, name?, scope? 'mine'|'all'} → {list: EvaluationQueueRow[], total}:
 * applications waiting at a step the caller audits ('all': every pending one, for the holders of
 * 评价项目). 10003 without '/proceeding/wait/evaluate/apply/auditing', or M.allQueueRefused for 'all'.
 */
export async function applyQueue(db: Db, caller: Caller, p: ApplyQueueParams, now = new Date()): Promise<Page<EvaluationQueueRow>> {
  await requireAny(db, caller, [P.auditing]);
  const all = p.scope === 'all';
  if (all && !(await holdsAny(db, caller, [P.project]))) throw noPermission(M.allQueueRefused);
  const { rows, total } = await repo.findQueue(db, caller.schoolId, { sourceType: SourceType.EVALUATION_APPLY, auditorId: all ? null : caller.userId, name: p.name }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(({ taskCreatedAt, ...r }) => ({ ...r, waitTime: waitingTime(taskCreatedAt, now) })) };
}

/**
 * POST /evaluate/apply/audit {ids 1–100, result 'pass'|'reject', opinion? (required to reject)} →
 * BatchTally. 10002 applyNotFound, '驳回必须填写原因', '<组织> <项目>: 该事项已处理或不在审核中';
 * 10003 '<…>: 您不是当前步骤的审核人' (the holders of 评价项目 may decide any step).
 */
export async function auditApplications(trx: Trx, caller: Caller, p: ApplyAuditParams, now = new Date()): Promise<BatchTally> {
  await requireAny(trx, caller, [P.auditing]);
  if (p.result === 'reject' && !(p.opinion ?? '').trim()) throw badParams('驳回必须填写原因');
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await repo.lockApplications(trx, caller.schoolId, ids);
  if (rows.length !== ids.length) throw badParams(M.applyNotFound);
  const asAdmin = await holdsAny(trx, caller, [P.project]);
  return decideEach(rows, async (row) => {
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: SourceType.EVALUATION_APPLY, relationId: row.id, auditorId: caller.userId, asAdmin,
      decision: p.result, opinion: p.opinion ?? '', fromStatus: row.status, statuses: STATUSES, now,
    });
    await repo.updateApplication(trx, caller.schoolId, row.id, { status, ...(p.opinion ? { opinion: p.opinion } : {}) });
    return outcome;
  });
}
