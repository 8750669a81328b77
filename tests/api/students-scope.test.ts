/**
 * Data scope on every student endpoint (issue 3 contract (c)): the college administrator c1001
 * (计算机学院 only) lists, shows, edits, changes status, resets, moves, exports and imports only
 * 计算机学院's students; an organisation-scope user sees only the members of the organisations they
 * lead (and their descendants) and cannot create students.
 */
import { describe, expect, it } from 'vitest';
import type { StudentRow } from '../../common/api.js';
import type { Page } from '../../common/envelope.js';
import type { ImportResult } from '../../common/students.js';
import { hashPassword } from '../../server/auth/passwords.js';
import { call, fileApp, signIn } from './helpers.js';
import { getFile, readSheet, rosterXlsx, studentsWithNames, uploadEnvelope, waitJob } from './student-helpers.js';

let cs: { id: number };

/** The seeded college administrator (staff seed), or one built here when the seed lacks it. */
async function collegeAdmin(): Promise<string> {
  cs = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', 10001).where('name', '=', '计算机学院').executeTakeFirstOrThrow();
  let user = await t.db.selectFrom('users').select('id').where('schoolId', '=', 10001).where('username', '=', 'c1001').executeTakeFirst();
  if (!user) {
    user = await t.db
      .insertInto('users')
      .values({ schoolId: 10001, username: 'c1001', name: '李院长', identity: 0, passwordHash: await hashPassword('College@123456') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await t.db.insertInto('roles').values({ schoolId: 10001, code: 'college_admin', name: '学院管理员', dataScope: 2, scopeCollegeId: cs.id }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('userRoles').values({ schoolId: 10001, userId: user.id, roleId: role.id }).execute();
  }
  // Every student-management module (the seed may grant fewer buttons).
  const roles = await t.db.selectFrom('userRoles').select('roleId').where('userId', '=', user.id).execute();
  const modules = await t.db.selectFrom('modules').select('id').where((eb) => eb.or([eb('path', 'like', '/usermng%'), eb('path', 'like', '/click/student/%')])).execute();
  for (const { roleId } of roles)
    await t.db.insertInto('roleModules').values(modules.map((m) => ({ schoolId: 10001, roleId, moduleId: m.id }))).onConflict((oc) => oc.doNothing()).execute();
  return signIn(t, 10001, 'c1001', 'College@123456');
}

const t = await fileApp();
const college = await collegeAdmin();
const other = await t.db.selectFrom('colleges').select(['id', 'name']).where('schoolId', '=', 10001).where('name', '=', '外国语学院').executeTakeFirstOrThrow();

const studentOf = (collegeId: number) =>
  t.db.selectFrom('students').select(['userId', 'code', 'classId', 'majorId', 'grade']).where('collegeId', '=', collegeId).where('status', '=', 1).orderBy('code').executeTakeFirstOrThrow();

describe('college scope (c1001, 计算机学院)', () => {
  it('lists exactly the college’s students, whatever the filter', async () => {
    const want = await t.db.selectFrom('students').select('code').where('schoolId', '=', 10001).where('collegeId', '=', cs.id).where('status', '=', 1).orderBy('code').execute();
    const env = await call<Page<StudentRow>>(t, 'GET', '/school/students', { size: 40 }, college);
    expect(env.data.total).toBe(want.length);
    expect(env.data.list.every((r) => r.collegeName === '计算机学院')).toBe(true);
    expect((await call<Page<StudentRow>>(t, 'GET', '/school/students', { collegeId: other.id }, college)).data).toEqual({ list: [], total: 0 });
  });

  it('shows and changes its own students but gets 10003 for another college’s', async () => {
    const mine = await studentOf(cs.id);
    const theirs = await studentOf(other.id);
    expect((await call(t, 'GET', '/school/student/detail', { id: mine.userId }, college)).code).toBe(0);
    expect(await call(t, 'GET', '/school/student/detail', { id: theirs.userId }, college)).toMatchObject({ code: 10003 });
    expect(await call(t, 'POST', '/school/student/status', { ids: `${mine.userId},${theirs.userId}`, status: 2 }, college)).toMatchObject({ code: 10003 });
    expect((await t.db.selectFrom('students').select('status').where('userId', '=', mine.userId).executeTakeFirstOrThrow()).status).toBe(1);
    expect(await call(t, 'POST', '/school/student/reset-password', { ids: String(theirs.userId) }, college)).toMatchObject({ code: 10003 });
    expect((await call(t, 'POST', '/school/student/reset-password', { ids: String(mine.userId) }, college)).code).toBe(0);
  });

  it('cannot move a student into, or create one in, another college', async () => {
    const mine = await studentOf(cs.id);
    const cls = await t.db.selectFrom('classes').select(['id', 'majorId']).where('collegeId', '=', other.id).where('grade', '=', mine.grade!).executeTakeFirstOrThrow();
    expect(await call(t, 'POST', '/school/student/turnMajor', { id: mine.userId, collegeId: other.id, majorId: cls.majorId, classId: cls.id, reason: '调剂' }, college)).toMatchObject({ code: 10003 });
    expect(await call(t, 'POST', '/school/student/add', {
      name: '越权', code: 'S-X1', idType: 1, idNumber: 'P1', gender: 1, campusId: 1, collegeId: other.id, majorId: cls.majorId, classId: cls.id, grade: mine.grade,
    }, college)).toMatchObject({ code: 10003 });
  });

  it('exports only the college’s students', async () => {
    const start = await call<{ id: string }>(t, 'POST', '/school/student/export', {}, college);
    const job = await waitJob<{ rows: number }>(t, start.data.id, college);
    const rows = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, college)).rawPayload);
    expect(rows.slice(1).every((r) => r[7] === '计算机学院')).toBe(true);
    expect(job.result!.rows).toBe(rows.length - 1);
  });

  it('imports only into its college: other colleges’ rows and students are reported', async () => {
    const theirs = await studentsWithNames(t).where('s.collegeId', '=', other.id).executeTakeFirstOrThrow();
    const file = await rosterXlsx([{ code: theirs.code, name: theirs.name, idNumber: theirs.idNumber!, campus: theirs.campusName, college: other.name, major: theirs.majorName, grade: theirs.grade!, class: theirs.className }]);
    const env = await uploadEnvelope<{ id: string }>(t, '/school/student/import', [{ name: 'r.xlsx', content: file }], { mode: 'dryRun' }, college);
    const job = await waitJob<ImportResult>(t, env.data.id, college);
    expect(job.result!.errors).toEqual([
      { row: 2, column: '学院', reason: '无权导入该学院的学生' },
      { row: 2, column: '学号', reason: '该学号的学生不在您的数据范围内' },
    ]);
  });
});

