/**
 * Roles and the permission tree (spec §3 permission tree node, §4 "checked ids plus api ids", §6;
 * issue 3 role CRUD, data scope, built-in roles, tenant isolation, permission refusal).
 */
import { describe, expect, it } from 'vitest';
import type { PermissionNode, RoleDetail, RoleRow } from '../../common/api.js';
import type { Page } from '../../common/envelope.js';
import { COLLEGE_ADMIN } from '../../server/seed/staff.js';
import { call, fileAppAs, signInAs } from './helpers.js';
import { addRole, addStaff, collegeIdByName, roleIdByCode, signInStaff } from './staff-helpers.js';

const { t, admin, admin2 } = await fileAppAs('admin', 'admin2');

const flatten = (nodes: PermissionNode[]): PermissionNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const roles = (token: string, params: object = {}) => call<Page<RoleRow>>(t, 'GET', '/system/roles', { current: 1, size: 10, ...params }, token);
const detail = (id: number, token = admin) => call<RoleDetail>(t, 'GET', '/system/role/detail', { id }, token);
const tree = async (identity?: number) => (await call<PermissionNode[]>(t, 'GET', '/system/role/tree', { identity }, admin)).data;
const byPath = async (path: string, identity?: number) => flatten(await tree(identity)).find((n) => n.path === path)!;

describe('GET /system/roles', () => {
  it("lists the school's roles with data scope, holders and built-in flags, 系统管理员 first", async () => {
    const env = await roles(admin);
    expect(env.code).toBe(0);
    const names = env.data.list.map((r) => r.name);
    expect(names[0]).toBe('系统管理员');
    expect(names).toEqual(expect.arrayContaining(['学生', '指导教师', '审核员', '学院管理员']));
    expect(env.data.total).toBe(env.data.list.length);
    const college = env.data.list.find((r) => r.name === '学院管理员')!;
    expect(college).toMatchObject({ dataScope: 2, scopeCollegeName: '计算机学院', userCount: 1, builtIn: false, identity: 0 });
    expect(college.scopeCollegeId).toBe(await collegeIdByName(t, 10001, '计算机学院'));
    expect(env.data.list.find((r) => r.name === '学生')).toMatchObject({ builtIn: true, identity: 2 });
    expect(env.data.list.find((r) => r.name === '系统管理员')).toMatchObject({ builtIn: true, dataScope: 1 });
    const teacherId = await roleIdByCode(t, 10001, 'teacher');
    const holders = await t.db.selectFrom('userRoles').select((eb) => eb.fn.countAll<number>().as('n')).where('roleId', '=', teacherId).executeTakeFirstOrThrow();
    expect(env.data.list.find((r) => r.id === teacherId)!.userCount).toBe(Number(holders.n));
  });

  it('filters by name and pages with the allowed sizes', async () => {
    const filtered = await roles(admin, { name: '管理员' });
    expect(filtered.data.list.map((r) => r.name).sort()).toEqual(['学院管理员', '系统管理员'].sort());
    const page2 = await roles(admin, { current: 2, size: 10 });
    expect(page2.data.list).toEqual([]);
    expect(page2.data.total).toBe((await roles(admin)).data.total);
    const huge = await roles(admin, { size: 1000 });
    expect(huge.code).toBe(0);
    expect(huge.data.list.length).toBe(huge.data.total); // clamped to 40, still all 5
    expect((await roles(admin, { current: 'x' })).code).toBe(10002);
  });

  it("shows only the session's school", async () => {
    const env = await roles(admin2);
    expect(env.data.list.map((r) => r.name)).not.toContain('学院管理员');
    expect(env.data.list.map((r) => r.name)).toContain('系统管理员');
  });

  it('refuses callers without 角色权限 with 10003', async () => {
    for (const who of ['teacher', 'student'] as const) {
      const token = await signInAs(t, who);
      expect((await roles(token)).code).toBe(10003);
      expect((await call(t, 'GET', '/system/role/tree', {}, token)).code).toBe(10003);
      expect((await call(t, 'POST', '/system/role/add', { name: 'x', dataScope: 1, permission: '' }, token)).code).toBe(10003);
    }
  });
});

