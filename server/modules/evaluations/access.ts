/**
 * Who may do what with evaluations (issue 21; spec §6 "visible data depends on permission"). Module
 * paths of the seeded tree (server/seed/modules.ts 2201–2204, student 1017). Data scope
 * (server/auth/scope.ts) narrows what staff read: 全校 everything; 指定学院 the activities and
 * organisations of their colleges (and activities they created); 本人所在组织 the organisations they
 * lead (and below). A student reaches only their own ratings.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { EVALUATION_MODULES as P } from '../../../common/evaluations.js';
import type { DataScope } from '../../auth/scope.js';

export { holdsAny, isStudent, requireAny } from '../practice/access.js';
export { dataScopeOf } from '../../auth/scope.js';

/** Modules that read the evaluation projects (the apply form picks one). */
export const PROJECT_READERS = [P.project, P.apply, P.statistics, P.auditing];
/** Modules that read ratings and statistics, and may hide a comment. */
export const STATS_READERS = [P.statistics];

/**
 * The scope as a condition on the activity `a` (same rule as activities/list.ts: 全校 all; 学院 its
 * collegeId or created by the caller; 组织 its organisation or created by the caller).
 */
export function activityInScope(scope: DataScope, userId: number): Expression<SqlBool> {
  if (scope.kind === 'school') return sql<boolean>`true`;
  const ids = scope.kind === 'college' ? scope.collegeIds : scope.organizationIds;
  const column = sql.ref(scope.kind === 'college' ? 'a.college_id' : 'a.organization_id');
  if (!ids.length) return sql<boolean>`a.created_by = ${userId}`;
  return sql<boolean>`(${column} in (${sql.join(ids)}) or a.created_by = ${userId})`;
}

/** The scope as a condition on the organisation `o`: 全校 all; 学院 its collegeId; 组织 the led ones. */
export function organizationInScope(scope: DataScope): Expression<SqlBool> {
  if (scope.kind === 'school') return sql<boolean>`true`;
  const ids = scope.kind === 'college' ? scope.collegeIds : scope.organizationIds;
  if (!ids.length) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(scope.kind === 'college' ? 'o.college_id' : 'o.id')} in (${sql.join(ids)})`;
}
