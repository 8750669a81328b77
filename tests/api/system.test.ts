/**
 * The admin shell's data (spec §2 side menu, §3 menu item, §6 permissions, §7): the menu tree per
 * role, unread counts computed from the database, decimal places, and permission refusals.
 */
import { describe, expect, it } from 'vitest';
import type { ModuleItem, UnreadEntry } from '../../common/api.js';
import { migrations } from '../../server/db/migrations/index.js';
import { call, fileApp, signInAs } from './helpers.js';

const t = await fileApp();

const flatten = (items: ModuleItem[]): ModuleItem[] => items.flatMap((m) => [m, ...flatten(m.children)]);
const paths = (items: ModuleItem[]) => flatten(items).map((m) => m.path);

describe('GET /system/modules', () => {
  it('gives the administrator the whole staff tree, 数据一览 first, groups sorted by orderId', async () => {
    const env = await call<ModuleItem[]>(t, 'GET', '/system/modules', {}, await signInAs(t, 'admin'));
    expect(env.code).toBe(0);
    const tree = env.data;
    expect(tree[0]).toMatchObject({ name: '数据一览', path: '/dashboard', parentId: 0, isBtn: 0, children: [] });
    const names = tree.filter((m) => m.isBtn === 0).map((m) => m.name);
    expect(names).toEqual(['数据一览', '工作事务', '活动管理', '奖项申报', '组织架构', '学生管理', '数据分析', '系统设置', '志愿服务', '社会实践', '场地管理', '党团工作', '答题学习', '创新创业', '第二课堂课程', '课程评价', '数据平台', '评选投票', '荣誉就业', '活动评价', '活力值', '处分与学时调整', '学分置换', '校园动态', '工作协同', '签到管理']);
    for (const list of [tree, ...flatten(tree).map((m) => m.children)])
      expect(list.map((m) => m.orderId)).toEqual([...list.map((m) => m.orderId)].sort((a, b) => a - b));
    const usermng = tree.find((m) => m.path === '/usermng')!;
    expect(usermng.children.map((c) => c.path)).toEqual(expect.arrayContaining(['/usermng/student/list', '/usermng/student/export', '/usermng/export/transcript/list', '/teacher/user']));
    expect(usermng.children.every((c) => c.parentId === usermng.id)).toBe(true);
    expect(flatten(tree).find((m) => m.path === '/click/dataV')).toMatchObject({ isBtn: 1 });
    expect(paths(tree)).toEqual(expect.arrayContaining(['/proceeding/wait/activity/first/auditing', '/communist/activity', '/communist/project', '/organization/union', '/analysis/warning', '/system/teacher/role', '/system/classify']));
    expect(paths(tree)).not.toContain('/');
  });

  it('gives a teacher-auditor only their roles’ modules and a student the student menu', async () => {
    const teacher = paths((await call<ModuleItem[]>(t, 'GET', '/system/modules', {}, await signInAs(t, 'teacher'))).data);
    expect(teacher).toEqual(expect.arrayContaining(['/dashboard', '/proceeding', '/activity', '/communist/activity', '/usermng', '/usermng/student/list']));
    expect(teacher).not.toContain('/system/teacher/role');
    expect(teacher).not.toContain('/usermng/student/export');
    expect(teacher).not.toContain('/click/dataV');
    const student = (await call<ModuleItem[]>(t, 'GET', '/system/modules', {}, await signInAs(t, 'student'))).data;
    expect(student.map((m) => [m.name, m.path])).toEqual([
      ['我的首页', '/'],
      ['我的活动', '/student/activity'],
      ['我的申报', '/student/declare'],
      ['我的学时', '/student/hours'],
      ['我的成绩单', '/student/transcript'],
      ['我的志愿', '/volunteer'],
      ['我的实践', '/practice'],
      ['我的组织', '/student/organization'],
      ['我的党团', '/student/ideology'],
      ['答题学习', '/student/quiz'],
      ['我的创新', '/innovation/my-list'],
      ['我的课程', '/student/course'],
      ['我的课表', '/student/timetable'],
      ['我的投票', '/vote/mine'],
      ['我的荣誉', '/honors/my-list'],
      ['我的就业', '/employment/my-list'],
      ['待评价活动', '/communist/evaluate/mine'],
      ['活力商城', '/coin/mine'],
      ['我的处分', '/communist/punishment/my'],
      ['学分置换', '/student/credit/replace'],
      ['校园动态', '/student/moments'],
      ['意见反馈', '/student/feedback'],
      ['签到打卡', '/student/signTask'],
    ]);
  });

  it('carries each module’s English name beside the Chinese one (issue 18 item 6)', async () => {
    const staff = (await call<ModuleItem[]>(t, 'GET', '/system/modules', {}, await signInAs(t, 'admin'))).data;
    expect(staff.filter((m) => m.isBtn === 0).map((m) => m.nameEn)).toEqual([
      'Data overview', 'Work affairs', 'Activities', 'Awards', 'Organisation', 'Students', 'Analysis', 'System settings', 'Volunteering', 'Social practice', 'Venues', 'Party & League', 'Quizzes & study', 'Innovation', 'Courses', 'Course evaluation', 'Data platform', 'Votes', 'Honours & employment', 'Evaluations', 'Points', 'Discipline & hours', 'Credit replacement', 'Moments', 'Work notes', 'Check-ins',
    ]);
    expect(flatten(staff).find((m) => m.path === '/proceeding/wait/activity/report/auditing')).toMatchObject({ name: '结项审核', nameEn: 'Completion review' });
    const student = (await call<ModuleItem[]>(t, 'GET', '/system/modules', {}, await signInAs(t, 'student'))).data;
    expect(student.map((m) => m.nameEn)).toEqual(['My home', 'My activities', 'My declarations', 'My hours', 'My transcript', 'My volunteering', 'My practice', 'My organisations', 'My Party & League', 'Quizzes & study', 'My innovation', 'My courses', 'My timetable', 'My votes', 'My honours', 'My employment', 'Rate activities', 'Points store', 'My punishments', 'Credit replacement', 'Moments', 'Feedback', 'Check in']);
  });

  it('gives a database seeded before issue 18 the English names when it migrates', async () => {
    const migration = migrations['20261126_015500_module_english_names'];
    await migration.down!(t.db);
    await migration.up(t.db);
    const staff = (await call<ModuleItem[]>(t, 'GET', '/system/modules', {}, await signInAs(t, 'admin'))).data;
    expect(flatten(staff).find((m) => m.path === '/analysis/needDealt/list')).toMatchObject({ name: '待办统计', nameEn: 'To-do statistics' });
    expect(flatten(staff).filter((m) => !m.nameEn)).toEqual([]);
  });

  it('follows the role grants in the database', async () => {
    const token = await signInAs(t, 'teacher');
    const before = paths((await call<ModuleItem[]>(t, 'GET', '/system/modules', {}, token)).data);
    const role = await t.db.selectFrom('roles').select('id').where('schoolId', '=', 10001).where('code', '=', 'teacher').executeTakeFirstOrThrow();
    const dataV = await t.db.selectFrom('modules').select('id').where('path', '=', '/click/dataV').executeTakeFirstOrThrow();
    await t.db.insertInto('roleModules').values({ roleId: role.id, moduleId: dataV.id, schoolId: 10001 }).execute();
    const after = paths((await call<ModuleItem[]>(t, 'GET', '/system/modules', {}, token)).data);
    expect(before).not.toContain('/click/dataV');
    expect(new Set(after)).toEqual(new Set([...before, '/click/dataV']));
  });
});

