/**
 * The blacklist as administrators and students see it (issue 4 "Integrity and blacklist"; spec §1
 * topic 7 blacklist management, §3 credit row): the paged list, adding and removing entries by
 * hand, the student's own view and the dashboard's credit ranking. Every query is scoped to the
 * session's school, and the staff lists to the caller's data scope over students.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { appealStatusLabels } from '../../../common/activities.js';
import { AppealStatus, BLACKLIST_MESSAGES as M, type BlacklistRow, type CreditRow, type MyBlacklist } from '../../../common/blacklist.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime } from '../../../common/time.js';
import { likeContains } from '../../util/like.js';
import { dropOpenTasks, recordAudit } from '../audits/engine.js';
import { scopeCondition, studentsInScope, type DataScope } from '../students/scope.js';
import type { Db, Trx } from '../../db/db.js';
import { blacklistEnd, integrityRules } from './integrity.js';
import type { BlacklistListParams } from './schema.js';

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai (the wire format of issue 4), or null. */
export const minuteTime = (d: Date | null | undefined): string | null => formatDateTime(d)?.slice(0, 16) ?? null;

/** The condition "in force at `now`" on `blacklist as b`. */
export const activeAt = (now: Date) => sql<SqlBool>`(b.removed_at is null and b.started_at <= ${now} and b.ends_at > ${now})`;

/** The latest appeal's status of `blacklist as b` (null when never appealed). */
const latestAppealStatus = sql<number | null>`(select a.status from blacklist_appeals a where a.school_id = b.school_id and a.blacklist_id = b.id order by a.id desc limit 1)`;

/** blacklist b ⋈ students s ⋈ users u (+ college, class, remover), scoped; callers add the rest. */
function entriesQuery(db: Kysely<Database>, schoolId: number, scope: DataScope | null) {
  let q = db
    .selectFrom('blacklist as b')
    .innerJoin('students as s', (j) => j.onRef('s.userId', '=', 'b.userId').onRef('s.schoolId', '=', 'b.schoolId'))
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'b.userId').onRef('u.schoolId', '=', 'b.schoolId'))
    .where('b.schoolId', '=', schoolId);
  const cond = scope ? scopeCondition(scope) : null;
  if (cond) q = q.where(cond);
  return q;
}

/**
 * GET /blacklist/list {current, size, name? (contains), code? (prefix), status? 'active' | 'expired'
 * | 'removed'} → {list: BlacklistRow[], total}, newest first. Scoped to the caller's data scope.
 */
