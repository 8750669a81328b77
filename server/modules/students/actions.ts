/**
 * Batch and single actions on students (spec §3 student status, §4 "newly imported students must
 * log in and change their password", §6 modL): status change, password reset and change of major.
 * Each runs in the route's transaction, after the data-scope check of every student involved.
 */
import { refreshVerdicts } from '../hours/verdicts.js';
import { revokeUserSessions, type Session } from '../../auth/sessions.js';
import { badParams } from '../../protocol/errors.js';
import { hashInitialPasswords, INITIAL_PASSWORD_RULE, studentInitialPassword } from './password.js';
import { resolvePlacement } from './placement.js';
import type { TurnMajorInput } from '../../../common/schemas/students.js';
import { assertCollegeTarget, studentsInScope, type DataScope } from './scope.js';
import type { Trx } from '../../db/db.js';
import * as repo from './repositories/students.js';
import * as writes from './repositories/studentWrites.js';

/** Statuses that end the student's sessions (spec §3: 5 disabled, 6 deleted; sign-in refuses them too). */
export const SIGN_OUT_STATUSES = [5, 6];

/** POST /school/student/status {ids, status} → {count}: every listed student gets the status. */
export async function changeStatus(db: Trx, session: Session, scope: DataScope, ids: number[], status: number): Promise<{ count: number }> {
  await studentsInScope(db, session, scope, ids);
  await writes.setStudentStatus(db, session.schoolId, ids, status);
  if (SIGN_OUT_STATUSES.includes(status)) await writes.revokeSessionsOf(db, session.schoolId, ids, new Date());
  return { count: ids.length };
}

export interface ResetResult {
  count: number;
  /** The rule in words (server/auth/initialPassword.ts). */
  rule: string;
  /** Each student's new initial password, shown once to the administrator. */
  list: { id: number; code: string; name: string; password: string }[];
}

/**
 * POST /school/student/reset-password {ids} → ResetResult: each student gets the initial password
 * again, modL 0 (must change it at the next sign-in) and loses every open session.
 */
export async function resetPasswords(db: Trx, session: Session, scope: DataScope, ids: number[]): Promise<ResetResult> {
  await studentsInScope(db, session, scope, ids);
  const rows = await repo.findPasswordSources(db, session.schoolId, ids);
  const list = rows.map((r) => ({ id: r.id, code: r.code, name: r.name, password: studentInitialPassword(r) }));
  const hashes = await hashInitialPasswords(list.map((r) => r.password));
  const now = new Date();
  for (const r of list) await writes.setInitialPassword(db, session.schoolId, r.id, hashes.get(r.password)!, now);
  for (const r of list) await revokeUserSessions(db, session.schoolId, r.id, now);
  return { count: list.length, rule: INITIAL_PASSWORD_RULE, list };
}

export const SAME_MAJOR = '学生已在该专业和班级';

/**
 * POST /school/student/turnMajor {id, collegeId, majorId, classId, reason} → {id}: moves the
 * student to another major and class (grade follows the class) and records the change — who, when,
 * from, to, reason — in student_major_changes, in one transaction.
 */
export async function turnMajor(db: Trx, session: Session, scope: DataScope, p: TurnMajorInput): Promise<{ id: number }> {
  await studentsInScope(db, session, scope, [p.id]);
  const current = await repo.findCurrentPlacement(db, session.schoolId, p.id);
  // A college scope must hold the target college; an organisation scope may not move students.
  assertCollegeTarget(scope, p.collegeId, scope.kind === 'organization' ? undefined : current.collegeId);
  const place = await resolvePlacement(db, session.schoolId, p);
  if (current.majorId === place.majorId && current.classId === place.classId) throw badParams(SAME_MAJOR);
  await writes.movePlacement(db, session.schoolId, p.id, place);
  await writes.insertMajorChange(db, session.schoolId, {
    userId: p.id,
    fromCollegeId: current.collegeId, fromMajorId: current.majorId, fromClassId: current.classId,
    fromCollegeName: current.collegeName ?? '', fromMajorName: current.majorName ?? '', fromClassName: current.className ?? '',
    toCollegeId: place.collegeId, toMajorId: place.majorId, toClassId: place.classId,
    toCollegeName: place.collegeName, toMajorName: place.majorName, toClassName: place.className,
    reason: p.reason, changedBy: session.userId, changedByName: session.name,
  });
  // The new class's grade may put the student under another cohort's rule (issue 13).
  await refreshVerdicts(db, session.schoolId, [p.id]);
  return { id: p.id };
}
