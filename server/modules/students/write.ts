/**
 * Creating and editing a student (POST /school/student/add, /update; spec §3, §5). The student is a
 * users row (identity 2, sign-in account = student number) plus a students row, written in one
 * transaction. For a resident ID (type 0) birthday and gender are derived from the number and
 * stored; other types take the given gender and birthday. Student numbers are unique per school
 * (10002 '学号已存在'). A new student gets the initial password (password.ts), modL 0, status 0
 * (未激活: "newly imported students must log in and change their password to activate") and the
 * school's student role.
 */
import { refreshVerdicts } from '../hours/verdicts.js';
import { integrityOf } from '../schoolParams/repository.js';
import type { Kysely } from 'kysely';
import { looksMasked, maskIdNumber, maskMobile } from '../../../common/personalData.js';
import { birthdayFromId, genderFromId } from '../../../common/validators/idcard.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { badParams } from '../../protocol/errors.js';
import { hashInitialPasswords, INITIAL_PASSWORD_RULE, studentInitialPassword } from './password.js';
import { resolvePlacement } from './placement.js';
import { idNumberProblem, PHONE_MESSAGE, type StudentProfileInput, type StudentUpdateInput } from './schema.js';
import { assertCollegeTarget, studentsInScope, type DataScope } from './scope.js';
import type { Trx } from '../../db/db.js';

export const CODE_TAKEN = '学号已存在';

/** Birthday and gender: derived from a resident ID number, otherwise as given. */
export function derivedIdentity(p: { idType: number; idNumber: string; gender?: number; birthday?: string | null }) {
  if (p.idType === 0) return { gender: genderFromId(p.idNumber), birthday: birthdayFromId(p.idNumber), idNumber: p.idNumber.trim().toUpperCase() };
  return { gender: p.gender ?? 1, birthday: p.birthday || null, idNumber: p.idNumber.trim() };
}

/** 10002 '学号已存在' when another account of the school uses this student number. */
async function assertCodeFree(db: Kysely<Database>, schoolId: number, code: string, exceptUserId?: number) {
  let q = db.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('username', '=', code);
  if (exceptUserId) q = q.where('id', '!=', exceptUserId);
  const taken = await q.executeTakeFirst();
  const student = await db.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('code', '=', code).executeTakeFirst();
  if (taken || (student && student.userId !== exceptUserId)) throw badParams(CODE_TAKEN);
}

/** A unique-key violation (two requests racing for one student number) reads as '学号已存在'. */
export function codeTakenOnConflict(e: unknown): never {
  if (e && typeof e === 'object' && (e as { code?: unknown }).code === '23505') throw badParams(CODE_TAKEN);
  throw e;
}

/** The id of the school's student role (seeded with code 'student'), or null. */
export async function studentRoleId(db: Kysely<Database>, schoolId: number): Promise<number | null> {
  const role = await db.selectFrom('roles').select('id').where('schoolId', '=', schoolId).where('code', '=', 'student').executeTakeFirst();
  return role?.id ?? null;
}

export interface StudentCreated {
  id: number;
  code: string;
  /** The initial password, shown once to the administrator. */
  password: string;
  rule: string;
}

/** POST /school/student/add → {id, code, password, rule}. */
export async function addStudent(db: Trx, session: Session, scope: DataScope, p: StudentProfileInput): Promise<StudentCreated> {
  assertCollegeTarget(scope, p.collegeId);
  const place = await resolvePlacement(db, session.schoolId, p);
  const ident = derivedIdentity(p);
  const password = studentInitialPassword({ code: p.code, idType: p.idType, idNumber: ident.idNumber });
  const passwordHash = (await hashInitialPasswords([password])).get(password)!;
  try {
    await assertCodeFree(db, session.schoolId, p.code);
    const user = await db
      .insertInto('users')
      .values({
        schoolId: session.schoolId, username: p.code, name: p.name, identity: 2, isAdmin: 0, passwordHash, modL: 0,
        mobile: p.mobile ?? null, gender: ident.gender,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('students')
      .values({
        userId: user.id, schoolId: session.schoolId, code: p.code, idType: p.idType, idNumber: ident.idNumber, birthday: ident.birthday,
        politics: p.politics, campusId: place.campusId, collegeId: place.collegeId, majorId: place.majorId, classId: place.classId,
        grade: place.grade, status: 0, credit: (await integrityOf(db, session.schoolId)).creditStart,
      })
      .execute();
    const roleId = await studentRoleId(db, session.schoolId);
    if (roleId) await db.insertInto('userRoles').values({ userId: user.id, roleId, schoolId: session.schoolId }).execute();
    return { id: user.id, code: p.code, password, rule: INITIAL_PASSWORD_RULE };
  } catch (e) {
    return codeTakenOnConflict(e);
  }
}

/**
 * The ID number and mobile to store: a value equal to the masked form of the stored one (the edit
 * form loads masked values, issue 14 defect 8) means unchanged; any other value with '*' is
 * refused (10002 ID_MASKED_MESSAGE / '手机号格式不正确'), as is an unchanged number that no longer
 * fits a changed document type.
 */
export function unmaskedIdentity(
  p: { idType: number; idNumber: string; mobile?: string },
  stored: { idNumber: string | null; mobile: string | null },
): { idNumber: string; mobile: string | undefined } {
  const idNumber = stored.idNumber && p.idNumber === maskIdNumber(stored.idNumber) ? stored.idNumber : p.idNumber;
  const problem = idNumberProblem(p.idType, idNumber);
  if (problem) throw badParams(problem);
  const mobile = stored.mobile && p.mobile === maskMobile(stored.mobile) ? stored.mobile : p.mobile;
  if (looksMasked(mobile)) throw badParams(PHONE_MESSAGE);
  return { idNumber, mobile };
}

/** POST /school/student/update → {id}. The student must be in scope, and so must the target college. */
export async function updateStudent(db: Trx, session: Session, scope: DataScope, input: StudentUpdateInput): Promise<{ id: number }> {
  await studentsInScope(db, session, scope, [input.id]);
  const current = await db
    .selectFrom('students as s')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .select(['s.collegeId', 's.idNumber', 'u.mobile'])
    .where('s.schoolId', '=', session.schoolId)
    .where('s.userId', '=', input.id)
    .executeTakeFirstOrThrow();
  const p = { ...input, ...unmaskedIdentity(input, current) };
  assertCollegeTarget(scope, p.collegeId, current.collegeId);
  const place = await resolvePlacement(db, session.schoolId, p);
  const ident = derivedIdentity(p);
  try {
    await assertCodeFree(db, session.schoolId, p.code, p.id);
    await db
      .updateTable('users')
      .set({ username: p.code, name: p.name, mobile: p.mobile ?? null, gender: ident.gender, updatedAt: new Date() })
      .where('schoolId', '=', session.schoolId)
      .where('id', '=', p.id)
      .execute();
    await db
      .updateTable('students')
      .set({
        code: p.code, idType: p.idType, idNumber: ident.idNumber, birthday: ident.birthday, politics: p.politics,
        campusId: place.campusId, collegeId: place.collegeId, majorId: place.majorId, classId: place.classId, grade: place.grade,
      })
      .where('schoolId', '=', session.schoolId)
      .where('userId', '=', p.id)
      .execute();
    // A new grade may put the student under another cohort's rule (issue 13).
    await refreshVerdicts(db, session.schoolId, [p.id]);
  } catch (e) {
    codeTakenOnConflict(e);
  }
  return { id: p.id };
}
