/**
 * The five reviews of innovation (issue 20; spec §2 /innovate/project/review, /innovate/project/audit,
 * /innovate/competition, /innovate/hatching), all through the school's flows (audits/subject.ts):
 * 立项 (source 21), 中期检查 (22), 结题 (23) of projects, competition results (24) and incubation
 * (25). A decision covers 1–100 records of one stage in one transaction, all or nothing, the refusal
 * naming the record. Approving a 结题 issues each student member the hours asked for (ledger source 8,
 * relation = the project, idempotent); approving a result issues the student the award's hours by
 * the highest-level-once rule of declarations (declarations/grant.ts highestLevelTopUp): per student
 * and competition the ledger holds the highest approved award, a lower one adds nothing.
 */
import { waitingTime } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import {
  awardLevelLabels, hatchingStageLabels, INNOVATION_MESSAGES as M, INNOVATION_MODULES as P, innovationLevelLabels, ProjectRole, ProjectStatus, ReviewedStatus,
  type InnovationAuditResult, type InnovationQueueRow, type InnovationStage,
} from '../../../common/innovation.js';
import { LedgerSource } from '../../../common/ledger.js';
import type { AuditListParams, AuditParams } from '../../../common/schemas/innovation.js';
import { SourceType } from '../../../common/sourceTypes.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { decideEach, decideReviewStep } from '../audits/subject.js';
import { highestLevelTopUp, termFor } from '../declarations/grant.js';
import { grantHours } from '../hours/ledger.js';
import { ADMIN_MODULE, holdsAny, requireAny } from './access.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
type Statuses = { pending: number; approved: number; rejected: number };
const PROJECT = 'innovationProjects' as const;

/** Each stage: its source type, table, statuses, the module whose holders review it and the label of its detail code. */
export const STAGES = {
  approval: { sourceType: SourceType.INNOVATION_APPROVAL, table: PROJECT, module: P.review, label: innovationLevelLabels,
    statuses: { pending: ProjectStatus.PENDING, approved: ProjectStatus.ONGOING, rejected: ProjectStatus.REJECTED } },
  midterm: { sourceType: SourceType.INNOVATION_MIDTERM, table: PROJECT, module: P.audit, label: innovationLevelLabels,
    statuses: { pending: ProjectStatus.MIDTERM_PENDING, approved: ProjectStatus.MIDTERM_PASSED, rejected: ProjectStatus.MIDTERM_REJECTED } },
  finish: { sourceType: SourceType.INNOVATION_FINISH, table: PROJECT, module: P.audit, label: innovationLevelLabels,
    statuses: { pending: ProjectStatus.FINISH_PENDING, approved: ProjectStatus.FINISHED, rejected: ProjectStatus.FINISH_REJECTED } },
  result: { sourceType: SourceType.COMPETITION_RESULT, table: 'innovationResults' as const, module: P.competition, label: awardLevelLabels,
    statuses: { pending: ReviewedStatus.PENDING, approved: ReviewedStatus.APPROVED, rejected: ReviewedStatus.REJECTED } },
  hatching: { sourceType: SourceType.HATCHING, table: 'innovationHatchings' as const, module: P.hatching, label: hatchingStageLabels,
    statuses: { pending: ReviewedStatus.PENDING, approved: ReviewedStatus.APPROVED, rejected: ReviewedStatus.REJECTED } },
} as const satisfies Record<InnovationStage, { statuses: Statuses } & Record<string, unknown>>;

/**
 * GET /innovation/audit/list {stage, current, size, name?, scope? 'mine'|'all'} → {list:
 * InnovationQueueRow[], total}: records waiting at a step the caller audits ('all': every one, for
 * the administrators). 10003 without the stage's module, or M.allQueueRefused for 'all'.
 */
export async function innovationQueue(db: Db, caller: Caller, p: AuditListParams, now = new Date()): Promise<Page<InnovationQueueRow>> {
  const stage = STAGES[p.stage];
  await requireAny(db, caller, [stage.module]);
  const all = p.scope === 'all';
  if (all && !(await holdsAny(db, caller, [ADMIN_MODULE]))) throw noPermission(M.allQueueRefused);
  const { rows, total } = await repo.findQueue(db, caller.schoolId, { table: stage.table, sourceType: stage.sourceType, status: stage.statuses.pending, auditorId: all ? null : caller.userId, name: p.name }, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({
      id: r.id, stage: p.stage, name: r.name, personName: r.personName, detail: (stage.label as Record<number, string>)[r.detailCode] ?? '',
      taskId: r.taskId, stepName: r.stepName, stepNo: r.stepNo, stepCount: r.stepCount, waitTime: waitingTime(r.taskCreatedAt, now),
    })),
  };
}

