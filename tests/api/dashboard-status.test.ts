/**
 * The two charts school 10710's dashboard swaps in (issue 6; spec §2 "10710 swaps in a
 * compliance-rate chart and an activity-status chart"): GET /index/grade/reach/rate (the share of
 * each grade's students reaching the required hours) and GET /index/activity/status/count (held
 * activities by status) — figures computed here from the fixture, the college data scope, tenant
 * isolation and refusals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityStatusCount, GradeReachRate } from '../../common/dashboard.js';
import { createActivity, makeStaff } from './activity-fixture.js';
import { collegesWithStudents, grant, moduleIdOf } from './dashboard-helpers.js';
import { call, fileAppAs, signInAs } from './helpers.js';

const S = 10001;
const pct = (part: number, of: number) => (of === 0 ? '0.00' : (Math.round((part * 10000) / of) / 100).toFixed(2));

/** Held statuses and their labels (spec §4), written out here rather than read from the server's code. */
const HELD_LABELS: [number, string][] = [
  [1, '审核中'], [4, '待报名'], [5, '报名中'], [6, '待开始'], [7, '进行中'], [8, '待结项'], [9, '结项审核中'], [10, '结项驳回'], [12, '已完成'],
];

interface Student {
  userId: number;
  collegeId: number;
  grade: string;
  status: number;
}
let normal: Student[];

const get = async <T>(path: string, token: string) => {
  const env = await call<T>(t, 'GET', path, {}, token);
  expect(env.code, `${path}: ${env.msg}`).toBe(0);
  return env.data;
};

const { t, admin } = await fileAppAs('admin');
beforeAll(async () => {
  const students = (await t.db.selectFrom('students').select(['userId', 'collegeId', 'grade', 'status']).where('schoolId', '=', S).orderBy('code').execute()) as Student[];
  normal = students.filter((s) => s.status === 1);
});

describe('GET /index/grade/reach/rate', () => {
  it('answers every grade with nobody reaching before any hours', async () => {
    const rows = await get<GradeReachRate[]>('/index/grade/reach/rate', admin);
    const grades = [...new Set(normal.map((s) => s.grade))].sort();
    expect(rows).toEqual(grades.map((g) => ({ id: g, name: `${g}级`, studentCount: normal.filter((s) => s.grade === g).length, reachCount: 0, reachRate: '0.00' })));
  });

  it('counts per grade the normal students who meet the requirement (200 in all, 80 campus, 100 social practice), exactly at it included', async () => {
    const practice = await moduleIdOf(t, S, '社会实践');
    const culture = await moduleIdOf(t, S, '文化活动');
    const grades = [...new Set(normal.map((s) => s.grade))].sort();
    const first = normal.filter((s) => s.grade === grades[0]);
    const last = normal.filter((s) => s.grade === grades[grades.length - 1]);
    // first[0]: 100 + 100; first[1]: 120 + 80 (exactly the campus minimum); first[2]: 119.99 + 80 (the total short); last[0]: 150 + 100.
    await grant(t, S, practice, 950001, [{ userId: first[0].userId, hours: '100' }, { userId: first[1].userId, hours: '120' }, { userId: first[2].userId, hours: '119.99' }, { userId: last[0].userId, hours: '150' }], 4);
    await grant(t, S, culture, 950002, [{ userId: first[0].userId, hours: '100' }, { userId: first[1].userId, hours: '80' }, { userId: first[2].userId, hours: '80' }, { userId: last[0].userId, hours: '100' }], 4);
    const reached = new Set([first[0].userId, first[1].userId, last[0].userId]);
    const rows = await get<GradeReachRate[]>('/index/grade/reach/rate', admin);
    expect(rows).toEqual(grades.map((g) => {
      const of = normal.filter((s) => s.grade === g);
      const n = of.filter((s) => reached.has(s.userId)).length;
      return { id: g, name: `${g}级`, studentCount: of.length, reachCount: n, reachRate: pct(n, of.length) };
    }));
    expect(rows[0].reachCount).toBe(grades.length === 1 ? 3 : 2);
  });

  it('limits a college-scope user to the students of their college', async () => {
    const college = (await collegesWithStudents(t, S))[0];
    const staff = await makeStaff(t, S, ['/dashboard'], 2, college.id);
    const rows = await get<GradeReachRate[]>('/index/grade/reach/rate', staff.token);
    const mine = normal.filter((s) => s.collegeId === college.id);
    expect(rows.map((r) => [r.id, r.studentCount])).toEqual([...new Set(mine.map((s) => s.grade))].sort().map((g) => [g, mine.filter((s) => s.grade === g).length]));
  });
});

describe('GET /index/activity/status/count', () => {
  let collegeId: number;
  beforeAll(async () => {
    collegeId = (await collegesWithStudents(t, S))[0].id;
    const noFlow = { flowTemplateId: null, reportFlowTemplateId: null };
    // Two in progress, one of them the college's; one of each other held status; rejected and refused ones; a template.
    for (const status of [1, 4, 5, 6, 7, 7, 8, 9, 10, 12, 12, 12, 3, 11]) await createActivity(t, { status, ...noFlow });
    await createActivity(t, { status: 7, collegeId, activityLevel: 2, ...noFlow });
    await createActivity(t, { status: 12, collegeId, activityLevel: 2, ...noFlow });
    const template = await createActivity(t, { status: 5, ...noFlow });
    await t.db.updateTable('activities').set({ isTemplate: true }).where('id', '=', template.id).execute();
  });

  it('counts the held activities by status, one row per held status in order, zeros included, rejected, refused and templates left out', async () => {
    const rows = await get<ActivityStatusCount[]>('/index/activity/status/count', admin);
    const expected: Record<number, number> = { 1: 1, 4: 1, 5: 1, 6: 1, 7: 3, 8: 1, 9: 1, 10: 1, 12: 4 };
    expect(rows).toEqual(HELD_LABELS.map(([status, name]) => ({ status, name, count: expected[status] })));
  });

  it('limits a college-scope user to the activities of their college', async () => {
    const staff = await makeStaff(t, S, ['/dashboard'], 2, collegeId);
    const rows = await get<ActivityStatusCount[]>('/index/activity/status/count', staff.token);
    expect(rows.filter((r) => r.count > 0).map((r) => [r.status, r.count])).toEqual([[7, 1], [12, 1]]);
    expect(rows).toHaveLength(HELD_LABELS.length);
  });

  it('shows another school only zeros', async () => {
    const other = await signInAs(t, 'admin2');
    const rows = await get<ActivityStatusCount[]>('/index/activity/status/count', other);
    expect(rows.map((r) => r.count)).toEqual(HELD_LABELS.map(() => 0));
  });
});

describe('permissions', () => {
  it('refuses students and staff without the dashboard module (10003)', async () => {
    const student = await signInAs(t, 'student');
    const clerk = (await makeStaff(t, S, ['/communist/activity'])).token;
    for (const path of ['/index/grade/reach/rate', '/index/activity/status/count']) {
      expect((await call(t, 'GET', path, {}, student)).code, path).toBe(10003);
      expect((await call(t, 'GET', path, {}, clerk)).code, path).toBe(10003);
    }
  });
});
