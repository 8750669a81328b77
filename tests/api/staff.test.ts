/**
 * Staff (/teacher/user, issue 3): list filters and paging, detail, create and edit with the spec §5
 * phone rule, 工号 uniqueness, roles of the school only, status, password reset, role assignment,
 * deletion checks, tenant isolation and permission refusal. Issue 14 defect 5: new and reset accounts
 * get a random initial password, shown once in the reply, and must change it before anything else.
 * Issue 14 defect 8: mobiles are masked in every reply, an edit that sends the masked value back
 * keeps the stored number, and GET /system/employee/personal shows one in full to holders of
 * 查看完整个人信息 (and 教师管理), recording each view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeCreated, EmployeePasswordReset, EmployeeRow, LoginResult } from '../../common/api.js';
import type { Page } from '../../common/envelope.js';
import type { PersonalDataView, StaffPersonalData } from '../../common/personalData.js';
import { SPECIAL_CHARS } from '../../common/validators/password.js';
import { verifyPassword } from '../../server/auth/passwords.js';
import { makeStaff } from './activity-fixture.js';
import { call, makeApp, requestToken, signIn, signInAs, type TestApp } from './helpers.js';
import { addStaff, collegeIdByName, roleIdByCode, signInStaff, staffPassword, STAFF_CHANGED_PASSWORD } from './staff-helpers.js';

let t: TestApp;
let admin: string;
let admin2: string;
beforeAll(async () => {
  t = await makeApp({ captureLogs: true });
  admin = await signInAs(t, 'admin');
  admin2 = await signInAs(t, 'admin2');
});
afterAll(() => t.close());

const list = (params: object = {}, token = admin) =>
  call<Page<EmployeeRow>>(t, 'GET', '/system/employees', { current: 1, size: 10, ...params }, token);
const staffCount = async (schoolId: number) =>
  Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', schoolId).where('identity', '=', 0).executeTakeFirstOrThrow()).n);
const userId = async (username: string, schoolId = 10001) =>
  (await t.db.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('GET /system/employees', () => {
  it("lists the school's staff (no students) by 工号 with their roles, college and title", async () => {
    await call(t, 'POST', '/login', {}, await signInAs(t, 'teacher')); // gives t1001 a last sign-in time
    const env = await list({ size: 40 });
    expect(env.code).toBe(0);
    expect(env.data.total).toBe(await staffCount(10001));
    const codes = env.data.list.map((r) => r.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).not.toContain('2021000001');
    const t1001 = env.data.list.find((r) => r.code === 't1001')!;
    expect(t1001).toMatchObject({ name: '王建国', gender: 1, roleNames: '指导教师,审核员', status: 1 });
    expect(t1001.lastLoginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(t1001.collegeName).not.toBe('');
    const dean = env.data.list.find((r) => r.code === 'c1001')!;
    expect(dean).toMatchObject({ name: '李院长', collegeName: '计算机学院', title: '副院长', roleNames: '学院管理员' });
    expect(dean.roleIds).toEqual([await roleIdByCode(t, 10001, 'college_admin')]);
  });

  it('filters by name, 工号, role, college and status', async () => {
    expect((await list({ code: 't1001' })).data.list.map((r) => r.code)).toEqual(['t1001']);
    expect((await list({ name: '王建' })).data.list.map((r) => r.name)).toContain('王建国');
    const byRole = await list({ roleId: await roleIdByCode(t, 10001, 'college_admin') });
    expect(byRole.data.list.map((r) => r.code)).toEqual(['c1001']);
    const cse = await collegeIdByName(t, 10001, '计算机学院');
    const byCollege = await list({ collegeId: cse, size: 40 });
    expect(byCollege.data.total).toBeGreaterThan(0);
    expect(byCollege.data.list.every((r) => r.collegeName === '计算机学院')).toBe(true);
    expect((await list({ status: 0 })).data.total).toBe(0);
    expect((await list({ status: 1 })).data.total).toBe(await staffCount(10001));
    expect((await list({ status: 3 })).code).toBe(10002);
    expect((await list({ roleId: 'abc' })).msg).toBe('参数错误: roleId 格式不正确');
  });

  it('pages: size 10/20/30/40, others clamped, pages past the end are empty', async () => {
    const total = await staffCount(10001);
    const first = await list({ size: 10 });
    expect(first.data.list.length).toBe(Math.min(10, total));
    expect((await list({ size: 5 })).data.list.length).toBe(Math.min(10, total));
    expect((await list({ current: 999 })).data).toEqual({ list: [], total });
    const second = await list({ current: 2, size: 10 });
    expect(second.data.list.map((r) => r.code)).not.toContain(first.data.list[0].code);
  });

  it("shows only the session's school and refuses callers without 教师管理", async () => {
    const other = await list({ size: 40 }, admin2);
    expect(other.data.list.map((r) => r.code)).not.toContain('c1001');
    expect(other.data.total).toBe(await staffCount(10002));
    expect((await list({}, await signInAs(t, 'teacher'))).code).toBe(10003);
    expect((await list({}, await signInAs(t, 'student'))).code).toBe(10003);
    expect((await list({}, await signIn(t, 10001, 'c1001', 'College@123456'))).code).toBe(10003);
  });
});

describe('GET /system/employee/detail', () => {
  it("gives one staff member, and '教师不存在' for students and other schools", async () => {
    const id = await userId('c1001');
    expect((await call<EmployeeRow>(t, 'GET', '/system/employee/detail', { id }, admin)).data).toMatchObject({ code: 'c1001', collegeName: '计算机学院' });
    expect(await call(t, 'GET', '/system/employee/detail', { id }, admin2)).toMatchObject({ code: 10002, msg: '教师不存在' });
    expect((await call(t, 'GET', '/system/employee/detail', { id: await userId('2021000001') }, admin)).msg).toBe('教师不存在');
  });
});

/** The policy of spec §5 for a random initial password, without look-alike characters (issue 14). */
function expectRandomInitialPassword(password: string) {
  expect(password).toHaveLength(12);
  expect(password).toMatch(/[A-Z]/);
  expect(password).toMatch(/[a-z]/);
  expect(password).toMatch(/\d/);
  expect([...password].some((c) => SPECIAL_CHARS.includes(c))).toBe(true);
  expect(password).toMatch(/^[A-Za-z0-9$@!%*#?&]+$/);
  expect(password).not.toMatch(/[0O1lI]/);
}

describe('POST /system/employee/add', () => {
  it('creates an account that signs in with the password shown in the reply and holds the given roles', async () => {
    const cse = await collegeIdByName(t, 10001, '计算机学院');
    const teacherRole = await roleIdByCode(t, 10001, 'teacher');
    const env = await call<EmployeeCreated>(t, 'POST', '/system/employee/add', {
      code: 'T2024001', name: '赵老师', gender: 2, mobile: '13712345678', collegeId: cse, title: '讲师', roleIds: [teacherRole],
    }, admin);
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ code: 'T2024001', name: '赵老师', gender: 2, mobile: '137****5678', collegeName: '计算机学院', title: '讲师', roleNames: '指导教师', status: 1, lastLoginTime: null });
    expect(env.data.initialPasswords).toEqual([{ id: env.data.id, username: 'T2024001', name: '赵老师', password: expect.any(String) }]);
    const { password } = env.data.initialPasswords[0];
    expectRandomInitialPassword(password);
    const token = await signIn(t, 10001, 'T2024001', password);
    expect((await call<LoginResult>(t, 'POST', '/login', {}, token)).data).toMatchObject({ identity: 0, roleName: '指导教师', modL: 0 });
    expect((await list({ code: 'T2024001' })).data.list[0].lastLoginTime).not.toBeNull();
  });

  it('must change the initial password before anything else (10003), then may use the API', async () => {
    const made = await addStaff(t, admin, { code: 'mc-1', roleIds: [await roleIdByCode(t, 10001, 'admin')] });
    const initial = made.initialPasswords[0].password;
    const token = await signIn(t, 10001, 'mc-1', initial);
    expect(await list({}, token)).toMatchObject({ code: 10003, msg: '请先修改初始密码' });
    expect(await call(t, 'GET', '/system/modules', {}, token)).toMatchObject({ code: 10003, msg: '请先修改初始密码' });
    expect(await call(t, 'POST', '/system/employee/add', { code: 'mc-x', name: '越权' }, token)).toMatchObject({ code: 10003, msg: '请先修改初始密码' });
    expect((await list({ code: 'mc-x' })).data.total).toBe(0);
    const changed = await call(t, 'POST', '/modify/password', { old: initial, newPass: STAFF_CHANGED_PASSWORD, confirm: STAFF_CHANGED_PASSWORD }, token);
    expect(changed.code).toBe(0);
    expect((await list({}, token)).code).toBe(10001); // the change ends the session: sign in again
    expect((await requestToken(t, 10001, 'mc-1', initial)).code).toBe(20002);
    const again = await signIn(t, 10001, 'mc-1', STAFF_CHANGED_PASSWORD);
    expect((await call<LoginResult>(t, 'POST', '/login', {}, again)).data.modL).toBe(1);
    const page = await list({ code: 'mc-1' }, again);
    expect(page.code).toBe(0);
    expect(page.data.list.map((r) => r.code)).toEqual(['mc-1']);
  });

  it('gives every new account a different random password, keeps only its hash and never logs it', async () => {
    const a = (await addStaff(t, admin, { code: 'rnd-1' })).initialPasswords[0].password;
    const b = (await addStaff(t, admin, { code: 'rnd-2' })).initialPasswords[0].password;
    expectRandomInitialPassword(a);
    expectRandomInitialPassword(b);
    expect(a).not.toBe(b);
    const row = await t.db.selectFrom('users').select('passwordHash').where('schoolId', '=', 10001).where('username', '=', 'rnd-1').executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(a);
    expect(await verifyPassword(row.passwordHash, a)).toBe(true);
    // The add requests were logged (so the check below has something to search), the passwords not.
    expect(t.logs.some((line) => line.includes('/system/employee/add'))).toBe(true);
    expect(t.logs.filter((line) => line.includes(a) || line.includes(b))).toEqual([]);
  });

  it('validates with Chinese messages', async () => {
    const studentRole = await roleIdByCode(t, 10001, 'student');
    const otherRole = await roleIdByCode(t, 10002, 'teacher');
    const otherCollege = await collegeIdByName(t, 10002, '商学院');
    await addStaff(t, admin, { code: 'dup-1', mobile: '13655555555' });
    const cases: [object, string][] = [
      [{ name: '无工号' }, '请输入工号'],
      [{ code: 'ok-1' }, '请输入姓名'],
      [{ code: 'ok-1', name: '甲', mobile: '12345678901' }, '手机号格式不正确'],
      [{ code: 'ok-1', name: '甲', mobile: '1381234567' }, '手机号格式不正确'],
      [{ code: '工号', name: '甲' }, '工号只能包含字母、数字、下划线、点或横线'],
      [{ code: 'dup-1', name: '甲' }, '该工号已存在'],
      [{ code: '2021000001', name: '甲' }, '该工号已存在'],
      [{ code: 'ok-1', name: '甲', mobile: '13655555555' }, '该手机号已被其他账号使用'],
      [{ code: 'ok-1', name: '甲', roleIds: [studentRole] }, '参数错误: roleIds 含不存在的角色'],
      [{ code: 'ok-1', name: '甲', roleIds: [otherRole] }, '参数错误: roleIds 含不存在的角色'],
      [{ code: 'ok-1', name: '甲', roleIds: 'a,b' }, '参数错误: roleIds 必须为数字'],
      [{ code: 'ok-1', name: '甲', collegeId: otherCollege }, '参数错误: collegeId 对应的院系不存在'],
      [{ code: 'ok-1', name: '甲', gender: 3 }, '参数错误: gender 格式不正确'],
    ];
    for (const [input, msg] of cases) expect(await call(t, 'POST', '/system/employee/add', input, admin), JSON.stringify(input)).toMatchObject({ code: 10002, msg });
    expect((await list({ code: 'ok-1' })).data.total).toBe(0);
  });
});

