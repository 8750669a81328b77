/**
 * Attendance (issue 4 "sign-in and sign-out by a rotating QR code on the organiser's screen (the
 * token changes every 30 s, so a screenshot stops working), an optional geofence check, and
 * organiser back-fill (补录) with a reason. A participant's hours default to the activity's hours;
 * the organiser may lower them for partial attendance."): GET /activity/qr, POST /activity/sign,
 * POST /activity/backfill, GET /activity/participants, POST /activity/participants/hours.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantRow } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { qrToken } from '../../server/modules/participation/qr.js';
import type { QrReply } from '../../server/modules/participation/attendance.js';
import { activityRow, createActivity, enrollStudents, makeStaff, makeStudents, tokenFor, userIdOf, type FixtureActivity } from './activity-fixture.js';
import { call, fileAppAs, signIn, signInAs } from './helpers.js';

let organiser: { userId: number; token: string };
const S = 10001;
const HOUR = 3600_000;

const { t, admin } = await fileAppAs('admin');
beforeAll(async () => {
  const id = await userIdOf(t, S, 't1005');
  organiser = { userId: id, token: await tokenFor(t, S, id) };
});

const qr = (id: number, kind: 'in' | 'out', token = organiser.token) => call<QrReply>(t, 'GET', '/activity/qr', { id, kind }, token);
const signWith = (token: string, params: object) => call<{ signInAt?: string; signOutAt?: string; activityName: string }>(t, 'POST', '/activity/sign', params, token);
const enrollmentOf = (activityId: number, userId: number) =>
  t.db.selectFrom('activityEnrollments').selectAll().where('activityId', '=', activityId).where('userId', '=', userId).executeTakeFirstOrThrow();

describe('rotating QR sign-in and sign-out', () => {
  let a: FixtureActivity;
  let people: { userId: number; token: string }[];
  beforeAll(async () => {
    a = await createActivity(t, { status: 7, signMode: 2, createdBy: organiser.userId, name: '签到测试活动' });
    people = await makeStudents(t, S, 4);
    await enrollStudents(t, a, people.slice(0, 3).map((p) => p.userId));
  });

  it('gives the organiser a token valid 30–60 s with the sign page url naming the school', async () => {
    const env = await qr(a.id, 'in');
    expect(env.code).toBe(0);
    expect(env.data.token).toMatch(new RegExp(`^${a.id}\\.in\\.\\d+\\.[0-9a-f]{16}$`));
    expect(env.data.expiresIn).toBeGreaterThan(30);
    expect(env.data.expiresIn).toBeLessThanOrEqual(60);
    expect(env.data.refreshIn).toBe(env.data.expiresIn - 30);
    expect(env.data.url).toBe(`/student/activity/sign?token=${encodeURIComponent(env.data.token)}&schoolId=${S}`);
    expect((await qr(a.id, 'in', admin)).code).toBe(0);
  });

  it('signs a student in once (a repeat keeps the first time), then out', async () => {
    const [p] = people;
    const inToken = (await qr(a.id, 'in')).data.token;
    expect(await signWith(p.token, { token: (await qr(a.id, 'out')).data.token })).toMatchObject({ code: 10002, msg: '请先签到' });
    const first = await signWith(p.token, { token: inToken });
    expect(first).toMatchObject({ code: 0, data: { activityName: '签到测试活动' } });
    expect(first.data.signInAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const stored = await enrollmentOf(a.id, p.userId);
    expect(stored.signWay).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await signWith(p.token, { token: inToken })).data.signInAt).toBe(first.data.signInAt);
    expect((await enrollmentOf(a.id, p.userId)).signInAt).toEqual(stored.signInAt);
    const out = await signWith(p.token, { token: (await qr(a.id, 'out')).data.token });
    expect(out.code).toBe(0);
    expect(out.data.signOutAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses an expired token, a forged one, one of another activity, and a student not enrolled', async () => {
    const [, q, , stranger] = people;
    const old = qrToken(a.qrSecret, a.id, 'in', new Date(Date.now() - 61_000));
    expect(await signWith(q.token, { token: old })).toMatchObject({ code: 10002, msg: '二维码已过期,请重新扫码' });
    const good = (await qr(a.id, 'in')).data.token;
    const forged = good.slice(0, -4) + (good.endsWith('0000') ? '1111' : '0000');
    expect(await signWith(q.token, { token: forged })).toMatchObject({ code: 10002, msg: '二维码已过期,请重新扫码' });
    const b = await createActivity(t, { status: 7, createdBy: organiser.userId });
    const otherToken = (await qr(b.id, 'in')).data.token;
    const swapped = otherToken.replace(/^\d+\./, `${a.id}.`);
    expect(await signWith(q.token, { token: swapped })).toMatchObject({ code: 10002, msg: '二维码已过期,请重新扫码' });
    expect(await signWith(q.token, { token: 'garbage' })).toMatchObject({ code: 10002, msg: '二维码已过期,请重新扫码' });
    expect(await signWith(q.token, {})).toMatchObject({ code: 10002, msg: '二维码已过期,请重新扫码' });
    expect(await signWith(stranger.token, { token: good })).toMatchObject({ code: 10002, msg: '您未报名该活动' });
    expect((await enrollmentOf(a.id, q.userId)).signInAt).toBeNull();
    // A token of another school's activity id is unknown here.
    const admin2 = await signInAs(t, 'admin2');
    expect((await qr(a.id, 'in', admin2)).code).toBe(10002);
  });

  it('opens signing from status 6 to two hours after the end, and sign-out only when the activity has it', async () => {
    const [, , r] = people;
    const waiting = await createActivity(t, { status: 6, createdBy: organiser.userId });
    expect((await qr(waiting.id, 'in')).code).toBe(0);
    expect(await qr(waiting.id, 'out')).toMatchObject({ code: 10002, msg: '该活动无需签退' });
    const justEnded = await createActivity(t, { status: 8, createdBy: organiser.userId, endTime: new Date(Date.now() - HOUR) });
    await enrollStudents(t, justEnded, [r.userId]);
    expect((await signWith(r.token, { token: (await qr(justEnded.id, 'in')).data.token })).code).toBe(0);
    const longEnded = await createActivity(t, { status: 8, createdBy: organiser.userId, startTime: new Date(Date.now() - 5 * HOUR), endTime: new Date(Date.now() - 3 * HOUR) });
    expect(await qr(longEnded.id, 'in')).toMatchObject({ code: 10002, msg: '当前不在签到时间内' });
    const tokenBeforeClose = qrToken(longEnded.qrSecret, longEnded.id, 'in', new Date());
    await enrollStudents(t, longEnded, [r.userId]);
    expect(await signWith(r.token, { token: tokenBeforeClose })).toMatchObject({ code: 10002, msg: '当前不在签到时间内' });
    for (const status of [4, 5, 9, 12]) expect((await qr((await createActivity(t, { status, createdBy: organiser.userId, openTask: false })).id, 'in')).code).toBe(10002);
  });

  it('shows the QR to the organiser and administrators only', async () => {
    const outsider = await makeStaff(t, S, ['/activity/launch', '/communist/activity'], 3);
    expect((await qr(a.id, 'in', outsider.token)).code).toBe(10003);
    expect((await qr(a.id, 'in', people[0].token)).code).toBe(10003);
    const collegeAdmin = await signIn(t, S, 'c1001', 'College@123456');
    expect((await qr(a.id, 'in', collegeAdmin)).code).toBe(10003);
  });
});

describe('geofence', () => {
  // 光谷 area: the activity's point and a 200 m radius.
  const centre = { latitude: 30.507, longitude: 114.4 };
  let a: FixtureActivity;
  let people: { userId: number; token: string }[];
  beforeAll(async () => {
    a = await createActivity(t, { status: 7, createdBy: organiser.userId, ...centre, radiusM: 200 });
    people = await makeStudents(t, S, 3);
    await enrollStudents(t, a, people.map((p) => p.userId));
  });
  const token = async () => (await qr(a.id, 'in')).data.token;

  it('accepts a position inside the radius', async () => {
    // About 111 m north.
    expect((await signWith(people[0].token, { token: await token(), latitude: 30.508, longitude: 114.4 })).code).toBe(0);
  });

  it('refuses a position outside the radius, saying how far', async () => {
    // About 556 m north.
    expect(await signWith(people[1].token, { token: await token(), latitude: '30.512', longitude: '114.4' })).toMatchObject({ code: 10002, msg: '您不在活动签到范围内(距离约556米)' });
    expect((await enrollmentOf(a.id, people[1].userId)).signInAt).toBeNull();
  });

  it('asks for the position when none is sent', async () => {
    expect(await signWith(people[2].token, { token: await token() })).toMatchObject({ code: 10002, msg: '请允许获取位置后再签到' });
    expect(await signWith(people[2].token, { token: await token(), latitude: 30.507 })).toMatchObject({ code: 10002, msg: '请允许获取位置后再签到' });
    expect((await signWith(people[2].token, { token: await token(), latitude: 91, longitude: 0 })).code).toBe(10002);
  });

  it('needs no position without a geofence', async () => {
    const b = await createActivity(t, { status: 7, createdBy: organiser.userId });
    await enrollStudents(t, b, [people[2].userId]);
    expect((await signWith(people[2].token, { token: (await qr(b.id, 'in')).data.token })).code).toBe(0);
  });
});

describe('back-fill (补录)', () => {
  const backfill = (params: object, token = organiser.token) => call<{ done: number }>(t, 'POST', '/activity/backfill', params, token);

  it('needs a reason, and marks enrolled students with signWay 2, the reason and who did it', async () => {
    const a = await createActivity(t, { status: 8, createdBy: organiser.userId, signMode: 2, capacity: 3 });
    const people = await makeStudents(t, S, 5);
    await enrollStudents(t, a, [people[0].userId, people[1].userId]);
    await enrollStudents(t, a, [people[2].userId], { status: 3 });
    await t.db.updateTable('activityEnrollments').set({ signInAt: new Date(Date.now() - 2 * HOUR), signWay: 1 }).where('activityId', '=', a.id).where('userId', '=', people[1].userId).execute();
    expect(await backfill({ id: a.id, userIds: [people[0].userId] })).toMatchObject({ code: 10002, msg: '补录必须填写原因' });
    expect(await backfill({ id: a.id, userIds: [people[0].userId], reason: '   ' })).toMatchObject({ code: 10002, msg: '补录必须填写原因' });
    expect(await backfill({ id: a.id, userIds: [people[0].userId, people[1].userId], reason: '手机没电', signOut: true })).toMatchObject({ code: 0, data: { done: 2 } });
    const e0 = await enrollmentOf(a.id, people[0].userId);
    expect([e0.signWay, e0.backfillReason, e0.backfillBy, e0.signInAt !== null, e0.signOutAt !== null]).toEqual([2, '手机没电', organiser.userId, true, true]);
    // Already signed in by QR: keeps its sign-in and way; the sign-out is back-filled.
    const e1 = await enrollmentOf(a.id, people[1].userId);
    expect([e1.signWay, e1.signInAt!.getTime() < Date.now() - HOUR, e1.signOutAt !== null, e1.backfillReason]).toEqual([1, true, true, '手机没电']);
    // A cancelled student who came anyway gets the last seat; beyond capacity it is refused.
    expect(await backfill({ id: a.id, userIds: [people[2].userId], reason: '现场报名' })).toMatchObject({ code: 0 });
    expect((await enrollmentOf(a.id, people[2].userId)).status).toBe(1);
    expect(await backfill({ id: a.id, userIds: [people[3].userId, people[4].userId], reason: '现场报名' })).toMatchObject({ code: 10002, msg: '报名人数已满' });
    expect((await activityRow(t, a.id)).enrollCount).toBe(3);
    await t.db.updateTable('activities').set({ capacity: 5 }).where('id', '=', a.id).execute();
    expect(await backfill({ id: a.id, userIds: [people[3].userId, people[4].userId], reason: '现场报名' })).toMatchObject({ code: 0, data: { done: 2 } });
    expect((await activityRow(t, a.id)).enrollCount).toBe(5);
    const history = await t.db.selectFrom('auditRecords').select(['action', 'opinion']).where('relationId', '=', a.id).where('action', '=', 'backfill').execute();
    expect(history.length).toBe(3);
  });

  it('is refused outside status 7, 8 and 10, for unknown students and for non-organisers', async () => {
    const [p] = await makeStudents(t, S, 1);
    for (const status of [5, 6, 9, 12]) {
      const a = await createActivity(t, { status, createdBy: organiser.userId, openTask: false });
      expect(await backfill({ id: a.id, userIds: [p.userId], reason: '补录' })).toMatchObject({ code: 10002, msg: '当前状态不能补录' });
    }
    const a = await createActivity(t, { status: 10, createdBy: organiser.userId });
    expect(await backfill({ id: a.id, userIds: [999999], reason: '补录' })).toMatchObject({ code: 10002, msg: '参数错误: userIds 含有不存在的学生' });
    const otherSchoolStudent = await t.db.selectFrom('students').select('userId').where('schoolId', '=', 10002).executeTakeFirstOrThrow();
    expect((await backfill({ id: a.id, userIds: [otherSchoolStudent.userId], reason: '补录' })).code).toBe(10002);
    const outsider = await makeStaff(t, S, ['/activity/launch', '/communist/activity'], 3);
    expect((await backfill({ id: a.id, userIds: [p.userId], reason: '补录' }, outsider.token)).code).toBe(10003);
    expect((await backfill({ id: a.id, userIds: [p.userId], reason: '补录' }, p.token)).code).toBe(10003);
    expect(await backfill({ id: a.id, userIds: [p.userId], reason: '补录' }, admin)).toMatchObject({ code: 0 });
  });
});

describe('participants and their hours', () => {
  let a: FixtureActivity;
  let people: { userId: number; token: string }[];
  beforeAll(async () => {
    a = await createActivity(t, { status: 8, createdBy: organiser.userId, hours: '4' });
    people = await makeStudents(t, S, 4);
    await enrollStudents(t, a, [people[0].userId, people[1].userId], { signedIn: true });
    await enrollStudents(t, a, [people[2].userId]);
    await enrollStudents(t, a, [people[3].userId], { status: 3 });
  });
  const list = (params: object, token = organiser.token) => call<Page<ParticipantRow>>(t, 'GET', '/activity/participants', { id: a.id, current: 1, size: 10, ...params }, token);
  const setHours = (items: object[], token = organiser.token, id = a.id) => call<{ done: number }>(t, 'POST', '/activity/participants/hours', { id, items }, token);

  it('lists enrollments (not cancelled) with attendance and hours, filtered by signed', async () => {
    const env = await list({});
    expect(env.code).toBe(0);
    expect(env.data.total).toBe(3);
    expect(env.data.list.map((r) => [r.userId, r.status, r.hours, r.signInAt !== null, r.signWay])).toEqual([
      [people[0].userId, 1, '4.00', true, 1],
      [people[1].userId, 1, '4.00', true, 1],
      [people[2].userId, 1, '4.00', false, null],
    ]);
    expect(env.data.list[0]).toMatchObject({ name: '测试学生1', noShow: false, backfillReason: null });
    expect(env.data.list[0].code).toMatch(/^9/);
    expect(env.data.list[0].collegeName).not.toBe('');
    expect((await list({ signed: 1 })).data.total).toBe(2);
    expect((await list({ signed: 0 })).data.list.map((r) => r.userId)).toEqual([people[2].userId]);
    expect((await list({ status: 3 })).data.list.map((r) => r.userId)).toEqual([people[3].userId]);
    expect((await list({ name: '测试学生2' })).data.total).toBe(1);
    // Holders of the activity list in scope may look; others may not.
    expect((await list({}, admin)).code).toBe(0);
    const college = await makeStaff(t, S, ['/communist/activity'], 2, null);
    expect((await list({}, college.token)).code).toBe(10003);
    expect((await list({}, people[0].token)).code).toBe(10003);
  });

  it('lets the organiser lower hours, never above the activity hours nor below zero', async () => {
    expect(await setHours([{ userId: people[0].userId, hours: '2.5' }])).toMatchObject({ code: 0, data: { done: 1 } });
    expect(await setHours([{ userId: people[1].userId, hours: '4.01' }])).toMatchObject({ code: 10002, msg: '学时不能超过活动学时' });
    expect(await setHours([{ userId: people[1].userId, hours: '-1' }])).toMatchObject({ code: 10002, msg: '参数错误: hours 不能为负数' });
    expect(await setHours([{ userId: people[1].userId, hours: '1.234' }])).toMatchObject({ code: 10002 });
    expect(await setHours([{ userId: people[3].userId, hours: '1' }])).toMatchObject({ code: 10002, msg: '参数错误: items 含有未报名的学生' });
    expect(await setHours([{ userId: people[1].userId, hours: 0 }, { userId: people[2].userId, hours: 4 }])).toMatchObject({ code: 0, data: { done: 2 } });
    expect((await list({})).data.list.map((r) => r.hours)).toEqual(['2.50', '0.00', '4.00']);
    const outsider = await makeStaff(t, S, ['/activity/launch', '/communist/activity'], 3);
    expect((await setHours([{ userId: people[0].userId, hours: 1 }], outsider.token)).code).toBe(10003);
    const running = await createActivity(t, { status: 7, createdBy: organiser.userId });
    await enrollStudents(t, running, [people[0].userId]);
    expect(await setHours([{ userId: people[0].userId, hours: 1 }], organiser.token, running.id)).toMatchObject({ code: 10002, msg: '当前状态不能修改学时' });
  });
});