export async function listBlacklist(db: Kysely<Database>, schoolId: number, scope: DataScope, p: BlacklistListParams, now = new Date()): Promise<Page<BlacklistRow>> {
  let q = entriesQuery(db, schoolId, scope);
  if (p.name) q = q.where('u.name', 'like', likeContains(p.name));
  if (p.code) q = q.where(sql<SqlBool>`s.code like ${`${p.code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (p.status === 'active') q = q.where(activeAt(now));
  if (p.status === 'removed') q = q.where('b.removedAt', 'is not', null);
  if (p.status === 'expired') q = q.where('b.removedAt', 'is', null).where('b.endsAt', '<=', now);
  const { n } = await q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 's.collegeId').onRef('co.schoolId', '=', 's.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 's.schoolId'))
    .leftJoin('users as rb', (j) => j.onRef('rb.id', '=', 'b.removedBy').onRef('rb.schoolId', '=', 'b.schoolId'))
    .select([
      'b.id', 'b.userId', 'u.name', 's.code', 'b.reason', 'b.noShowCount', 'b.startedAt', 'b.endsAt', 'b.removedAt', 'b.removedReason',
      sql<string>`coalesce(co.name, '')`.as('collegeName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
      sql<string>`coalesce(rb.name, '')`.as('removedByName'),
      sql<boolean>`${activeAt(now)}`.as('active'),
      latestAppealStatus.as('appealStatus'),
    ])
    .orderBy('b.startedAt', 'desc')
    .orderBy('b.id', 'desc')
    .limit(p.size)
    .offset(pageOffset(p))
    .execute();
  return {
    total: Number(n),
    list: rows.map((r) => ({
      id: r.id, userId: r.userId, name: r.name, code: r.code, collegeName: r.collegeName, className: r.className,
      reason: r.reason, noShowCount: r.noShowCount, startedAt: minuteTime(r.startedAt)!, endsAt: minuteTime(r.endsAt)!,
      removedAt: minuteTime(r.removedAt), removedReason: r.removedReason, removedByName: r.removedByName,
      active: Boolean(r.active), appealStatus: r.appealStatus === null ? null : Number(r.appealStatus),
    })),
  };
}

/** The student's entry in force at `now`, or undefined. */
export async function activeEntryOf(db: Db, schoolId: number, userId: number, now: Date) {
  return db
    .selectFrom('blacklist as b')
    .selectAll('b')
    .where('b.schoolId', '=', schoolId)
    .where('b.userId', '=', userId)
    .where(activeAt(now))
    .orderBy('b.endsAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * POST /blacklist/add {userId, reason, days?} → {id}: puts a student of the caller's scope on the
 * blacklist from now for `days` (default school_rules.blacklist_days). The entry keeps the
 * student's current no-show count, so automatic blacklisting counts afresh after it. 10002
 * '学生不存在' (not a student of the school), '该学生已在黑名单中'; 10003 outside the scope.
 */
export async function addToBlacklist(db: Trx, session: Session, scope: DataScope, p: { userId: number; reason: string; days?: number }, now = new Date()): Promise<{ id: number }> {
  await studentsInScope(db, session, scope, [p.userId]);
  const student = await db
    .selectFrom('students')
    .select('noShowCount')
    .where('schoolId', '=', session.schoolId)
    .where('userId', '=', p.userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (await activeEntryOf(db, session.schoolId, p.userId, now)) throw badParams(M.alreadyListed);
  const days = p.days ?? (await integrityRules(db, session.schoolId)).blacklistDays;
  return db
    .insertInto('blacklist')
    .values({ schoolId: session.schoolId, userId: p.userId, reason: p.reason, noShowCount: student.noShowCount, startedAt: now, endsAt: blacklistEnd(now, days) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * POST /blacklist/remove {id, reason} → null: takes the entry off the blacklist now (removed_at,
 * removed_by, removed_reason). A pending appeal of it is closed as approved and its audit task
 * dropped. 10002 '黑名单记录不存在' (not the school's or outside the scope), '该记录已移出黑名单'.
 */
export async function removeFromBlacklist(db: Trx, session: Session, scope: DataScope, p: { id: number; reason: string }, now = new Date()): Promise<null> {
  const found = await entriesQuery(db, session.schoolId, scope).select('b.id').where('b.id', '=', p.id).executeTakeFirst();
  if (!found) throw badParams(M.notFound);
  const entry = await db.selectFrom('blacklist').select(['id', 'removedAt']).where('schoolId', '=', session.schoolId).where('id', '=', p.id).forUpdate().executeTakeFirstOrThrow();
  if (entry.removedAt) throw badParams(M.alreadyRemoved);
  await db.updateTable('blacklist').set({ removedAt: now, removedBy: session.userId, removedReason: p.reason }).where('id', '=', p.id).execute();
  const pending = await db
    .updateTable('blacklistAppeals')
    .set({ status: AppealStatus.APPROVED, opinion: `管理员已移出黑名单: ${p.reason}`, auditedBy: session.userId, auditedAt: now })
    .where('schoolId', '=', session.schoolId)
    .where('blacklistId', '=', p.id)
    .where('status', '=', AppealStatus.PENDING)
    .returning('id')
    .execute();
  for (const a of pending) {
    await dropOpenTasks(db, session.schoolId, 4, a.id, now);
    await recordAudit(db, { schoolId: session.schoolId, sourceType: 4, relationId: a.id, action: 'withdraw', actorId: session.userId, opinion: p.reason, now });
  }
  return null;
}

/**
 * GET /blacklist/my → MyBlacklist: the student's entry in force (canAppeal when no appeal of it
 * is pending), all their appeals newest first, their credit and no-show count.
 */
export async function myBlacklist(db: Kysely<Database>, schoolId: number, userId: number, now = new Date()): Promise<MyBlacklist> {
  const student = await db.selectFrom('students').select([sql<string>`round(credit, 2)::text`.as('credit'), 'noShowCount']).where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirst();
  const entry = await db
    .selectFrom('blacklist as b')
    .select(['b.id', 'b.reason', 'b.noShowCount', 'b.startedAt', 'b.endsAt', latestAppealStatus.as('appealStatus')])
    .where('b.schoolId', '=', schoolId)
    .where('b.userId', '=', userId)
    .where(activeAt(now))
    .orderBy('b.endsAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const appeals = await db
    .selectFrom('blacklistAppeals')
    .select(['id', 'blacklistId', 'reason', 'status', 'opinion', 'createdAt', 'auditedAt'])
    .where('schoolId', '=', schoolId)
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
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
export async function creditList(db: Kysely<Database>, schoolId: number, scope: DataScope): Promise<CreditRow[]> {
  let q = db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .select(['u.name as userName', 's.code as userCode', sql<string>`round(s.credit, 2)::text`.as('credit'), 's.noShowCount as unFaithNumdo'])
    .where('s.schoolId', '=', schoolId)
    .where('s.status', '=', 1)
    .where(sql<SqlBool>`(s.credit < 100 or s.no_show_count > 0)`);
  const cond = scopeCondition(scope);
  if (cond) q = q.where(cond);
  const rows = await q.orderBy('s.credit', 'asc').orderBy('s.noShowCount', 'desc').orderBy('s.code').limit(10).execute();
  return rows.map((r) => ({ ...r, unFaithNumdo: Number(r.unFaithNumdo) }));
}