describe('GET /system/unreac/count', () => {
  it('counts the school’s inactive students under /usermng and 0 for the other groups', async () => {
    const inactive = async (schoolId: number) =>
      Number((await t.db.selectFrom('students').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', schoolId).where('status', '=', 0).executeTakeFirstOrThrow()).n);
    const expected = await inactive(10001);
    expect(expected).toBeGreaterThan(0);
    const env = await call<UnreadEntry[]>(t, 'GET', '/system/unreac/count', {}, await signInAs(t, 'admin'));
    expect(env.data.find((e) => e.path === '/usermng')).toEqual({ path: '/usermng', count: expected });
    expect(env.data.filter((e) => e.path !== '/usermng').every((e) => e.count === 0)).toBe(true);
    expect(env.data.map((e) => e.path)).toContain('/proceeding');

    await t.db.updateTable('students').set({ status: 0 }).where('schoolId', '=', 10001).where('status', '=', 1).where('grade', '=', '2022').execute();
    const grown = await call<UnreadEntry[]>(t, 'GET', '/system/unreac/count', {}, await signInAs(t, 'admin'));
    expect(grown.data.find((e) => e.path === '/usermng')!.count).toBe(await inactive(10001));
    const other = await call<UnreadEntry[]>(t, 'GET', '/system/unreac/count', {}, await signInAs(t, 'admin2'));
    expect(other.data.find((e) => e.path === '/usermng')!.count).toBe(await inactive(10002));
  });

  it('has no /usermng entry for students', async () => {
    const env = await call<UnreadEntry[]>(t, 'GET', '/system/unreac/count', {}, await signInAs(t, 'student'));
    expect(env.data.map((e) => e.path)).not.toContain('/usermng');
  });
});

describe('GET /system/decimal', () => {
  it('returns the school’s decimal places', async () => {
    await t.db.updateTable('schools').set({ decimalPlaces: 1 }).where('id', '=', 10002).execute();
    expect((await call(t, 'GET', '/system/decimal', {}, await signInAs(t, 'admin'))).data).toEqual({ decimalPlaces: 2 });
    expect((await call(t, 'GET', '/system/decimal', {}, await signInAs(t, 'admin2'))).data).toEqual({ decimalPlaces: 1 });
  });
});

describe('permissions', () => {
  it('refuses an endpoint the caller’s roles do not grant with 10003 暂无权限！', async () => {
    const env = await call(t, 'GET', '/school/students', { current: 1, size: 10 }, await signInAs(t, 'student'));
    expect(env).toMatchObject({ code: 10003, msg: '暂无权限！' });
  });

  it('takes effect as soon as a grant is removed', async () => {
    const token = await signInAs(t, 'teacher');
    expect((await call(t, 'GET', '/school/students', {}, token)).code).toBe(0);
    const list = await t.db.selectFrom('modules').select('id').where('path', '=', '/usermng/student/list').executeTakeFirstOrThrow();
    await t.db.deleteFrom('roleModules').where('schoolId', '=', 10001).where('moduleId', '=', list.id).execute();
    expect((await call(t, 'GET', '/school/students', {}, token)).code).toBe(10003);
  });
});
