/**
 * Staff demo data (issue 3): staff profiles (college, title) for the seeded teachers, and at
 * 示范大学 the college-level administrator of the README — 'c1001' / 'College@123456' (李院长), role
 * 学院管理员 whose data scope is the college 计算机学院 and who holds the student-management modules.
 */
import type { Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import { DATA_SCOPE_COLLEGE } from '../auth/scope.js';
import type { Database } from '../db/types.js';
import { flattenModules, PERSONAL_DATA_MODULE_ID, STAFF_MODULES, type ModuleSeed } from './modules.js';
import type { SchoolSeed } from './schools.js';

export const COLLEGE_ADMIN = {
  schoolId: 10001,
  username: 'c1001',
  password: 'College@123456',
  name: '李院长',
  mobile: '13900000011',
  college: '计算机学院',
  title: '副院长',
  role: { code: 'college_admin', name: '学院管理员', remarks: '管理本学院的学生' },
  /**
   * 数据一览, 学生管理 → 学生列表 (with its buttons except 查看完整个人信息), 学生导出, 成绩单导出;
   * 处分管理 and the 加减学时 pages (issue 21: a college administrator requests adjustments for
   * their college's students; approving them is for the school's administrators); 学分置换's records
   * of their college (2500, 2501) and 动态审核 of their college's posts (issue 21).
   */
  modules: [1, 500, ...subtreeIds(501).filter((id) => id !== PERSONAL_DATA_MODULE_ID), 502, 503, 2400, 2401, 2403, 2404, 2405, 2500, 2501, 2520, 2521],
};

/** The id of a module of the standard tree and of everything below it. */
function subtreeIds(id: number): number[] {
  const find = (nodes: ModuleSeed[]): ModuleSeed | undefined => {
    for (const n of nodes) {
      if (n.id === id) return n;
      const inner = find(n.children ?? []);
      if (inner) return inner;
    }
    return undefined;
  };
  const node = find(STAFF_MODULES);
  return node ? flattenModules([node]).map((m) => m.id) : [];
}

const TITLES = ['辅导员', '讲师', '副教授', '教授', '团委书记', '教务员'];

/** Profiles for every seeded staff member: colleges round-robin (the admin has none), titles in turn. */
async function seedProfiles(trx: Transaction<Database>, schoolId: number): Promise<void> {
  const staff = await trx
    .selectFrom('users')
    .select(['id', 'username'])
    .where('schoolId', '=', schoolId)
    .where('identity', '=', 0)
    .where('username', '!=', 'admin')
    .orderBy('username')
    .execute();
  const colleges = await trx.selectFrom('colleges').select('id').where('schoolId', '=', schoolId).orderBy('orderId').orderBy('id').execute();
  if (staff.length === 0) return;
  await trx
    .insertInto('staff')
    .values(
      staff.map((u, i) => ({
        schoolId,
        userId: u.id,
        collegeId: colleges.length ? colleges[i % colleges.length].id : null,
        title: TITLES[i % TITLES.length],
      })),
    )
    .execute();
}

async function seedCollegeAdmin(trx: Transaction<Database>): Promise<void> {
  const a = COLLEGE_ADMIN;
  const college = await trx
    .selectFrom('colleges')
    .select('id')
    .where('schoolId', '=', a.schoolId)
    .where('name', '=', a.college)
    .executeTakeFirstOrThrow();
  const role = await trx
    .insertInto('roles')
    .values({ schoolId: a.schoolId, code: a.role.code, name: a.role.name, remarks: a.role.remarks, dataScope: DATA_SCOPE_COLLEGE, scopeCollegeId: college.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('roleModules').values(a.modules.map((moduleId) => ({ schoolId: a.schoolId, roleId: role.id, moduleId }))).execute();
  const user = await trx
    .insertInto('users')
    .values({
      schoolId: a.schoolId, username: a.username, name: a.name, identity: 0, isAdmin: 0, gender: 1, mobile: a.mobile,
      passwordHash: await hashPassword(a.password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('staff').values({ schoolId: a.schoolId, userId: user.id, collegeId: college.id, title: a.title }).execute();
  await trx.insertInto('userRoles').values({ schoolId: a.schoolId, userId: user.id, roleId: role.id }).execute();
}

/** Staff profiles of one demo school, and its college administrator when it is 示范大学. */
export async function seedStaff(trx: Transaction<Database>, s: SchoolSeed): Promise<void> {
  await seedProfiles(trx, s.id);
  if (s.id === COLLEGE_ADMIN.schoolId) await seedCollegeAdmin(trx);
}
