/**
 * The review of stage applications (issue 20; audit source types 16 团员发展审核 and 17 党员发展审核,
 * the school's flows of the same kinds, audits/subject.ts): submission, the queue of open steps and
 * the batch decision. Approval after the last step moves the member to the stage applied for, dated
 * the day of the decision, and records it in the history.
 */
import { SourceType } from '../../../common/sourceTypes.js';
import type { Page } from '../../../common/envelope.js';
import { ApplicationStatus, IDEOLOGY_MSG, MemberKind, stageName, type StageQueueRow } from '../../../common/ideology.js';
import type { DecisionParams, StageApplyParams } from '../../../common/schemas/ideology.js';
import { chinaToday } from '../../../common/terms.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { decideReviewStep, submitForReview } from '../audits/subject.js';
import type { IdeologyMembersTable } from '../../db/types.js';
import type { Selectable } from 'kysely';
import { decideEach, queueAuditor } from './access.js';
import * as repo from './repositories/members.js';
import { toApplicationRow } from './members.js';

type Caller = { schoolId: number; userId: number };
const STATUSES = { pending: ApplicationStatus.PENDING, approved: ApplicationStatus.APPROVED, rejected: ApplicationStatus.REJECTED, refused: ApplicationStatus.REFUSED };

/** The source type (and flow kind) of a member kind's stage reviews. */
export const stageSource = (kind: number): number => (kind === MemberKind.LEAGUE ? SourceType.LEAGUE_STAGE : SourceType.PARTY_STAGE);

/** Inserts the application and opens step 1 of the kind's flow (10002 when the school has none). */
export async function submitStageApplication(db: Db, caller: Caller, m: Selectable<IdeologyMembersTable>, p: StageApplyParams, now: Date): Promise<{ id: number }> {
  const id = await repo.insertApplication(db, { schoolId: caller.schoolId, memberId: m.id, fromStage: m.stage, toStage: p.toStage, reason: p.reason, applicantId: caller.userId, createdAt: now });
  const r = (await repo.findApplicationRow(db, caller.schoolId, id))!;
  await submitForReview(db, {
    schoolId: caller.schoolId, sourceType: stageSource(m.kind), relationId: id, organizationId: m.branchId, applicantId: caller.userId,
    taskName: `${r.name} 申请${stageName(m.kind, p.toStage)}`, fromStatus: null, toStatus: ApplicationStatus.PENDING, now,
  });
  return { id };
}

/** GET …/member/audit/list {current, size, name?, scope?} → the applications at the caller's steps ('all': every open one, for the module's holders). */
export async function stageQueue(db: Db, caller: Caller, kind: number, p: { current: number; size: number; name?: string; scope?: string }): Promise<Page<StageQueueRow>> {
  const { rows, total } = await repo.findStageQueue(
    db, caller.schoolId, { sourceType: stageSource(kind), kind, auditorId: await queueAuditor(db, caller, p.scope), name: p.name }, { limit: p.size, offset: pageOffset(p) },
  );
  return { total, list: rows.map((r) => ({ ...toApplicationRow(r), taskId: r.taskId, stepNo: r.stepNo, stepCount: r.stepCount, stepName: r.stepName })) };
}

/**
 * POST …/member/audit {ids, result, opinion?} → {done}: each application's open step decided, all or
 * none (ids ascending); approval moves the member's stage. 10002/10003 naming the member.
 * A school-wide activity administrator may decide any step (access.ts).
 */
export async function decideStageApplications(trx: Trx, caller: Caller, kind: number, p: DecisionParams, now = new Date()): Promise<{ done: number }> {
  return decideEach(trx, caller, p.ids, async (id, asAdmin, named) => {
    const a = await repo.lockApplication(trx, caller.schoolId, id);
    const row = a && (await repo.findApplicationRow(trx, caller.schoolId, id));
    if (!a || !row || row.kind !== kind) throw badParams(`${IDEOLOGY_MSG.applicationUnknown}(编号${id})`);
    named(row.name);
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: stageSource(kind), relationId: id, auditorId: caller.userId, asAdmin, decision: p.result,
      opinion: p.opinion ?? '', fromStatus: a.status, statuses: STATUSES, now,
    });
    if (outcome === 'advanced') return;
    await repo.updateApplication(trx, caller.schoolId, id, { status, decidedAt: now });
    if (outcome === 'approved') await repo.moveStage(trx, caller.schoolId, a.memberId, a.toStage, chinaToday(now));
  });
}
