/**
 * Declaration review (issue 5; spec §2 /proceeding/wait/declare/first/auditing, §4 "Declarations
 * can be passed or rejected singly or in batch for the same project"; to-do source type 3).
 *
 * The queue lists declarations with an open review task — the caller's own ('mine': the caller is
 * one of the step's auditors) or, for holders of '/communist/project', every one ('all') — oldest
 * task first. A decision is taken on 1–100 declarations of ONE project in one transaction: the rows
 * are locked in id order, each must have an open task whose auditors include the caller, then
 * pass opens the next step of the flow or, after the last, approves for good (grant.ts: ledger by
 * the highest-level-once rule); reject (reason required) ends it as 3 with the reason. Every
 * decision is recorded. Any refusal rolls back the whole batch; its message names the declaration.
 */
import type { Transaction } from 'kysely';
import { SourceType, waitingTime } from '../../../common/activities.js';
import { DECLARATION_MESSAGES, DeclarationStatus, type DeclarationAuditResult, type DeclarationQueueRow } from '../../../common/declarations.js';
import type { Page } from '../../../common/envelope.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { ApiError, badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { AuditResult, closeAuditTask, openAuditTask, recordAudit, taskForAuditor } from '../audits/engine.js';
import type { Db } from '../../db/db.js';
import { DECLARATION_NOT_FOUND } from './apply.js';
import { PROJECT_MODULE } from './access.js';
import { approveDeclaration } from './grant.js';
import { loadProject } from './projects.js';
import { toDeclarationRow } from './rows.js';
import * as repo from './repositories/declarations.js';
import type { AuditListParams, AuditParams } from '../../../common/schemas/declarations.js';

const SOURCE = SourceType.DECLARATION;
export const ALL_QUEUE_REFUSED = '只有项目管理员可以查看全部待审核申报';
type Caller = Pick<Session, 'schoolId' | 'userId'>;

/**
 * GET /declare/audit/list {current, size, projectId?, name? (student name or number contains),
 * scope? 'mine'|'all'} → {list: DeclarationQueueRow[], total}, oldest task first. 10003
 * '只有项目管理员可以查看全部待审核申报' for 'all' without '/communist/project'.
 */
export async function auditQueue(db: Db, caller: Caller, p: AuditListParams, now = new Date()): Promise<Page<DeclarationQueueRow>> {
  const all = p.scope === 'all';
  if (all && !(await hasPermission(db, caller, PROJECT_MODULE))) throw noPermission(ALL_QUEUE_REFUSED);
  const { rows, total } = await repo.findReviewQueue(
    db, caller.schoolId, { auditorId: all ? null : caller.userId, projectId: p.projectId, name: p.name }, { limit: p.size, offset: pageOffset(p) },
  );
  return {
    total,
    list: rows.map((r) => ({
      ...toDeclarationRow(r),
      taskId: r.taskId,
      stepName: r.stepName,
      stepNo: r.stepNo,
      stepCount: r.stepCount,
      waitTime: waitingTime(r.taskCreatedAt, now),
    })),
  };
}

/** Rethrows an ApiError with the declaration named in front ('张三申报挑战杯: 该事项已处理或不在审核中'). */
function named(label: string, e: unknown): never {
  if (e instanceof ApiError) throw new ApiError(e.code, `${label}: ${e.message}`, e.data);
  throw e;
}

/**
 * POST /declare/audit {ids, result 1 pass | 2 reject, opinion?} → DeclarationAuditResult. Run it in
 * one transaction. 10002: '申报不存在' (an id not of the school), '批量审核只能选择同一项目的申报',
 * '驳回必须填写原因', or naming the declaration that is not under review; 10003 naming it when the
 * caller is not its step's auditor.
 */
export async function auditDeclarations(trx: Transaction<Database>, caller: Caller, p: AuditParams, now = new Date()): Promise<DeclarationAuditResult> {
  const opinion = (p.opinion ?? '').trim();
  if (p.result === 'reject' && !opinion) throw badParams(DECLARATION_MESSAGES.rejectReason);
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await repo.lockDeclarations(trx, caller.schoolId, ids);
  if (rows.length !== ids.length) throw badParams(DECLARATION_NOT_FOUND);
  if (new Set(rows.map((r) => r.projectId)).size > 1) throw badParams(DECLARATION_MESSAGES.batchSameProject);
  const project = await loadProject(trx, caller.schoolId, rows[0].projectId);
  const names = await repo.userNames(trx, caller.schoolId, rows.map((r) => r.userId));
  const out: DeclarationAuditResult = { count: 0, approved: 0, advanced: 0, rejected: 0 };
  for (const d of rows) {
    try {
      const task = await taskForAuditor(trx, caller.schoolId, SOURCE, d.id, caller.userId);
      const record = { schoolId: caller.schoolId, sourceType: SOURCE, relationId: d.id, actorId: caller.userId, opinion, stepNo: task.stepNo, stepName: task.stepName, fromStatus: d.status, now };
      if (p.result === 'reject') {
        await closeAuditTask(trx, task, caller.userId, AuditResult.REJECTED, opinion, now);
        await repo.updateDeclaration(trx, caller.schoolId, d.id, { status: DeclarationStatus.REJECTED, opinion, auditedBy: caller.userId, auditedAt: now });
        await recordAudit(trx, { ...record, action: 'reject', toStatus: DeclarationStatus.REJECTED });
        out.rejected += 1;
      } else if (task.stepNo >= task.stepCount) {
        await closeAuditTask(trx, task, caller.userId, AuditResult.PASSED, opinion, now);
        await approveDeclaration(trx, { ...d, hours: String(d.hours) }, project.classifyId, caller.userId, opinion, now);
        await recordAudit(trx, { ...record, action: 'approveStep', toStatus: DeclarationStatus.APPROVED });
        out.approved += 1;
      } else {
        await closeAuditTask(trx, task, caller.userId, AuditResult.PASSED, opinion, now);
        await openAuditTask(trx, {
          schoolId: caller.schoolId, sourceType: SOURCE, relationId: d.id, flowTemplateId: task.flowTemplateId!, stepNo: task.stepNo + 1,
          organizationId: task.organizationId, applicantId: task.applicantId, taskName: task.taskName, appliedAt: task.appliedAt, now,
        });
        await recordAudit(trx, { ...record, action: 'approveStep', toStatus: DeclarationStatus.PENDING });
        out.advanced += 1;
      }
      out.count += 1;
    } catch (e) {
      named(`${names.get(d.userId) ?? ''}申报${project.name}`, e);
    }
  }
  return out;
}