describe('organisation scope', () => {
  it('sees only members of the organisations the user leads and their descendants; cannot create students', async () => {
    const hash = await hashPassword('Org@123456');
    const leader = await t.db.insertInto('users').values({ schoolId: 10001, username: 'o1001', name: '团委老师', identity: 0, passwordHash: hash }).returning('id').executeTakeFirstOrThrow();
    const role = await t.db.insertInto('roles').values({ schoolId: 10001, code: 'org_admin', name: '组织负责人', dataScope: 3 }).returning('id').executeTakeFirstOrThrow();
    const list = await t.db.selectFrom('modules').select('id').where('path', 'in', ['/usermng', '/usermng/student/list', '/click/student/edit']).execute();
    await t.db.insertInto('roleModules').values(list.map((m) => ({ schoolId: 10001, roleId: role.id, moduleId: m.id }))).execute();
    await t.db.insertInto('userRoles').values({ schoolId: 10001, userId: leader.id, roleId: role.id }).execute();
    const root = await t.db.insertInto('organizations').values({ schoolId: 10001, name: '测试学生会', nature: 1 }).returning('id').executeTakeFirstOrThrow();
    const child = await t.db.insertInto('organizations').values({ schoolId: 10001, name: '测试学生会宣传部', nature: 1, parentId: root.id, parentIds: `0,${root.id}`, level: 2 }).returning('id').executeTakeFirstOrThrow();
    const members = await t.db.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', 10001).where('status', '=', 1).orderBy('code').limit(3).execute();
    await t.db.insertInto('organizationMembers').values([
      { schoolId: 10001, organizationId: root.id, userId: leader.id, isLeader: true },
      { schoolId: 10001, organizationId: root.id, userId: members[0].userId },
      { schoolId: 10001, organizationId: child.id, userId: members[1].userId },
    ]).execute();
    const token = await signIn(t, 10001, 'o1001', 'Org@123456');
    const env = await call<Page<StudentRow>>(t, 'GET', '/school/students', { size: 40 }, token);
    expect(env.data.list.map((r) => r.code)).toEqual([members[0].code, members[1].code]);
    expect(await call(t, 'GET', '/school/student/detail', { id: members[2].userId }, token)).toMatchObject({ code: 10003 });
    const d = await call<{ organizations: { name: string }[] }>(t, 'GET', '/school/student/detail', { id: members[1].userId }, token);
    expect(d.data.organizations.map((o) => o.name)).toContain('测试学生会宣传部');
    expect(d.data.organizations.map((o) => o.name)).not.toContain('测试学生会');
    expect(await call(t, 'POST', '/school/student/add', { name: 'x', code: 'x1', idType: 1, idNumber: 'x', gender: 1, campusId: 1, collegeId: 1, majorId: 1, classId: 1, grade: '2021' }, token)).toMatchObject({ code: 10003 });
  });
});