describe('POST /system/employee/update and /roles', () => {
  it('changes the profile, keeps roles unless roleIds is sent, and replaces them when it is', async () => {
    const teacherRole = await roleIdByCode(t, 10001, 'teacher');
    const auditorRole = await roleIdByCode(t, 10001, 'auditor');
    const made = await addStaff(t, admin, { code: 'upd-1', roleIds: [teacherRole] });
    const art = await collegeIdByName(t, 10001, '艺术学院');
    const env = await call<EmployeeRow>(t, 'POST', '/system/employee/update', { id: made.id, code: 'upd-1b', name: '钱老师', collegeId: art, title: '教授' }, admin);
    expect(env.data).toMatchObject({ code: 'upd-1b', name: '钱老师', collegeName: '艺术学院', title: '教授', roleNames: '指导教师' });
    const replaced = await call<EmployeeRow>(t, 'POST', '/system/employee/update', { id: made.id, code: 'upd-1b', name: '钱老师', roleIds: [auditorRole] }, admin);
    expect(replaced.data).toMatchObject({ roleNames: '审核员', collegeName: '' });
    expect((await call(t, 'POST', '/system/employee/update', { id: made.id, code: 't1001', name: '钱老师' }, admin)).msg).toBe('该工号已存在');
    const roles = await call<EmployeeRow>(t, 'POST', '/system/employee/roles', { id: made.id, roleIds: `${teacherRole},${auditorRole}` }, admin);
    expect(roles.data.roleNames).toBe('指导教师,审核员');
    expect((await call<EmployeeRow>(t, 'POST', '/system/employee/roles', { id: made.id, roleIds: [] }, admin)).data.roleNames).toBe('');
  });

  it("cannot change one's own roles, but can save one's own profile", async () => {
    const self = await userId('admin');
    const adminRole = await roleIdByCode(t, 10001, 'admin');
    expect((await call(t, 'POST', '/system/employee/roles', { id: self, roleIds: [] }, admin)).msg).toBe('不能修改当前登录账号的角色');
    const env = await call(t, 'POST', '/system/employee/update', { id: self, code: 'admin', name: '系统管理员', mobile: '13900000000', roleIds: [] }, admin);
    expect(env.msg).toBe('不能修改当前登录账号的角色');
    const same = await call<EmployeeRow>(t, 'POST', '/system/employee/update', { id: self, code: 'admin', name: '系统管理员', mobile: '13900000000', title: '管理员', roleIds: [adminRole] }, admin);
    expect(same.data).toMatchObject({ title: '管理员', roleNames: '系统管理员' });
  });

  it("cannot change students or another school's staff", async () => {
    const student = await userId('2021000001');
    expect((await call(t, 'POST', '/system/employee/update', { id: student, code: 'x1', name: '改学生' }, admin)).msg).toBe('教师不存在');
    const t1001 = await userId('t1001');
    expect((await call(t, 'POST', '/system/employee/update', { id: t1001, code: 't1001', name: '外校改' }, admin2)).msg).toBe('教师不存在');
    expect((await call(t, 'POST', '/system/employee/roles', { id: t1001, roleIds: [] }, admin2)).msg).toBe('教师不存在');
    const row = await t.db.selectFrom('users').select('name').where('id', '=', t1001).executeTakeFirstOrThrow();
    expect(row.name).toBe('王建国');
  });
});

