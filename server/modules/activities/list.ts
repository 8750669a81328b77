/**
 * GET /activity/list (spec §7; issue 4 "GET /activity/list with every parameter of §7"): the
 * activities of the caller's school within their data scope, filtered, newest first. The same
 * filter feeds the export job (export.ts).
 *
 * Filters: type 1 current (status 1–10) · 2 history (11, 12) · 3 held (HELD_STATUSES: the dashboard's
 * 活动数量, so that its popup lists what it counts; issue 18 item 5) · absent all; classify = a module id,
 * including every category below it; classifyId = exactly that category; organizerList = comma-
 * separated organisation ids; startDate/endDate 'YYYY-MM-DD' on startTime, inclusive days in
 * Asia/Shanghai; ecology; status (one code); flowTemplateId; sponsorId = the creator; name contains.
 * Templates are never listed.
 *
 * Data scope (server/auth/scope.ts): 全校 → every activity; 指定学院 → activities whose collegeId is
 * in scope or that the caller created; 本人所在组织 → activities of the organisations the caller
 * leads (and below) or that the caller created.
 */
import type { ActivityRow } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import type { DataScope } from '../../auth/scope.js';
import { classifyRows } from '../classify/tree.js';
import type { Db } from '../../db/db.js';
import { pageOffset } from '../../protocol/paging.js';
import { findActivities, type ActivityQuery } from './repositories/activities.js';
import { toActivityRow } from './rows.js';
import type { ActivityFilter, ActivityListParams } from '../../../common/schemas/activities.js';

/** The category and every category below it (any depth). */
export async function classifyWithDescendants(db: Db, schoolId: number, id: number): Promise<number[]> {
  const rows = await classifyRows(db, schoolId);
  const children = new Map<number, number[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  if (!rows.some((r) => r.id === id)) return [];
  const out: number[] = [];
  const queue = [id];
  while (queue.length) {
    const next = queue.shift()!;
    out.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return out;
}

/** True when the scope condition admits this activity (single-row checks, e.g. the detail). */
export function scopeAdmits(scope: DataScope, userId: number, a: { createdBy: number; collegeId: number | null; organizationId: number }): boolean {
  if (scope.kind === 'school' || a.createdBy === userId) return true;
  if (scope.kind === 'college') return a.collegeId != null && scope.collegeIds.includes(a.collegeId);
  return scope.organizationIds.includes(a.organizationId);
}

/** The repository query of the filter in the caller's scope (the filter's classify expanded to its descendants). */
export async function activityQuery(db: Db, session: Pick<Session, 'schoolId' | 'userId'>, scope: DataScope, filter: ActivityFilter): Promise<ActivityQuery> {
  const classifyIds = filter.classify !== undefined ? await classifyWithDescendants(db, session.schoolId, filter.classify) : null;
  return { filter, classifyIds, scope, userId: session.userId };
}

/** GET /activity/list → {list: ActivityRow[], total}, newest first. */
export async function listActivities(db: Db, session: Pick<Session, 'schoolId' | 'userId'>, scope: DataScope, p: ActivityListParams): Promise<Page<ActivityRow>> {
  const q = await activityQuery(db, session, scope, p);
  const { rows, total } = await findActivities(db, session.schoolId, q, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toActivityRow), total };
}
