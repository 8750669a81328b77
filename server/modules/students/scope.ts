/**
 * Data scope applied to students (issue 3 contract (c)): a college-level administrator sees and
 * changes only their colleges' students; an organisation-level one only the members of the
 * organisations they lead (and their descendants). Every student endpoint goes through here.
 */
import { dataScopeOf, type DataScope } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { findScopeFlags, scopeCondition } from './repositories/students.js';

export const STUDENT_NOT_FOUND = '学生不存在';
export const OUT_OF_SCOPE = '暂无权限！该学生不在您的数据范围内';

/** The data scope of a session, and the scope as a condition on `students as s` (repositories/students.ts). */
export { dataScopeOf, scopeCondition, type DataScope };

/**
 * The user ids among `ids` that are students of the session's school within its scope. Ids of
 * another school or of nobody → 10002 '学生不存在'; ids outside the scope → 10003.
 */
export async function studentsInScope(db: Db, session: Session, scope: DataScope, ids: number[]): Promise<number[]> {
  const rows = await findScopeFlags(db, session.schoolId, scope, ids);
  if (rows.length !== ids.length) throw badParams(STUDENT_NOT_FOUND);
  if (rows.some((r) => !r.inScope)) throw noPermission(OUT_OF_SCOPE);
  return rows.map((r) => r.userId);
}

/**
 * Refuses (10003) a write that puts a student into `collegeId`: a college scope must hold that
 * college; an organisation scope may edit its members but not move them (`currentCollegeId`
 * unchanged) nor create students.
 */
export function assertCollegeTarget(scope: DataScope, collegeId: number, currentCollegeId?: number | null): void {
  if (scope.kind === 'school') return;
  if (scope.kind === 'college' && scope.collegeIds.includes(collegeId)) return;
  if (scope.kind === 'organization' && currentCollegeId !== undefined && currentCollegeId === collegeId) return;
  throw noPermission(OUT_OF_SCOPE_COLLEGE);
}

export const OUT_OF_SCOPE_COLLEGE = '暂无权限！该学院不在您的数据范围内';

/** The session's scope for creating students (add, import): an organisation scope may not (10003). */
export async function writableScope(db: Db, session: Session): Promise<DataScope> {
  const scope = await dataScopeOf(db, session);
  if (scope.kind === 'organization') throw noPermission();
  return scope;
}
