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
import type { TurnMajorInput } from './schema.js';
import { assertCollegeTarget, studentsInScope, type DataScope } from './scope.js';
import type { Trx } from '../../db/db.js';

/** Statuses that end the student's sessions (spec §3: 5 disabled, 6 deleted; sign-in refuses them too). */
export const SIGN_OUT_STATUSES = [5, 6];

/** POST /school/student/status {ids, status} → {count}: every listed student gets the status. */
export async function changeStatus(db: Trx, session: Session, scope: DataScope, ids: number[], status: number): Promise<{ count: number }> {
  await studentsInScope(db, session, scope, ids);
  const now = new Date();
  await db.updateTable('students').set({ status }).where('schoolId', '=', session.schoolId).where('userId', 'in', ids).execute();
  if (SIGN_OUT_STATUSES.includes(status))
    await db
      .updateTable('sessions')
      .set({ revokedAt: now })
      .where('schoolId', '=', session.schoolId)
      .where('userId', 'in', ids)
      .where('revokedAt', 'is', null)
      .execute();
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
  const rows = await db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .select(['s.userId as id', 's.code', 'u.name', 's.idType', 's.idNumber'])
    .where('s.schoolId', '=', session.schoolId)
    .where('s.userId', 'in', ids)
    .orderBy('s.code')
    .execute();
  const list = rows.map((r) => ({ id: r.id, code: r.code, name: r.name, password: studentInitialPassword(r) }));
  const hashes = await hashInitialPasswords(list.map((r) => r.password));
  const now = new Date();
  for (const r of list)
    await db
      .updateTable('users')
      .set({ passwordHash: hashes.get(r.password)!, modL: 0, updatedAt: now })
      .where('schoolId', '=', session.schoolId)
      .where('id', '=', r.id)
      .execute();
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
  const current = await db
    .selectFrom('students as s')
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 's.collegeId').onRef('co.schoolId', '=', 's.schoolId'))
    .leftJoin('majors as mj', (j) => j.onRef('mj.id', '=', 's.majorId').onRef('mj.schoolId', '=', 's.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 's.schoolId'))
    .select(['s.collegeId', 's.majorId', 's.classId', 'co.name as collegeName', 'mj.name as majorName', 'cl.name as className'])
    .where('s.schoolId', '=', session.schoolId)
    .where('s.userId', '=', p.id)
    .executeTakeFirstOrThrow();
  // A college scope must hold the target college; an organisation scope may not move students.
  assertCollegeTarget(scope, p.collegeId, scope.kind === 'organization' ? undefined : current.collegeId);
  const place = await resolvePlacement(db, session.schoolId, p);
  if (current.majorId === place.majorId && current.classId === place.classId) throw badParams(SAME_MAJOR);
  const moved = { collegeId: place.collegeId, majorId: place.majorId, classId: place.classId, grade: place.grade };
  await db
    .updateTable('students')
    .set(place.campusId ? { ...moved, campusId: place.campusId } : moved)
    .where('schoolId', '=', session.schoolId)
    .where('userId', '=', p.id)
    .execute();
  await db
    .insertInto('studentMajorChanges')
    .values({
      schoolId: session.schoolId, userId: p.id,
      fromCollegeId: current.collegeId, fromMajorId: current.majorId, fromClassId: current.classId,
      fromCollegeName: current.collegeName ?? '', fromMajorName: current.majorName ?? '', fromClassName: current.className ?? '',
      toCollegeId: place.collegeId, toMajorId: place.majorId, toClassId: place.classId,
      toCollegeName: place.collegeName, toMajorName: place.majorName, toClassName: place.className,
      reason: p.reason, changedBy: session.userId, changedByName: session.name,
    })
    .execute();
  // The new class's grade may put the student under another cohort's rule (issue 13).
  await refreshVerdicts(db, session.schoolId, [p.id]);
  return { id: p.id };
}
