/**
 * The /analysis figures (issue 6; spec §2 /analysis/school, classif, organization): reach rates by
 * college and grade, the per-module analysis and the per-organisation analysis — empty, then from a
 * fixture built here — with the data scopes, tenant isolation and refusals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClassifyAnalysisRow, OrganizationAnalysisRow, ReachRateRow } from '../../common/dashboard.js';
import { classifyIdOf, createActivity, enrollStudents, makeStaff, organizationIdOf } from './activity-fixture.js';
import { collegesWithStudents, grant, moduleIdOf } from './dashboard-helpers.js';
import { call, fileAppAs, signInAs } from './helpers.js';

const S = 10001;
const pct = (part: number, of: number) => (of === 0 ? '0.00' : (Math.round((part * 10000) / of) / 100).toFixed(2));
const money = (cents: number) => (cents / 100).toFixed(2);

interface Student {
  userId: number;
  collegeId: number;
  grade: string;
  status: number;
}

const get = async <T>(path: string, token: string, params: object = {}) => {
  const env = await call<T>(t, 'GET', path, params, token);
  expect(env.code, `${path}: ${env.msg}`).toBe(0);
  return env.data;
};

const { t, admin } = await fileAppAs('admin');
const students = (await t.db.selectFrom('students').select(['userId', 'collegeId', 'grade', 'status']).where('schoolId', '=', S).orderBy('code').execute()) as Student[];
const normal = students.filter((s) => s.status === 1);

describe('before any hours or activities', () => {
  it('answers every module with zeros and everybody short where a module has a minimum', async () => {
    const rows = await get<ClassifyAnalysisRow[]>('/analysis/classify', admin);
    expect(rows.map((r) => [r.name, r.minHours])).toEqual([['思想素养', '30.00'], ['创新创业', '20.00'], ['技能特长', '20.00'], ['社会实践', '40.00'], ['志愿公益', '30.00'], ['文化活动', '30.00'], ['成长记录', '20.00']]);
    for (const r of rows) expect(r).toMatchObject({ activityCount: 0, enrollCount: 0, totalHours: '0.00', avgHours: '0.00', studentCount: normal.length, reachCount: 0 });
  });

  it('answers every organisation with zeros and reach rates of 0.00', async () => {
    const orgs = await get<OrganizationAnalysisRow[]>('/analysis/organization', admin);
    expect(orgs.length).toBeGreaterThan(0);
    expect(orgs.every((o) => o.activityCount === 0 && o.totalHours === '0.00')).toBe(true);
    const byGrade = await get<ReachRateRow[]>('/analysis/reach/rate', admin, { groupBy: 'grade' });
    expect(byGrade.every((r) => r.reachRate === '0.00' && r.reachCount === 0)).toBe(true);
  });
});

describe('with hours and activities', () => {
  let volunteering: number;
  let ideology: number;
  let redCross: number;
  let union: number;
  /** Hundredths granted per student in 志愿公益 and 思想素养. */
  const vol = new Map<number, number>();
  const ide = new Map<number, number>();

  beforeAll(async () => {
    volunteering = await moduleIdOf(t, S, '志愿公益');
    ideology = await moduleIdOf(t, S, '思想素养');
    redCross = await organizationIdOf(t, S, '红十字会志愿服务队');
    union = await organizationIdOf(t, S, '校学生会');
    const service = await classifyIdOf(t, S, '志愿服务');
    const noop = { flowTemplateId: null, reportFlowTemplateId: null };

    // 红十字会: one completed activity in 志愿服务 (a child of 志愿公益) with 3 participants × 12.5, one enrolling, one rejected.
    const done = await createActivity(t, { status: 12, organizationId: redCross, classifyId: service, ...noop });
    const participants = normal.slice(0, 3).map((s) => s.userId);
    await enrollStudents(t, done, participants, { signedIn: true });
    await grant(t, S, service, done.id, participants.map((userId) => ({ userId, hours: '12.5' })));
    for (const u of participants) vol.set(u, 1250);
    const enrolling = await createActivity(t, { status: 5, organizationId: redCross, classifyId: volunteering, ...noop });
    await enrollStudents(t, enrolling, normal.slice(3, 5).map((s) => s.userId));
    await createActivity(t, { status: 3, organizationId: redCross, classifyId: volunteering, ...noop });
    // 校学生会: one activity in 思想素养 under review.
    await createActivity(t, { status: 1, organizationId: union, classifyId: ideology, ...noop });
    // Imported 思想素养 hours: two reach 30, one does not; a suspended student's hours are not counted.
    const imported = [[normal[0].userId, 3000], [normal[5].userId, 4500], [normal[6].userId, 2999]] as const;
    const suspended = students.find((s) => s.status !== 1);
    await grant(t, S, ideology, 930001, [...imported, ...(suspended ? [[suspended.userId, 10000] as const] : [])].map(([userId, c]) => ({ userId, hours: money(c) })), 4);
    for (const [u, c] of imported) ide.set(u, c);
    // Enough to meet the rule (200 in all, 80 campus, 100 social practice): normal[5] (45 + 160 + 80) and normal[1] (12.5 + 187.5 + 80).
    await grant(t, S, await moduleIdOf(t, S, '社会实践'), 930002, [{ userId: normal[5].userId, hours: '160' }, { userId: normal[1].userId, hours: '187.5' }], 4);
    await grant(t, S, await moduleIdOf(t, S, '文化活动'), 930003, [{ userId: normal[5].userId, hours: '80' }, { userId: normal[1].userId, hours: '80' }], 4);
  });

  const sum = (m: Map<number, number>, only?: (u: number) => boolean) => [...m].filter(([u]) => !only || only(u)).reduce((a, [, c]) => a + c, 0);
  const avg = (cents: number, n: number) => money(Math.floor((2 * cents + n) / (2 * n)));

  it('sums each module’s activities (children included), seats and the hours of normal students', async () => {
    const rows = await get<ClassifyAnalysisRow[]>('/analysis/classify', admin);
    const v = rows.find((r) => r.name === '志愿公益')!;
    expect(v).toEqual({
      classifyId: volunteering, name: '志愿公益', minHours: '30.00', activityCount: 2, enrollCount: 5,
      totalHours: money(sum(vol)), avgHours: avg(sum(vol), normal.length), studentCount: normal.length, reachCount: 0,
    });
    const i = rows.find((r) => r.name === '思想素养')!;
    expect(i).toMatchObject({ activityCount: 1, enrollCount: 0, totalHours: money(sum(ide)), avgHours: avg(sum(ide), normal.length), reachCount: 2 });
  });

  it('limits the module analysis of a college-scope user to their college’s students and activities', async () => {
    const college = normal[0].collegeId;
    const staff = await makeStaff(t, S, ['/analysis/classif'], 2, college);
    const rows = await get<ClassifyAnalysisRow[]>('/analysis/classify', staff.token);
    const mine = (u: number) => normal.find((s) => s.userId === u)?.collegeId === college;
    const n = normal.filter((s) => s.collegeId === college).length;
    const i = rows.find((r) => r.name === '思想素养')!;
    expect(i).toMatchObject({ studentCount: n, totalHours: money(sum(ide, mine)), activityCount: 0 });
    expect(rows.every((r) => r.activityCount === 0)).toBe(true);
  });

  it('sums each organisation’s held activities, seats and the hours their completion granted', async () => {
    const rows = await get<OrganizationAnalysisRow[]>('/analysis/organization', admin);
    expect(rows[0]).toEqual({ id: redCross, name: '红十字会志愿服务队', nature: 3, activityCount: 2, enrollCount: 5, totalHours: '37.50' });
    expect(rows.find((r) => r.id === union)).toMatchObject({ activityCount: 1, enrollCount: 0, totalHours: '0.00' });
    const leader = await makeStaff(t, S, ['/analysis/organization'], 3);
    await t.db.insertInto('organizationMembers').values({ schoolId: S, organizationId: union, userId: leader.userId, isLeader: true }).execute();
    const led = await get<OrganizationAnalysisRow[]>('/analysis/organization', leader.token);
    const tree = await t.db.selectFrom('organizations').select('id').where('schoolId', '=', S).where((eb) => eb.or([eb('id', '=', union), eb('parentId', '=', union)])).execute();
    expect(led.map((r) => r.id).sort((a, b) => a - b)).toEqual(tree.map((r) => r.id).sort((a, b) => a - b));
    expect(led.find((r) => r.id === union)!.activityCount).toBe(1);
  });

  it('gives reach rates by grade and by college from the stored verdicts', async () => {
    const reached = new Set([normal[5].userId, normal[1].userId]);
    const byGrade = await get<ReachRateRow[]>('/analysis/reach/rate', admin, { groupBy: 'grade' });
    const grades = [...new Set(normal.map((s) => s.grade))].sort();
    expect(byGrade).toEqual(grades.map((g) => {
      const of = normal.filter((s) => s.grade === g);
      const n = of.filter((s) => reached.has(s.userId)).length;
      return { id: g, name: `${g}级`, studentCount: of.length, reachCount: n, reachRate: pct(n, of.length) };
    }));
    const byCollege = await get<ReachRateRow[]>('/analysis/reach/rate', admin);
    const colleges = await collegesWithStudents(t, S);
    expect(byCollege).toEqual(colleges.map((c) => {
      const of = normal.filter((s) => s.collegeId === c.id);
      const n = of.filter((s) => reached.has(s.userId)).length;
      return { id: c.id, name: c.name, studentCount: of.length, reachCount: n, reachRate: pct(n, of.length) };
    }));
    const env = await call(t, 'GET', '/analysis/reach/rate', { groupBy: 'major' }, admin);
    expect([env.code, env.msg]).toEqual([10002, '参数错误: groupBy 格式不正确']);
  });

  it('shows another school nothing of this one', async () => {
    const other = await signInAs(t, 'admin2');
    const rows = await get<ClassifyAnalysisRow[]>('/analysis/classify', other);
    expect(rows.every((r) => r.activityCount === 0 && r.totalHours === '0.00')).toBe(true);
    const orgs = await get<OrganizationAnalysisRow[]>('/analysis/organization', other);
    expect(orgs.map((o) => o.id)).not.toContain(redCross);
  });
});

describe('permissions', () => {
  it('needs the matching /analysis module (10003 otherwise)', async () => {
    const dashboardOnly = await makeStaff(t, S, ['/dashboard']);
    const student = await signInAs(t, 'student');
    for (const token of [dashboardOnly.token, student])
      for (const path of ['/analysis/classify', '/analysis/organization', '/analysis/reach/rate']) expect((await call(t, 'GET', path, {}, token)).code, path).toBe(10003);
    const school = await makeStaff(t, S, ['/analysis/school']);
    expect((await call(t, 'GET', '/analysis/reach/rate', {}, school.token)).code).toBe(0);
    expect((await call(t, 'GET', '/analysis/classify', {}, school.token)).code).toBe(10003);
  });
});
