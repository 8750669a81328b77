/**
 * Blacklist appeals (issue 4; spec §4 "Blacklist appeals are approved (removed from the blacklist)
 * or rejected with a reason"; to-do source type 4). An appeal has no flow template: it is one step
 * whose auditors are the enabled users whose roles grant '/proceeding/wait/blacklist/apply/auditing',
 * resolved when the appeal is made, as an open audit task of source type 4 (relation id = appeal
 * id) so that the to-do lists show it. One pending appeal per blacklist entry (the entry's row is
 * locked while checking); a rejected appeal may be followed by a new one.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { appealStatusLabels, SourceType, waitingTime } from '../../../common/activities.js';
import { APPEAL_PASSED_REASON, AppealStatus, BLACKLIST_MESSAGES as M, type AppealItem, type AppealRow } from '../../../common/blacklist.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { ApiError, badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import { AuditResult, closeAuditTask, recordAudit, taskForAuditor } from '../audits/engine.js';
import { scopeCondition, type DataScope } from '../students/scope.js';
import type { Db, Trx } from '../../db/db.js';
import { activeAt, minuteTime } from './service.js';
import type { AppealAuditParams, AppealListParams } from './schema.js';

export const APPEAL_MODULE = '/proceeding/wait/blacklist/apply/auditing';
export const APPEAL_STEP_NAME = '黑名单申诉审核';
const APPEAL = SourceType.APPEAL;

/** Enabled users of the school whose roles grant the appeal-audit module (by path or api list), ascending. */
export async function appealAuditorIds(db: Db, schoolId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('userRoles as ur')
    .innerJoin('roleModules as rm', (j) => j.onRef('rm.roleId', '=', 'ur.roleId').onRef('rm.schoolId', '=', 'ur.schoolId'))
    .innerJoin('modules as m', 'm.id', 'rm.moduleId')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'ur.userId').onRef('u.schoolId', '=', 'ur.schoolId'))
    .select('u.id')
    .distinct()
    .where('ur.schoolId', '=', schoolId)
    .where('u.status', '=', 1)
    .where((eb) => eb.or([eb('m.schoolId', 'is', null), eb('m.schoolId', '=', schoolId)]))
    .where((eb) => eb.or([eb('m.path', '=', APPEAL_MODULE), eb(sql<string>`${APPEAL_MODULE}`, '=', sql<string>`any(string_to_array(m.api, ','))`)]))
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * POST /blacklist/appeal {id, reason} → AppealItem: the student appeals their entry in force.
 * 10002 '黑名单记录不存在' (not theirs), '该黑名单记录已失效,无需申诉' (removed or ended),
 * '该记录已有待审核的申诉,请耐心等待'. Opens the audit task and records 'appeal'.
 */
