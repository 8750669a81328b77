/**
 * Blacklist appeals (issue 4; spec §4 "Blacklist appeals are approved (removed from the blacklist)
 * or rejected with a reason"; to-do source type 4). An appeal has no flow template: it is one step
 * whose auditors are the enabled users whose roles grant '/proceeding/wait/blacklist/apply/auditing',
 * resolved when the appeal is made, as an open audit task of source type 4 (relation id = appeal
 * id) so that the to-do lists show it. One pending appeal per blacklist entry (the entry's row is
 * locked while checking); a rejected appeal may be followed by a new one.
 */
import { appealStatusLabels, SourceType, waitingTime } from '../../../common/activities.js';
import { APPEAL_PASSED_REASON, AppealStatus, BLACKLIST_MESSAGES as M, type AppealItem, type AppealRow } from '../../../common/blacklist.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import { ApiError, badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { AuditResult, closeAuditTask, recordAudit, taskForAuditor } from '../audits/engine.js';
import type { DataScope } from '../students/scope.js';
import type { Db, Trx } from '../../db/db.js';
import { minuteTime } from './service.js';
import * as repo from './repositories/appeals.js';
import { removeEntry } from './repositories/entries.js';
import type { AppealAuditParams, AppealListParams } from '../../../common/schemas/blacklist.js';

export const APPEAL_MODULE = '/proceeding/wait/blacklist/apply/auditing';
export const APPEAL_STEP_NAME = '黑名单申诉审核';
const APPEAL = SourceType.APPEAL;

/** Enabled users of the school whose roles grant the appeal-audit module (by path or api list), ascending. */
export function appealAuditorIds(db: Db, schoolId: number): Promise<number[]> {
  return repo.findModuleHolders(db, schoolId, APPEAL_MODULE);
}

/**
 * POST /blacklist/appeal {id, reason} → AppealItem: the student appeals their entry in force.
 * 10002 '黑名单记录不存在' (not theirs), '该黑名单记录已失效,无需申诉' (removed or ended),
 * '该记录已有待审核的申诉,请耐心等待'. Opens the audit task and records 'appeal'.
 */
export async function submitAppeal(trx: Db, session: Pick<Session, 'schoolId' | 'userId' | 'name'>, p: { id: number; reason: string }, now = new Date()): Promise<AppealItem> {
  const entry = await repo.lockOwnEntry(trx, session.schoolId, session.userId, p.id, now);
  if (!entry) throw badParams(M.notFound);
  if (!entry.active) throw badParams(M.notActive);
  if (await repo.hasPendingAppeal(trx, session.schoolId, p.id)) throw badParams(M.pendingExists);
  const appeal = await repo.insertAppeal(trx, session.schoolId, { blacklistId: p.id, userId: session.userId, reason: p.reason }, now);
  await repo.insertAuditTask(trx, session.schoolId, {
    sourceType: APPEAL, relationId: appeal.id, flowTemplateId: null, stepNo: 1, stepCount: 1,
    stepName: APPEAL_STEP_NAME, auditorIds: await appealAuditorIds(trx, session.schoolId), applicantId: session.userId,
    organizationId: null, taskName: `${session.name}的黑名单申诉`, appliedAt: now, createdAt: now,
  });
  await recordAudit(trx, { schoolId: session.schoolId, sourceType: APPEAL, relationId: appeal.id, action: 'appeal', actorId: session.userId, opinion: p.reason, now });
  return {
    id: appeal.id, blacklistId: appeal.blacklistId, reason: appeal.reason, status: appeal.status, statusName: appealStatusLabels[appeal.status],
    opinion: null, createdAt: minuteTime(appeal.createdAt)!, auditedAt: null,
  };
}

/**
 * GET /blacklist/appeal/list {current, size, status? 1–3, name?} → {list: AppealRow[], total}:
 * the school's appeals of students in the caller's data scope, pending first (oldest first), then
 * the decided ones newest first.
 */
export async function listAppeals(db: Db, schoolId: number, scope: DataScope, p: AppealListParams, now = new Date()): Promise<Page<AppealRow>> {
  const { rows, total } = await repo.findAppealPage(db, schoolId, scope, p, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({
      id: r.id, blacklistId: r.blacklistId, reason: r.reason, status: r.status, statusName: appealStatusLabels[r.status] ?? '', opinion: r.opinion,
      createdAt: minuteTime(r.createdAt)!, auditedAt: minuteTime(r.auditedAt), userId: r.userId, name: r.name, code: r.code,
      collegeName: r.collegeName, className: r.className, blacklistReason: r.blacklistReason, startedAt: minuteTime(r.startedAt)!,
      endsAt: minuteTime(r.endsAt)!, auditorName: r.auditorName, taskId: r.taskId ?? null,
      waitTime: r.waitingSince ? waitingTime(r.waitingSince, now) : '',
    })),
  };
}

/**
 * POST /blacklist/appeal/audit {ids, result, opinion?} → {done}: in ONE transaction, for each
 * appeal: lock it, check the caller is an auditor of its open task (or has the whole-school scope),
 * close the task, set the appeal's status, opinion, auditor and time, and record the decision;
 * pass also takes the entry off the blacklist (removed_reason '申诉通过'). Any failure rolls the
 * batch back and the message names the student: '张三: 该申诉已处理'. 10002 '申诉不存在' for an id
 * outside the school or the caller's scope.
 */
export async function auditAppeals(db: Trx, session: Session, scope: DataScope, p: AppealAuditParams, now = new Date()): Promise<{ done: number }> {
  const pass = p.result === 'pass';
  const opinion = p.opinion ?? '';
  for (const id of [...p.ids].sort((a, b) => a - b)) {
    const appeal = await repo.lockAppeal(db, session.schoolId, scope, id);
    if (!appeal || !appeal.inScope) throw badParams(M.appealNotFound);
    const named = (e: unknown) => (e instanceof ApiError ? new ApiError(e.code, `${appeal.name}: ${e.message}`) : e);
    try {
      if (appeal.status !== AppealStatus.PENDING) throw badParams(M.appealDone);
      const task = await taskForAuditor(db, session.schoolId, APPEAL, id, session.userId, scope.kind === 'school');
      await closeAuditTask(db, task, session.userId, pass ? AuditResult.PASSED : AuditResult.REJECTED, opinion, now);
    } catch (e) {
      throw named(e);
    }
    await repo.decideAppeals(
      db,
      session.schoolId,
      { id },
      { status: pass ? AppealStatus.APPROVED : AppealStatus.REJECTED, opinion: opinion || null, auditedBy: session.userId },
      now,
    );
    if (pass) await removeEntry(db, session.schoolId, appeal.blacklistId, { removedBy: session.userId, removedReason: APPEAL_PASSED_REASON }, now);
    await recordAudit(db, {
      schoolId: session.schoolId, sourceType: APPEAL, relationId: id, action: pass ? 'approve' : 'reject', actorId: session.userId,
      opinion, stepNo: 1, stepName: APPEAL_STEP_NAME, now,
    });
  }
  return { done: p.ids.length };
}