describe('GET /system/role/tree', () => {
  it('is the staff module tree with buttons and api lists (spec §3 permission tree node)', async () => {
    const nodes = await tree();
    expect(nodes.map((n) => n.name)).toEqual(['数据一览', '工作事务', '活动管理', '奖项申报', '组织架构', '学生管理', '数据分析', '系统设置', '志愿服务', '社会实践', '场地管理', '党团工作', '答题学习', '创新创业', '第二课堂课程', '课程评价', '数据平台', '评选投票', '荣誉就业', '活动评价', '活力值', '处分与学时调整', '学分置换', '校园动态', '工作协同', '签到管理', '数据大屏']);
    // Both names travel, for the editor in English (issue 18 item 6).
    expect(nodes.map((n) => n.nameEn)).toEqual(['Data overview', 'Work affairs', 'Activities', 'Awards', 'Organisation', 'Students', 'Analysis', 'System settings', 'Volunteering', 'Social practice', 'Venues', 'Party & League', 'Quizzes & study', 'Innovation', 'Courses', 'Course evaluation', 'Data platform', 'Votes', 'Honours & employment', 'Evaluations', 'Points', 'Discipline & hours', 'Credit replacement', 'Moments', 'Work notes', 'Check-ins', 'Data screen']);
    const list = await byPath('/usermng/student/list');
    expect(list.api).toEqual(['/school/students', '/school/structure/options']);
    expect(list.children.map((c) => [c.name, c.path, c.isBtn])).toEqual(
      expect.arrayContaining([
        ['导入学生', '/click/student/import', 1],
        ['导出学生', '/click/student/export', 1],
        ['重置密码', '/click/student/reset', 1],
      ]),
    );
    expect(list.children.every((c) => c.isBtn === 1)).toBe(true);
    expect(await byPath('/click/dataV')).toMatchObject({ isBtn: 1, api: [] });
    expect(flatten(nodes).map((n) => n.path)).not.toContain('/student/activity');
  });

  it('gives the student tree for identity 2 and refuses other identities', async () => {
    expect((await tree(2)).map((n) => n.path)).toEqual(['/', '/student/activity', '/student/declare', '/student/hours', '/student/transcript', '/volunteer', '/practice', '/student/organization', '/student/ideology', '/student/quiz', '/innovation/my-list', '/student/course', '/student/timetable', '/vote/mine', '/honors/my-list', '/employment/my-list', '/communist/evaluate/mine', '/coin/mine', '/communist/punishment/my', '/student/credit/replace', '/student/moments', '/student/feedback', '/student/signTask']);
    expect((await call(t, 'GET', '/system/role/tree', { identity: 1 }, admin)).msg).toBe('参数错误: identity 只能为 0 或 2');
  });
});

describe('GET /system/role/detail', () => {
  it('gives the checked module ids in tree order, then their api ids (spec §4)', async () => {
    const id = await roleIdByCode(t, 10001, 'college_admin');
    const env = await detail(id);
    expect(env.code).toBe(0);
    const ids = env.data.permission.split(',').filter((x) => /^\d+$/.test(x)).map(Number);
    const order = flatten(await tree()).map((n) => n.id);
    expect(ids).toEqual(order.filter((n) => ids.includes(n)));
    const list = await byPath('/usermng/student/list');
    // Every button of 学生列表 except 查看完整个人信息 (issue 14: school administrators only).
    const buttons = flatten(list.children).filter((n) => n.path !== '/click/student/personal').map((n) => n.id);
    // Issue 21: 处分管理 and the 加减学时 pages (2400, 2401, 2403–2405): a college administrator requests adjustments;
    // 学分置换 › 置换记录 (2500, 2501) of their college; 校园动态 › 动态审核 (2520, 2521): they moderate their college's posts.
    expect(new Set(ids)).toEqual(new Set([1, 500, 501, ...buttons, 502, 503, 2400, 2401, 2403, 2404, 2405, 2500, 2501, 2520, 2521]));
    expect(new Set(ids)).toEqual(new Set(COLLEGE_ADMIN.modules));
    const apis = env.data.permission.split(',').filter((x) => x.startsWith('/'));
    const expected = [...new Set(flatten(await tree()).filter((n) => ids.includes(n.id)).flatMap((n) => n.api))];
    expect(apis).toEqual(expected);
    expect(apis).toEqual(expect.arrayContaining(list.api));
  });

  it("answers '角色不存在' for another school's role", async () => {
    const id = await roleIdByCode(t, 10001, 'teacher');
    expect(await detail(id, admin2)).toMatchObject({ code: 10002, msg: '角色不存在' });
    expect((await call(t, 'GET', '/system/role/detail', {}, admin)).msg).toBe('参数错误: id 不能为空');
  });
});