export async function submitAppeal(trx: Db, session: Pick<Session, 'schoolId' | 'userId' | 'name'>, p: { id: number; reason: string }, now = new Date()): Promise<AppealItem> {
  const entry = await trx
    .selectFrom('blacklist as b')
    .select(['b.id', 'b.userId', sql<boolean>`${activeAt(now)}`.as('active')])
    .where('b.schoolId', '=', session.schoolId)
    .where('b.id', '=', p.id)
    .where('b.userId', '=', session.userId)
    .forUpdate()
    .executeTakeFirst();
  if (!entry) throw badParams(M.notFound);
  if (!entry.active) throw badParams(M.notActive);
  const pending = await trx
    .selectFrom('blacklistAppeals')
    .select('id')
    .where('schoolId', '=', session.schoolId)
    .where('blacklistId', '=', p.id)
    .where('status', '=', AppealStatus.PENDING)
    .executeTakeFirst();
  if (pending) throw badParams(M.pendingExists);
  const appeal = await trx
    .insertInto('blacklistAppeals')
    .values({ schoolId: session.schoolId, blacklistId: p.id, userId: session.userId, reason: p.reason, status: AppealStatus.PENDING, createdAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('auditTasks')
    .values({
      schoolId: session.schoolId, sourceType: APPEAL, relationId: appeal.id, flowTemplateId: null, stepNo: 1, stepCount: 1,
      stepName: APPEAL_STEP_NAME, auditorIds: await appealAuditorIds(trx, session.schoolId), applicantId: session.userId,
      organizationId: null, taskName: `${session.name}的黑名单申诉`, appliedAt: now, createdAt: now,
    })
    .execute();
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
export async function listAppeals(db: Kysely<Database>, schoolId: number, scope: DataScope, p: AppealListParams, now = new Date()): Promise<Page<AppealRow>> {
  let q = db
    .selectFrom('blacklistAppeals as a')
    .innerJoin('blacklist as b', (j) => j.onRef('b.id', '=', 'a.blacklistId').onRef('b.schoolId', '=', 'a.schoolId'))
    .innerJoin('students as s', (j) => j.onRef('s.userId', '=', 'a.userId').onRef('s.schoolId', '=', 'a.schoolId'))
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'a.userId').onRef('u.schoolId', '=', 'a.schoolId'))
    .where('a.schoolId', '=', schoolId);
  const cond = scopeCondition(scope);
  if (cond) q = q.where(cond);
  if (p.status) q = q.where('a.status', '=', p.status);
  if (p.name) q = q.where('u.name', 'like', likeContains(p.name));
  const { n } = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 's.collegeId').onRef('co.schoolId', '=', 's.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 's.schoolId'))
    .leftJoin('users as au', (j) => j.onRef('au.id', '=', 'a.auditedBy').onRef('au.schoolId', '=', 'a.schoolId'))
    .leftJoin('auditTasks as t', (j) =>
      j.onRef('t.schoolId', '=', 'a.schoolId').onRef('t.relationId', '=', 'a.id').on('t.sourceType', '=', APPEAL).on('t.doneAt', 'is', null),
    )
    .select([
      'a.id', 'a.blacklistId', 'a.reason', 'a.status', 'a.opinion', 'a.createdAt', 'a.auditedAt', 'a.userId', 'u.name', 's.code',
      'b.reason as blacklistReason', 'b.startedAt', 'b.endsAt', 't.id as taskId', 't.createdAt as waitingSince',
      sql<string>`coalesce(co.name, '')`.as('collegeName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
      sql<string>`coalesce(au.name, '')`.as('auditorName'),
    ])
    .orderBy(sql`case when a.status = 1 then 0 else 1 end`)
    .orderBy(sql`case when a.status = 1 then a.id else -a.id end`)
    .limit(p.size)
    .offset(pageOffset(p))
    .execute();
  return {
    total: Number(n),
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
  const inScope = scopeCondition(scope) ?? sql<SqlBool>`true`;
  const pass = p.result === 'pass';
  const opinion = p.opinion ?? '';
  for (const id of [...p.ids].sort((a, b) => a - b)) {
    const appeal = await db
      .selectFrom('blacklistAppeals as a')
      .innerJoin('students as s', (j) => j.onRef('s.userId', '=', 'a.userId').onRef('s.schoolId', '=', 'a.schoolId'))
      .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'a.userId').onRef('u.schoolId', '=', 'a.schoolId'))
      .select(['a.id', 'a.blacklistId', 'a.status', 'u.name', sql<boolean>`${inScope}`.as('inScope')])
      .where('a.schoolId', '=', session.schoolId)
      .where('a.id', '=', id)
      .forUpdate('a')
      .executeTakeFirst();
    if (!appeal || !appeal.inScope) throw badParams(M.appealNotFound);
    const named = (e: unknown) => (e instanceof ApiError ? new ApiError(e.code, `${appeal.name}: ${e.message}`) : e);
    try {
      if (appeal.status !== AppealStatus.PENDING) throw badParams(M.appealDone);
      const task = await taskForAuditor(db, session.schoolId, APPEAL, id, session.userId, scope.kind === 'school');
      await closeAuditTask(db, task, session.userId, pass ? AuditResult.PASSED : AuditResult.REJECTED, opinion, now);
    } catch (e) {
      throw named(e);
    }
    await db
      .updateTable('blacklistAppeals')
      .set({ status: pass ? AppealStatus.APPROVED : AppealStatus.REJECTED, opinion: opinion || null, auditedBy: session.userId, auditedAt: now })
      .where('id', '=', id)
      .execute();
    if (pass)
      await db
        .updateTable('blacklist')
        .set({ removedAt: now, removedBy: session.userId, removedReason: APPEAL_PASSED_REASON })
        .where('schoolId', '=', session.schoolId)
        .where('id', '=', appeal.blacklistId)
        .where('removedAt', 'is', null)
        .execute();
    await recordAudit(db, {
      schoolId: session.schoolId, sourceType: APPEAL, relationId: id, action: pass ? 'approve' : 'reject', actorId: session.userId,
      opinion, stepNo: 1, stepName: APPEAL_STEP_NAME, now,
    });
  }
  return { done: p.ids.length };
}
