/**
 * Dashboard figures by grade and college, the volunteer table and student awards (issue 6; spec §2
 * reach-rate chart, volunteer table, student awards; §3 college row, grade, volunteer row; §7 GET
 * /school/grade/partake/list, /college/reach/rate/list, /college/activity/list,
 * /college/activity/statistic/list, /index/voluntary/activity/list, /index/project/apply/list):
 * expected figures from the fixture built here, the college and organisation data scopes, tenant
 * isolation, empty states and refusals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AwardRow, CollegeReachRate, CollegeRow, GradeOption, VolunteerRow } from '../../common/dashboard.js';
import { createActivity, enrollStudents, makeStaff, organizationIdOf, userIdOf } from './activity-fixture.js';
import { collegesWithStudents, DAY, declaration, declarationProject, grant, moduleIdOf } from './dashboard-helpers.js';
import { call, fileAppAs, signInAs } from './helpers.js';

const S = 10001;

const get = async <T>(path: string, token: string, params: object = {}) => {
  const env = await call<T>(t, 'GET', path, params, token);
  expect(env.code, `${path}: ${env.msg}`).toBe(0);
  return env.data;
};
/** Percentage with two decimals, computed here independently. */
const pct = (part: number, of: number) => (of === 0 ? '0.00' : (Math.round((part * 10000) / of) / 100).toFixed(2));

interface Student {
  userId: number;
  collegeId: number;
  grade: string;
}

const { t, admin } = await fileAppAs('admin');
const students = (await t.db.selectFrom('students').select(['userId', 'collegeId', 'grade']).where('schoolId', '=', S).where('status', '=', 1).orderBy('code').execute()) as Student[];
const colleges = await collegesWithStudents(t, S);

describe('grades', () => {
  it('lists the grades of the students in scope, ascending, named 级', async () => {
    const grades = [...new Set(students.map((s) => s.grade))].sort();
    expect(await get<GradeOption[]>('/school/grade/partake/list', admin)).toEqual(grades.map((g) => ({ id: g, name: `${g}级` })));
  });

  it('is open to holders of an /analysis module, not to others', async () => {
    const analyst = await makeStaff(t, S, ['/analysis/warning']);
    expect((await call(t, 'GET', '/school/grade/partake/list', {}, analyst.token)).code).toBe(0);
    const clerk = await makeStaff(t, S, ['/communist/activity']);
    expect((await call(t, 'GET', '/school/grade/partake/list', {}, clerk.token)).code).toBe(10003);
    expect((await call(t, 'GET', '/school/grade/partake/list', {}, await signInAs(t, 'student'))).code).toBe(10003);
  });
});

describe('reach rates by college', () => {
  let college: { id: number; name: string };
  let grade: string;
  beforeAll(async () => {
    college = colleges[0];
    const mine = students.filter((s) => s.collegeId === college.id);
    grade = mine[0].grade;
    const ofGrade = mine.filter((s) => s.grade === grade);
    const module = await moduleIdOf(t, S, '思想素养');
    const practice = await moduleIdOf(t, S, '社会实践');
    // Exactly the requirement (200 in all, 80 campus, 100 social practice) reaches it; a hundredth less does not.
    const others = mine.filter((s) => s.grade !== grade).slice(0, 1);
    await grant(t, S, module, 900001, [
      { userId: ofGrade[0].userId, hours: '100' },
      ...(ofGrade[1] ? [{ userId: ofGrade[1].userId, hours: '99.99' }] : []),
      ...others.map((s) => ({ userId: s.userId, hours: '150' })),
    ]);
    await grant(t, S, practice, 900002, [ofGrade[0], ...(ofGrade[1] ? [ofGrade[1]] : []), ...others].map((s) => ({ userId: s.userId, hours: '100' })));
  });

  it('answers every college with students: 0.00 with nobody reaching, the share of those reaching otherwise', async () => {
    const rows = await get<CollegeReachRate[]>('/college/reach/rate/list', admin);
    expect(rows.map((r) => r.id)).toEqual(colleges.map((c) => c.id));
    const mine = students.filter((s) => s.collegeId === college.id);
    const reached = mine.some((s) => s.grade !== grade) ? 2 : 1;
    expect(rows[0]).toEqual({ id: college.id, name: college.name, grade: '', studentCount: mine.length, reachCount: reached, reachRate: pct(reached, mine.length) });
    for (const r of rows.slice(1)) expect([r.reachCount, r.reachRate]).toEqual([0, '0.00']);
  });

  it('counts the students of one grade when asked', async () => {
    const rows = await get<CollegeReachRate[]>('/college/reach/rate/list', admin, { grade });
    const ofGrade = students.filter((s) => s.collegeId === college.id && s.grade === grade);
    expect(rows[0]).toMatchObject({ grade, studentCount: ofGrade.length, reachCount: 1, reachRate: pct(1, ofGrade.length) });
    for (const r of rows) expect(r.studentCount).toBe(students.filter((s) => s.collegeId === r.id && s.grade === grade).length);
  });

  it('rejects a malformed grade (10002 naming it)', async () => {
    const env = await call(t, 'GET', '/college/reach/rate/list', { grade: '21级' }, admin);
    expect([env.code, env.msg]).toEqual([10002, '参数错误: grade 格式不正确']);
  });

  it('shows a college-scope user their college only', async () => {
    const staff = await makeStaff(t, S, ['/dashboard'], 2, college.id);
    const rows = await get<CollegeReachRate[]>('/college/reach/rate/list', staff.token);
    expect(rows.map((r) => r.id)).toEqual([college.id]);
    expect((await get<GradeOption[]>('/school/grade/partake/list', staff.token)).map((g) => g.id)).toEqual(
      [...new Set(students.filter((s) => s.collegeId === college.id).map((s) => s.grade))].sort(),
    );
  });
});