/** Issues the student members the project's hours (its category, the term of today) and keeps the grants on their rows. */
async function grantProjectHours(trx: Trx, row: { id: number; schoolId: number; name: string; classifyId: number; hours: string | null }, by: number, now: Date) {
  const members = (await repo.findMembers(trx, row.schoolId, row.id)).filter((m) => m.role !== ProjectRole.TEACHER);
  await grantHours(trx, {
    schoolId: row.schoolId, issuedBy: by, sourceType: LedgerSource.INNOVATION, relationId: row.id, classifyId: row.classifyId,
    termId: await termFor(trx, row.schoolId, null, now), reason: row.name, grants: members.map((m) => ({ userId: m.userId, hours: row.hours ?? '0' })), issuedAt: now,
  });
  await repo.copyGrantedHours(trx, row.schoolId, row.id);
}

/** Issues an approved result's hours by the highest-level-once rule; → what the ledger received ('0.00' when a level as high was there). */
async function grantResultHours(trx: Trx, row: { id: number; schoolId: number; userId: number; competitionId: number; hours: string }, by: number, now: Date): Promise<string> {
  const competition = (await repo.findCompetition(trx, row.schoolId, row.competitionId))!;
  const already = toHundredths(await repo.grantedForCompetition(trx, row.schoolId, row.userId, row.competitionId, row.id));
  const want = highestLevelTopUp(row.hours, already);
  if (want > 0)
    await grantHours(trx, {
      schoolId: row.schoolId, issuedBy: by, sourceType: LedgerSource.INNOVATION, relationId: row.id, classifyId: competition.classifyId,
      termId: await termFor(trx, row.schoolId, null, now), reason: competition.name, grants: [{ userId: row.userId, hours: fromHundredths(want) }], issuedAt: now,
    });
  return (await repo.ledgerGrant(trx, row.schoolId, row.userId, row.id)) ?? '0.00';
}

/** The stage's records among `ids`, locked, with their names (for refusals) and statuses. */
async function lockRows(trx: Trx, schoolId: number, stage: InnovationStage, ids: number[]) {
  if (STAGES[stage].table === PROJECT) return repo.lockProjects(trx, schoolId, ids);
  if (stage === 'result') {
    // A result has no name of its own: refusals name it by its number.
    return (await repo.lockResults(trx, schoolId, ids)).map((r) => ({ ...r, name: `竞赛成绩${r.id}` }));
  }
  return repo.lockHatchings(trx, schoolId, ids);
}

type LockedRow = Awaited<ReturnType<typeof lockRows>>[number];

/**
 * POST /innovation/audit {stage, ids 1–100, result 'pass'|'reject', opinion? (required to reject)} →
 * InnovationAuditResult. 10002 M.notFound / resultNotFound / hatchingNotFound, '驳回必须填写原因', or
 * '<名称>: 该事项已处理或不在审核中'; 10003 without the stage's module or '<名称>: 您不是当前步骤的审核人'.
 * The administrators ('/innovation/list') may decide any step.
 */
export async function auditInnovation(trx: Trx, caller: Caller, p: AuditParams, now = new Date()): Promise<InnovationAuditResult> {
  const stage = STAGES[p.stage];
  await requireAny(trx, caller, [stage.module]);
  if (p.result === 'reject' && !(p.opinion ?? '').trim()) throw badParams('驳回必须填写原因');
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await lockRows(trx, caller.schoolId, p.stage, ids);
  if (rows.length !== ids.length) throw badParams(stage.table === PROJECT ? M.notFound : p.stage === 'result' ? M.resultNotFound : M.hatchingNotFound);
  const asAdmin = await holdsAny(trx, caller, [ADMIN_MODULE]);
  return decideEach<LockedRow>(rows, async (row) => {
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: stage.sourceType, relationId: row.id, auditorId: caller.userId, asAdmin,
      decision: p.result, opinion: p.opinion ?? '', fromStatus: row.status, statuses: stage.statuses, now,
    });
    const opinion = p.opinion ? { opinion: p.opinion } : {};
    if (stage.table === PROJECT) {
      await repo.updateProject(trx, caller.schoolId, row.id, { status, ...opinion, ...(outcome === 'approved' && p.stage === 'finish' ? { finishedAt: now } : {}) });
      if (outcome === 'approved' && p.stage === 'finish') await grantProjectHours(trx, row as Awaited<ReturnType<typeof repo.lockProjects>>[number], caller.userId, now);
    } else if (p.stage === 'result') {
      const granted = outcome === 'approved' ? await grantResultHours(trx, row as Awaited<ReturnType<typeof repo.lockResults>>[number], caller.userId, now) : null;
      await repo.updateResult(trx, caller.schoolId, row.id, { status, ...opinion, ...(granted !== null ? { grantedHours: granted } : {}) });
    } else {
      await repo.updateHatching(trx, caller.schoolId, row.id, { status, ...opinion });
    }
    return outcome;
  });
}
