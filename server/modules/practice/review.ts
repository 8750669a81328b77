/**
 * Practice reviews (issue 19; spec §2 /society/practice/examine/list and /society/practice/finish/list;
 * §1 summer and winter practice count up to 20 hours per term). Two stages through the school's
 * flows (audits/subject.ts): the proposal (立项, source type 8) and the completion (结项, 9). The queue
 * lists projects waiting at a step the caller audits ('all': every one, for holders of
 * '/society/practice/list'), oldest first; a decision covers 1–100 projects of one stage in one
 * transaction, all or nothing, the refusal naming the project. Approving a completion issues each
 * member's requested hours into the ledger (hours/ledger.ts, LedgerSource.PRACTICE, relation id =
 * the project, idempotent; its reason the project's name, which the transcript shows), where the term cap of the project's classify applies; the members' rows
 * keep what was asked for and what was granted.
 */
import { SourceType, waitingTime } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import { LedgerSource } from '../../../common/ledger.js';
import { PRACTICE_MESSAGES as M, PracticeStatus, type PracticeAuditResult, type PracticeQueueRow, type PracticeStage } from '../../../common/practice.js';
import type { PracticeAuditListParams, PracticeAuditParams } from '../../../common/schemas/practice.js';
import { hasPermission } from '../../auth/permissions.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { decideEach, decideReviewStep } from '../audits/subject.js';
import { grantHours } from '../hours/ledger.js';
import { LIST_MODULE } from './access.js';
import { toPracticeRow } from './rows.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** Each stage's audit source type and the statuses its decisions lead to. */
export const STAGES = {
  project: { sourceType: SourceType.PRACTICE_PROJECT, statuses: { pending: PracticeStatus.PENDING, approved: PracticeStatus.APPROVED, rejected: PracticeStatus.REJECTED } },
  finish: { sourceType: SourceType.PRACTICE_FINISH, statuses: { pending: PracticeStatus.FINISH_PENDING, approved: PracticeStatus.COMPLETED, rejected: PracticeStatus.FINISH_REJECTED } },
} as const satisfies Record<PracticeStage, unknown>;

/**
 * GET /practice/audit/{project|finish}/list {current, size, name?, scope? 'mine'|'all'} →
 * {list: PracticeQueueRow[], total}. 10003 '只有实践项目管理员可以查看全部待审核项目' for 'all' without
 * '/society/practice/list'.
 */
export async function practiceQueue(db: Db, caller: Caller, stageName: PracticeStage, p: PracticeAuditListParams, now = new Date()): Promise<Page<PracticeQueueRow>> {
  const all = p.scope === 'all';
  if (all && !(await hasPermission(db, caller, LIST_MODULE))) throw noPermission(M.allQueueRefused);
  const stage = STAGES[stageName];
  const { rows, total } = await repo.findReviewQueue(
    db, caller.schoolId,
    // 'mine' lists what the flow assigned to the caller; 'all' is a staff list, within their data scope.
    { sourceType: stage.sourceType, status: stage.statuses.pending, auditorId: all ? null : caller.userId, name: p.name, scope: all ? await dataScopeOf(db, caller) : { kind: 'school' } },
    { limit: p.size, offset: pageOffset(p) },
  );
  return {
    total,
    list: rows.map((r) => ({ ...toPracticeRow(r), taskId: r.taskId, stepName: r.stepName, stepNo: r.stepNo, stepCount: r.stepCount, waitTime: waitingTime(r.taskCreatedAt, now) })),
  };
}

/** Issues the members' requested hours for a completed project and keeps what the ledger granted on their rows. */
export async function grantPracticeHours(trx: Trx, project: { id: number; schoolId: number; name: string; classifyId: number; termId: number; requestedHours: string | null }, by: number, now: Date) {
  const userIds = await repo.memberIds(trx, project.schoolId, project.id);
  const result = await grantHours(trx, {
    schoolId: project.schoolId, issuedBy: by, sourceType: LedgerSource.PRACTICE, relationId: project.id, classifyId: project.classifyId,
    termId: project.termId, reason: project.name, grants: userIds.map((userId) => ({ userId, hours: project.requestedHours ?? '0' })), issuedAt: now,
  });
  await repo.copyGrantedHours(trx, project.schoolId, project.id, LedgerSource.PRACTICE);
  return result;
}

/**
 * POST /practice/audit {stage, ids 1–100, result 'pass'|'reject', opinion? (required to reject)} →
 * PracticeAuditResult. 10002 '实践项目不存在', '驳回必须填写原因', or '<项目>: 该事项已处理或不在审核中';
 * 10003 '<项目>: 您不是当前步骤的审核人': only the open step's auditors decide it — holding
 * '/society/practice/list' lets one SEE every waiting project ('all'), not decide for its auditors.
 */
export async function auditPractices(trx: Trx, caller: Caller, p: PracticeAuditParams, now = new Date()): Promise<PracticeAuditResult> {
  if (p.result === 'reject' && !(p.opinion ?? '').trim()) throw badParams('驳回必须填写原因');
  const stage = STAGES[p.stage];
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await repo.lockPractices(trx, caller.schoolId, ids);
  if (rows.length !== ids.length) throw badParams(M.notFound);
  return decideEach(rows, async (row) => {
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: stage.sourceType, relationId: row.id, auditorId: caller.userId,
      decision: p.result, opinion: p.opinion ?? '', fromStatus: row.status, statuses: stage.statuses, now,
    });
    await repo.updatePractice(trx, caller.schoolId, row.id, { status, ...(p.opinion ? { opinion: p.opinion } : {}) });
    if (outcome === 'approved' && p.stage === 'finish') await grantPracticeHours(trx, row, caller.userId, now);
    return outcome;
  });
}