describe('POST /system/employee/status', () => {
  it('disables accounts (their sessions end, sign-in refused) and enables them again', async () => {
    const a = await addStaff(t, admin, { code: 'st-1', roleIds: [await roleIdByCode(t, 10001, 'teacher')] });
    const b = await addStaff(t, admin, { code: 'st-2' });
    const session = await signInStaff(t, 10001, 'st-1');
    const env = await call<{ count: number }>(t, 'POST', '/system/employee/status', { ids: `${a.id},${b.id}`, status: 0 }, admin);
    expect(env.data).toEqual({ count: 2 });
    expect((await call(t, 'GET', '/system/modules', {}, session)).code).toBe(10001);
    const refused = await requestToken(t, 10001, 'st-1', staffPassword('st-1'));
    expect(refused).toMatchObject({ code: 20002, msg: '账号已被禁用,请联系管理员' });
    expect((await list({ status: 0 })).data.list.map((r) => r.code).sort()).toEqual(['st-1', 'st-2']);
    await call(t, 'POST', '/system/employee/status', { ids: [a.id], status: 1 }, admin);
    await signInStaff(t, 10001, 'st-1');
  });

  it("refuses one's own account, empty ids and other schools", async () => {
    const self = await userId('admin');
    expect((await call(t, 'POST', '/system/employee/status', { ids: [self], status: 0 }, admin)).msg).toBe('不能禁用当前登录的账号');
    expect((await call(t, 'POST', '/system/employee/status', { ids: '', status: 0 }, admin)).msg).toBe('参数错误: ids 不能为空');
    expect((await call(t, 'POST', '/system/employee/status', { ids: [await userId('t1001')], status: 0 }, admin2)).msg).toBe('教师不存在');
  });
});

