/**
 * Dashboard counters, week chart, real-time activities and teacher ranking (issue 6; spec §3
 * statistics summary, week row, teacher row; §7 GET /index/statistics/info,
 * /index/week/activity/count, /index/activity/list, /index/operator/guideHours; §9 top 7): the
 * empty school, figures from a fixture built here, the college data scope, tenant isolation and
 * permission refusals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRow } from '../../common/activities.js';
import type { StatisticsInfo, TeacherGuideRow, WeekActivityCount } from '../../common/dashboard.js';
import { createActivity, enrollStudents, makeStaff, userIdOf, type FixtureActivity } from './activity-fixture.js';
import { chinaDayStart, collegesWithStudents, DAY, declaration, declarationProject, grant, mmdd, moduleIdOf, studentsOfCollege } from './dashboard-helpers.js';
import { call, fileAppAs, signInAs } from './helpers.js';

const S = 10001;
const HOUR = 3_600_000;
const now = new Date();
const day = (offset: number, hours = 0) => new Date(chinaDayStart(now, offset).getTime() + hours * HOUR);

const get = async <T>(path: string, token: string, params: object = {}) => {
  const env = await call<T>(t, 'GET', path, params, token);
  expect(env.code, `${path}: ${env.msg}`).toBe(0);
  return env.data;
};
const countStudents = async (schoolId: number, collegeId?: number) => {
  let q = t.db.selectFrom('students').select((eb) => eb.fn.countAll<string>().as('n')).where('schoolId', '=', schoolId).where('status', '=', 1);
  if (collegeId) q = q.where('collegeId', '=', collegeId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

const { t, admin } = await fileAppAs('admin');

describe('an empty school (no activities yet)', () => {
  it('counts no activities and still counts students and staff', async () => {
    const info = await get<StatisticsInfo>('/index/statistics/info', admin);
    expect(info).toMatchObject({ activityCount: 0, activityEnrollCount: 0, hoursApplyCount: 0, waitAuditCount: 0, progressingCount: 0 });
    expect(info.studentCount).toBe(await countStudents(S));
    expect(info.operatorCount).toBeGreaterThan(0);
    expect(info.organizationCount).toBeGreaterThan(0);
  });

  it('answers seven days of zeros, oldest first, labelled MM-DD in China time', async () => {
    const week = await get<WeekActivityCount[]>('/index/week/activity/count', admin);
    expect(week).toEqual([-6, -5, -4, -3, -2, -1, 0].map((d) => ({ dateTime: mmdd(day(d)), waitAuditCount: 0, progressingCount: 0, waitFinishCount: 0 })));
  });

  it('has no real-time activities and nobody to rank', async () => {
    expect(await get('/index/activity/list', admin)).toEqual([]);
    expect(await get('/index/operator/guideHours', admin)).toEqual([]);
  });

  it('counts organisations in status 正常, not the deregistered ones (已注销) kept on their pages', async () => {
    const info = await get<StatisticsInfo>('/index/statistics/info', admin);
    const active = await t.db.selectFrom('organizations').select((eb) => eb.fn.countAll<string>().as('n')).where('schoolId', '=', S).where('status', '=', 1).executeTakeFirstOrThrow();
    expect(info.organizationCount).toBe(Number(active.n));
    const one = await t.db.selectFrom('organizations').select('id').where('schoolId', '=', S).where('status', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.db.updateTable('organizations').set({ status: 2 }).where('schoolId', '=', S).where('id', '=', one.id).execute();
    try {
      expect((await get<StatisticsInfo>('/index/statistics/info', admin)).organizationCount).toBe(info.organizationCount - 1);
    } finally {
      await t.db.updateTable('organizations').set({ status: 1 }).where('schoolId', '=', S).where('id', '=', one.id).execute();
    }
  });

  it('counts a new staff member', async () => {
    const before = (await get<StatisticsInfo>('/index/statistics/info', admin)).operatorCount;
    await makeStaff(t, S, []);
    expect((await get<StatisticsInfo>('/index/statistics/info', admin)).operatorCount).toBe(before + 1);
  });
});

describe('with activities, enrollments, hours and declarations', () => {
  const T: { userId: number; token: string; username: string }[] = [];
  const A: Record<string, FixtureActivity> = {};
  let collegeId: number;
  let collegeName: string;
  let collegeStaff: string;

  beforeAll(async () => {
    for (let i = 0; i < 9; i++) {
      const s = await makeStaff(t, S, []);
      const { username } = await t.db.selectFrom('users').select('username').where('id', '=', s.userId).executeTakeFirstOrThrow();
      T.push({ ...s, username });
    }
    const college = (await collegesWithStudents(t, S))[0];
    [collegeId, collegeName] = [college.id, college.name];
    await t.db.insertInto('staff').values({ schoolId: S, userId: T[4].userId, collegeId }).execute();
    collegeStaff = (await makeStaff(t, S, ['/dashboard'], 2, collegeId)).token;

    const mk = (key: string, input: Parameters<typeof createActivity>[1], by: number, administrator = by) =>
      createActivity(t, { name: `看板${key}`, createdBy: by, administratorId: administrator, flowTemplateId: null, reportFlowTemplateId: null, ...input }).then((a) => (A[key] = a));
    const flow = (await t.db.selectFrom('flowTemplates').select('id').where('schoolId', '=', S).where('name', '=', '活动审核-两级').executeTakeFirstOrThrow()).id;
    await mk('A1', { status: 1, flowTemplateId: flow, now: day(-2, 10) }, T[0].userId);
    await mk('A2', { status: 1, flowTemplateId: flow, now }, T[0].userId);
    await mk('A3', { status: 3 }, T[1].userId);
    await mk('A4', { status: 5 }, T[1].userId);
    await mk('A5', { status: 7, startTime: day(0, 0.5), endTime: day(0, 23) }, T[2].userId);
    await mk('A6', { status: 7, startTime: day(-1, 20), endTime: day(0, 2), collegeId, activityLevel: 2 }, T[2].userId);
    await mk('A7', { status: 11, startTime: day(-4, 9), endTime: day(-4, 11) }, T[3].userId);
    await mk('A8', { status: 12, startTime: day(-3, 9), endTime: day(-3, 12) }, T[3].userId, T[4].userId);
    await mk('A9', { status: 8, startTime: day(-1, 9), endTime: day(-1, 11) }, T[4].userId);
    await mk('A10', { status: 12, startTime: day(-10, 9), endTime: day(-2, 9) }, T[5].userId);
    await mk('A11', { status: 6 }, T[6].userId);
    await mk('A12', { status: 5 }, T[7].userId);
    await t.db.updateTable('activities').set({ isTemplate: true }).where('id', '=', A.A12.id).execute();
    await mk('A13', { status: 10, startTime: day(-6, 10), endTime: day(-6, 12) }, T[6].userId);
    await mk('A14', { status: 4 }, T[8].userId);

    const inCollege = await studentsOfCollege(t, S, collegeId);
    const others = (await t.db.selectFrom('students').select('userId').where('schoolId', '=', S).where('status', '=', 1).where('collegeId', '<>', collegeId).orderBy('code').limit(10).execute()).map((r) => r.userId);
    await enrollStudents(t, A.A4, others.slice(0, 3));
    await enrollStudents(t, A.A4, others.slice(3, 4), { status: 2 });
    await enrollStudents(t, A.A5, others.slice(4, 6), { signedIn: true });
    await enrollStudents(t, A.A8, others.slice(0, 3), { signedIn: true });
    await enrollStudents(t, A.A10, others.slice(3, 5), { signedIn: true });
    const volunteering = await moduleIdOf(t, S, '志愿公益');
    await grant(t, S, volunteering, A.A8.id, others.slice(0, 3).map((userId) => ({ userId, hours: '4' })));
    await grant(t, S, volunteering, A.A10.id, others.slice(3, 5).map((userId) => ({ userId, hours: '2.5' })));

    const adminId = await userIdOf(t, S, 'admin');
    const p = await declarationProject(t, S, volunteering, adminId, '看板测试项目');
    for (const [userId, status] of [[inCollege[0], 1], [inCollege[1], 2], [others[0], 3], [others[1], 4]] as const)
      await declaration(t, S, { ...p, userId, status });
  });

  it('counts the cards: held activities, seats, declarations, under review and in progress', async () => {
    const info = await get<StatisticsInfo>('/index/statistics/info', admin);
    // Every non-template activity, the rejected A3 and the refused A7 too: 活动列表 and 历史活动 together (issue 18).
    expect(info.activityCount).toBe(13);
    const current = await get<{ total: number }>('/activity/list', admin, { current: 1, size: 10, type: 1 });
    const history = await get<{ total: number }>('/activity/list', admin, { current: 1, size: 10, type: 2 });
    expect(current.total + history.total).toBe(info.activityCount);
    // Seats: A4 3 (the pending one holds none), A5 2, A8 3, A10 2.
    expect(info.activityEnrollCount).toBe(10);
    expect(info.hoursApplyCount).toBe(3);
    expect(info.waitAuditCount).toBe(2);
    expect(info.progressingCount).toBe(2);
    expect(info.studentCount).toBe(await countStudents(S));
  });

  it('spreads submissions, running and awaiting-completion activities over the last seven days', async () => {
    const week = await get<WeekActivityCount[]>('/index/week/activity/count', admin);
    expect(week.map((w) => w.dateTime)).toEqual([-6, -5, -4, -3, -2, -1, 0].map((d) => mmdd(day(d))));
    expect(week.map((w) => w.waitAuditCount)).toEqual([0, 0, 0, 0, 1, 0, 1]);
    // A10 runs from day -10 to day -2; A13 on -6; A7 on -4; A8 on -3; A9 and A6 on -1; A6 and A5 today.
    expect(week.map((w) => w.progressingCount)).toEqual([2, 1, 2, 2, 1, 2, 2]);
    // A13 (report rejected) ended on day -6, A9 (awaiting completion) yesterday.
    expect(week.map((w) => w.waitFinishCount)).toEqual([1, 0, 0, 0, 0, 1, 0]);
  });

  it('lists the real-time activities, latest start first, without templates', async () => {
    const rows = await get<ActivityRow[]>('/index/activity/list', admin);
    expect(rows.map((r) => r.name)).toEqual(['看板A4', '看板A11', '看板A5', '看板A6']);
    expect(rows[0]).toMatchObject({ id: A.A4.id, status: 5, enrollCount: 3, hours: '4.00' });
  });

  it('ranks the top 7 staff by hours their completed activities granted, then by activities created or administered', async () => {
    const rows = await get<TeacherGuideRow[]>('/index/operator/guideHours', admin);
    const idx = (r: TeacherGuideRow) => T.findIndex((x) => x.userId === r.userId);
    expect(rows.map(idx)).toEqual([4, 5, 0, 2, 6, 1, 3]);
    // T4 created A9 and administers A8 (created by T3).
    expect(rows[0]).toEqual({ userId: T[4].userId, teacherName: expect.stringMatching(/^测试职工/), organizationName: collegeName, createActivityNum: 2, guidanceHours: '12.00', userCode: T[4].username });
    expect(rows[1]).toMatchObject({ createActivityNum: 1, guidanceHours: '5.00', organizationName: '' });
    expect(rows.slice(2).map((r) => [r.createActivityNum, r.guidanceHours])).toEqual([[2, '0.00'], [2, '0.00'], [2, '0.00'], [1, '0.00'], [1, '0.00']]);
  });

  it('limits a college-scope user to their college: its students, its activities, its students’ declarations', async () => {
    const info = await get<StatisticsInfo>('/index/statistics/info', collegeStaff);
    expect(info).toMatchObject({ studentCount: await countStudents(S, collegeId), activityCount: 1, activityEnrollCount: 0, hoursApplyCount: 2, waitAuditCount: 0, progressingCount: 1 });
    const week = await get<WeekActivityCount[]>('/index/week/activity/count', collegeStaff);
    expect(week.map((w) => w.progressingCount)).toEqual([0, 0, 0, 0, 0, 1, 1]);
    expect((await get<ActivityRow[]>('/index/activity/list', collegeStaff)).map((r) => r.name)).toEqual(['看板A6']);
    const ranking = await get<TeacherGuideRow[]>('/index/operator/guideHours', collegeStaff);
    expect(ranking.map((r) => [r.userId, r.createActivityNum])).toEqual([[T[2].userId, 1]]);
  });

  it('shows another school only its own figures', async () => {
    const other = await signInAs(t, 'admin2');
    const info = await get<StatisticsInfo>('/index/statistics/info', other);
    expect(info).toMatchObject({ studentCount: await countStudents(10002), activityCount: 0, activityEnrollCount: 0, hoursApplyCount: 0, waitAuditCount: 0, progressingCount: 0 });
    expect(await get('/index/activity/list', other)).toEqual([]);
    expect(await get('/index/operator/guideHours', other)).toEqual([]);
    expect((await get<WeekActivityCount[]>('/index/week/activity/count', other)).every((w) => w.waitAuditCount + w.progressingCount + w.waitFinishCount === 0)).toBe(true);
  });

  it('refuses students and staff without the dashboard module (10003)', async () => {
    const student = await signInAs(t, 'student');
    const clerk = (await makeStaff(t, S, ['/communist/activity'])).token;
    for (const path of ['/index/statistics/info', '/index/week/activity/count', '/index/activity/list', '/index/operator/guideHours']) {
      expect((await call(t, 'GET', path, {}, student)).code, path).toBe(10003);
      expect((await call(t, 'GET', path, {}, clerk)).code, path).toBe(10003);
    }
  });
});

describe('lastDays', () => {
  it('is seven consecutive China-time days ending today', async () => {
    const { lastDays } = await import('../../server/modules/dashboard/overview.js');
    // 2026-03-01 01:00 in China is still 2026-02-28 in UTC.
    const days = lastDays(new Date('2026-02-28T17:00:00Z'));
    expect(days.map((d) => d.label)).toEqual(['02-23', '02-24', '02-25', '02-26', '02-27', '02-28', '03-01']);
    expect(days[6].start.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(days[1].start.getTime() - days[0].start.getTime()).toBe(DAY);
  });
});
