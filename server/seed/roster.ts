/**
 * The people of one demo school: the named demo accounts (README), teachers, and students spread
 * over the classes with grade-based student numbers (e.g. 2021000001), plausible names, valid ID
 * numbers, mobiles and politics codes.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Database, StudentsTable, UsersTable } from '../db/types.js';
import { personName } from './names.js';
import { birthdayForGrade, mobileNumber, politicsCode, residentId } from './people.js';
import { createRng, type Rng } from './prng.js';
import type { SchoolSeed } from './schools.js';

export interface Hashes {
  admin: string;
  teacher: string;
  student: string;
}

interface ClassRef {
  id: number;
  collegeId: number;
  majorId: number;
  campusId: number;
  grade: string;
  femaleRatio: number;
}

const BATCH = 500;
/** The named demo students of school 10001 (README). */
const DEMO_STUDENT_ACTIVE = '2021000001';
const DEMO_STUDENT_INACTIVE = '2021000002';
const DEMO_STUDENT_MOBILE = '13800000001';

type NewUser = Insertable<UsersTable>;
type NewStudent = Omit<Insertable<StudentsTable>, 'userId'>;

async function insertUsers(trx: Transaction<Database>, rows: NewUser[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += BATCH) {
    const out = await trx.insertInto('users').values(rows.slice(i, i + BATCH)).returning(['id', 'username']).execute();
    for (const r of out) ids.set(r.username, r.id);
  }
  return ids;
}

async function insertInBatches<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: unknown[]) {
  for (let i = 0; i < rows.length; i += BATCH) await trx.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
}

function staffRows(s: SchoolSeed, rng: Rng, hashes: Hashes, mobiles: Set<string>) {
  const prefix = `t${String(s.id).slice(-1)}`;
  const staff: { user: NewUser; roles: string[] }[] = [
    {
      user: { schoolId: s.id, username: 'admin', name: '系统管理员', identity: 0, isAdmin: 1, passwordHash: hashes.admin, mobile: s.adminMobile, gender: 1 },
      roles: ['admin'],
    },
  ];
  for (let i = 1; i <= s.teachers + 1; i++) {
    const gender: 1 | 2 = rng.chance(0.45) ? 2 : 1;
    const named = s.id === 10001 && i === 1;
    staff.push({
      user: {
        schoolId: s.id, username: `${prefix}${String(i).padStart(3, '0')}`, name: named ? '王建国' : personName(rng, gender),
        identity: 0, isAdmin: 0, passwordHash: hashes.teacher, mobile: mobileNumber(rng, mobiles), gender: named ? 1 : gender,
      },
      roles: i === 1 || i % 6 === 0 ? ['teacher', 'auditor'] : ['teacher'],
    });
  }
  return staff;
}

/** Splits `total` over `n` buckets as evenly as possible. */
function spread(total: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));
}

function studentRows(s: SchoolSeed, classes: ClassRef[], rng: Rng, hashes: Hashes, mobiles: Set<string>) {
  const ordered = s.grades.flatMap((g) => classes.filter((c) => c.grade === g));
  const counts = spread(s.students, ordered.length);
  const idNumbers = new Set<string>();
  const serial = new Map<string, number>();
  const out: { user: NewUser; student: NewStudent }[] = [];
  ordered.forEach((cls, ci) => {
    for (let k = 0; k < counts[ci]; k++) {
      const n = (serial.get(cls.grade) ?? s.studentSerialStart - 1) + 1;
      serial.set(cls.grade, n);
      const code = `${cls.grade}${String(n).padStart(6, '0')}`;
      const gender: 1 | 2 = rng.chance(cls.femaleRatio) ? 2 : 1;
      const birthday = birthdayForGrade(rng, cls.grade);
      let status = cls.grade === s.grades[s.grades.length - 1] && rng.chance(0.12) ? 0 : rng.weighted([[1, 985], [2, 10], [4, 5]] as const);
      let mobile: string | null = rng.chance(0.92) ? mobileNumber(rng, mobiles) : null;
      if (s.id === 10001 && code === DEMO_STUDENT_ACTIVE) [status, mobile] = [1, DEMO_STUDENT_MOBILE];
      if (s.id === 10001 && code === DEMO_STUDENT_INACTIVE) status = 0;
      out.push({
        user: {
          schoolId: s.id, username: code, name: personName(rng, gender), identity: 2, isAdmin: 0,
          passwordHash: hashes.student, modL: status === 0 ? 0 : 1, mobile, gender,
        },
        student: {
          schoolId: s.id, code, idType: 0, idNumber: residentId(rng, birthday, gender, idNumbers), birthday,
          politics: politicsCode(rng), campusId: cls.campusId, collegeId: cls.collegeId, majorId: cls.majorId,
          classId: cls.id, grade: cls.grade, status,
        },
      });
    }
  });
  return out;
}

/** Inserts the school's staff and students with their roles; returns how many of each. */
export async function seedSchoolPeople(
  trx: Transaction<Database>,
  s: SchoolSeed,
  structure: { roles: Map<string, number>; classes: ClassRef[] },
  hashes: Hashes,
): Promise<{ staff: number; students: number }> {
  const rng = createRng(s.id * 7919);
  const mobiles = new Set<string>(['13800000001', '13900000000', '13900000002', s.adminMobile]);
  const staff = staffRows(s, rng, hashes, mobiles);
  const students = studentRows(s, structure.classes, rng, hashes, mobiles);

  const staffIds = await insertUsers(trx, staff.map((p) => p.user));
  const studentIds = await insertUsers(trx, students.map((p) => p.user));
  const roleId = (code: string) => structure.roles.get(code)!;
  const userRoles = [
    ...staff.flatMap((p) => p.roles.map((r) => ({ userId: staffIds.get(p.user.username)!, roleId: roleId(r), schoolId: s.id }))),
    ...students.map((p) => ({ userId: studentIds.get(p.user.username)!, roleId: roleId('student'), schoolId: s.id })),
  ];
  await insertInBatches(trx, 'students', students.map((p) => ({ ...p.student, userId: studentIds.get(p.student.code)! })));
  await insertInBatches(trx, 'userRoles', userRoles);
  return { staff: staff.length, students: students.length };
}