describe('POST /system/employee/reset-password', () => {
  it('gives a new random password shown once, ends sessions and asks for a change (modL 0)', async () => {
    const made = await addStaff(t, admin, { code: 'rp-1', name: '重置甲', roleIds: [await roleIdByCode(t, 10001, 'admin')] });
    const session = await signInStaff(t, 10001, 'rp-1'); // changes the initial password
    expect((await list({}, session)).code).toBe(0);
    const env = await call<EmployeePasswordReset>(t, 'POST', '/system/employee/reset-password', { ids: [made.id] }, admin);
    expect(env.data).toEqual({ count: 1, initialPasswords: [{ id: made.id, username: 'rp-1', name: '重置甲', password: expect.any(String) }] });
    const { password } = env.data.initialPasswords[0];
    expectRandomInitialPassword(password);
    expect(password).not.toBe(made.initialPasswords[0].password);
    expect((await list({}, session)).code).toBe(10001);
    expect((await requestToken(t, 10001, 'rp-1', STAFF_CHANGED_PASSWORD)).code).toBe(20002);
    const token = await signIn(t, 10001, 'rp-1', password);
    expect((await call<LoginResult>(t, 'POST', '/login', {}, token)).data.modL).toBe(0);
    expect(await list({}, token)).toMatchObject({ code: 10003, msg: '请先修改初始密码' });
  });

  it('gives each of several accounts its own password', async () => {
    const a = await addStaff(t, admin, { code: 'rp-2', name: '重置乙' });
    const b = await addStaff(t, admin, { code: 'rp-3', name: '重置丙' });
    const env = await call<EmployeePasswordReset>(t, 'POST', '/system/employee/reset-password', { ids: `${b.id},${a.id}` }, admin);
    expect(env.data.count).toBe(2);
    expect(env.data.initialPasswords.map(({ id, username, name }) => ({ id, username, name }))).toEqual([
      { id: a.id, username: 'rp-2', name: '重置乙' },
      { id: b.id, username: 'rp-3', name: '重置丙' },
    ]);
    const [pa, pb] = env.data.initialPasswords.map((p) => p.password);
    expect(pa).not.toBe(pb);
    expect((await requestToken(t, 10001, 'rp-2', a.initialPasswords[0].password)).code).toBe(20002);
    await signIn(t, 10001, 'rp-2', pa);
    await signIn(t, 10001, 'rp-3', pb);
  });
});