describe('POST /system/role/add and /system/role/update', () => {
  it('stores checked ids and recomputes api ids, never trusting the client', async () => {
    const env = await call<RoleDetail>(t, 'POST', '/system/role/add', {
      name: '学生干事', remarks: '只看学生列表', dataScope: 1, permission: '500,501,/evil/api,/system/employees',
    }, admin);
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ name: '学生干事', remarks: '只看学生列表', dataScope: 1, userCount: 0, builtIn: false });
    const list = await byPath('/usermng/student/list');
    const group = await byPath('/usermng');
    expect(env.data.permission).toBe(['500', '501', ...new Set([...group.api, ...list.api])].join(','));
    expect(env.data.permission).not.toContain('/evil/api');
    expect((await detail(env.data.id)).data.permission).toBe(env.data.permission);
  });

  it('refuses bad input with Chinese messages', async () => {
    const cse = await collegeIdByName(t, 10001, '计算机学院');
    const otherCollege = await collegeIdByName(t, 10002, '商学院');
    const cases: [object, string][] = [
      [{ name: '', dataScope: 1, permission: '' }, '请输入角色名称'],
      [{ name: 'x'.repeat(31), dataScope: 1, permission: '' }, '角色名称不能超过30个字'],
      [{ name: '系统管理员', dataScope: 1, permission: '' }, '角色名称已存在'],
      [{ name: '半棵树', dataScope: 1, permission: '501' }, '参数错误: permission 中“学生列表”的上级“学生管理”未勾选'],
      [{ name: '坏模块', dataScope: 1, permission: '500,99999' }, '参数错误: permission 含不存在或不可授予的模块 99999'],
      [{ name: '学生模块', dataScope: 1, permission: '1001' }, '参数错误: permission 含不存在或不可授予的模块 1001'],
      [{ name: '乱码', dataScope: 1, permission: '500,abc' }, '参数错误: permission 含无法识别的项 abc'],
      [{ name: '无学院', dataScope: 2, permission: '' }, '数据范围为指定学院时请选择学院'],
      [{ name: '外校学院', dataScope: 2, scopeCollegeId: otherCollege, permission: '' }, '参数错误: scopeCollegeId 对应的学院不存在'],
      [{ name: '坏范围', dataScope: 5, permission: '' }, '参数错误: dataScope 格式不正确'],
      [{ name: '无范围', permission: '' }, '请选择数据范围'],
    ];
    for (const [input, msg] of cases) {
      const env = await call(t, 'POST', '/system/role/add', input, admin);
      expect(env, JSON.stringify(input)).toMatchObject({ code: 10002, msg });
    }
    const ok = await call<RoleDetail>(t, 'POST', '/system/role/add', { name: '计算机学院辅导员', dataScope: 2, scopeCollegeId: cse, permission: '1' }, admin);
    expect(ok.data).toMatchObject({ dataScope: 2, scopeCollegeId: cse, scopeCollegeName: '计算机学院' });
  });

  it('updates name, scope and permissions in one go; a college scope is cleared for other scopes', async () => {
    const cse = await collegeIdByName(t, 10001, '计算机学院');
    const role = await addRole(t, admin, { name: '待修改', permission: '1', dataScope: 2, scopeCollegeId: cse });
    const env = await call<RoleDetail>(t, 'POST', '/system/role/update', { id: role.id, name: '已修改', dataScope: 3, permission: '700,701' }, admin);
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ name: '已修改', dataScope: 3, scopeCollegeId: null, scopeCollegeName: '' });
    expect(env.data.permission.split(',').slice(0, 2)).toEqual(['700', '701']);
    const stored = await t.db.selectFrom('roleModules').select('moduleId').where('roleId', '=', role.id).execute();
    expect(stored.map((r) => r.moduleId).sort()).toEqual([700, 701]);
    expect((await call(t, 'POST', '/system/role/update', { name: 'x', dataScope: 1, permission: '' }, admin)).msg).toBe('参数错误: id 不能为空');
  });

  it('keeps the student role to student modules and the admin role to 角色权限 and the whole school', async () => {
    const student = await roleIdByCode(t, 10001, 'student');
    expect((await call(t, 'POST', '/system/role/update', { id: student, name: '学生', dataScope: 1, permission: '500' }, admin)).msg).toBe(
      '参数错误: permission 含不存在或不可授予的模块 500',
    );
    const ok = await call<RoleDetail>(t, 'POST', '/system/role/update', { id: student, name: '学生', dataScope: 1, permission: '1000,1001,1002,1003' }, admin);
    expect(ok.code).toBe(0);
    const adminRole = await roleIdByCode(t, 10001, 'admin');
    expect((await call(t, 'POST', '/system/role/update', { id: adminRole, name: '系统管理员', dataScope: 1, permission: '1' }, admin)).msg).toBe(
      '系统管理员角色必须保留“角色权限”',
    );
    const cse = await collegeIdByName(t, 10001, '计算机学院');
    const current = (await detail(adminRole)).data.permission;
    expect((await call(t, 'POST', '/system/role/update', { id: adminRole, name: '系统管理员', dataScope: 2, scopeCollegeId: cse, permission: current }, admin)).msg).toBe(
      '系统管理员角色的数据范围只能是全校',
    );
  });

  it("cannot touch another school's role", async () => {
    const id = await roleIdByCode(t, 10001, 'teacher');
    const env = await call(t, 'POST', '/system/role/update', { id, name: '被改', dataScope: 1, permission: '' }, admin2);
    expect(env).toMatchObject({ code: 10002, msg: '角色不存在' });
    expect((await call(t, 'POST', '/system/role/delete', { id }, admin2)).msg).toBe('角色不存在');
    const row = await t.db.selectFrom('roles').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe('指导教师');
  });
});

