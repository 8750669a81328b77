/**
 * The review before publishing (issue 21 "Votes"; spec §2 /vote/audit, /vote/auditlistshow; to-do
 * source 27 VOTE_PUBLISH, its flow kind 27): a vote is submitted on creation, each step decided on
 * the to-do list's page /vote/audit; approval after the last step publishes it (已发布), a
 * rejection sends it back to its creator to edit. A decision covers 1–100 votes in one
 * transaction, all or nothing, a refusal naming the vote.
 */
import { waitingTime } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import type { VoteAuditParams, VoteQueueParams } from '../../../common/schemas/votes.js';
import { SourceType } from '../../../common/sourceTypes.js';
import { VOTE_MESSAGES as M, VOTE_MODULES as P, VoteStatus, type VoteAuditResult, type VoteQueueRow } from '../../../common/votes.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { decideEach, decideReviewStep } from '../audits/subject.js';
import { ADMIN_MODULE, holdsAny, requireAny } from './access.js';
import { toVoteRow } from './manage.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
const STATUSES = { pending: VoteStatus.PENDING, approved: VoteStatus.PUBLISHED, rejected: VoteStatus.REJECTED };

/**
 * GET /vote/audit/list {current, size, title?, scope? 'mine'|'all'} → {list: VoteQueueRow[], total}:
 * votes waiting at a step the caller audits ('all': every one, for holders of 投票管理).
 * 10003 without 投票审核, or M.allQueueRefused for 'all'.
 */
export async function voteQueue(db: Db, caller: Caller, p: VoteQueueParams, now = new Date()): Promise<Page<VoteQueueRow>> {
  await requireAny(db, caller, [P.audit]);
  const all = p.scope === 'all';
  if (all && !(await holdsAny(db, caller, [ADMIN_MODULE]))) throw noPermission(M.allQueueRefused);
  const { rows, total } = await repo.findQueue(db, caller.schoolId, SourceType.VOTE_PUBLISH, { auditorId: all ? null : caller.userId, title: p.title }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => ({ ...toVoteRow(r, now), taskId: r.taskId, stepName: r.stepName, waitTime: waitingTime(r.taskCreatedAt, now) })) };
}

/**
 * POST /vote/audit {ids 1–100, result 'pass'|'reject', opinion? (required to reject)} →
 * VoteAuditResult. 10002 M.notFound, '驳回必须填写原因', '<标题>: 该事项已处理或不在审核中'; 10003
 * without 投票审核 or '<标题>: 您不是当前步骤的审核人'. Holders of 投票管理 may decide any step.
 */
export async function auditVotes(trx: Trx, caller: Caller, p: VoteAuditParams, now = new Date()): Promise<VoteAuditResult> {
  await requireAny(trx, caller, [P.audit]);
  if (p.result === 'reject' && !(p.opinion ?? '').trim()) throw badParams('驳回必须填写原因');
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await repo.lockVotes(trx, caller.schoolId, ids);
  if (rows.length !== ids.length) throw badParams(M.notFound);
  const asAdmin = await holdsAny(trx, caller, [ADMIN_MODULE]);
  return decideEach(rows, async (row) => {
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: SourceType.VOTE_PUBLISH, relationId: row.id, auditorId: caller.userId, asAdmin,
      decision: p.result, opinion: p.opinion ?? '', fromStatus: row.status, statuses: STATUSES, now,
    });
    await repo.updateVote(trx, caller.schoolId, row.id, { status, opinion: p.opinion ?? '', updatedAt: now });
    return outcome;
  });
}
