/**
 * Student actions (issue 3; spec §3 student status, §4, §6 modL): batch status change in one
 * transaction, password reset (initial password, modL 0, sessions revoked), change of major with
 * its history, and the refusals (permissions, other schools, bad params).
 */
import { describe, expect, it } from 'vitest';
import type { ResetResult, StudentDetail } from '../../common/students.js';
import { initialPasswordFor } from '../../server/auth/initialPassword.js';
import { call, fileAppAs, requestToken, signIn, signInAs } from './helpers.js';

const { t, admin, teacher } = await fileAppAs('admin', 'teacher');

const byCode = (code: string) =>
  t.db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['s.userId', 's.status', 'u.modL', 's.idType', 's.idNumber', 's.code', 's.collegeId', 's.majorId', 's.classId', 's.grade'])
    .where('s.schoolId', '=', 10001)
    .where('s.code', '=', code)
    .executeTakeFirstOrThrow();

describe('status', () => {
  it('sets the status of several students at once, and 禁用 ends their sessions', async () => {
    const a = await byCode('2021000001');
    const b = await byCode('2021000003');
    const studentToken = await signInAs(t, 'student');
    expect((await call(t, 'GET', '/system/modules', {}, studentToken)).code).toBe(0);
    const env = await call(t, 'POST', '/school/student/status', { ids: `${a.userId},${b.userId}`, status: 5 }, admin);
    expect(env).toMatchObject({ code: 0, data: { count: 2 } });
    expect((await byCode('2021000001')).status).toBe(5);
    expect((await byCode('2021000003')).status).toBe(5);
    expect((await call(t, 'GET', '/system/modules', {}, studentToken)).code).toBe(10001);
    expect(await call(t, 'POST', '/school/student/status', { ids: [a.userId, b.userId], status: 1 }, admin)).toMatchObject({ code: 0, data: { count: 2 } });
    expect((await byCode('2021000001')).status).toBe(1);
  });

  it('changes nothing when one id is unknown or of another school (one transaction), and checks params', async () => {
    const a = await byCode('2021000004');
    const [foreign] = await t.db.selectFrom('students').select('userId').where('schoolId', '=', 10002).limit(1).execute();
    expect(await call(t, 'POST', '/school/student/status', { ids: `${a.userId},${foreign.userId}`, status: 2 }, admin)).toMatchObject({ code: 10002, msg: '学生不存在' });
    expect((await byCode('2021000004')).status).toBe(a.status);
    expect(await call(t, 'POST', '/school/student/status', { ids: '', status: 2 }, admin)).toMatchObject({ code: 10002, msg: '请选择学生' });
    expect(await call(t, 'POST', '/school/student/status', { ids: '1,x', status: 2 }, admin)).toMatchObject({ code: 10002, msg: '参数错误: ids 格式不正确' });
    expect(await call(t, 'POST', '/school/student/status', { ids: String(a.userId), status: 9 }, admin)).toMatchObject({ code: 10002, msg: '参数错误: status 格式不正确' });
    expect(await call(t, 'POST', '/school/student/status', { ids: String(a.userId), status: 2 }, teacher)).toMatchObject({ code: 10003 });
  });
});

describe('password reset', () => {
  it('gives the initial password back, sets modL 0 and revokes the sessions', async () => {
    const s = await byCode('2021000005');
    await t.db.updateTable('students').set({ status: 1 }).where('userId', '=', s.userId).execute();
    await t.db.updateTable('users').set({ modL: 1 }).where('id', '=', s.userId).execute();
    const env = await call<ResetResult>(t, 'POST', '/school/student/reset-password', { ids: String(s.userId) }, admin);
    const password = initialPasswordFor({ username: s.code, idNumber: s.idNumber });
    expect(env).toMatchObject({ code: 0, data: { count: 1, list: [{ id: s.userId, code: s.code, password }] } });
    expect(env.data.rule).toContain('Sc@');
    expect((await byCode('2021000005')).modL).toBe(0);
    const token = await signIn(t, 10001, s.code, password);
    // modL 0: only the password change is open (spec §6).
    expect((await call(t, 'GET', '/system/modules', {}, token)).code).toBe(10003);
    expect((await requestToken(t, 10001, s.code, 'Student@123456')).code).toBe(20002);
    await call(t, 'POST', '/school/student/reset-password', { ids: String(s.userId) }, admin);
    expect((await call(t, 'POST', '/modify/password', { old: password, newPass: 'New@Pass123', confirm: 'New@Pass123' }, token)).code).toBe(10001);
  });

  it('is refused to a teacher', async () => {
    const s = await byCode('2021000006');
    expect(await call(t, 'POST', '/school/student/reset-password', { ids: String(s.userId) }, teacher)).toMatchObject({ code: 10003 });
  });
});

describe('change of major', () => {
  it('moves the student and records who, when, from, to and why; the detail shows it', async () => {
    const s = await byCode('2023000002');
    const target = await t.db
      .selectFrom('classes as cl')
      .innerJoin('majors as m', 'm.id', 'cl.majorId')
      .innerJoin('colleges as c', 'c.id', 'cl.collegeId')
      .select(['cl.id as classId', 'cl.majorId', 'cl.collegeId', 'cl.name as className', 'm.name as majorName', 'c.name as collegeName'])
      .where('cl.schoolId', '=', 10001)
      .where('cl.grade', '=', '2023')
      .where('cl.majorId', '!=', s.majorId!)
      .orderBy('cl.id', 'desc')
      .executeTakeFirstOrThrow();
    const before = (await call<StudentDetail>(t, 'GET', '/school/student/detail', { id: s.userId }, admin)).data;
    const env = await call(t, 'POST', '/school/student/turnMajor', { id: s.userId, collegeId: target.collegeId, majorId: target.majorId, classId: target.classId, reason: '个人兴趣' }, admin);
    expect(env.code).toBe(0);
    const after = (await call<StudentDetail>(t, 'GET', '/school/student/detail', { id: s.userId }, admin)).data;
    expect(after).toMatchObject({ collegeName: target.collegeName, majorName: target.majorName, className: target.className, grade: '2023' });
    expect(after.majorChanges).toEqual([
      expect.objectContaining({
        fromCollegeName: before.collegeName, fromMajorName: before.majorName, fromClassName: before.className,
        toCollegeName: target.collegeName, toMajorName: target.majorName, toClassName: target.className,
        reason: '个人兴趣', changedByName: '系统管理员', changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    ]);
    expect(await call(t, 'POST', '/school/student/turnMajor', { id: s.userId, collegeId: target.collegeId, majorId: target.majorId, classId: target.classId, reason: '再转' }, admin))
      .toMatchObject({ code: 10002, msg: '学生已在该专业和班级' });
  });

  it('requires a reason and a consistent target, and the 转专业 permission', async () => {
    const s = await byCode('2023000003');
    const cls = await t.db.selectFrom('classes').select(['id', 'majorId', 'collegeId']).where('schoolId', '=', 10001).where('majorId', '!=', s.majorId!).executeTakeFirstOrThrow();
    const body = { id: s.userId, collegeId: cls.collegeId, majorId: cls.majorId, classId: cls.id };
    expect(await call(t, 'POST', '/school/student/turnMajor', body, admin)).toMatchObject({ code: 10002, msg: '请填写转专业原因' });
    expect(await call(t, 'POST', '/school/student/turnMajor', { ...body, majorId: s.majorId, reason: 'x' }, admin)).toMatchObject({ code: 10002 });
    expect(await call(t, 'POST', '/school/student/turnMajor', { ...body, reason: 'x' }, teacher)).toMatchObject({ code: 10003 });
  });
});
