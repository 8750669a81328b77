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
import { looksMasked, maskIdNumber, maskMobile } from '../../../common/personalData.js';
import { birthdayFromId, genderFromId } from '../../../common/validators/idcard.js';
import type { Session } from '../../auth/sessions.js';
import { badParams } from '../../protocol/errors.js';
import { hashInitialPasswords, INITIAL_PASSWORD_RULE, studentInitialPassword } from './password.js';
import { resolvePlacement, type Placement } from './placement.js';
import { idNumberProblem, PHONE_MESSAGE, type StudentProfileInput, type StudentUpdateInput } from '../../../common/schemas/students.js';
import { assertCollegeTarget, studentsInScope, type DataScope } from './scope.js';
import type { Db, Trx } from '../../db/db.js';
import * as repo from './repositories/students.js';
import * as writes from './repositories/studentWrites.js';

export const CODE_TAKEN = '学号已存在';

/** Birthday and gender: derived from a resident ID number, otherwise as given. */
export function derivedIdentity(p: { idType: number; idNumber: string; gender?: number; birthday?: string | null }) {
  if (p.idType === 0) return { gender: genderFromId(p.idNumber), birthday: birthdayFromId(p.idNumber), idNumber: p.idNumber.trim().toUpperCase() };
  return { gender: p.gender ?? 1, birthday: p.birthday || null, idNumber: p.idNumber.trim() };
}

/** 10002 '学号已存在' when another account of the school uses this student number. */
async function assertCodeFree(db: Db, schoolId: number, code: string, exceptUserId?: number) {
  if (await writes.codeTaken(db, schoolId, code, exceptUserId)) throw badParams(CODE_TAKEN);
}

/** A unique-key violation (two requests racing for one student number) reads as '学号已存在'. */
export function codeTakenOnConflict(e: unknown): never {
  if (e && typeof e === 'object' && (e as { code?: unknown }).code === '23505') throw badParams(CODE_TAKEN);
  throw e;
}

/** The students row of a checked profile: its identity and its resolved placement. */
function profileValues(p: StudentProfileInput, ident: ReturnType<typeof derivedIdentity>, place: Placement): writes.StudentValues {
  return {
    code: p.code, idType: p.idType, idNumber: ident.idNumber, birthday: ident.birthday, politics: p.politics,
    campusId: place.campusId, collegeId: place.collegeId, majorId: place.majorId, classId: place.classId, grade: place.grade,
  };
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
    const { creditStart } = await integrityOf(db, session.schoolId);
    const ids = await writes.insertStudents(
      db,
      session.schoolId,
      [{ ...profileValues(p, ident, place), username: p.code, name: p.name, mobile: p.mobile ?? null, gender: ident.gender, passwordHash }],
      creditStart,
      await writes.studentRoleId(db, session.schoolId),
    );
    return { id: ids.get(p.code)!, code: p.code, password, rule: INITIAL_PASSWORD_RULE };
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
  const current = await repo.findStudentAccount(db, session.schoolId, input.id);
  const p = { ...input, ...unmaskedIdentity(input, current) };
  assertCollegeTarget(scope, p.collegeId, current.collegeId);
  const place = await resolvePlacement(db, session.schoolId, p);
  const ident = derivedIdentity(p);
  try {
    await assertCodeFree(db, session.schoolId, p.code, p.id);
    await writes.updateStudentRow(
      db,
      session.schoolId,
      p.id,
      { ...profileValues(p, ident, place), name: p.name, mobile: p.mobile ?? null, gender: ident.gender },
      new Date(),
    );
    // A new grade may put the student under another cohort's rule (issue 13).
    await refreshVerdicts(db, session.schoolId, [p.id]);
  } catch (e) {
    codeTakenOnConflict(e);
  }
  return { id: p.id };
}
