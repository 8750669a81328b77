/**
 * The blacklist as administrators and students see it (issue 4 "Integrity and blacklist"; spec §1
 * topic 7 blacklist management, §3 credit row): the paged list, adding and removing entries by
 * hand, the student's own view and the dashboard's credit ranking. Every query is scoped to the
 * session's school, and the staff lists to the caller's data scope over students.
 */
import { appealStatusLabels } from '../../../common/activities.js';
import { AppealStatus, BLACKLIST_MESSAGES as M, type BlacklistRow, type CreditRow, type MyBlacklist } from '../../../common/blacklist.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime } from '../../../common/time.js';
import { dropOpenTasks, recordAudit } from '../audits/engine.js';
import { studentsInScope, type DataScope } from '../students/scope.js';
import type { Db, Trx } from '../../db/db.js';
import { blacklistEnd, integrityRules } from './integrity.js';
import type { BlacklistListParams } from '../../../common/schemas/blacklist.js';
import * as appealsRepo from './repositories/appeals.js';
import * as repo from './repositories/entries.js';

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai (the wire format of issue 4), or null. */
export const minuteTime = (d: Date | null | undefined): string | null => formatDateTime(d)?.slice(0, 16) ?? null;

/**
 * GET /blacklist/list {current, size, name? (contains), code? (prefix), status? 'active' | 'expired'
 * | 'removed'} → {list: BlacklistRow[], total}, newest first. Scoped to the caller's data scope.
 */
export async function listBlacklist(db: Db, schoolId: number, scope: DataScope, p: BlacklistListParams, now = new Date()): Promise<Page<BlacklistRow>> {
  const { rows, total } = await repo.findEntryPage(db, schoolId, scope, p, now, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({
      id: r.id, userId: r.userId, name: r.name, code: r.code, collegeName: r.collegeName, className: r.className,
      reason: r.reason, noShowCount: r.noShowCount, startedAt: minuteTime(r.startedAt)!, endsAt: minuteTime(r.endsAt)!,
      removedAt: minuteTime(r.removedAt), removedReason: r.removedReason, removedByName: r.removedByName,
      active: Boolean(r.active), appealStatus: r.appealStatus === null ? null : Number(r.appealStatus),
    })),
  };
}

/**
 * POST /blacklist/add {userId, reason, days?} → {id}: puts a student of the caller's scope on the
 * blacklist from now for `days` (default school_rules.blacklist_days). The entry keeps the
 * student's current no-show count, so automatic blacklisting counts afresh after it. 10002
 * '学生不存在' (not a student of the school), '该学生已在黑名单中'; 10003 outside the scope.
 */
export async function addToBlacklist(db: Trx, session: Session, scope: DataScope, p: { userId: number; reason: string; days?: number }, now = new Date()): Promise<{ id: number }> {
  await studentsInScope(db, session, scope, [p.userId]);
  const student = (await repo.findStudentIntegrity(db, session.schoolId, p.userId, true))!;
  if (await repo.findActiveEntry(db, session.schoolId, p.userId, now)) throw badParams(M.alreadyListed);
  const days = p.days ?? (await integrityRules(db, session.schoolId)).blacklistDays;
  return repo.insertEntry(db, session.schoolId, {
    userId: p.userId, reason: p.reason, noShowCount: student.noShowCount, startedAt: now, endsAt: blacklistEnd(now, days),
  });
}

/**
 * POST /blacklist/remove {id, reason} → null: takes the entry off the blacklist now (removed_at,
 * removed_by, removed_reason). A pending appeal of it is closed as approved and its audit task
 * dropped. 10002 '黑名单记录不存在' (not the school's or outside the scope), '该记录已移出黑名单'.
 */
export async function removeFromBlacklist(db: Trx, session: Session, scope: DataScope, p: { id: number; reason: string }, now = new Date()): Promise<null> {
  if (!(await repo.entryInScope(db, session.schoolId, scope, p.id))) throw badParams(M.notFound);
  const entry = await repo.lockEntry(db, session.schoolId, p.id);
  if (entry.removedAt) throw badParams(M.alreadyRemoved);
  await repo.removeEntry(db, session.schoolId, p.id, { removedBy: session.userId, removedReason: p.reason }, now);
  const pending = await appealsRepo.decideAppeals(
    db,
    session.schoolId,
    { pendingOf: p.id },
    { status: AppealStatus.APPROVED, opinion: `管理员已移出黑名单: ${p.reason}`, auditedBy: session.userId },
    now,
  );
  for (const a of pending) {
    await dropOpenTasks(db, session.schoolId, 4, a, now);
    await recordAudit(db, { schoolId: session.schoolId, sourceType: 4, relationId: a, action: 'withdraw', actorId: session.userId, opinion: p.reason, now });
  }
  return null;
}

/**
 * GET /blacklist/my → MyBlacklist: the student's entry in force (canAppeal when no appeal of it
 * is pending), all their appeals newest first, their credit and no-show count.
 */
export async function myBlacklist(db: Db, schoolId: number, userId: number, now = new Date()): Promise<MyBlacklist> {
  const student = await repo.findStudentIntegrity(db, schoolId, userId);
  const entry = await repo.findActiveEntry(db, schoolId, userId, now);
  const appeals = await appealsRepo.findOwnAppeals(db, schoolId, userId, 50);
  const appealStatus = entry?.appealStatus == null ? null : Number(entry.appealStatus);
  return {
    active: entry
      ? {
          id: entry.id, reason: entry.reason, noShowCount: entry.noShowCount, startedAt: minuteTime(entry.startedAt)!, endsAt: minuteTime(entry.endsAt)!,
          appealStatus, canAppeal: appealStatus !== AppealStatus.PENDING,
        }
      : null,
    appeals: appeals.map((a) => ({
      id: a.id, blacklistId: a.blacklistId, reason: a.reason, status: a.status, statusName: appealStatusLabels[a.status] ?? '',
      opinion: a.opinion, createdAt: minuteTime(a.createdAt)!, auditedAt: minuteTime(a.auditedAt),
    })),
    credit: student?.credit ?? '100.00',
    noShowCount: student?.noShowCount ?? 0,
  };
}

/**
 * GET /index/user/credit/list → CreditRow[] (spec §3 credit row): the 10 students of the caller's
 * scope (status 1 normal) with a blemish — credit below 100 or at least one no-show — lowest
 * credit first, then most no-shows, then student number.
 */
export async function creditList(db: Db, schoolId: number, scope: DataScope): Promise<CreditRow[]> {
  const rows = await repo.findBlemishedStudents(db, schoolId, scope, 10);
  return rows.map((r) => ({ ...r, unFaithNumdo: Number(r.unFaithNumdo) }));
}