describe('college rows', () => {
  let college: { id: number; name: string };
  beforeAll(async () => {
    college = colleges[1];
    const now = Date.now();
    const startNow = { startTime: new Date(now - 3_600_000), endTime: new Date(now + 3_600_000) };
    const mk = (status: number, extra: object = {}) =>
      createActivity(t, { status, collegeId: college.id, activityLevel: 2, flowTemplateId: null, reportFlowTemplateId: null, ...startNow, ...extra });
    const enrolling = await mk(5);
    await enrollStudents(t, enrolling, students.slice(0, 2).map((s) => s.userId));
    await mk(8);
    await mk(9);
    await mk(3);
    const template = await mk(5);
    await t.db.updateTable('activities').set({ isTemplate: true }).where('id', '=', template.id).execute();
    // More than a year ago: counted in the all-time list only.
    await mk(12, { startTime: new Date(now - 400 * DAY), endTime: new Date(now - 400 * DAY + 3_600_000) });
    // A school-level activity belongs to no college.
    await createActivity(t, { status: 8, flowTemplateId: null, reportFlowTemplateId: null });
  });

  it('counts each college’s own held activities, seats and those awaiting completion, all time', async () => {
    const rows = await get<CollegeRow[]>('/college/activity/list', admin);
    expect(rows.map((r) => r.id)).toEqual(colleges.map((c) => c.id));
    const mine = rows.find((r) => r.id === college.id)!;
    const n = students.filter((s) => s.collegeId === college.id).length;
    expect(mine).toEqual({ id: college.id, name: college.name, activityCount: 4, enrollCount: 2, waitFinishCount: 2, reachRate: pct(0, n) });
    for (const r of rows.filter((x) => x.id !== college.id)) expect([r.activityCount, r.enrollCount, r.waitFinishCount]).toEqual([0, 0, 0]);
  });

  it('keeps the activities starting in the current term for the statistic list', async () => {
    const rows = await get<CollegeRow[]>('/college/activity/statistic/list', admin);
    expect(rows.find((r) => r.id === college.id)).toMatchObject({ activityCount: 3, enrollCount: 2, waitFinishCount: 2 });
  });

  it('carries the reach rate of the college’s students', async () => {
    const reach = await get<CollegeReachRate[]>('/college/reach/rate/list', admin);
    const rows = await get<CollegeRow[]>('/college/activity/list', admin);
    expect(rows.map((r) => r.reachRate)).toEqual(reach.map((r) => r.reachRate));
    expect(rows[0].reachRate).not.toBe('0.00');
  });
});

