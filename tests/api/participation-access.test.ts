/**
 * Tenant isolation and permission refusal for every participation endpoint (issue 4 "tenant
 * isolation and permission refusal for every new endpoint"): a student or administrator of
 * another school, a staff member without the module, a staff member who does not organise the
 * activity, and a student where staff is expected (and the reverse).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import { qrToken } from '../../server/modules/participation/qr.js';
import { createActivity, enrollStudents, makeStaff, makeStudents, type FixtureActivity } from './activity-fixture.js';
import { call, fileAppAs, signIn } from './helpers.js';

let outsider: string;
let student: { userId: number; token: string };
const acts: Record<string, FixtureActivity> = {};
const S = 10001;

const { t, admin, admin2: otherAdmin } = await fileAppAs('admin', 'admin2');
const otherStudent = (await makeStudents(t, 10002, 1))[0].token;
const collegeAdmin = await signIn(t, S, 'c1001', 'College@123456');
beforeAll(async () => {
  // Holds the activity modules, but neither organises these activities nor has a school-wide scope.
  outsider = (await makeStaff(t, S, ['/activity/launch', '/communist/activity', '/proceeding/wait/activity/report/auditing'], 3)).token;
  [student] = await makeStudents(t, S, 1);
  for (const status of [5, 7, 8, 9]) acts[status] = await createActivity(t, { status, signMode: 2, enrollMode: status === 5 ? 3 : 1 });
  await enrollStudents(t, acts[5], [student.userId], { status: 2 });
  await enrollStudents(t, acts[8], [student.userId], { signedIn: true });
});

type Case = { method: 'GET' | 'POST'; path: string; params: () => object };
/** The endpoints that act on one activity as its organiser or an administrator. */
const managerCases: Case[] = [
  { method: 'POST', path: '/activity/enroll/review', params: () => ({ id: acts[5].id, userIds: [student.userId], result: 'pass' }) },
  { method: 'POST', path: '/activity/transition', params: () => ({ id: acts[7].id, event: 'end' }) },
  { method: 'GET', path: '/activity/qr', params: () => ({ id: acts[7].id, kind: 'in' }) },
  { method: 'POST', path: '/activity/backfill', params: () => ({ id: acts[8].id, userIds: [student.userId], reason: '补录' }) },
  { method: 'GET', path: '/activity/participants', params: () => ({ id: acts[8].id, current: 1, size: 10 }) },
  { method: 'POST', path: '/activity/participants/hours', params: () => ({ id: acts[8].id, items: [{ userId: student.userId, hours: 1 }] }) },
  { method: 'POST', path: '/activity/report/submit', params: () => ({ id: acts[8].id, summary: '活动已按计划顺利开展完毕,现提交结项材料。', items: [{ userId: student.userId, hours: 1, reason: '部分出勤' }] }) },
];

describe('organiser endpoints', () => {
  it.each(managerCases.map((c) => [c.path, c] as const))('%s refuses other schools, staff without the module, non-organisers and students', async (_p, c) => {
    expect(await call(t, c.method, c.path, c.params(), otherAdmin)).toMatchObject({ code: 10002, msg: '活动不存在' });
    expect(await call(t, c.method, c.path, c.params(), otherStudent)).toMatchObject({ code: 10002, msg: '活动不存在' });
    expect((await call(t, c.method, c.path, c.params(), collegeAdmin)).code).toBe(10003);
    expect((await call(t, c.method, c.path, c.params(), outsider)).code).toBe(10003);
    expect((await call(t, c.method, c.path, c.params(), student.token)).code).toBe(10003);
    expect((await call(t, c.method, c.path, c.params(), null)).code).toBe(10001);
  });

  it('the same calls succeed for the school administrator', async () => {
    for (const c of managerCases) expect([c.path, (await call(t, c.method, c.path, c.params(), admin)).code]).toEqual([c.path, 0]);
  });
});

describe('student endpoints', () => {
  it('refuse staff (no student module) and keep students to their own school', async () => {
    for (const [method, path, params] of [
      ['GET', '/activity/open/list', { current: 1, size: 10 }],
      ['GET', '/activity/my/list', { current: 1, size: 10 }],
      ['POST', '/activity/enroll', { id: acts[5].id }],
      ['POST', '/activity/enroll/cancel', { id: acts[5].id }],
      ['POST', '/activity/sign', { token: qrToken(acts[7].qrSecret, acts[7].id, 'in', new Date()) }],
    ] as const) {
      expect([path, (await call(t, method, path, params, admin)).code]).toEqual([path, 10003]);
      expect([path, (await call(t, method, path, params, collegeAdmin)).code]).toEqual([path, 10003]);
    }
    const open = await call<Page<{ id: number }>>(t, 'GET', '/activity/open/list', { current: 1, size: 40 }, otherStudent);
    expect(open.code).toBe(0);
    expect(open.data.list.some((r) => Object.values(acts).some((a) => a.id === r.id))).toBe(false);
    expect((await call<Page<unknown>>(t, 'GET', '/activity/my/list', { current: 1, size: 10 }, otherStudent)).data.total).toBe(0);
    expect(await call(t, 'POST', '/activity/enroll', { id: acts[5].id }, otherStudent)).toMatchObject({ code: 10002, msg: '活动不存在' });
    expect(await call(t, 'POST', '/activity/enroll/cancel', { id: acts[5].id }, otherStudent)).toMatchObject({ code: 10002, msg: '活动不存在' });
    // A valid token of this school's activity means nothing at another school.
    expect(await call(t, 'POST', '/activity/sign', { token: qrToken(acts[7].qrSecret, acts[7].id, 'in', new Date()) }, otherStudent)).toMatchObject({ code: 10002, msg: '二维码已过期,请重新扫码' });
  });
});

describe('report review endpoints', () => {
  it('need the report-review module and stay within the school', async () => {
    // A school-wide activity administrator without the report-review module is refused too.
    const listOnly = (await makeStaff(t, S, ['/communist/activity'])).token;
    for (const token of [collegeAdmin, student.token, listOnly]) {
      expect((await call(t, 'GET', '/activity/report/audit/list', { current: 1, size: 10 }, token)).code).toBe(10003);
      expect((await call(t, 'POST', '/activity/report/audit', { ids: [acts[9].id], result: 'pass' }, token)).code).toBe(10003);
    }
    expect((await call<Page<{ id: number }>>(t, 'GET', '/activity/report/audit/list', { current: 1, size: 10, scope: 'all' }, otherAdmin)).data.list).toEqual([]);
    expect(await call(t, 'POST', '/activity/report/audit', { ids: [acts[9].id], result: 'pass' }, otherAdmin)).toMatchObject({ code: 10002, msg: `活动「${acts[9].id}」: 活动不存在` });
    expect((await call(t, 'POST', '/activity/report/audit', { ids: [acts[9].id], result: 'pass' }, outsider)).code).toBe(10003);
    expect((await t.db.selectFrom('activities').select('status').where('id', '=', acts[9].id).executeTakeFirstOrThrow()).status).toBe(9);
  });
});