describe('POST /system/role/delete', () => {
  it('refuses while users hold the role, saying how many', async () => {
    const role = await addRole(t, admin, { name: '有人用', permission: '1' });
    await addStaff(t, admin, { code: 'del-r1', roleIds: [role.id] });
    await addStaff(t, admin, { code: 'del-r2', roleIds: [role.id] });
    expect(await call(t, 'POST', '/system/role/delete', { id: role.id }, admin)).toMatchObject({ code: 10002, msg: '该角色下仍有 2 名用户,无法删除' });
  });

  it('refuses built-in roles and deletes an unused one', async () => {
    const adminRole = await roleIdByCode(t, 10001, 'admin');
    expect((await call(t, 'POST', '/system/role/delete', { id: adminRole }, admin)).msg).toBe('“系统管理员”是系统内置角色,无法删除');
    const role = await addRole(t, admin, { name: '临时角色', permission: '1' });
    expect((await call(t, 'POST', '/system/role/delete', { id: role.id }, admin)).code).toBe(0);
    expect((await roles(admin, { name: '临时角色' })).data.total).toBe(0);
    expect(await t.db.selectFrom('roleModules').select('moduleId').where('roleId', '=', role.id).execute()).toEqual([]);
  });
});

describe('GET /system/role/options', () => {
  it('lists staff roles only, to holders of 教师管理 or 角色权限 (modules.api)', async () => {
    const env = await call<{ id: number; name: string }[]>(t, 'GET', '/system/role/options', {}, admin);
    expect(env.code).toBe(0);
    expect(env.data[0].name).toBe('系统管理员');
    expect(env.data.map((r) => r.name)).not.toContain('学生');
    expect((await call(t, 'GET', '/system/role/options', {}, await signInAs(t, 'teacher'))).code).toBe(10003);
    const viaApi = await addRole(t, admin, { name: '只管教师', permission: '500,504' });
    await addStaff(t, admin, { code: 'opt-1', roleIds: [viaApi.id] });
    const token = await signInStaff(t, 10001, 'opt-1');
    expect((await call(t, 'GET', '/system/role/options', {}, token)).code).toBe(0);
    expect((await roles(token)).code).toBe(10003);
  });
});
