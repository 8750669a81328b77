/**
 * To-do lists (spec §2 dashboard to-do panel routed by sourceType, §3 to-do item, §6 "Teacher and
 * auditor pending items are queried by the current operatorId", §7 GET /desk/needDealt/list,
 * /wait/handle/list, /statistics/analysis/needDealt/list, §9 waiting time '已等待…'). They read the
 * open audit tasks (engine.ts) of every review — activities, completion reports, declarations,
 * blacklist appeals — of the caller's school; "mine" means the caller is one of the step's auditors.
 */
import { sql } from 'kysely';
import { waitingTime, type NeedDealtItem } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import { formatDateTime } from '../../../common/time.js';
import { isActivityAdmin } from '../activities/access.js';
import type { Db } from '../../db/db.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
/** /wait/handle/list returns at most this many items. */
export const WAIT_HANDLE_MAX = 100;

/** Open tasks of the school with the names a to-do item shows. */
function openTasks(db: Db, schoolId: number) {
  return db
    .selectFrom('auditTasks as at')
    .leftJoin('users as ap', 'ap.id', 'at.applicantId')
    .leftJoin('organizations as o', 'o.id', 'at.organizationId')
    .where('at.schoolId', '=', schoolId)
    .where('at.doneAt', 'is', null)
    .select([
      'at.id', 'at.sourceType', 'at.relationId', 'at.taskName', 'at.appliedAt', 'at.createdAt', 'at.stepName',
      sql<string>`coalesce(ap.name, '')`.as('userName'),
      sql<string>`coalesce(o.name, '')`.as('organizationName'),
      sql<string>`coalesce((select string_agg(u.name, '、' order by u.id) from users u
        where u.school_id = at.school_id and u.id = any(at.auditor_ids)), '')`.as('auditorName'),
    ]);
}
type OpenTaskRow = Awaited<ReturnType<ReturnType<typeof openTasks>['executeTakeFirstOrThrow']>>;

const forAuditor = (userId: number) => sql<boolean>`${userId} = any(at.auditor_ids)`;

function toItem(r: OpenTaskRow, ct: number, now: Date): NeedDealtItem {
  return {
    id: r.id,
    sourceType: r.sourceType,
    relationId: r.relationId,
    taskName: r.taskName,
    applyTime: formatDateTime(r.appliedAt)!,
    userName: r.userName,
    waitTime: waitingTime(r.createdAt, now),
    organizationName: r.organizationName,
    auditorName: r.auditorName,
    ct,
    stepName: r.stepName,
  };
}

/**
 * GET /desk/needDealt/list → NeedDealtItem[]: one item per source type of the caller's open tasks, with
 * ct = how many and the oldest task's fields; by source type.
 */
export async function deskNeedDealt(db: Db, caller: Caller, now = new Date()): Promise<NeedDealtItem[]> {
  // Rank the caller's open tasks on the bare rows; the names are looked up for the first of each type only.
  const ranked = db
    .selectFrom('auditTasks as at')
    .where('at.schoolId', '=', caller.schoolId)
    .where('at.doneAt', 'is', null)
    .where(forAuditor(caller.userId))
    .select([
      'at.id',
      sql<number>`count(*) over (partition by at.source_type)::int`.as('ct'),
      sql<number>`row_number() over (partition by at.source_type order by at.created_at, at.id)`.as('rn'),
    ]);
  const first = await db.selectFrom(ranked.as('x')).select(['x.id', 'x.ct']).where('x.rn', '=', 1).execute();
  if (first.length === 0) return [];
  const counts = new Map(first.map((r) => [r.id, Number(r.ct)]));
  const rows = await openTasks(db, caller.schoolId).where('at.id', 'in', [...counts.keys()]).orderBy('at.sourceType').execute();
  return rows.map((r) => toItem(r, counts.get(r.id)!, now));
}

/**
 * GET /wait/handle/list {userId?} → NeedDealtItem[] (ct 1): the open tasks of the caller — or of
 * `userId` when the caller is an activity administrator (otherwise userId is ignored) — oldest
 * first, at most 100.
 */
export async function waitHandleList(db: Db, caller: Caller, userId: number | undefined, now = new Date()): Promise<NeedDealtItem[]> {
  const who = userId !== undefined && userId !== caller.userId && (await isActivityAdmin(db, caller)) ? userId : caller.userId;
  const rows = await openTasks(db, caller.schoolId).where(forAuditor(who)).orderBy('at.createdAt').orderBy('at.id').limit(WAIT_HANDLE_MAX).execute();
  return rows.map((r) => toItem(r, 1, now));
}

/**
 * GET /statistics/analysis/needDealt/list {sourceType?, userId?, current, size} → {list:
 * NeedDealtItem[] (ct 1), total}: the school's open tasks, optionally of one source type and of one
 * auditor, oldest first.
 */
export async function needDealtStatistics(
  db: Db,
  caller: Caller,
  p: { sourceType?: number; userId?: number; current: number; size: number },
  now = new Date(),
): Promise<Page<NeedDealtItem>> {
  const filtered = openTasks(db, caller.schoolId)
    .$if(p.sourceType !== undefined, (q) => q.where('at.sourceType', '=', p.sourceType!))
    .$if(p.userId !== undefined, (q) => q.where(forAuditor(p.userId!)));
  const total = await db.selectFrom(filtered.as('x')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await filtered.orderBy('at.createdAt').orderBy('at.id').limit(p.size).offset((p.current - 1) * p.size).execute();
  return { total: Number(total.n), list: rows.map((r) => toItem(r, 1, now)) };
}
