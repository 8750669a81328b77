/**
 * The Kysely writes of 学生管理 (issue 3): creating, editing, moving and re-keying students and
 * their accounts, always within one school (reads are in students.ts).
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/db.js';
import { schoolRows, updateSchoolRows } from '../../../db/tenant.js';
import type { StudentMajorChangesTable } from '../../../db/types.js';

/** Sets the status of the students among `ids`. */
export async function setStudentStatus(db: Db, schoolId: number, ids: number[], status: number): Promise<void> {
  await db.updateTable('students').set({ status }).where('schoolId', '=', schoolId).where('userId', 'in', ids).execute();
}

/** Revokes the open sessions of the users among `ids` at `now`. */
export async function revokeSessionsOf(db: Db, schoolId: number, ids: number[], now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: now }).where('schoolId', '=', schoolId).where('userId', 'in', ids).where('revokedAt', 'is', null).execute();
}

/** Sets a user's password hash with modL 0 (to be changed at the next sign-in). */
export async function setInitialPassword(db: Db, schoolId: number, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ passwordHash, modL: 0, updatedAt: now }).where('schoolId', '=', schoolId).where('id', '=', userId).execute();
}

/** True when an account of the school other than `exceptUserId` uses `code` as user name or student number. */
export async function codeTaken(db: Db, schoolId: number, code: string, exceptUserId?: number): Promise<boolean> {
  const taken = await schoolRows(db, 'users', schoolId, { username: code }).select('id').$if(!!exceptUserId, (q) => q.where('id', '!=', exceptUserId!)).executeTakeFirst();
  const student = await db.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('code', '=', code).executeTakeFirst();
  return !!taken || (!!student && student.userId !== exceptUserId);
}

/** The id of the school's student role (seeded with code 'student'), or null. */
export async function studentRoleId(db: Db, schoolId: number): Promise<number | null> {
  const role = await db.selectFrom('roles').select('id').where('schoolId', '=', schoolId).where('code', '=', 'student').executeTakeFirst();
  return role?.id ?? null;
}

/** A new student's account fields (identity 2, not admin, modL 0). */
export interface StudentUserValues {
  username: string;
  name: string;
  mobile: string | null;
  gender: number;
  passwordHash: string;
}

/** A student's profile fields (students row). */
export interface StudentValues {
  code: string;
  idType: number;
  idNumber: string | null;
  birthday: string | null;
  politics: number;
  campusId: number | null;
  collegeId: number;
  majorId: number;
  classId: number;
  grade: string;
}

/**
 * Inserts new students — users rows, students rows (status 0, credit `credit`) and the student
 * role when `roleId` — and returns their user ids by student number.
 */
export async function insertStudents(
  db: Db,
  schoolId: number,
  rows: (StudentUserValues & StudentValues)[],
  credit: number,
  roleId: number | null,
): Promise<Map<string, number>> {
  const users = await db
    .insertInto('users')
    .values(rows.map((r) => ({
      schoolId, username: r.username, name: r.name, identity: 2, isAdmin: 0, modL: 0, mobile: r.mobile, gender: r.gender, passwordHash: r.passwordHash,
    })))
    .returning(['id', 'username'])
    .execute();
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  await db
    .insertInto('students')
    .values(rows.map((r) => ({
      userId: idOf.get(r.username)!, schoolId, code: r.code, idType: r.idType, idNumber: r.idNumber, birthday: r.birthday,
      politics: r.politics, campusId: r.campusId, collegeId: r.collegeId, majorId: r.majorId, classId: r.classId, grade: r.grade, status: 0,
      credit,
    })))
    .execute();
  if (roleId) await db.insertInto('userRoles').values(users.map((u) => ({ userId: u.id, roleId, schoolId }))).execute();
  return idOf;
}

/** Updates one student's account (user name = student number) and profile. */
export async function updateStudentRow(
  db: Db,
  schoolId: number,
  userId: number,
  v: Omit<StudentUserValues, 'passwordHash' | 'username'> & StudentValues,
  now: Date,
): Promise<void> {
  await updateSchoolRows(db, 'users', schoolId, { id: userId }, { username: v.code, name: v.name, mobile: v.mobile, gender: v.gender, updatedAt: now }).execute();
  await db
    .updateTable('students')
    .set({
      code: v.code, idType: v.idType, idNumber: v.idNumber, birthday: v.birthday, politics: v.politics,
      campusId: v.campusId, collegeId: v.collegeId, majorId: v.majorId, classId: v.classId, grade: v.grade,
    })
    .where('schoolId', '=', schoolId)
    .where('userId', '=', userId)
    .execute();
}

/** Moves a student to another placement (campus only when given). */
export async function movePlacement(
  db: Db,
  schoolId: number,
  userId: number,
  to: { campusId: number | null; collegeId: number; majorId: number; classId: number; grade: string },
): Promise<void> {
  const moved = { collegeId: to.collegeId, majorId: to.majorId, classId: to.classId, grade: to.grade };
  await updateSchoolRows(db, 'students', schoolId, { userId }, to.campusId ? { ...moved, campusId: to.campusId } : moved).execute();
}

/** Records one change of major (names as they were at the change). */
export async function insertMajorChange(db: Db, schoolId: number, v: Omit<Insertable<StudentMajorChangesTable>, 'schoolId'>): Promise<void> {
  await db.insertInto('studentMajorChanges').values({ ...v, schoolId }).execute();
}
