/**
 * GET /activity/list (spec §7; issue 4 "GET /activity/list with every parameter of §7"): the
 * activities of the caller's school within their data scope, filtered, newest first. The same
 * filter feeds the export job (export.ts).
 *
 * Filters: type 1 current (status 1–10) · 2 history (11, 12) · absent all; classify = a module id,
 * including every category below it; classifyId = exactly that category; organizerList = comma-
 * separated organisation ids; startDate/endDate 'YYYY-MM-DD' on startTime, inclusive days in
 * Asia/Shanghai; ecology; status (one code); flowTemplateId; sponsorId = the creator; name contains.
 * Templates are never listed.
 *
 * Data scope (server/auth/scope.ts): 全校 → every activity; 指定学院 → activities whose collegeId is
 * in scope or that the caller created; 本人所在组织 → activities of the organisations the caller
 * leads (and below) or that the caller created.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ActivityRow } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import type { DataScope } from '../../auth/scope.js';
import type { ActivitiesTable, Database } from '../../db/types.js';
import { likeContains } from '../../util/like.js';
import { classifyRows } from '../classify/tree.js';
import type { Db } from '../../db/db.js';
import { activityRowSelect, toActivityRow } from './rows.js';
import type { ActivityFilter, ActivityListParams } from './schema.js';
import { dayStart, dayEnd } from '../../../common/time.js';

type Eb = ExpressionBuilder<Database & { a: ActivitiesTable }, 'a'>;

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


/** A where-condition builder for the filter; `classifyIds` is classifyWithDescendants(filter.classify). */
export function filterCondition(f: ActivityFilter, classifyIds: number[] | null) {
  return (eb: Eb) => {
    const and: Expression<SqlBool>[] = [eb('a.isTemplate', '=', false)];
    if (f.type === 1) and.push(eb('a.status', '<=', 10));
    if (f.type === 2) and.push(eb('a.status', 'in', [11, 12]));
    if (classifyIds) and.push(classifyIds.length ? eb('a.classifyId', 'in', classifyIds) : sql<boolean>`false`);
    if (f.classifyId !== undefined) and.push(eb('a.classifyId', '=', f.classifyId));
    if (f.organizerList) and.push(eb('a.organizationId', 'in', f.organizerList.split(',').map((s) => Number(s.trim()))));
    if (f.startDate) and.push(eb('a.startTime', '>=', dayStart(f.startDate)));
    if (f.endDate) and.push(eb('a.startTime', '<', dayEnd(f.endDate)));
    if (f.ecology !== undefined) and.push(eb('a.ecology', '=', f.ecology));
    if (f.status !== undefined) and.push(eb('a.status', '=', f.status));
    if (f.flowTemplateId !== undefined) and.push(eb('a.flowTemplateId', '=', f.flowTemplateId));
    if (f.sponsorId !== undefined) and.push(eb('a.createdBy', '=', f.sponsorId));
    if (f.name) and.push(eb('a.name', 'ilike', likeContains(f.name)));
    return eb.and(and);
  };
}

/** The data-scope condition (see the file comment). */
export function scopeCondition(scope: DataScope, userId: number) {
  return (eb: Eb) => {
    if (scope.kind === 'school') return sql<boolean>`true`;
    const mine = eb('a.createdBy', '=', userId);
    if (scope.kind === 'college') return scope.collegeIds.length ? eb.or([eb('a.collegeId', 'in', scope.collegeIds), mine]) : mine;
    return scope.organizationIds.length ? eb.or([eb('a.organizationId', 'in', scope.organizationIds), mine]) : mine;
  };
}

/** True when the scope condition admits this activity (single-row checks, e.g. the detail). */
export function scopeAdmits(scope: DataScope, userId: number, a: { createdBy: number; collegeId: number | null; organizationId: number }): boolean {
  if (scope.kind === 'school' || a.createdBy === userId) return true;
  if (scope.kind === 'college') return a.collegeId != null && scope.collegeIds.includes(a.collegeId);
  return scope.organizationIds.includes(a.organizationId);
}

/** The filter's classify expanded (null when absent). */
export async function classifyIdsOf(db: Db, schoolId: number, f: ActivityFilter): Promise<number[] | null> {
  return f.classify !== undefined ? classifyWithDescendants(db, schoolId, f.classify) : null;
}

/** Rows matching the filter in scope. */
export async function countActivities(db: Db, schoolId: number, f: ActivityFilter, scope: DataScope, userId: number, classifyIds: number[] | null): Promise<number> {
  const row = await db
    .selectFrom('activities as a')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('a.schoolId', '=', schoolId)
    .where(filterCondition(f, classifyIds))
    .where(scopeCondition(scope, userId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** GET /activity/list → {list: ActivityRow[], total}, newest first. */
export async function listActivities(db: Db, session: Pick<Session, 'schoolId' | 'userId'>, scope: DataScope, p: ActivityListParams): Promise<Page<ActivityRow>> {
  const classifyIds = await classifyIdsOf(db, session.schoolId, p);
  const total = await countActivities(db, session.schoolId, p, scope, session.userId, classifyIds);
  const rows = await activityRowSelect(db, session.schoolId)
    .where(filterCondition(p, classifyIds))
    .where(scopeCondition(scope, session.userId))
    .orderBy('a.id', 'desc')
    .limit(p.size)
    .offset((p.current - 1) * p.size)
    .execute();
  return { list: rows.map(toActivityRow), total };
}