describe('POST /system/employee/delete', () => {
  it('deletes an account, but not one\'s own nor an organisation leader', async () => {
    const gone = await addStaff(t, admin, { code: 'dl-1' });
    expect((await call(t, 'POST', '/system/employee/delete', { id: gone.id }, admin)).code).toBe(0);
    expect((await list({ code: 'dl-1' })).data.total).toBe(0);
    expect((await call(t, 'POST', '/system/employee/delete', { id: await userId('admin') }, admin)).msg).toBe('不能删除当前登录的账号');
    const leader = await addStaff(t, admin, { code: 'dl-2' });
    await t.db.insertInto('organizations').values({ schoolId: 10001, name: '测试社团', nature: 2, userId: leader.id }).execute();
    expect((await call(t, 'POST', '/system/employee/delete', { id: leader.id }, admin)).msg).toBe('该教师是 1 个组织的负责人,无法删除');
  });
});

describe('mobiles masked by default (issue 14 defect 8)', () => {
  const storedMobile = async (id: number) =>
    (await t.db.selectFrom('users').select('mobile').where('schoolId', '=', 10001).where('id', '=', id).executeTakeFirstOrThrow()).mobile;
  const reveal = (id: number, token: string) => call<StaffPersonalData>(t, 'GET', '/system/employee/personal', { id }, token);
  const staffViews = () => t.db.selectFrom('personalDataViews').selectAll().where('subjectKind', '=', 'staff').orderBy('id').execute();

  it('masks the mobile in the list, the detail and the add reply, and stores it in full', async () => {
    const made = await addStaff(t, admin, { code: 'pm-1', name: '孙老师', mobile: '13812340001' });
    expect(made.mobile).toBe('138****0001');
    const page = await list({ code: 'pm-1' });
    expect(page.data.list.map((r) => r.mobile)).toEqual(['138****0001']);
    expect((await call<EmployeeRow>(t, 'GET', '/system/employee/detail', { id: made.id }, admin)).data.mobile).toBe('138****0001');
    const all = await list({ size: 40 });
    expect(JSON.stringify(all.data)).not.toContain('13812340001');
    expect(all.data.list.filter((r) => r.mobile !== '').every((r) => /^1\d{2}\*{4}\d{4}$/.test(r.mobile))).toBe(true);
    expect(await storedMobile(made.id)).toBe('13812340001');
  });

  it('keeps the stored number when an edit sends the masked value back, and refuses other masked values', async () => {
    const made = await addStaff(t, admin, { code: 'pm-2', name: '周老师', mobile: '13812340002' });
    const kept = await call<EmployeeRow>(t, 'POST', '/system/employee/update', { id: made.id, code: 'pm-2', name: '周明', mobile: '138****0002' }, admin);
    expect(kept.code, kept.msg).toBe(0);
    expect(kept.data).toMatchObject({ name: '周明', mobile: '138****0002' });
    expect(await storedMobile(made.id)).toBe('13812340002');

    for (const mobile of ['139****0002', '138****0003', '***********'])
      expect(await call(t, 'POST', '/system/employee/update', { id: made.id, code: 'pm-2', name: '周明', mobile }, admin), mobile).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
    expect(await storedMobile(made.id)).toBe('13812340002');
    expect(await call(t, 'POST', '/system/employee/add', { code: 'pm-3', name: '吴老师', mobile: '138****0002' }, admin)).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
    expect((await list({ code: 'pm-3' })).data.total).toBe(0);

    // Another account's masked number is not theirs to keep: the value is refused, not resolved.
    const other = await addStaff(t, admin, { code: 'pm-4', mobile: '13812340004' });
    expect((await call(t, 'POST', '/system/employee/update', { id: other.id, code: 'pm-4', name: '测试教师', mobile: '138****0002' }, admin)).msg).toBe('手机号格式不正确');

    const changed = await call<EmployeeRow>(t, 'POST', '/system/employee/update', { id: made.id, code: 'pm-2', name: '周明', mobile: '13912340002' }, admin);
    expect(changed.data.mobile).toBe('139****0002');
    expect(await storedMobile(made.id)).toBe('13912340002');
    await call(t, 'POST', '/system/employee/update', { id: made.id, code: 'pm-2', name: '周明' }, admin);
    expect(await storedMobile(made.id)).toBeNull();
  });

  it('shows one mobile in full to holders of 查看完整个人信息 and records the view', async () => {
    const made = await addStaff(t, admin, { code: 'pm-5', name: '郑老师', mobile: '13812340005' });
    const before = (await staffViews()).length;
    const env = await reveal(made.id, admin);
    expect(env).toMatchObject({ code: 0, data: { mobile: '13812340005' } });
    const views = await staffViews();
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)).toMatchObject({
      schoolId: 10001, userId: await userId('admin'), userName: '系统管理员', action: 'view', subjectKind: 'staff',
      studentId: made.id, studentCode: 'pm-5', studentName: '郑老师', ip: '127.0.0.1',
    });
    const log = await call<Page<PersonalDataView>>(t, 'GET', '/school/student/personal/log', { current: 1, size: 10 }, admin);
    expect(log.data.list[0]).toMatchObject({ id: views.at(-1)!.id, subjectKind: 'staff', studentCode: 'pm-5', action: 'view' });
    // A staff member without a mobile reveals ''.
    const bare = await addStaff(t, admin, { code: 'pm-6' });
    expect((await reveal(bare.id, admin)).data).toEqual({ mobile: '' });
  });

  it('refuses callers without both permissions (10003) and ids outside the school, recording nothing', async () => {
    const made = await addStaff(t, admin, { code: 'pm-7', mobile: '13812340007' });
    const before = (await staffViews()).length;
    const college = await signIn(t, 10001, 'c1001', 'College@123456');
    const pageOnly = await makeStaff(t, 10001, ['/teacher/user']);
    const buttonOnly = await makeStaff(t, 10001, ['/click/student/personal']);
    for (const token of [college, pageOnly.token, buttonOnly.token, await signInAs(t, 'teacher'), await signInAs(t, 'student')])
      expect(await reveal(made.id, token)).toMatchObject({ code: 10003 });
    expect(await reveal(made.id, admin2)).toMatchObject({ code: 10002, msg: '教师不存在' });
    expect(await reveal(await userId('2021000001'), admin)).toMatchObject({ code: 10002, msg: '教师不存在' });
    expect(await staffViews()).toHaveLength(before);
    const both = await makeStaff(t, 10001, ['/teacher/user', '/click/student/personal']);
    expect((await reveal(made.id, both.token)).data).toEqual({ mobile: '13812340007' });
  });
});
