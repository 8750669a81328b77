/**
 * Who may read the dashboard figures and what they cover (issue 6; spec §6, DESIGN.md §5): the
 * caller's school and data scope (server/auth/scope.ts) — students through the student scope
 * (students/scope.ts: college → s.college_id, organisation → members of the led organisations),
 * activities through the activity scope of GET /activity/list (activities/list.ts: college →
 * a.college_id or created by the caller, organisation → the led organisations' or the caller's).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { hasPermission } from '../../auth/permissions.js';
import { dataScopeOf, type DataScope } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import { noPermission } from '../../protocol/errors.js';
import { scopeCondition as activityScope } from '../activities/repositories/activities.js';
import { scopeCondition as studentScopeOf } from '../students/scope.js';
import type { Db } from '../../db/db.js';
import { HELD_STATUSES } from '../../../common/activityStatus.js';

/** The dashboard module (spec §2 /dashboard; module id 1). */
export const DASHBOARD = '/dashboard';
/** The /analysis modules (module group 600). */
export const ANALYSIS = {
  school: '/analysis/school',
  warning: '/analysis/warning',
  warningSetting: '/analysis/warningSetting',
  classroom: '/analysis/classroom',
  classify: '/analysis/classif',
  organization: '/analysis/organization',
} as const;
/** 预警配置 under /system (module 704) edits the same warning values. */
export const CLASSIFY_WARN = '/system/classify/warn';

/** 10003 unless one of the caller's roles grants one of `paths`. */
export async function requireAnyModule(db: Db, session: Pick<Session, 'schoolId' | 'userId'>, paths: string[]): Promise<void> {
  for (const path of paths) if (await hasPermission(db, session, path)) return;
  throw noPermission();
}

/** What a figure may cover: the caller, their data scope and the two conditions it implies. */
export interface Viewer {
  schoolId: number;
  userId: number;
  scope: DataScope;
}

export async function viewerOf(db: Db, session: Pick<Session, 'schoolId' | 'userId'>): Promise<Viewer> {
  return { schoolId: session.schoolId, userId: session.userId, scope: await dataScopeOf(db, session) };
}

/** The student-scope condition on `students as s` (true for the whole school). */
export function studentsIn(v: Viewer): Expression<SqlBool> {
  return studentScopeOf(v.scope) ?? sql<SqlBool>`true`;
}

/** The activity-scope condition on `activities as a` (a where-callback). */
export function activitiesIn(v: Viewer) {
  return activityScope(v.scope, v.userId);
}

/**
 * Statuses of held activities: every status of spec §4 but rejected (3) and refused at completion
 * (11) — common/activityStatus.ts HELD_STATUSES, which GET /activity/list {type: 3} shares. Listed
 * (not "not in") so that the index activities_held_ix serves the scans.
 */
export const HELD: number[] = HELD_STATUSES;
/** Awaiting completion: ended (8), report under review (9), report rejected (10). */
export const WAIT_FINISH = [8, 9, 10];

/** A percentage with two decimals, exact (integers, half up): 3 of 8 → '37.50'; '0.00' when `of` is 0. */
export function rate(part: number, of: number): string {
  if (of <= 0) return '0.00';
  // Hundredths of a percent, rounded half up, in integers.
  const h = Math.floor((part * 10000 * 2 + of) / (2 * of));
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}

/** Hours as a two-decimal string from numeric SQL ('0.00', '12.50'). */
export const hoursText = (value: Expression<unknown>) => sql<string>`(${value})::numeric(14,2)::text`;
