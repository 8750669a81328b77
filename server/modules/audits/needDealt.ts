/**
 * To-do lists (spec §2 dashboard to-do panel routed by sourceType, §3 to-do item, §6 "Teacher and
 * auditor pending items are queried by the current operatorId", §7 GET /desk/needDealt/list,
 * /wait/handle/list, /statistics/analysis/needDealt/list, §9 waiting time '已等待…'). They read the
 * open audit tasks (engine.ts) of every review — activities, completion reports, declarations,
 * blacklist appeals — of the caller's school; "mine" means the caller is one of the step's auditors.
 */
import { waitingTime, type NeedDealtItem } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import { formatDateTime } from '../../../common/time.js';
import { isActivityAdmin } from '../activities/access.js';
import type { Db } from '../../db/db.js';
import { pageOffset } from '../../protocol/paging.js';
import { findOpenTasks, findOpenTasksByIds, findOpenTasksOf, firstOpenTaskPerSource, type OpenTaskRow } from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
/** /wait/handle/list returns at most this many items. */
export const WAIT_HANDLE_MAX = 100;

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
  const first = await firstOpenTaskPerSource(db, caller.schoolId, caller.userId);
  if (first.length === 0) return [];
  const counts = new Map(first.map((r) => [r.id, r.ct]));
  const rows = await findOpenTasksByIds(db, caller.schoolId, [...counts.keys()]);
  return rows.map((r) => toItem(r, counts.get(r.id)!, now));
}

/**
 * GET /wait/handle/list {userId?} → NeedDealtItem[] (ct 1): the open tasks of the caller — or of
 * `userId` when the caller is an activity administrator (otherwise userId is ignored) — oldest
 * first, at most 100.
 */
export async function waitHandleList(db: Db, caller: Caller, userId: number | undefined, now = new Date()): Promise<NeedDealtItem[]> {
  const who = userId !== undefined && userId !== caller.userId && (await isActivityAdmin(db, caller)) ? userId : caller.userId;
  const rows = await findOpenTasksOf(db, caller.schoolId, who, WAIT_HANDLE_MAX);
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
  const { rows, total } = await findOpenTasks(db, caller.schoolId, { sourceType: p.sourceType, auditorId: p.userId }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => toItem(r, 1, now)) };
}