describe('volunteer organisations', () => {
  let redCross: number;
  let youth: number;
  beforeAll(async () => {
    redCross = await organizationIdOf(t, S, '红十字会志愿服务队');
    youth = await organizationIdOf(t, S, '青年志愿者协会');
    for (const status of [5, 12, 3]) await createActivity(t, { status, organizationId: redCross, flowTemplateId: null, reportFlowTemplateId: null });
    await createActivity(t, { status: 7, organizationId: youth, flowTemplateId: null, reportFlowTemplateId: null });
  });

  const memberCount = async (id: number) =>
    Number((await t.db.selectFrom('organizationMembers').select((eb) => eb.fn.countAll<string>().as('n')).where('organizationId', '=', id).executeTakeFirstOrThrow()).n);

  it('lists the volunteer organisations by held activities, then members, with their member counts', async () => {
    const rows = await get<VolunteerRow[]>('/index/voluntary/activity/list', admin);
    const volunteers = await t.db.selectFrom('organizations').select('id').where('schoolId', '=', S).where('nature', '=', 3).execute();
    expect(rows.length).toBe(Math.min(10, volunteers.length));
    expect(rows.slice(0, 2)).toEqual([
      { id: redCross, TeamName: '红十字会志愿服务队', activityCount: 2, memberCount: await memberCount(redCross) },
      { id: youth, TeamName: '青年志愿者协会', activityCount: 1, memberCount: await memberCount(youth) },
    ]);
    const rest = rows.slice(2);
    expect(rest.every((r) => r.activityCount === 0)).toBe(true);
    expect(rest.map((r) => r.memberCount)).toEqual([...rest.map((r) => r.memberCount)].sort((a, b) => b - a));
  });

  it('shows an organisation-scope user the organisations they lead only', async () => {
    const leader = await makeStaff(t, S, ['/dashboard'], 3);
    await t.db.insertInto('organizationMembers').values({ schoolId: S, organizationId: redCross, userId: leader.userId, isLeader: true }).execute();
    const rows = await get<VolunteerRow[]>('/index/voluntary/activity/list', leader.token);
    expect(rows.map((r) => [r.id, r.activityCount])).toEqual([[redCross, 2]]);
    const nobody = await makeStaff(t, S, ['/dashboard'], 3);
    expect(await get('/index/voluntary/activity/list', nobody.token)).toEqual([]);
  });
});

describe('student awards', () => {
  let ids: number[];
  let college: number;
  beforeAll(async () => {
    const adminId = await userIdOf(t, S, 'admin');
    const p = await declarationProject(t, S, await moduleIdOf(t, S, '创新创业'), adminId, '看板获奖项目', '6');
    college = colleges[2].id;
    const base = Date.now() - 20 * DAY;
    ids = [];
    // Twelve approved, decided one day apart (the last one recorded without hours granted), and one of each other status.
    for (let i = 0; i < 12; i++)
      ids.push(await declaration(t, S, { ...p, userId: students[i].userId, status: 2, hours: '6', grantedHours: i === 11 ? null : '5.5', auditedAt: new Date(base + i * DAY), applyTime: new Date(base - DAY) }));
    for (const status of [1, 3, 4]) await declaration(t, S, { ...p, userId: students[20].userId, status, auditedAt: new Date() });
  });

  it('lists the ten latest approved declarations, newest decision first', async () => {
    const rows = await get<AwardRow[]>('/index/project/apply/list', admin);
    expect(rows.map((r) => r.id)).toEqual([...ids].reverse().slice(0, 10));
    const code = (await t.db.selectFrom('students').select('code').where('userId', '=', students[11].userId).executeTakeFirstOrThrow()).code;
    expect(rows[0]).toMatchObject({ code, projectName: '看板获奖项目', optionName: '一等奖', hours: '6.00' });
    expect(rows[0].applyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows[1].hours).toBe('5.50');
  });

  it('shows a college-scope user their students’ awards only; another school none', async () => {
    const staff = await makeStaff(t, S, ['/dashboard'], 2, college);
    const expected = ids.filter((_, i) => students[i].collegeId === college).reverse().slice(0, 10);
    expect((await get<AwardRow[]>('/index/project/apply/list', staff.token)).map((r) => r.id)).toEqual(expected);
    expect(await get('/index/project/apply/list', await signInAs(t, 'admin2'))).toEqual([]);
  });
});

describe('refusals and another school', () => {
  it('refuses a student every dashboard endpoint here (10003)', async () => {
    const student = await signInAs(t, 'student');
    for (const path of ['/college/reach/rate/list', '/college/activity/list', '/college/activity/statistic/list', '/index/voluntary/activity/list', '/index/project/apply/list'])
      expect((await call(t, 'GET', path, {}, student)).code, path).toBe(10003);
  });

  it('answers another school its own colleges with zero activities', async () => {
    const other = await signInAs(t, 'admin2');
    const rows = await get<CollegeRow[]>('/college/activity/list', other);
    const own = await collegesWithStudents(t, 10002);
    expect(rows.map((r) => r.id)).toEqual(own.map((c) => c.id));
    expect(rows.every((r) => r.activityCount === 0 && r.reachRate === '0.00')).toBe(true);
    expect((await get<VolunteerRow[]>('/index/voluntary/activity/list', other)).length).toBe(0);
  });
});
